/** Recognising the API's answer to a stale write. */
import type { HttpError } from 'ra-core';

/**
 * The record as it is now, when `error` is the API's 409 for a save based on an older copy
 * (`{ current }` in the body); undefined for any other error.
 */
export function conflictOf(error: unknown): Record<string, unknown> | undefined {
  const http = error as HttpError | undefined;
  const current = (http?.body as { current?: unknown } | undefined)?.current;
  return http?.status === 409 && current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
}
