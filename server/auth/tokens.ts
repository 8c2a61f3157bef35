/**
 * Signed, expiring access tokens (HS256 JWT) and opaque, rotating refresh tokens stored as
 * SHA-256 hashes.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';
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

export class TokenService {
  private constructor(
    private readonly key: Uint8Array,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {}

  static async create(db: Database, options: TokenOptions = {}): Promise<TokenService> {
    const secret = options.secret ?? process.env.JWT_SECRET ?? (await storedSecret(db));
    return new TokenService(
      new TextEncoder().encode(secret),
      options.accessTtlSeconds ?? envSeconds('ACCESS_TOKEN_TTL_SECONDS', 900),
      options.refreshTtlSeconds ?? envSeconds('REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    );
  }

  /** Issues an access token and a new refresh token for a manager. */
  async issue(db: Queryable, manager: Manager): Promise<Tokens> {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({ role: manager.role, operatorCode: manager.operatorCode, email: manager.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(String(manager.id))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessTtlSeconds)
      .sign(this.key);
    const refreshToken = randomBytes(32).toString('base64url');
    await db.query(sql`INSERT INTO refresh_tokens (token_hash, manager_id, expires_at)
      VALUES (${sha256(refreshToken)}, ${manager.id}, now() + ${this.refreshTtlSeconds} * interval '1 second')`);
    return { accessToken, refreshToken };
  }

  /** The manager id of a valid access token, or undefined. */
  async verifyAccess(token: string): Promise<number | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const id = Number(payload.sub);
      return Number.isInteger(id) ? id : undefined;
    } catch {
      return undefined;
    }
  }

  /** Revokes a live refresh token and returns its manager id (rotation), or undefined. */
  async consume(db: Queryable, refreshToken: string): Promise<number | undefined> {
    const [row] = await db.query<{ manager_id: number }>(sql`UPDATE refresh_tokens SET revoked_at = now()
      WHERE token_hash = ${sha256(refreshToken)} AND revoked_at IS NULL AND expires_at > now()
      RETURNING manager_id`);
    return row?.manager_id;
  }

  /** Revokes every live refresh token of a manager. */
  async revokeAll(db: Queryable, managerId: number): Promise<void> {
    await db.query(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE manager_id = ${managerId} AND revoked_at IS NULL`);
  }
}
