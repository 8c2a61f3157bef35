/**
 * The answer while the database is away: 503 with `Retry-After` and a message saying so, logged
 * once every ten seconds at most (a stopped database fails every request).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../db/availability';

export const DATABASE_AWAY_MESSAGE = 'The database is not available at the moment; try again in a few seconds';

let lastLogged = 0;

/** Answers 503 when `error` says the database is away; false (nothing sent) otherwise. */
export function answerIfDatabaseAway(request: FastifyRequest, reply: FastifyReply, error: unknown): boolean {
  if (!databaseUnavailable(error)) return false;
  const now = Date.now();
  if (now - lastLogged > 10_000) {
    lastLogged = now;
    request.log.warn({ err: error, requestId: request.id }, 'The database is not available: answering 503');
  }
  void reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ success: false, message: DATABASE_AWAY_MESSAGE });
  return true;
}
