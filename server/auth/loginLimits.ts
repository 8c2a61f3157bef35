/**
 * Limits on login attempts per account and per client address, kept in the database so that
 * every server on it shares them. A few attempts are free; after that each attempt must wait a
 * growing delay (1 s, 2 s, 4 s…) that is capped low for an account (an attacker can slow a real
 * manager down, not lock them out) and higher for an address. A success clears the account's
 * count. Attempts are counted before the password is checked, on a locked row, so concurrent
 * guesses cannot slip past the limit. The calls that mail an address use the same counters under
 * keys of their own ({@link mailKeys}, {@link MAIL_RULES}), every call counting.
 */
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';

export interface LimitRule {
  /** Attempts within the window before delays start. */
  free: number;
  /** Longest delay between attempts, in seconds. */
  maxDelaySeconds: number;
}

/** An account: 5 free attempts, then 2 s doubling up to one minute. */
export const ACCOUNT_LIMIT: LimitRule = { free: 5, maxDelaySeconds: 60 };
/** A client address: 20 free attempts, then 2 s doubling up to five minutes. */
export const ADDRESS_LIMIT: LimitRule = { free: 20, maxDelaySeconds: 300 };
/** Attempts older than this are forgotten. */
export const LIMIT_WINDOW_SECONDS = 15 * 60;

/** The rules of one kind of attempt: per account and per client address. */
export interface AttemptRules {
  account: LimitRule;
  address: LimitRule;
}

/** The rules of a login. */
export const LOGIN_RULES: AttemptRules = { account: ACCOUNT_LIMIT, address: ADDRESS_LIMIT };

/**
 * The rules of the calls that send an e-mail to an address (forgot-password, register,
 * send-activation-email, counted together): every call counts, not only failures. An address gets
 * 3 mails, then one after 2 s, 4 s… up to one every 15 minutes; a client address 10, then the
 * same delays.
 */
export const MAIL_RULES: AttemptRules = {
  account: { free: 3, maxDelaySeconds: 15 * 60 },
  address: { free: 10, maxDelaySeconds: 15 * 60 },
};

export interface AttemptKeys {
  account: string;
  address: string;
}

/** The counter keys of a login: the e-mail as typed (case-insensitive) and the client address. */
export function attemptKeys(username: string, address: string): AttemptKeys {
  return { account: `account:${username.trim().toLowerCase()}`, address: `address:${address}` };
}

/**
 * The counter keys of a call that mails an address: the e-mail (case-insensitive), whether or not
 * it has an account, and the client address; apart from the login's.
 */
export function mailKeys(email: string, address: string): AttemptKeys {
  return { account: `mail-account:${email.trim().toLowerCase()}`, address: `mail-address:${address}` };
}

/** The delay after the `attempts`-th attempt, in seconds (0 while free). */
export function delayAfter(attempts: number, rule: LimitRule): number {
  if (attempts < rule.free) return 0;
  return Math.min(2 ** (attempts - rule.free + 1), rule.maxDelaySeconds);
}

export type AttemptVerdict =
  | { allowed: true; accountAttempts: number; addressAttempts: number; burstLogId: number | null }
  | { allowed: false; retryAfterSeconds: number };

async function count(tx: Queryable, key: string, rule: LimitRule) {
  await tx.query(sql`INSERT INTO login_attempts (key, failures) VALUES (${key}, 0) ON CONFLICT (key) DO NOTHING`);
  const [row] = await tx.query<{ failures: number; stale: boolean; wait: number; log_id: number | null }>(sql`
    SELECT failures, last_failure < now() - ${LIMIT_WINDOW_SECONDS} * interval '1 second' AS stale,
      CASE WHEN blocked_until > now() THEN ceil(extract(epoch FROM blocked_until - now()))::integer ELSE 0 END AS wait,
      log_id::integer AS log_id
    FROM login_attempts WHERE key = ${key} FOR UPDATE`);
  if (row.wait > 0 && !row.stale) return { wait: row.wait, attempts: row.failures, logId: row.log_id, key, rule };
  const attempts = row.stale ? 1 : row.failures + 1;
  const logId = row.stale ? null : row.log_id;
  const delay = delayAfter(attempts, rule);
  await tx.query(sql`UPDATE login_attempts SET failures = ${attempts}, last_failure = now(),
      first_failure = CASE WHEN ${row.stale} THEN now() ELSE first_failure END, log_id = ${logId},
      blocked_until = CASE WHEN ${delay} > 0 THEN now() + ${delay} * interval '1 second' ELSE NULL END
    WHERE key = ${key}`);
  return { wait: 0, attempts, logId, key, rule };
}

/**
 * Counts an attempt against the account and the address, or refuses it with the seconds to wait
 * when either must wait (a refused attempt is not counted). `rules` default to a login's.
 */
export async function admitAttempt(db: Database, keys: AttemptKeys, rules: AttemptRules = LOGIN_RULES): Promise<AttemptVerdict> {
  return db
    .transaction(async (tx) => {
      const [account, address] = [await count(tx, keys.account, rules.account), await count(tx, keys.address, rules.address)];
      const wait = Math.max(account.wait, address.wait);
      if (wait > 0) throw new Refused(wait);
      return { allowed: true as const, accountAttempts: account.attempts, addressAttempts: address.attempts, burstLogId: account.logId };
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return { allowed: false as const, retryAfterSeconds: error.seconds };
      throw error;
    });
}

/** Rolls back the counting of a refused attempt. */
class Refused extends Error {
  constructor(readonly seconds: number) {
    super('Too many attempts');
  }
}

/**
 * A failed attempt: its delays run from now, when the answer goes out (the count already set
 * them when the attempt was admitted, so concurrent guesses wait too).
 */
export async function recordFailure(
  db: Queryable,
  keys: AttemptKeys,
  verdict: { accountAttempts: number; addressAttempts: number },
): Promise<void> {
  for (const [key, attempts, rule] of [
    [keys.account, verdict.accountAttempts, ACCOUNT_LIMIT],
    [keys.address, verdict.addressAttempts, ADDRESS_LIMIT],
  ] as const) {
    const delay = delayAfter(attempts, rule);
    if (delay > 0) {
      await db.query(sql`UPDATE login_attempts SET blocked_until = greatest(blocked_until, now() + ${delay} * interval '1 second')
        WHERE key = ${key}`);
    }
  }
}

/** A successful login: the account starts afresh and the attempt does not count against the address. */
export async function clearAttempts(db: Queryable, keys: AttemptKeys): Promise<void> {
  await db.query(sql`DELETE FROM login_attempts WHERE key = ${keys.account}`);
  await db.query(sql`UPDATE login_attempts SET failures = greatest(failures - 1, 0) WHERE key = ${keys.address}`);
}

/** Remembers the activity-log row of the account's current burst of failures. */
export async function rememberBurstLog(db: Queryable, keys: AttemptKeys, logId: number): Promise<void> {
  await db.query(sql`UPDATE login_attempts SET log_id = ${logId} WHERE key = ${keys.account}`);
}
