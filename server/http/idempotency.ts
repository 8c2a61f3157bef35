/**
 * Exactly-once writes: a write sent with an `Idempotency-Key` header (the IETF HTTP API working
 * group's draft "The Idempotency-Key HTTP Header Field", as Stripe's API uses it) is booked once.
 *
 * The key, the request's fingerprint and the answer are stored in the write's own transaction: the
 * key is inserted first in a transaction held across the handler (server/db/heldTransaction.ts),
 * every statement of the handler joins it, and the answer is stored and committed just before it
 * is sent. A repeat of the same request with the key gets the stored answer
 * (`Idempotent-Replayed: true`); another request with the key is a 422 naming it; a repeat while
 * the first still runs waits for it (the key's row is locked by the first transaction), and after
 * {@link KEY_WAIT_MS} gets a 409 with `Retry-After`. Answers of 500 and above are not stored: the
 * write's transaction is rolled back with them, so a retry books it then. Keys are kept
 * {@link KEY_RETENTION_HOURS} hours, per manager. docs/writes.md.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/database';
import { holdTransaction, type HeldTransaction } from '../db/heldTransaction';
import { sql } from '../db/sql';
import { ApiError, badRequest } from './errors';

/** The request header (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The header a replayed answer carries. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Longest key accepted (Stripe's limit). */
export const MAX_KEY_LENGTH = 255;
/** How long a repeat waits for the first request with its key before it is answered 409. */
export const KEY_WAIT_MS = 10_000;
/** How long a key and its answer are kept. */
export const KEY_RETENTION_HOURS = 24;
/** The `code` of the 409 for a key whose first request is still running, and of the 422 for a reused key. */
export const KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE';
export const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Query parameters that differ between two sendings of one request (the debug trace, 000 §7). */
const VOLATILE_PARAMS = new Set(['debugTrace']);

/** The key of a request: the draft's quoted form (`"…"`) or Stripe's bare one; undefined when there is none. */
export function readKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const raw = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(key) || key.includes('"')) {
    throw badRequest(`Invalid Idempotency-Key: expected 1 to ${MAX_KEY_LENGTH} printable ASCII characters without quotes inside`, [
      { path: 'Idempotency-Key', message: `Expected 1 to ${MAX_KEY_LENGTH} printable ASCII characters` },
    ]);
  }
  return key;
}

