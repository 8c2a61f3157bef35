/**
 * Whether an error says the database is away (stopped, restarting, unreachable, out of
 * connections) rather than that a statement failed. Such a request is answered 503 with
 * `Retry-After`, which the console treats as a transitory error (000 §8: the server-unavailable
 * bar, retried with a growing delay); the pool opens fresh connections once the database is back.
 */

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network errors of a connection to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that cannot serve: connection exceptions (class 08), too many
 * connections (53300), operator intervention (class 57: shutting down, starting up, connection
 * ended by an administrator; 57014, a cancelled statement, is not one of them).
 */
function unavailableState(code: string): boolean {
  return code.startsWith('08') || code === '53300' || (code.startsWith('57') && code !== '57014');
}

/** Messages of node-postgres for a connection that ended or could not be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function databaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableState(code)))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
  // A connection to a host name tries each of its addresses; all of them failed.
  return Array.isArray(errors) && errors.length > 0 && errors.every((inner) => databaseUnavailable(inner));
}
