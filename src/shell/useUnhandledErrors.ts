import { useEffect } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import type { BackofficeAuthProvider } from '../auth/createAuthProvider';
import { readFlags } from '../flags/flags';
import { raiseUnhandled, throwsUnhandledErrors } from './unhandledErrors';

/** How long the "App Error" toast stays (000 §8). */
export const APP_ERROR_TOAST_MS = 10_000;

/** The text of an unhandled error or rejection reason. */
export function errorMessage(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason);
  } catch {
    return String(reason);
  }
}

/**
 * Unhandled errors (000 §6, §8): always logged; shown as "App Error: {message}" for 10 s in debug
 * mode; thrown to the error page, which shows them in full, for debug mode and alfa and beta
 * testers.
 */
export function useUnhandledErrors(): void {
  const notify = useNotify();
  const authProvider = useAuthProvider() as BackofficeAuthProvider | undefined;
  useEffect(() => {
    const show = (reason: unknown) => {
      const message = errorMessage(reason);
      console.error('Unhandled error', reason);
      const flags = readFlags();
      if (flags.debug) {
        notify('app.error.appError', { type: 'error', autoHideDuration: APP_ERROR_TOAST_MS, messageArgs: { message } });
      }
      const accountType = (authProvider?.getUser?.() as { accountType?: string } | undefined)?.accountType;
      if (throwsUnhandledErrors({ ...flags, accountType })) raiseUnhandled(reason);
    };
    const onError = (event: ErrorEvent) => show(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => show(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [notify, authProvider]);
}
