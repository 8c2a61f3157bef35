import { Alert, Button, Snackbar } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { BackofficeAuthProvider } from '../auth/createAuthProvider';
import {
  CloseNotificationContext,
  type NotificationPayload,
  undoableEventEmitter,
  useAuthProvider,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';

/** Default toast timeout (000 §9). */
export const TOAST_TIMEOUT_MS = 10_000;
/** Catalogue key of the default toast text (000 §8). */
export const DEFAULT_TOAST = 'app.error.exception';

/**
 * The message toast (000 §2): at the top, multi-line, error style when flagged, a close button,
 * 10 s unless the message sets its own timeout; default text "There was an exception!".
 * Reads react-admin's notification queue, so `useNotify()` feeds it. Signing in drops what was
 * shown or queued before (a failed attempt's error must not stay on the first screen).
 */
export function Toast() {
  const translate = useTranslate();
  const { notifications, takeNotification, resetNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const authProvider = useAuthProvider() as Partial<BackofficeAuthProvider> | undefined;
  const [current, setCurrent] = useState<NotificationPayload | undefined>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const { subscribe, isSignedIn } = authProvider ?? {};
    if (!subscribe || !isSignedIn) return;
    let signedIn = isSignedIn();
    return subscribe(() => {
      const now = isSignedIn();
      if (now && !signedIn) {
        resetNotifications();
        setOpen(false);
      }
      signedIn = now;
    });
  }, [authProvider, resetNotifications]);

  useEffect(() => {
    if (notifications.length && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    }
  }, [notifications, current, takeNotification]);

  const finishUndoable = useCallback(
    (isUndo: boolean) => {
      if (!current?.notificationOptions?.undoable) return;
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo });
      else undoableEventEmitter.emit('end', { isUndo });
    },
    [current, takeMutation],
  );
  const close = useCallback(() => setOpen(false), []);

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const text =
    typeof message === 'string' ? (message ? translate(message, { _: message, ...messageArgs }) : translate(DEFAULT_TOAST)) : message;
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={autoHideDuration === undefined ? TOAST_TIMEOUT_MS : autoHideDuration}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        slotProps={{ transition: { onExited: () => (finishUndoable(false), setCurrent(undefined)) } }}
      >
        <Alert
          severity={type === 'warning' ? 'warning' : type === 'error' ? 'error' : type === 'success' ? 'success' : 'info'}
          variant="filled"
          onClose={close}
          data-testid="toast"
          sx={{ whiteSpace: 'pre-line', maxWidth: 640 }}
          action={
            undoable ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  finishUndoable(true);
                  setCurrent({ ...current, notificationOptions: { ...notificationOptions, undoable: false } });
                  close();
                }}
              >
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
        >
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
