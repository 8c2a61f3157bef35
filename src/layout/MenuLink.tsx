import { Tooltip } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode } from 'react';
import { LinkBase, useMatch } from 'react-admin';

/** Class names of a side-menu link and its parts; the menu styles them once ({@link menuLinkSx}). */
export const MENU_LINK_CLASSES = {
  root: 'ConsoleMenuLink-root',
  active: 'ConsoleMenuLink-active',
  icon: 'ConsoleMenuLink-icon',
  text: 'ConsoleMenuLink-text',
  /** A group's title: a button that folds and unfolds the group. */
  group: 'ConsoleMenuLink-group',
  /** The fold mark of a group's title. */
  expand: 'ConsoleMenuLink-expand',
} as const;

/**
 * The look of the menu's links, set on the menu itself: the look of react-admin's menu items (a
 * Material menu item with its icon), as one set of class rules instead of styles worked out for
 * every item. Labels wrap while the menu is wide (`wide`), so long translations are not cut off.
 */
export function menuLinkSx(wide: boolean): SxProps<Theme> {
  const { root, active, icon, text, group, expand } = MENU_LINK_CLASSES;
  return {
    [`& .${root}`]: {
      typography: 'body1',
      display: 'flex',
      alignItems: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minHeight: { xs: 48, sm: 'auto' },
      py: '6px',
      px: 2,
      color: 'text.secondary',
      textDecoration: 'none',
      whiteSpace: wide ? 'normal' : 'nowrap',
      cursor: 'pointer',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
      '&:focus-visible': { bgcolor: 'action.focus' },
    },
    [`& .${active}`]: { color: 'text.primary' },
    [`& .${icon}`]: { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: 'text.secondary' },
    [`& .${text}`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: wide ? 'normal' : 'nowrap' },
    // A group's items are indented under its title while the menu is wide.
    [`& [role="group"] .${root}`]: { pl: wide ? 4 : 2 },
    [`& .${group}`]: {
      width: '100%',
      m: 0,
      border: 0,
      bgcolor: 'transparent',
      color: 'text.primary',
      textAlign: 'left',
      [`& .${icon}`]: { minWidth: 36, color: 'action.active' },
      [`& .${text}`]: { fontWeight: 500 },
    },
    [`& .${expand}`]: wide ? {} : { position: 'absolute', right: 0, bottom: 2, fontSize: 14 },
  };
}

/**
 * One screen in the side menu: a link with its icon and label, marked (and `aria-current`) while
 * its screen is shown, with the label as a tooltip while the menu shows icons only. A plain link
 * styled by the menu's class rules ({@link menuLinkSx}): the menu holds about thirty of them, and
 * react-admin's item (a Material menu item with ripple, media query, hotkeys and styled parts in
 * each) made the menu a good part of the console's first render.
 */
export function MenuLink({
  to,
  label,
  icon,
  iconsOnly,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  /** The menu shows icons only: the label is the link's tooltip. */
  iconsOnly: boolean;
  onNavigate?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const current = useMatch({ path: to, end: to === '/' }) !== null;
  const { root, active, icon: iconClass, text } = MENU_LINK_CLASSES;
  const link = (
    <LinkBase
      to={to}
      role="menuitem"
      // The menu's arrow keys move between items that carry a tab index.
      tabIndex={0}
      className={current ? `${root} ${active}` : root}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      <span className={iconClass}>{icon}</span>
      <span className={text}>{label}</span>
    </LinkBase>
  );
  return iconsOnly ? (
    <Tooltip title={label} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
