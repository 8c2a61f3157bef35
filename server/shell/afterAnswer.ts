/**
 * Work a public account call does after its answer has gone out. Whether an e-mail has an account
 * must not show in the answer, neither in what it says nor in how long it takes: the calls that
 * mail an address answer once their checks are done, the same for every address, and look the
 * address up, write and "send" afterwards, here. The work runs one piece at a time in the order
 * it was asked for (a burst of calls cannot open a burst of transactions), and at most
 * {@link AFTER_ANSWER_MAX_PENDING} pieces wait: beyond that a call is refused before it answers
 * (a 503, the same for every address). A piece that fails is logged at error level; nothing is
 * retried.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../http/errors';

/** Pieces of work that may wait at once. */
export const AFTER_ANSWER_MAX_PENDING = 500;

let tail: Promise<void> = Promise.resolve();
let pending = 0;

/** A 503 when the queue is full; call it before answering. */
export function checkAfterAnswerRoom(): void {
  if (pending >= AFTER_ANSWER_MAX_PENDING) {
    throw new ApiError(503, 'The server is busy with e-mails; try again in a minute', undefined, { retryAfterSeconds: 60 });
  }
}

/** Runs `work` after the current answer has been written, after the pieces asked for before it. */
export function runAfterAnswer(log: FastifyBaseLogger, what: string, work: () => Promise<void>): void {
  pending += 1;
  tail = tail
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed after its answer`))
    .finally(() => {
      pending -= 1;
    });
}

/** Resolves once every piece asked for so far has run (tests; a closing server waits for it). */
export function afterAnswerSettled(): Promise<void> {
  return tail;
}
