import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { MenuIcon } from './menuIcons';
import { MENU_LINK_CLASSES } from './MenuLink';
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
    <MenuItem
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      aria-controls={id}
      aria-label={sidebarOpen ? undefined : title}
      data-testid={id + '-toggle'}
      sx={sidebarOpen ? undefined : { '& .MuiSvgIcon-fontSizeSmall': { position: 'absolute', right: 0, bottom: 2, fontSize: 14 } }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <MenuIcon name={group.icon} />
      </ListItemIcon>
      {sidebarOpen ? <ListItemText primary={title} slotProps={{ primary: { sx: { fontWeight: 500 } } }} /> : null}
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
          role="group"
          disablePadding
          aria-label={title}
          sx={{ [`& .${MENU_LINK_CLASSES.root}`]: { pl: sidebarOpen ? 4 : 2 } }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
}
