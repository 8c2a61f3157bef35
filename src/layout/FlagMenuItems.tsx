import BugReportIcon from '@mui/icons-material/BugReportOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem, Switch } from '@mui/material';
import { usePermissions, useTranslate, useUserMenu } from 'react-admin';
import type { Permissions } from '../auth/types';
import { setFlag, type FlagName } from '../flags/flags';
import { useFlags } from '../flags/useFlags';
import { openDebugDialog } from '../shell/debugDialogState';

const ICONS: Record<FlagName, React.ReactNode> = {
  beta: <ScienceIcon fontSize="small" />,
  debug: <BugReportIcon fontSize="small" />,
};

/** One flag as a checkable menu entry: its name, what it unlocks, and its switch; the menu stays open. */
function FlagItem({ name, on }: { name: FlagName; on: boolean }) {
  const translate = useTranslate();
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={on} onClick={() => setFlag(name, !on)} sx={{ alignItems: 'flex-start' }}>
      <ListItemIcon sx={{ mt: 0.5 }}>{ICONS[name]}</ListItemIcon>
      <ListItemText
        primary={translate(`app.userMenu.flags.${name}`)}
        secondary={translate(`app.userMenu.flags.${name}Hint`)}
        slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
      />
      <Switch edge="end" size="small" checked={on} tabIndex={-1} inputProps={{ 'aria-hidden': true }} sx={{ ml: 1 }} />
    </MenuItem>
  );
}

/**
 * The user menu's beta and debug switches (000 §1: user-toggled, stored locally), applied at once
 * (the menu, the routes and the lists follow without a reload), and for central managers the
 * "Debug info and settings" dialog that Ctrl+? also opens (000 §2, §6).
 */
export function FlagMenuItems() {
  const translate = useTranslate();
  const flags = useFlags();
  const { permissions } = usePermissions<Permissions>();
  const { onClose } = useUserMenu() ?? {};
  return (
    <>
      <ListSubheader>{translate('app.userMenu.flags.title')}</ListSubheader>
      <FlagItem name="beta" on={flags.beta} />
      <FlagItem name="debug" on={flags.debug} />
      {permissions?.centralManager ? (
        <MenuItem
          onClick={() => {
            onClose?.();
            openDebugDialog();
          }}
        >
          <ListItemIcon>
            <TuneIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.debug.title')} secondary={translate('app.userMenu.flags.shortcut')} />
        </MenuItem>
      ) : null}
    </>
  );
}
