import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { MenuIcon } from './menuIcons';
import type { MenuGroupDef } from './menuStructure';

/**
 * A collapsible group of the side menu: its icon and title, then its sub-items, indented while
 * the menu is wide and icons only in the mini variant. Whether it is open is kept in the
 * react-admin store (local storage), like the sidebar itself.
 *
 * @example
 * <MenuGroup group={MENU_GROUPS[0]}><Menu.Item to="/players" ... /></MenuGroup>
 */
export function MenuGroup({ group, children }: { group: MenuGroupDef; children: ReactNode }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore(`menu.group.${group.id}.open`, true);
  const title = translate(group.label);
  const id = `menu-group-${group.id}`;
  const header = (
    <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id} data-testid={id + '-toggle'}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <MenuIcon name={group.icon} />
      </ListItemIcon>
      <ListItemText primary={title} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </MenuItem>
  );
  return (
    <>
      {sidebarOpen ? header : <Tooltip title={title} placement="right">{header}</Tooltip>}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          id={id}
          component="div"
          disablePadding
          aria-label={title}
          sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 } }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
}
