import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { playerSearchUrl } from './playerSearchUrl';

/**
 * The top-bar search box: finds players by username, e-mail or id. On a phone it is a search
 * button that opens the box over the whole bar (Escape, the close button or leaving it empty
 * closes it), so the bar's other buttons stay in the window.
 */
export function SearchBox() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) return;
    navigate(playerSearchUrl(text));
    setOpen(false);
  };
  const label = translate('app.search.players');
  if (compact && !open) {
    return (
      <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={submit}
      role="search"
      // On a phone the open box covers the bar.
      sx={
        compact
          ? { position: 'absolute', inset: 0, zIndex: 3, display: 'flex', alignItems: 'center', px: 1, bgcolor: 'var(--AppBar-background)' }
          : undefined
      }
    >
      <TextField
        size="small"
        value={value}
        autoFocus={compact}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (compact && event.key === 'Escape') setOpen(false);
        }}
        onBlur={() => {
          if (compact && !value.trim()) setOpen(false);
        }}
        placeholder={translate('resources.players.search')}
        slotProps={{
          htmlInput: { 'aria-label': label },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon sx={{ color: 'inherit' }} />
              </InputAdornment>
            ),
            sx: { color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, width: { xs: '100%', sm: 140, md: 220 } },
          },
        }}
        sx={{ mx: 1, flex: compact ? 1 : undefined, '& fieldset': { border: 'none' } }}
      />
      {compact && (
        <IconButton color="inherit" aria-label={translate('ra.action.close')} onClick={() => setOpen(false)}>
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}
