import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { playerSearchUrl } from './playerSearchUrl';

/** The top-bar search box: finds players by username, e-mail or id. */
export function SearchBox() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text) navigate(playerSearchUrl(text));
  };
  return (
    <form onSubmit={submit} role="search">
      <TextField
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={translate('resources.players.search')}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.search.players') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon sx={{ color: 'inherit' }} />
              </InputAdornment>
            ),
            sx: { color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, width: { xs: 140, md: 220 } },
          },
        }}
        sx={{ mx: 1, '& fieldset': { border: 'none' } }}
      />
    </form>
  );
}
