import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HomeIcon from '@mui/icons-material/Home';
import { Divider, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { FlagMenuItems } from './FlagMenuItems';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

function LinkItem({ to, icon, label }: { to: string; icon: React.ReactNode; label: string }) {
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem component={Link} to={to} onClick={onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

/**
 * The user menu: Home, My Account, the language choice, the beta and debug switches and Logout (000 §1, §2). The button shows the
 * user's name, so its accessible name starts with it (WCAG 2.5.3 label in name). On a phone it is
 * an icon, which react-admin names by translating the label as a key: there it gets the key.
 */
export function AppUserMenu({ languages }: { languages: React.ReactNode }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const iconOnly = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const menu = translate('ra.auth.user_menu');
  return (
    <UserMenu label={iconOnly ? 'ra.auth.user_menu' : identity?.fullName ? `${identity.fullName} (${menu})` : menu}>
      <LinkItem to="/" icon={<HomeIcon fontSize="small" />} label={translate('app.userMenu.home')} />
      <LinkItem to="/my-profile" icon={<AccountCircleIcon fontSize="small" />} label={translate('app.userMenu.myAccount')} />
      <Divider />
      {languages}
      <Divider />
      <FlagMenuItems />
      <Divider />
      <Logout />
    </UserMenu>
  );
}
