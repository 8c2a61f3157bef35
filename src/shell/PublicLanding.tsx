import { CssBaseline, ThemeProvider, createTheme, type ThemeOptions } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  AuthContext,
  I18nContextProvider,
  localStorageStore,
  NotificationContextProvider,
  StoreContextProvider,
  type AuthProvider,
  type I18nProvider,
} from 'ra-core';
import type { ServerInfo } from '../data/types';
import { LandingPage } from '../pages/landing/LandingPage';
import { getServerInfoState, loadServerInfo } from './serverInfo';
import { Toast } from './Toast';

export interface PublicLandingProps {
  i18nProvider: I18nProvider;
  theme: ThemeOptions;
  /** The console's authProvider and query client: the top bar's login form signs in with them. */
  authProvider: AuthProvider;
  queryClient: QueryClient;
  /** Loads the server info (registration setting, demo login) when the console has not yet. */
  loadInfo: () => Promise<ServerInfo>;
}

/**
 * The landing page outside the console's admin shell, with what it needs: the catalogue in the
 * chosen language (`?locale=` or the stored choice, read from the console's store), theme,
 * session (for the top bar's login), server info and a toast for login messages.
 *
 * @example
 * <PublicLanding i18nProvider={i18nProvider} theme={theme} authProvider={authProvider} queryClient={queryClient} loadInfo={load} />
 */
export function PublicLanding({ i18nProvider, theme, authProvider, queryClient, loadInfo }: PublicLandingProps) {
  const muiTheme = useMemo(() => createTheme(theme), [theme]);
  // The console's own store (react-admin's default): its `locale` is the language chosen.
  const store = useMemo(() => localStorageStore(), []);
  useEffect(() => {
    if (!getServerInfoState().info) void loadServerInfo(loadInfo);
  }, [loadInfo]);
  return (
    <QueryClientProvider client={queryClient}>
      <StoreContextProvider value={store}>
        <AuthContext.Provider value={authProvider}>
          <I18nContextProvider value={i18nProvider}>
            <NotificationContextProvider>
              <ThemeProvider theme={muiTheme}>
                <CssBaseline />
                <LandingPage />
                <Toast />
              </ThemeProvider>
            </NotificationContextProvider>
          </I18nContextProvider>
        </AuthContext.Provider>
      </StoreContextProvider>
    </QueryClientProvider>
  );
}
