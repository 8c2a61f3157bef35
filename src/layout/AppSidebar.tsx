import { Sidebar, useTranslate, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar with a name: on a phone it is a drawer over the page, a dialog that
 * assistive technology announces as the main menu.
 */
export function AppSidebar(props: SidebarProps) {
  const translate = useTranslate();
  return <Sidebar {...props} slotProps={{ ...props.slotProps, paper: { 'aria-label': translate('app.menu.label') } }} />;
}
