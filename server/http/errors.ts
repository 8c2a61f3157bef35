/** API errors: `{ success: false, message, errors? }` with a 4xx status. */
import type { z } from 'zod';
import { issueParams, issueText } from '../../resources/rules';
import { catalogueText } from '../i18n/catalogue';

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return { success: false, message: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);

/** A rule's message (a catalogue key such as `app.limits.errors.empty`, with its arguments) in English, as a 400 states it. */
export function ruleText(key: string, params?: Record<string, unknown>): string {
  return issueText({ message: key, params }, (name) => (name.startsWith('app.') ? catalogueText('en', name) : undefined));
}

/** A 400 naming the field and its failed rule (a catalogue key and its arguments). */
export function ruleError(path: string, problem: { key: string; args?: Record<string, unknown> }): ApiError {
  const message = ruleText(problem.key, problem.args);
  return badRequest(`${path}: ${message}`, [{ path, message }]);
}

/** Field errors of a zod failure, paths prefixed (`filter.status.0`), messages in English. */
export function issuesToErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, message: `Unknown field ${key}` }));
    }
    return [{ path: base, message: ruleText(issue.message, issueParams(issue as Parameters<typeof issueParams>[0])) }];
  });
}

/** A 400 from a zod failure. */
export function validationError(error: z.ZodError, prefix?: string, message = 'Invalid request'): ApiError {
  const errors = issuesToErrors(error, prefix);
  return badRequest(`${message}: ${errors.map((e) => `${e.path || '(root)'}: ${e.message}`).join('; ')}`, errors);
}

/**
 * A 400 for a value the database refused as data (PostgreSQL class 22: out of range, invalid text
 * representation, bad encoding) that got past validation; undefined for any other error.
 */
export function rejectedByDatabase(error: { code?: unknown; message?: string; column?: unknown }): ApiError | undefined {
  if (typeof error.code !== 'string' || !/^22[0-9A-Z]{3}$/.test(error.code)) return undefined;
  const field = typeof error.column === 'string' ? error.column : 'value';
  return badRequest(`Invalid ${field}: ${error.message ?? 'refused by the database'}`, [
    { path: field, message: error.message ?? 'Refused by the database' },
  ]);
}
