import { Drawer, styled, useMediaQuery, type Theme } from '@mui/material';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  SidebarClasses,
  useLocale,
  useSidebarState,
  useTranslate,
  type SidebarProps,
} from 'react-admin';
import { useScrolledDown } from './useScrolledDown';

/**
 * The side menu's drawer, with react-admin's sidebar classes (`RaSidebar-fixed`, `-open`,
 * `-appBarCollapsed`…) and looks: docked beside the page on a wide window, over the page on a
 * phone. Ours rather than react-admin's so that it follows the app bar with
 * {@link useScrolledDown}, which reads no layout while the shell mounts.
 */
const SidebarDrawer = styled(Drawer, { shouldForwardProp: () => true })(({ open, theme }) => ({
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  transition: theme.transitions.create('margin', {
    easing: theme.transitions.easing.easeOut,
    duration: theme.transitions.duration.enteringScreen,
  }),
  // The app bar slid away: the menu moves up into its place.
  [`&.${SidebarClasses.appBarCollapsed}`]: {
    marginTop: theme.spacing(-6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(-7) },
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
  },
  [`& .${SidebarClasses.fixed}`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    // The menu scrolls without showing a scroll bar.
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .MuiPaper-root': {
    position: 'relative',
    width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    borderRight: 'none',
    [theme.breakpoints.only('xs')]: {
      marginTop: 0,
      height: '100vh',
      position: 'inherit',
      backgroundColor: (theme.vars ?? theme).palette.background.default,
    },
    [theme.breakpoints.up('md')]: { border: 'none' },
    zIndex: 'inherit',
  },
}));

/**
 * The side menu: docked beside the page, or on a phone a drawer over it, a dialog that assistive
 * technology announces as the main menu. It moves up when the app bar slides away.
 */
export function AppSidebar({ appBarAlwaysOn, children, closedSize: _closedSize, size: _size, ...rest }: SidebarProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const scrolledDown = useScrolledDown();
  useLocale(); // a new language renders the menu again
  const drawer = {
    ...rest,
    open,
    onClose: () => setOpen(!open),
    classes: SidebarClasses,
    slotProps: { ...rest.slotProps, paper: { ...rest.slotProps?.paper, 'aria-label': translate('app.menu.label') } },
  };
  if (phone) {
    return (
      <SidebarDrawer {...drawer} variant="temporary">
        {children}
      </SidebarDrawer>
    );
  }
  const className = [scrolledDown && !appBarAlwaysOn ? SidebarClasses.appBarCollapsed : '', open ? 'RaSidebar-open' : 'RaSidebar-closed']
    .filter(Boolean)
    .join(' ');
  return (
    <SidebarDrawer {...drawer} variant="permanent" className={className}>
      <div className={SidebarClasses.fixed}>{children}</div>
    </SidebarDrawer>
  );
}
