import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

/** The current address with `open=login`, other parameters kept. */
export function withOpenLogin(href: string): string {
  const url = new URL(href);
  url.searchParams.set('open', 'login');
  return url.toString();
}

/**
 * The user menu of a visitor (000 §2): the note "Not authenticated!", Home, and Login, which
 * reloads the page with `?open=login` so the login form comes up and brings the visitor back here.
 *
 * @example
 * <SignedOutUserMenu />
 */
export function SignedOutUserMenu({ reload = (url: string) => window.location.assign(url) }: { reload?: (url: string) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('ra.auth.user_menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="signed-out-user-menu"
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem disabled>
          <ListItemText>{translate('app.auth.notAuthenticated')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/" onClick={close}>
          <ListItemIcon>
            <HomeIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.userMenu.home')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            reload(withOpenLogin(window.location.href));
          }}
        >
          <ListItemIcon>
            <LoginIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.userMenu.login')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
