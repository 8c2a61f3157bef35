/**
 * The pending-call tracker (000 §4): a counter of loading requests that drives the console's
 * global progress indicator. It never goes below zero: a decrement at zero is logged and the
 * counter stays at 0.
 */

/** A counter of loading requests with subscribers. */
export interface PendingCalls {
  increment: () => void;
  decrement: () => void;
  /** Counts one request: increments now and returns the matching decrement (safe to call twice). */
  begin: () => () => void;
  count: () => number;
  /** Subscribes to changes of the count; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Creates a tracker; `log` receives the warning when a decrement would go below zero.
 *
 * @example
 * const end = pendingCalls.begin();
 * try { await fetch(url); } finally { end(); }
 */
export function createPendingCalls(log: (message: string) => void = console.warn): PendingCalls {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    count = next;
    listeners.forEach((listener) => listener());
  };
  const decrement = () => {
    if (count <= 0) {
      log('Pending-call counter went below zero; reset to 0');
      set(0);
      return;
    }
    set(count - 1);
  };
  return {
    increment: () => set(count + 1),
    decrement,
    begin: () => {
      set(count + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        decrement();
      };
    },
    count: () => count,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The console's tracker, shared by every HTTP client. */
export const pendingCalls = createPendingCalls();
