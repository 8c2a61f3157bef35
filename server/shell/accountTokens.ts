/**
 * Single-use, expiring account tokens (activation and password reset). Only a SHA-256 hash is
 * stored; issuing a new token of a kind revokes the unused ones of that kind for the account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';

export type AccountTokenKind = 'ACTIVATION' | 'PASSWORD_RESET';

/** Default lifetimes: activation 2 days, password reset 1 hour. */
export const DEFAULT_TOKEN_TTL_SECONDS: Record<AccountTokenKind, number> = {
  ACTIVATION: 2 * 24 * 3600,
  PASSWORD_RESET: 3600,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a token and returns it in clear (it is never stored so). */
export async function issueAccountToken(
  db: Queryable,
  managerId: number,
  kind: AccountTokenKind,
  ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS[kind],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(sql`UPDATE account_tokens SET used_at = now()
    WHERE manager_id = ${managerId} AND kind = ${kind} AND used_at IS NULL`);
  await db.query(sql`INSERT INTO account_tokens (token_hash, kind, manager_id, expires_at)
    VALUES (${hash(token)}, ${kind}, ${managerId}, now() + ${ttlSeconds} * interval '1 second')`);
  return token;
}

/** Marks a live token used and returns its account id; undefined when unknown, used or expired. */
export async function consumeAccountToken(db: Queryable, token: string, kind: AccountTokenKind): Promise<number | undefined> {
  const [row] = await db.query<{ manager_id: number }>(sql`UPDATE account_tokens SET used_at = now()
    WHERE token_hash = ${hash(token)} AND kind = ${kind} AND used_at IS NULL AND expires_at > now()
    RETURNING manager_id`);
  return row?.manager_id;
}

/** The account id of a live token without using it up (checked before any costly work). */
export async function peekAccountToken(db: Queryable, token: string, kind: AccountTokenKind): Promise<number | undefined> {
  const [row] = await db.query<{ manager_id: number }>(sql`SELECT manager_id FROM account_tokens
    WHERE token_hash = ${hash(token)} AND kind = ${kind} AND used_at IS NULL AND expires_at > now()`);
  return row?.manager_id;
}
