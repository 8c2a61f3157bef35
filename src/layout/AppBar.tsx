import { Box, Slide } from '@mui/material';
import type { ReactElement } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { NotificationsBell } from '../shell/notifications/NotificationsBell';
import { ThemeToggle } from '../shell/ThemeToggle';
import { AppUserMenu } from './AppUserMenu';
import { LanguageMenuItems } from './LanguageMenuItems';
import { OperatorSwitcher } from './OperatorSwitcher';
import { PinButton } from './PinButton';
import { SearchBox } from './SearchBox';
import { useScrolledDown } from './useScrolledDown';

/** Slides the bar away while the page scrolls down, back when it scrolls up (react-admin's behaviour, read without a layout at mount). */
function HideOnScroll({ children, className }: { children: ReactElement; className?: string }) {
  const scrolledDown = useScrolledDown();
  return (
    <Slide appear={false} direction="down" in={!scrolledDown} className={className}>
      {children}
    </Slide>
  );
}

/** The top bar: menu toggle, page title, search, operator switcher (central managers), the quick-link pin, bell, theme, user menu. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      position="sticky"
      container={HideOnScroll}
      // In the page's flow, the bar must not widen the page: its width is the window's. On a phone
      // the page's title (shown again above the page) gives its room to the operator, and the
      // search is a button (SearchBox), so the buttons and the user menu (language, logout) fit.
      sx={{ contain: 'inline-size', overflowX: 'clip' }}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', flex: { xs: 1, sm: 'none' }, minWidth: 0, justifyContent: 'flex-end' }}>
          <SearchBox />
          <OperatorSwitcher />
          <PinButton />
          <NotificationsBell />
          <ThemeToggle />
          {/* Passed on to the spinner shown while loading: a progress bar needs a name. */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </Box>
      }
      userMenu={<AppUserMenu languages={<LanguageMenuItems />} />}
    >
      <TitlePortal sx={{ display: { xs: 'none', sm: 'block' } }} />
    </RaAppBar>
  );
}
