import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** The players list URL filtered by a username (the players list's search filter). */
export function playerSearchUrl(username: string): string {
  const filter = JSON.stringify({ playerCode: { playerUsername: username } });
  return `/players?filter=${encodeURIComponent(filter)}`;
}

/** The top-bar search box: searches players by username. */
export function SearchBox() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = value.trim();
    if (username) navigate(playerSearchUrl(username));
  };
  return (
    <form onSubmit={submit} role="search">
      <TextField
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={translate('app.search.players')}
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
