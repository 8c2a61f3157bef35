/**
 * Signed, expiring access tokens (HS256 JWT) and opaque, rotating refresh tokens stored as
 * SHA-256 hashes. A login opens a session; its access tokens carry the session id (`sid`) and
 * work only while the session stands, its refresh tokens form one chain. Logout and a password
 * reset end sessions; a rotated refresh token presented again ends its whole chain (reuse
 * detection).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';
import { StartupError } from '../startupError';
import type { Manager } from './managers';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenOptions {
  /** Access token lifetime; default `ACCESS_TOKEN_TTL_SECONDS` or 900. */
  accessTtlSeconds?: number;
  /** Refresh token lifetime; default `REFRESH_TOKEN_TTL_SECONDS` or 7 days. */
  refreshTtlSeconds?: number;
  /** Signing secret; default `JWT_SECRET`, else one generated once and kept in the database. */
  secret?: string;
}

const ISSUER = 'officeapp';

/**
 * Shortest signing secret accepted, in bytes: an HS256 key must be at least as long as the hash
 * output, 256 bits (RFC 7518 §3.2). A shorter one can be guessed offline from any access token.
 */
export const MIN_SECRET_BYTES = 32;

/**
 * Why `JWT_SECRET` (or a secret given to the app) cannot sign tokens, as a one-line start-up
 * message; undefined when it can. Unset, the server uses the secret kept in its database.
 */
export function signingSecretProblem(secret: string): string | undefined {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes >= MIN_SECRET_BYTES) return undefined;
  const what = bytes === 0 ? 'JWT_SECRET is set but empty' : `JWT_SECRET is ${bytes} byte${bytes === 1 ? '' : 's'} long`;
  return (
    `${what}: a signing secret needs at least ${MIN_SECRET_BYTES} bytes (for example the output of ` +
    '`openssl rand -base64 48`), or leave JWT_SECRET unset to use one generated once and kept in the database'
  );
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function envSeconds(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function storedSecret(db: Database): Promise<string> {
  await db.query(
    sql`INSERT INTO settings (key, value) VALUES ('jwt_secret', ${randomBytes(48).toString('base64url')}) ON CONFLICT (key) DO NOTHING`,
  );
  const [row] = await db.query<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'jwt_secret'`);
  return row.value;
}

/** What a valid access token or refresh token belongs to. */
export interface SessionRef {
  managerId: number;
  sessionId: string;
}

export class TokenService {
  private constructor(
    private readonly db: Queryable,
    private readonly key: Uint8Array,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {}

  static async create(db: Database, options: TokenOptions = {}): Promise<TokenService> {
    const given = options.secret ?? process.env.JWT_SECRET;
    const problem = given === undefined ? undefined : signingSecretProblem(given);
    if (problem) throw new StartupError(problem);
    const secret = given ?? (await storedSecret(db));
    return new TokenService(
      db,
      new TextEncoder().encode(secret),
      options.accessTtlSeconds ?? envSeconds('ACCESS_TOKEN_TTL_SECONDS', 900),
      options.refreshTtlSeconds ?? envSeconds('REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    );
  }

  /**
   * Issues an access token and a new refresh token for a manager: in `sessionId`'s chain (a
   * refresh), or in a new session (a login).
   */
  async issue(db: Queryable, manager: Manager, sessionId?: string): Promise<Tokens> {
    const sid = sessionId ?? randomUUID();
    if (!sessionId) await db.query(sql`INSERT INTO sessions (id, manager_id) VALUES (${sid}, ${manager.id})`);
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({
      role: manager.role,
      operatorCode: manager.operatorCode,
      email: manager.email,
      sid,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(String(manager.id))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessTtlSeconds)
      .sign(this.key);
    const refreshToken = randomBytes(32).toString('base64url');
    await db.query(sql`INSERT INTO refresh_tokens (token_hash, manager_id, session_id, expires_at)
      VALUES (${sha256(refreshToken)}, ${manager.id}, ${sid}, now() + ${this.refreshTtlSeconds} * interval '1 second')`);
    return { accessToken, refreshToken };
  }

  /** The manager and session of a valid access token whose session stands, or undefined. */
  async verifySession(token: string): Promise<SessionRef | undefined> {
    let managerId: number;
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      managerId = Number(payload.sub);
      sessionId = payload.sid;
    } catch {
      return undefined;
    }
    if (!Number.isInteger(managerId) || typeof sessionId !== 'string') return undefined;
    const [row] = await this.db.query<{ id: string }>(sql`SELECT id FROM sessions
      WHERE id = ${sessionId} AND manager_id = ${managerId} AND revoked_at IS NULL`);
    return row ? { managerId, sessionId } : undefined;
  }

  /** The manager id of a valid access token whose session stands, or undefined. */
  async verifyAccess(token: string): Promise<number | undefined> {
    return (await this.verifySession(token))?.managerId;
  }

  /**
   * Revokes a live refresh token and returns its manager and session (rotation), or undefined.
   * A token that was already rotated is a stolen copy or a replay: its whole session ends.
   */
  async consume(db: Queryable, refreshToken: string): Promise<SessionRef | undefined> {
    const [row] = await db.query<{ id: number; manager_id: number; session_id: string | null; used: boolean; live: boolean }>(sql`
      SELECT t.id, t.manager_id, t.session_id, t.revoked_at IS NOT NULL AS used,
        t.expires_at > now() AND s.revoked_at IS NULL AS live
      FROM refresh_tokens t LEFT JOIN sessions s ON s.id = t.session_id
      WHERE t.token_hash = ${sha256(refreshToken)} FOR UPDATE OF t`);
    if (!row || row.session_id === null) return undefined;
    if (row.used) {
      await this.revokeSession(db, row.session_id, 'refresh token reused');
      return undefined;
    }
    await db.query(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE id = ${row.id}`);
    return row.live ? { managerId: row.manager_id, sessionId: row.session_id } : undefined;
  }

  /** Ends one session: its access tokens stop working and its refresh tokens are revoked. */
  async revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
    await db.query(sql`UPDATE sessions SET revoked_at = now(), revoked_reason = ${reason} WHERE id = ${sessionId} AND revoked_at IS NULL`);
    await db.query(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE session_id = ${sessionId} AND revoked_at IS NULL`);
  }

  /** Ends every session of a manager (password reset, logout everywhere). */
  async revokeAll(db: Queryable, managerId: number, reason = 'all sessions ended'): Promise<void> {
    await db.query(
      sql`UPDATE sessions SET revoked_at = now(), revoked_reason = ${reason} WHERE manager_id = ${managerId} AND revoked_at IS NULL`,
    );
    await db.query(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE manager_id = ${managerId} AND revoked_at IS NULL`);
  }
}
