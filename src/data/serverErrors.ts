/**
 * Turns API error bodies into react-admin HttpErrors. A 400 body's `errors: [{ path, message }]`
 * becomes react-admin's `body.errors` map (`{ 'playerCode.playerUsername': 'Required' }`), which
 * the edit and create forms show next to the fields.
 */
import { HttpError } from 'ra-core';

/** The message react-admin shows when the server sends none. */
export const GENERIC_HTTP_ERROR = 'ra.notification.http_error';

interface ServerIssue {
  path?: string | readonly (string | number)[];
  message?: string;
}

/** Maps server issues to a flat `{ dottedPath: message }` object; issues without a path are left out. */
export function toFieldErrors(errors: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!Array.isArray(errors)) return fields;
  for (const issue of errors as ServerIssue[]) {
    if (!issue || typeof issue !== 'object') continue;
    const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
    if (typeof path === 'string' && path.length > 0 && !(path in fields)) {
      fields[path] = issue.message ?? GENERIC_HTTP_ERROR;
    }
  }
  return fields;
}

/** The message of an error body: `message`, then `description`, then the first issue. */
export function serverMessage(body: unknown, fallback: string = GENERIC_HTTP_ERROR): string {
  if (body && typeof body === 'object') {
    const { message, description, errors } = body as Record<string, unknown>;
    if (typeof message === 'string' && message) return message;
    if (typeof description === 'string' && description) return description;
    if (Array.isArray(errors) && typeof errors[0]?.message === 'string') return errors[0].message;
  }
  if (typeof body === 'string' && body.trim()) return body.trim();
  return fallback;
}

/** An HttpError carrying the server message, the status and the body with field errors. */
export function toHttpError(status: number, body: unknown): HttpError {
  const base = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : { raw: body };
  const fieldErrors = toFieldErrors((base as Record<string, unknown>).errors);
  const serverIssues = (base as Record<string, unknown>).errors;
  delete (base as Record<string, unknown>).errors;
  const errorBody =
    Object.keys(fieldErrors).length > 0 ? { ...base, serverIssues, errors: fieldErrors } : { ...base, serverIssues };
  return new HttpError(serverMessage(body), status, errorBody);
}
