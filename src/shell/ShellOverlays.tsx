import { useEffect, useRef } from 'react';
import { useAuthProvider, useDataProvider, useLogout } from 'react-admin';
import type { BackofficeAuthProvider } from '../auth/createAuthProvider';
import { LOGIN_ROUTE } from '../auth/createAuthProvider';
import { startKeepAlive } from '../auth/keepAlive';
import { startUserInfoPoller } from '../auth/userInfoPoller';
import { readSettings } from '../flags/localSettings';
import type { BackofficeDataProvider } from '../data/types';
import { loadServerInfo, loadTimedServerInfo, subscribeServerInfo, getServerInfoState } from './serverInfo';
import { PendingCallsBar } from './PendingCallsBar';
import { ServerHealthBar } from './ServerHealthBar';
import { applyUiColours } from './theme';
import { Toast } from './Toast';
import { useUnhandledErrors } from './useUnhandledErrors';
import { startVersionCheck } from './versionCheck';

const noop = () => () => undefined;

/**
 * Everything the shell shows or runs on every page, signed in or not: the toast, the
 * pending-call progress bar, the server-unavailable bar, unhandled-error reporting, the version check, server info (reloaded on
 * sign-in and sign-out, its colours applied), and while signed in user-info polling and the
 * keep-alive (external login mode). Given to
 * react-admin as its `notification` component, which it renders once inside all its contexts.
 */
export function ShellOverlays() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const authProvider = useAuthProvider() as BackofficeAuthProvider | undefined;
  const logout = useLogout();
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  useUnhandledErrors();

  useEffect(() => startVersionCheck(), []);

  useEffect(() => {
    const apply = () => {
      const ui = getServerInfoState().info?.uiInfo;
      if (ui) applyUiColours({ primary: ui.theme?.primary, secondary: ui.theme?.secondary, darkTheme: ui.darkTheme, colors: ui.colors });
    };
    const stop = subscribeServerInfo(apply);
    return () => void stop();
  }, []);

  useEffect(() => {
    // Signed in, the session's own `GET info` (the one naming the role) serves the shell too.
    const load = () => {
      if (authProvider?.isSignedIn?.() && authProvider.loadServerInfo) void loadTimedServerInfo(authProvider.loadServerInfo);
      else void loadServerInfo(() => dataProvider.getServerInfo());
    };
    load();
    let signedIn = authProvider?.isSignedIn?.() ?? false;
    return (authProvider?.subscribe ?? noop)(() => {
      const now = authProvider?.isSignedIn?.() ?? false;
      if (now !== signedIn) load();
      signedIn = now;
    });
  }, [authProvider, dataProvider]);

  useEffect(() => {
    if (!authProvider?.reloadUser) return;
    let stopPolling: (() => void) | undefined;
    const sync = () => {
      const signedIn = authProvider.isSignedIn();
      if (signedIn && !stopPolling) {
        const stopUserInfo = startUserInfoPoller({
          load: () =>
            authProvider.reloadUser().catch((error: { status?: number }) => {
              // A disabled or revoked account is signed out (000 §4).
              if (error?.status === 401 && !window.location.pathname.startsWith('/auth/')) void logoutRef.current({}, LOGIN_ROUTE);
              throw error;
            }),
        });
        const stopKeepAlive = startKeepAlive({
          send: () => dataProvider.callApi({ method: 'GET', path: 'keepAlive' }),
          isExternal: () => readSettings().loginMode === 'External',
        });
        stopPolling = () => {
          stopUserInfo();
          stopKeepAlive();
        };
      } else if (!signedIn && stopPolling) {
        stopPolling();
        stopPolling = undefined;
      }
    };
    sync();
    const unsubscribe = authProvider.subscribe(sync);
    return () => {
      unsubscribe();
      stopPolling?.();
    };
  }, [authProvider, dataProvider]);

  return (
    <>
      <PendingCallsBar />
      <ServerHealthBar />
      <Toast />
    </>
  );
}
