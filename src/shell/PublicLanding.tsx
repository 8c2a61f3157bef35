import { CssBaseline, ThemeProvider, createTheme, type ThemeOptions } from '@mui/material';
import { useMemo } from 'react';
import { I18nContextProvider, type I18nProvider } from 'ra-core';
import { LandingPage } from '../pages/landing/LandingPage';

/**
 * The landing page outside the console's admin shell, with the catalogue and theme it needs.
 *
 * @example
 * <PublicLanding i18nProvider={i18nProvider} theme={theme} />
 */
export function PublicLanding({ i18nProvider, theme }: { i18nProvider: I18nProvider; theme: ThemeOptions }) {
  const muiTheme = useMemo(() => createTheme(theme), [theme]);
  return (
    <I18nContextProvider value={i18nProvider}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        <LandingPage />
      </ThemeProvider>
    </I18nContextProvider>
  );
}
