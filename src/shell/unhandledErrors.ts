/**
 * Who sees unhandled errors in full (000 §6): they are thrown, so the error page shows them, for
 * debug mode and for alfa and beta testers (the beta flag, or an ALFA_TESTER / BETA_TESTER
 * account); for everyone else they are only logged.
 */

/** Account types that count as testers (000 §3). */
export const TESTER_ACCOUNT_TYPES: readonly string[] = ['ALFA_TESTER', 'BETA_TESTER'];

/** What the rule looks at. */
export interface ErrorAudience {
  debug: boolean;
  beta: boolean;
  /** The signed-in user's account type, if the server gives one. */
  accountType?: string;
}

/** Whether unhandled errors are thrown (shown on the error page) rather than only logged. */
export function throwsUnhandledErrors(audience: ErrorAudience): boolean {
  return audience.debug || audience.beta || TESTER_ACCOUNT_TYPES.includes(audience.accountType ?? '');
}

let pending: Error | undefined;
const listeners = new Set<() => void>();

/** Hands an unhandled error to the error page (see UnhandledErrorThrower). */
export function raiseUnhandled(reason: unknown): void {
  pending = reason instanceof Error ? reason : new Error(typeof reason === 'string' ? reason : JSON.stringify(reason));
  listeners.forEach((listener) => listener());
}

/** The error waiting to be thrown, if any, and clears it. */
export function takeUnhandled(): Error | undefined {
  const error = pending;
  pending = undefined;
  return error;
}

/** The error waiting to be thrown (without clearing it). */
export function peekUnhandled(): Error | undefined {
  return pending;
}

/** Subscribes to raised errors; returns the unsubscribe function. */
export function subscribeUnhandled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
