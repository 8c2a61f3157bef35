import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { LanguageMenuItems } from './LanguageMenuItems';
import { OperatorSwitcher } from './OperatorSwitcher';

/** The top bar: menu toggle, page title, operator switcher (central managers), user menu. */
export function AppBar() {
  return (
    <RaAppBar
      toolbar={
        <>
          <OperatorSwitcher />
          <LoadingIndicator />
        </>
      }
      userMenu={<AppUserMenu languages={<LanguageMenuItems />} />}
    >
      <TitlePortal />
    </RaAppBar>
  );
}
