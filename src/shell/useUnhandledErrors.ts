import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { readFlags } from '../flags/flags';

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
 * Unhandled errors (000 §8): shown as "App Error: {message}" for 10 s in debug mode, only
 * logged otherwise.
 */
export function useUnhandledErrors(): void {
  const notify = useNotify();
  useEffect(() => {
    const show = (reason: unknown) => {
      const message = errorMessage(reason);
      console.error('Unhandled error', reason);
      if (readFlags().debug) {
        notify('app.error.appError', { type: 'error', autoHideDuration: APP_ERROR_TOAST_MS, messageArgs: { message } });
      }
    };
    const onError = (event: ErrorEvent) => show(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => show(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [notify]);
}
