import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { MenuIcon } from './menuIcons';
import { MENU_LINK_CLASSES } from './MenuLink';
import type { MenuGroupDef } from './menuStructure';

/**
 * A collapsible group of the side menu: its icon and title, then its sub-items, indented while
 * the menu is wide and icons only in the mini variant. Whether it is open is kept in the
 * react-admin store (local storage), like the sidebar itself. The title is a plain button styled
 * by the menu's class rules, like the links ({@link MENU_LINK_CLASSES}).
 *
 * @example
 * <MenuGroup group={MENU_GROUPS[0]}><MenuLink to="/players" ... /></MenuGroup>
 */
export function MenuGroup({ group, children }: { group: MenuGroupDef; children: ReactNode }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore(`menu.group.${group.id}.open`, true);
  const title = translate(group.label);
  const id = `menu-group-${group.id}`;
  const { root, icon, text, group: groupClass, expand } = MENU_LINK_CLASSES;
  const Expand = open ? ExpandLessIcon : ExpandMoreIcon;
  const header = (
    <button
      type="button"
      role="menuitem"
      tabIndex={0}
      className={`${root} ${groupClass}`}
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      aria-controls={id}
      aria-label={sidebarOpen ? undefined : title}
      data-testid={id + '-toggle'}
    >
      <span className={icon}>
        <MenuIcon name={group.icon} />
      </span>
      {sidebarOpen ? <span className={text}>{title}</span> : null}
      <Expand fontSize="small" className={expand} />
    </button>
  );
  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={title} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <div id={id} role="group" aria-label={title}>
          {children}
        </div>
      </Collapse>
    </>
  );
}
