import { Alert, Snackbar } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'ra-core';
import type { BackofficeAuthProvider, SessionEnd } from '../auth/createAuthProvider';
import { TOAST_TIMEOUT_MS } from './Toast';

/**
 * The "Unauthorized!" toast when a session ends without the user signing out (a refused refresh,
 * a 401, a disabled account; 000 §8). It lives beside the console and the landing page, so it
 * stays on screen while the landing page replaces the console; a new sign-in removes it.
 *
 * @example
 * <SessionEndToast authProvider={authProvider} />
 */
export function SessionEndToast({ authProvider }: { authProvider: Pick<BackofficeAuthProvider, 'subscribe' | 'getSessionEnd'> }) {
  const translate = useTranslate();
  const ended = useSyncExternalStore(authProvider.subscribe, authProvider.getSessionEnd);
  const [closed, setClosed] = useState<SessionEnd | undefined>();
  if (!ended) return null;
  const close = () => setClosed(ended);
  return (
    <Snackbar
      open={closed !== ended}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_TIMEOUT_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
    >
      <Alert severity="error" variant="filled" onClose={close} data-testid="session-end-toast">
        {translate(ended.message, { _: ended.message })}
      </Alert>
    </Snackbar>
  );
}
