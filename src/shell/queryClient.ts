/**
 * The console's query client: a failed read is retried only when the failure is transitory
 * (000 §8: HTTP 502, 503 or a network error); a 404, 403, 400 or 500 is final and shows at once.
 * The transitory retries with the spec's growing delay already happen inside the HTTP client
 * (`createResilientFetch`), so the query layer adds at most two more attempts for those. A write
 * whose outcome is unknown (no answer, not sent again: docs/writes.md) reloads every query, so the
 * record and the list on screen show whether the change was made.
 */
import { QueryClient } from '@tanstack/react-query';
import { subscribeUnknownWrites } from '../data/httpClient';

/** Query-level attempts after the first for a transitory failure. */
export const TRANSITORY_QUERY_RETRIES = 2;

/** Whether a failed read is worth another attempt: only 502, 503 or a network error (a TypeError). */
export function isRetryableFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status > 0) return status === 502 || status === 503;
  return error instanceof TypeError;
}

/** react-query's `retry` rule of the console. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < TRANSITORY_QUERY_RETRIES && isRetryableFailure(error);
}

/**
 * How long an auth check (react-admin's `checkAuth` query) counts as fresh. react-admin checks again
 * whenever a page mounts a check of its own; on a cold load the list's check came 0.3 s after the
 * routes' one, and the second check's fetch re-rendered the whole layout (menu, app bar, list
 * header) for nothing: the check reads the stored token and the session already loaded. A page
 * opened later than this still checks again.
 */
export const AUTH_CHECK_FRESH_MS = 2_000;

/** Creates the query client given to react-admin. */
export function createConsoleQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: retryQuery } } });
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: AUTH_CHECK_FRESH_MS });
  subscribeUnknownWrites(() => void client.invalidateQueries());
  return client;
}
