/**
 * Signed, expiring access tokens (HS256 JWT) and opaque, rotating refresh tokens stored as
 * SHA-256 hashes. A login opens a session; its access tokens carry the session id (`sid`) and
 * work only while the session stands, its refresh tokens form one chain. Logout and a password
 * reset end sessions; a rotated refresh token presented again ends its whole chain (reuse
 * detection), unless it comes back within a short grace period while its successor is still unused:
 * then it answers the same successor again (two tabs refreshing at once, an answer lost on the way).
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
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
  /**
   * How long a rotated refresh token still answers with its successor; default
   * `REFRESH_REUSE_GRACE_SECONDS` or 30 (0 turns the grace off).
   */
  reuseGraceSeconds?: number;
}

/** Default grace period of a rotated refresh token, in seconds. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

const ISSUER = 'officeapp';

/** Checked access tokens kept at most (a token is about 400 bytes). */
const VERIFIED_TOKENS_KEPT = 10_000;

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

function envSeconds(name: string, fallback: number, allowZero = false): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && (value > 0 || (allowZero && value === 0)) ? value : fallback;
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

/** A refresh token accepted for rotation: its session and the refresh token that follows it. */
export interface Rotation extends SessionRef {
  /** The successor refresh token (derived from the presented one, so a repeat gets the same). */
  refreshToken: string;
  /** True when the successor was issued by an earlier use within the grace period. */
  repeated: boolean;
}

export class TokenService {
  private constructor(
    private readonly db: Queryable,
    private readonly key: Uint8Array,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
    readonly reuseGraceSeconds: number,
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
      options.reuseGraceSeconds ?? envSeconds('REFRESH_REUSE_GRACE_SECONDS', REFRESH_REUSE_GRACE_SECONDS, true),
    );
  }

  /**
   * Issues an access token and a new refresh token for a manager: in a new session (a login), or
   * in a rotation's session with its successor refresh token (stored unless a repeat already did).
   */
  async issue(db: Queryable, manager: Manager, rotation?: Rotation): Promise<Tokens> {
    const sid = rotation?.sessionId ?? randomUUID();
    if (!rotation) await db.query(sql`INSERT INTO sessions (id, manager_id) VALUES (${sid}, ${manager.id})`);
    const accessToken = await this.signAccess(manager, sid);
    const refreshToken = rotation?.refreshToken ?? randomBytes(32).toString('base64url');
    if (!rotation?.repeated) {
      await db.query(sql`INSERT INTO refresh_tokens (token_hash, manager_id, session_id, expires_at)
        VALUES (${sha256(refreshToken)}, ${manager.id}, ${sid}, now() + ${this.refreshTtlSeconds} * interval '1 second')`);
    }
    return { accessToken, refreshToken };
  }

  private async signAccess(manager: Manager, sid: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
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
  }

  /** The refresh token that follows `refreshToken`: keyed, so only this server can tell it. */
  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.key).update(`refresh-successor:${refreshToken}`).digest('base64url');
  }

  /**
   * The claims of access tokens whose signature this service checked, by token, until they expire:
   * staff send the same token with every call for its whole lifetime, and checking its signature
   * again (Web Crypto, asynchronous) was the largest cost of a list call on the server's thread
   * after compression. The session is still read on every call, so a logout or a revoked session
   * ends the token at once.
   */
  private readonly verified = new Map<string, { managerId: number; sessionId: string; expires: number }>();

  /** The manager, session and expiry (seconds) of a correctly signed, unexpired access token. */
  private async claimsOf(token: string): Promise<{ managerId: number; sessionId: string; expires: number } | undefined> {
    const now = Math.floor(Date.now() / 1000);
    const known = this.verified.get(token);
    // jose's own rule: a token whose `exp` is now or past is expired.
    if (known) return known.expires > now ? known : undefined;
    let claims: { managerId: number; sessionId: unknown; expires: unknown };
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      claims = { managerId: Number(payload.sub), sessionId: payload.sid, expires: payload.exp };
    } catch {
      return undefined;
    }
    const { managerId, sessionId, expires } = claims;
    if (!Number.isInteger(managerId) || typeof sessionId !== 'string') return undefined;
    // Every access token this service signs expires; one without `exp` is checked on each call.
    if (typeof expires !== 'number') return { managerId, sessionId, expires: Infinity };
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      for (const [kept, entry] of this.verified) if (entry.expires <= now) this.verified.delete(kept);
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    }
    const entry = { managerId, sessionId, expires };
    this.verified.set(token, entry);
    return entry;
  }

  /** The manager and session of a valid access token whose session stands, or undefined. */
  async verifySession(token: string): Promise<SessionRef | undefined> {
    const claims = await this.claimsOf(token);
    if (!claims) return undefined;
    const { managerId, sessionId } = claims;
    const [row] = await this.db.query<{ id: string }>(sql`SELECT id FROM sessions
      WHERE id = ${sessionId} AND manager_id = ${managerId} AND revoked_at IS NULL`);
    return row ? { managerId, sessionId } : undefined;
  }

  /** The manager id of a valid access token whose session stands, or undefined. */
  async verifyAccess(token: string): Promise<number | undefined> {
    return (await this.verifySession(token))?.managerId;
  }

  /**
   * Rotates a live refresh token: revokes it and returns its manager, session and successor; or
   * undefined. A token rotated less than the grace period ago whose successor is still unused
   * answers that successor again (same session, same chain). Any other token that was already
   * rotated is a stolen copy or a replay: its whole session ends.
   */
  async consume(db: Queryable, refreshToken: string): Promise<Rotation | undefined> {
    const [row] = await db.query<{
      id: number;
      manager_id: number;
      session_id: string | null;
      used: boolean;
      live: boolean;
      in_grace: boolean;
    }>(sql`
      SELECT t.id, t.manager_id, t.session_id, t.revoked_at IS NOT NULL AS used,
        t.expires_at > now() AND s.revoked_at IS NULL AS live,
        coalesce(t.rotated_at > now() - ${this.reuseGraceSeconds} * interval '1 second', false) AS in_grace
      FROM refresh_tokens t LEFT JOIN sessions s ON s.id = t.session_id
      WHERE t.token_hash = ${sha256(refreshToken)} FOR UPDATE OF t`);
    if (!row || row.session_id === null) return undefined;
    const successor = this.successorOf(refreshToken);
    const ref = { managerId: row.manager_id, sessionId: row.session_id, refreshToken: successor };
    if (row.used) {
      if (row.in_grace && row.live && (await this.unused(db, successor, row.session_id))) return { ...ref, repeated: true };
      await this.revokeSession(db, row.session_id, 'refresh token reused');
      return undefined;
    }
    await db.query(sql`UPDATE refresh_tokens SET revoked_at = now(), rotated_at = now() WHERE id = ${row.id}`);
    return row.live ? { ...ref, repeated: false } : undefined;
  }

  /** Whether a refresh token of the session is stored, not yet used and not expired. */
  private async unused(db: Queryable, refreshToken: string, sessionId: string): Promise<boolean> {
    const rows = await db.query(sql`SELECT 1 FROM refresh_tokens WHERE token_hash = ${sha256(refreshToken)}
      AND session_id = ${sessionId} AND revoked_at IS NULL AND expires_at > now() FOR UPDATE`);
    return rows.length > 0;
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