/** The request's path and query as sent, less the parameters that differ between sendings. */
function stablePath(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of VOLATILE_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** What a request is, for telling a repeat from another request with the same key: method, path, query and body. */
export function fingerprint(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  const hash = createHash('sha256').update(`${request.method} ${stablePath(request.url)}\n`);
  const body = request.body;
  if (body === undefined || body === null) hash.update('');
  else if (typeof body === 'string') hash.update(body);
  else if (Buffer.isBuffer(body)) hash.update(body);
  else hash.update(JSON.stringify(body));
  return hash.digest('hex');
}

interface StoredAnswer {
  fingerprint: string;
  method: string;
  path: string;
  status_code: number;
  content_type: string | null;
  body: string | null;
}

interface KeyedRequest {
  key: string;
  managerId: number;
  held: HeldTransaction;
  finished: boolean;
}

const keyed = new WeakMap<FastifyRequest, KeyedRequest>();

/** A PostgreSQL lock wait that ran past `lock_timeout`. */
const isLockTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === '55P03';

function inUse(key: string): ApiError {
  return new ApiError(409, `A request with Idempotency-Key "${key}" is still being processed; send it again later`, undefined, {
    code: KEY_IN_USE,
  });
}

/**
 * Opens the key's transaction and inserts the key; resolves with it, or with the stored answer of
 * a request that already used the key.
 */
async function claim(db: Database, managerId: number, key: string, request: FastifyRequest) {
  const held = await holdTransaction(db);
  try {
    await held.tx.query(sql`SELECT set_config('lock_timeout', ${`${KEY_WAIT_MS}ms`}, true)`);
    const inserted = await held.tx.query(sql`INSERT INTO idempotency_keys (manager_id, key, fingerprint, method, path)
      VALUES (${managerId}, ${key}, ${fingerprint(request)}, ${request.method}, ${stablePath(request.url)})
      ON CONFLICT (manager_id, key) DO NOTHING RETURNING key`);
    if (inserted.length === 1) {
      // The handler's own row locks wait as long as they always do.
      await held.tx.query(sql`SET LOCAL lock_timeout TO DEFAULT`);
      return { held };
    }
  } catch (error) {
    await held.end(false);
    throw isLockTimeout(error) ? inUse(key) : error;
  }
  await held.end(false);
  const [stored] = await db.query<StoredAnswer>(sql`SELECT fingerprint, method, path, status_code, content_type, body
    FROM idempotency_keys WHERE manager_id = ${managerId} AND key = ${key}`);
  return { stored };
}

function replay(reply: FastifyReply, stored: StoredAnswer): FastifyReply {
  reply.code(stored.status_code).header(REPLAYED_HEADER, 'true');
  if (stored.content_type) reply.type(stored.content_type);
  return reply.send(stored.body ?? undefined);
}

/** Wraps a write route's handler: a request with a key runs inside its key's transaction. */
function keyedHandler(db: Database, handler: RouteOptions['handler']): RouteOptions['handler'] {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const key = readKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const managerId = request.manager?.id;
    if (key === undefined || managerId === undefined) return handler.call(this, request, reply);
    const { held, stored } = await claim(db, managerId, key, request).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 409) reply.header('retry-after', '1');
      throw error;
    });
    if (!held) {
      // Pruned between the conflict and the read: the first request is long gone, the key free again.
      if (!stored) throw inUse(key);
      if (stored.fingerprint !== fingerprint(request)) {
        throw new ApiError(
          422,
          `Idempotency-Key "${key}" was already used for another request (${stored.method} ${stored.path}); use a new key for a new request`,
          [{ path: 'Idempotency-Key', message: 'Already used for another request' }],
          { code: KEY_REUSED },
        );
      }
      return replay(reply, stored);
    }
    keyed.set(request, { key, managerId, held, finished: false });
    return held.run(() => handler.call(this, request, reply));
  };
}

/** Stores the answer with the key and commits, or rolls back an answer of 500 and above. */
async function finish(entry: KeyedRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  if (entry.finished) return;
  entry.finished = true;
  const { held } = entry;
  if (!held.open) return;
  if (reply.statusCode >= 500) return held.end(false);
  const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  const type = reply.getHeader('content-type');
  try {
    await held.tx.query(sql`UPDATE idempotency_keys SET status_code = ${reply.statusCode},
        content_type = ${type === undefined ? null : String(type)}, body = ${body}
      WHERE manager_id = ${entry.managerId} AND key = ${entry.key}`);
  } catch (error) {
    // The handler's work left the transaction unusable: nothing of it is kept.
    await held.end(false);
    throw error;
  }
  await held.end(true);
}

/**
 * Makes every write route registered on `app` afterwards (POST, PUT, PATCH, DELETE) honour
 * `Idempotency-Key`. `db` is the base database (not the request-scoped one the handlers use).
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => WRITE_METHODS.has(String(method).toUpperCase()))) {
      route.handler = keyedHandler(db, route.handler);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const entry = keyed.get(request);
    if (!entry) return payload;
    try {
      await finish(entry, reply, payload);
    } catch (error) {
      request.log.error({ err: error, requestId: request.id }, 'The write and its idempotency key could not be committed');
      // The answer must not claim a write that was not kept.
      reply.code(500);
      return JSON.stringify({ success: false, message: 'Internal server error', requestId: request.id });
    }
    return payload;
  });
  // An answer that never reached onSend (a hijacked reply, a handler that gave up): nothing is kept.
  app.addHook('onResponse', async (request) => {
    const entry = keyed.get(request);
    if (entry && !entry.finished) {
      entry.finished = true;
      await entry.held.end(false);
    }
  });
}

/** Deletes keys older than {@link KEY_RETENTION_HOURS}. */
export async function pruneIdempotencyKeys(db: Database): Promise<void> {
  await db.query(sql`DELETE FROM idempotency_keys WHERE created < now() - make_interval(hours => ${KEY_RETENTION_HOURS})`);
}
