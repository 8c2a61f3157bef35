/**
 * fetch with the spec's HTTP behaviour (000 §8, §9): a 45 s request timeout, and transitory
 * errors (502, 503, network error, timeout) retried after 1000 ms × (count + 2) while fewer than
 * 300 have occurred in a row, reported to the server-health store (the server-unavailable bar).
 * A request cancelled by its caller is given up silently. A write is retried only when its caller
 * says it may be (`retryable`: it carries an idempotency key the server honours, docs/writes.md);
 * otherwise a transitory error ends it with an {@link UnansweredWriteError}, since the server may
 * have made it.
 */
import { serverHealth as defaultHealth, type ServerHealthStore } from './serverHealth';

/** Request timeout (000 §9). */
export const REQUEST_TIMEOUT_MS = 45_000;
/** Retries stop once this many transitory errors occurred in a row (000 §9). */
export const MAX_TRANSITORY_ERRORS = 300;
/** HTTP statuses treated as transitory. */
export const TRANSITORY_STATUSES: readonly number[] = [502, 503];

/** The delay before retry number `count` (1-based): 1000 ms × (count + 2). */
export function transitoryDelay(count: number): number {
  return 1000 * (count + 2);
}

/** A request's init; `retryable` defaults to true for GET and HEAD, false for every write. */
export interface ResilientInit extends RequestInit {
  retryable?: boolean;
}

/** A write that met a transitory error and was not sent again: its outcome is unknown. */
export class UnansweredWriteError extends TypeError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`No answer to a write, not sent again: ${message}`);
    this.name = 'UnansweredWriteError';
  }
}

/** Whether a request may be sent again after a transitory error. */
export function isRetryable(init: ResilientInit | undefined): boolean {
  if (init?.retryable !== undefined) return init.retryable;
  const method = (init?.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD';
}

export interface ResilientFetchOptions {
  fetch?: typeof fetch;
  health?: ServerHealthStore;
  timeoutMs?: number;
  /** Called when a transitory episode starts (server probes). */
  onTransitory?: () => void;
  now?: () => number;
}

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });

export type ResilientFetch = (input: RequestInfo | URL, init?: ResilientInit) => Promise<Response>;

/** Wraps a fetch implementation with the timeout and the transitory retry. */
export function createResilientFetch(options: ResilientFetchOptions = {}): ResilientFetch {
  const health = options.health ?? defaultHealth;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  const attempt = async (input: RequestInfo | URL, { retryable: _retryable, ...init }: ResilientInit = {}): Promise<Response | { status: number; message: string }> => {
    const controller = new AbortController();
    const outer = init.signal;
    const forward = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', forward, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The request timed out', 'TimeoutError'));
    }, timeoutMs);
    try {
      const response = await (options.fetch ?? globalThis.fetch)(input, { ...init, signal: controller.signal });
      if (TRANSITORY_STATUSES.includes(response.status)) {
        return { status: response.status, message: response.statusText || `HTTP ${response.status}` };
      }
      return response;
    } catch (error) {
      if (outer?.aborted) throw error;
      if (timedOut) return { status: 0, message: 'timeout' };
      if (error instanceof TypeError) return { status: 0, message: error.message || 'network error' };
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    }
  };

  return async (input, init) => {
    for (;;) {
      const result = await attempt(input, init);
      if (result instanceof Response) {
        health.reportSuccess();
        return result;
      }
      const previous = health.get()?.count ?? 0;
      if (!isRetryable(init)) {
        health.reportTransitory({ ...result, retryAt: undefined });
        if (previous === 0) options.onTransitory?.();
        throw new UnansweredWriteError(result.status, result.message);
      }
      if (previous + 1 >= MAX_TRANSITORY_ERRORS) {
        health.reportTransitory({ ...result, retryAt: undefined });
        throw new TypeError(`Server unavailable: ${result.message}`);
      }
      const delay = transitoryDelay(previous + 1);
      health.reportTransitory({ ...result, retryAt: now() + delay });
      if (previous === 0) options.onTransitory?.();
      await sleep(delay, init?.signal);
    }
  };
}
