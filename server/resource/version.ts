/**
 * Optimistic concurrency for whole-record writes. The spec's PUT bodies carry the record as the
 * console loaded it, `updated` included; that timestamp is the version the write is based on. A
 * write based on an older version than the locked row's is refused with a 409 that names the
 * record and carries its current values, so the console can show what changed and let the user
 * reload or apply their change again on top of it.
 */
import { ApiError, badRequest } from '../http/errors';

/** The `updated` a PUT body was based on, or undefined when the body carries none. */
export function baseVersion(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>).updated;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw badRequest("updated must be the record's ISO-8601 timestamp", [{ path: 'updated', message: 'Expected an ISO-8601 timestamp' }]);
  }
  return value;
}

/** The 409 of a stale write: `Player 12 was changed by someone else …`, with the current record. */
export function staleWrite(what: string, id: string | number, current: Record<string, unknown>): ApiError {
  const at = typeof current.updated === 'string' ? ` at ${current.updated}` : '';
  return new ApiError(
    409,
    `${what} ${id} was changed by someone else${at}, after it was loaded; reload it or apply the change again`,
    undefined,
    { current },
  );
}

/**
 * The 428 of a write that names no version where one is required (RFC 6585 §3, Precondition
 * Required): it could silently revert a change made since the client loaded the record.
 */
export function versionMissing(what: string, id: string | number, current: Record<string, unknown>): ApiError {
  return new ApiError(
    428,
    `${what} ${id} was sent without its version: send the record as it was loaded, with its updated, ` +
      'so that a change made by someone else meanwhile is not overwritten; reload it and apply the change again',
    [{ path: 'updated', message: "Required: the record's updated as it was loaded" }],
    { current },
  );
}

/**
 * Throws {@link staleWrite} when `basedOn` is given and differs from the locked record's
 * `updated` (compared as instants, to the millisecond the API reports); {@link versionMissing}
 * when it is not given and `required`.
 */
export function assertCurrentVersion(
  what: string,
  id: string | number,
  current: Record<string, unknown>,
  basedOn: string | undefined,
  required = false,
): void {
  if (basedOn === undefined) {
    if (required) throw versionMissing(what, id, current);
    return;
  }
  const now = typeof current.updated === 'string' ? Date.parse(current.updated) : Number.NaN;
  if (Date.parse(basedOn) !== now) throw staleWrite(what, id, current);
}

/** Whether a stored value is the one a client loaded (null, absent and '' alike, as a form sends an empty field). */
export function sameValue(stored: unknown, loaded: unknown): boolean {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(stored) && empty(loaded)) return true;
  return JSON.stringify(stored) === JSON.stringify(loaded);
}

/**
 * The 409 of a change whose `oldValue` is not the stored value: `Player 12's lastName was changed by
 * someone else …`, naming the field, with the current record.
 */
export function changedField(
  what: string,
  id: string | number,
  field: string,
  loaded: unknown,
  current: Record<string, unknown>,
): ApiError {
  return new ApiError(
    409,
    `${what} ${id}'s ${field} was changed by someone else after it was loaded (it was ${JSON.stringify(loaded ?? null)}); ` +
      'reload it or apply the change again',
    [{ path: field, message: 'Changed by someone else after it was loaded' }],
    { current },
  );
}
