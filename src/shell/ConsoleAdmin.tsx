/**
 * react-admin's `<Admin>` without its sign-in page: the console signs in on its own routes
 * (`/auth/login`), so the default login form (and the form library it needs) stays out of the
 * start-up code. The same contexts, pages and store as `<Admin>` otherwise.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { CoreAdminUI, localStorageStore, type CoreAdminUIProps } from 'ra-core';
import { createElement, type ComponentType } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  Error as ErrorPage,
  LoadingPage,
  type AdminContextProps,
} from 'react-admin';

/** react-admin's default store: preferences in localStorage. */
const store = localStorageStore();

export type ConsoleAdminProps = Omit<AdminContextProps, 'children' | 'store'> &
  Omit<CoreAdminUIProps, 'loginPage' | 'notification'> & {
    /** Rendered once inside all the contexts (react-admin's `notification`). */
    notification: ComponentType;
  };

/**
 * The console's `<Admin>`: contexts (data, auth, i18n, store, theme, query client) around the routes.
 * @example <ConsoleAdmin dataProvider={dataProvider} authProvider={authProvider} notification={Overlays}>…</ConsoleAdmin>
 */
export function ConsoleAdmin({
  authProvider,
  basename,
  darkTheme,
  dataProvider,
  defaultTheme,
  i18nProvider,
  lightTheme,
  queryClient,
  routerProvider,
  theme,
  notification,
  accessDenied = AccessDenied,
  authCallbackPage = AuthCallback,
  authenticationError = AuthenticationError,
  error = ErrorPage,
  loading = LoadingPage,
  ...ui
}: ConsoleAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      defaultTheme={defaultTheme}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      queryClient={queryClient}
      routerProvider={routerProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={accessDenied}
          authCallbackPage={authCallbackPage}
          authenticationError={authenticationError}
          error={error}
          loading={loading}
          loginPage={false}
          {...ui}
        />
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
