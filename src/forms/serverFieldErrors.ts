/** The field errors of a refused request (a 400's `errors`: `[{ path, message }]`), for a form to show under its inputs. */
import { HttpError } from 'ra-core';

export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * The `{ path, message }` entries of an HttpError's body, or none.
 *
 * @example
 * for (const entry of serverFieldErrors(error)) setError(entry.path, { type: 'server', message: entry.message });
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof HttpError)) return [];
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is ServerFieldError =>
      typeof entry === 'object' && entry !== null && typeof entry.path === 'string' && typeof entry.message === 'string',
  );
}
