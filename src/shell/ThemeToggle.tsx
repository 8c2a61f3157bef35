import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { setUserTheme, useThemeState } from './theme';

/** The dark/light toggle of the top bar; the choice is kept locally. */
export function ThemeToggle() {
  const translate = useTranslate();
  const { dark } = useThemeState();
  const label = translate(dark ? 'app.theme.light' : 'app.theme.dark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setUserTheme(dark ? 'light' : 'dark')}>
        {dark ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
}
