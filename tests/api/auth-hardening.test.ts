/**
 * Hardened authentication: login attempt limits per account and per address (shared through the
 * database), one activity-log row per burst, stronger scrypt with rehash on login, reset tokens
 * checked before hashing, links from the configured public URL only, no tokens in the log, the
 * same answer for every forgot-password and refused login, sessions revoked on logout and reset,
 * and refresh-token reuse ending the whole chain after a short grace period.
 */
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { createApp } from '../../server/app';
import { delayAfter, ACCOUNT_LIMIT } from '../../server/auth/loginLimits';
import { SCRYPT_PARAMS, hashPassword } from '../../server/auth/passwords';
import { sql } from '../../server/db/sql';
import { afterAnswerSettled } from '../../server/shell/afterAnswer';
import { lastMailLink } from '../../server/shell/outbox';
import { API, createTestApi, login, type TestApi } from './helpers';

const hashing = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/auth/passwords')>();
  return {
    ...original,
    hashPassword: async (password: string) => {
      hashing.calls += 1;
      return original.hashPassword(password);
    },
  };
});

let api: TestApi;
const savedUrl = process.env.PUBLIC_URL;
beforeAll(async () => {
  process.env.PUBLIC_URL = 'https://office.example.com';
  api = await createTestApi();
});
afterAll(async () => {
  if (savedUrl === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = savedUrl;
  await api.close();
});

/** A fresh enabled office manager of op1 with a known password. */
async function manager(email: string, password = 'Secret123', status = 'ENABLED'): Promise<number> {
  const hash = await hashPassword(password);
  const [row] = await api.db.query<{
    id: number;
  }>(sql`INSERT INTO managers (email, password_hash, role, operator_code, username, status, email_verified)
    VALUES (${email}, ${hash}, 'OFFICE', 'op1', ${email}, ${status}, true) RETURNING id`);
  return row.id;
}

const attempt = (username: string, password: string, remoteAddress = '127.0.0.1', app = api.app) =>
  app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { username, password }, remoteAddress });
const post = (path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: `${API}/auth/${path}`, payload, headers });
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
const userinfo = (accessToken: string) =>
  api.app.inject({ method: 'GET', url: `${API}/auth/userinfo`, headers: { authorization: `Bearer ${accessToken}` } });

/** Time passes for the counters: every delay is over (the database's clock is not faked). */
const delaysOver = () => api.db.query(sql`UPDATE login_attempts SET blocked_until = now() - interval '1 second'`);

describe('login attempt limits', () => {
  it('delays an account after a few wrong passwords with 429 and Retry-After, and logs one row per burst', async () => {
    await manager('burst@example.com');
    for (let i = 0; i < ACCOUNT_LIMIT.free; i++)
      expect((await attempt('burst@example.com', 'wrong-one', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt('burst@example.com', 'Secret123', '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.json().message).toMatch(/Too many login attempts/);
    const rows = await api.db.query<{ details: string }>(
      sql`SELECT details FROM activity_log WHERE log_type = 'LOGIN_FAILED' AND affected_user_username = 'burst@example.com'`,
    );
    expect(rows).toEqual([{ details: `${ACCOUNT_LIMIT.free} failed logins, last: wrong password` }]);
  });

  it('grows the delay, caps it for an account, and lets the real manager in once it is over', async () => {
    await manager('grow@example.com');
    for (let i = 0; i < ACCOUNT_LIMIT.free + 3; i++) {
      await delaysOver();
      await attempt('grow@example.com', 'wrong-one', `10.2.0.${i}`);
    }
    const [row] = await api.db.query<{ wait: number }>(
      sql`SELECT round(extract(epoch FROM blocked_until - now()))::integer AS wait FROM login_attempts
        WHERE key = 'account:grow@example.com'`,
    );
    expect(row.wait).toBeGreaterThanOrEqual(delayAfter(ACCOUNT_LIMIT.free + 3, ACCOUNT_LIMIT) - 1);
    expect(delayAfter(40, ACCOUNT_LIMIT)).toBe(ACCOUNT_LIMIT.maxDelaySeconds);
    expect(ACCOUNT_LIMIT.maxDelaySeconds).toBeLessThanOrEqual(60);
    await delaysOver();
    expect((await attempt('grow@example.com', 'Secret123', '10.2.0.200')).statusCode).toBe(200);
    const left = await api.db.query(sql`SELECT 1 FROM login_attempts WHERE key = 'account:grow@example.com'`);
    expect(left).toEqual([]);
  });

  it('limits a client address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await attempt(`nobody${i}@example.com`, 'guess', '10.3.0.1')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps the counters in the database, so another server on it refuses too', async () => {
    await manager('shared@example.com');
    const other = await createApp({ db: api.db, logger: false, tokens: { secret: 'test-secret-test-secret-test-secret' } });
    try {
      for (let i = 0; i < ACCOUNT_LIMIT.free; i++) await attempt('shared@example.com', 'wrong-one', `10.4.0.${i}`);
      expect((await attempt('shared@example.com', 'wrong-one', '10.4.1.1', other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('password hashes', () => {
  it('rehashes a hash of the old cost on the next login', async () => {
    const id = await manager('rehash@example.com');
    const salt = randomBytes(16);
    const old = scryptSync('Secret123', salt, 32, { N: 16384, r: 8, p: 1 });
    await api.db.query(
      sql`UPDATE managers SET password_hash =
        ${['scrypt', 16384, 8, 1, salt.toString('base64url'), old.toString('base64url')].join('$')} WHERE id = ${id}`,
    );
    expect((await attempt('rehash@example.com', 'Secret123')).statusCode).toBe(200);
    const [row] = await api.db.query<{ hash: string }>(sql`SELECT password_hash AS hash FROM managers WHERE id = ${id}`);
    expect(row.hash.split('$').slice(1, 4).map(Number)).toEqual([SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    expect(SCRYPT_PARAMS.N * SCRYPT_PARAMS.p).toBeGreaterThanOrEqual(2 ** 16);
    expect((await attempt('rehash@example.com', 'Secret123')).statusCode).toBe(200);
  });

  it('checks a reset token before spending a hash on the new password', async () => {
    const before = hashing.calls;
    const response = await post('reset-password', { token: 'x'.repeat(43), password: 'NewSecret9' });
    expect(response.statusCode).toBe(400);
    expect(hashing.calls).toBe(before);
  });
});

describe('e-mail links', () => {
  it('come from PUBLIC_URL, never from the Host header', async () => {
    await manager('host@example.com');
    expect((await post('forgot-password', { email: 'host@example.com' }, { host: 'evil.example' })).statusCode).toBe(200);
    await afterAnswerSettled();
    expect(lastMailLink('host@example.com')).toMatch(/^https:\/\/office\.example\.com\/auth\/reset-password\?token=/);
  });

  it('are not sent outside development without PUBLIC_URL', async () => {
    const env = { url: process.env.PUBLIC_URL, mode: process.env.NODE_ENV };
    delete process.env.PUBLIC_URL;
    process.env.NODE_ENV = 'production';
    try {
      const known = await post('forgot-password', { email: 'host@example.com' });
      const unknown = await post('forgot-password', { email: 'nobody@example.com' });
      expect(known.statusCode).toBe(503);
      expect(known.json().message).toMatch(/PUBLIC_URL/);
      expect(unknown.body).toBe(known.body);
    } finally {
      process.env.PUBLIC_URL = env.url;
      process.env.NODE_ENV = env.mode;
    }
  });

  it('never put a token in the server log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createApp({
      db: api.db,
      logger: { level: 'info', stream },
      tokens: { secret: 'test-secret-test-secret-test-secret' },
    });
    try {
      await manager('logged@example.com');
      await logged.inject({ method: 'POST', url: `${API}/auth/forgot-password`, payload: { email: 'logged@example.com' } });
      await afterAnswerSettled();
      await logged.inject({ method: 'GET', url: '/auth/reset-password?token=secret-token-in-url&x=1' });
      const token = tokenOf(lastMailLink('logged@example.com'));
      expect(token.length).toBeGreaterThan(20);
      const text = lines.join('');
      expect(text).toContain('E-mail not sent');
      expect(text).toContain('token=[redacted]');
      expect(text).not.toContain(token);
      expect(text).not.toContain('secret-token-in-url');
    } finally {
      await logged.close();
    }
  });
});

describe('the same answer for every case', () => {
  it('forgot-password answers alike for unknown, enabled and disabled accounts', async () => {
    await manager('disabled@example.com', 'Secret123', 'DISABLED');
    const answers = await Promise.all(
      ['nobody-at-all@example.com', 'office1@demo.test', 'disabled@example.com'].map((email) => post('forgot-password', { email })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('a disabled account answers like a wrong password, even with the right one', async () => {
    const right = await attempt('disabled@example.com', 'Secret123', '10.5.0.1');
    const wrong = await attempt('disabled@example.com', 'wrong-one', '10.5.0.2');
    const unknown = await attempt('nobody-here@example.com', 'Secret123', '10.5.0.3');
    expect([right.statusCode, wrong.statusCode, unknown.statusCode]).toEqual([401, 401, 401]);
    expect(right.body).toBe(wrong.body);
    expect(unknown.body).toBe(wrong.body);
  });
});

describe('sessions', () => {
  it('logout ends the access token at once', async () => {
    await manager('logout@example.com');
    const { tokens } = await login(api.app, 'logout@example.com', 'Secret123');
    expect((await userinfo(tokens.accessToken)).statusCode).toBe(200);
    await api.app.inject({ method: 'POST', url: `${API}/auth/logout`, headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect((await userinfo(tokens.accessToken)).statusCode).toBe(401);
  });

  it('a password reset ends every access token of the account', async () => {
    await manager('reset@example.com');
    const first = await login(api.app, 'reset@example.com', 'Secret123');
    const second = await login(api.app, 'reset@example.com', 'Secret123');
    await post('forgot-password', { email: 'reset@example.com' });
    await afterAnswerSettled();
    const reset = await post('reset-password', { token: tokenOf(lastMailLink('reset@example.com')), password: 'NewSecret9' });
    expect(reset.statusCode).toBe(200);
    expect((await userinfo(first.tokens.accessToken)).statusCode).toBe(401);
    expect((await userinfo(second.tokens.accessToken)).statusCode).toBe(401);
  });

  it('reusing a rotated refresh token after the grace period ends the whole chain', async () => {
    await manager('reuse@example.com');
    const { tokens } = await login(api.app, 'reuse@example.com', 'Secret123');
    const rotated = await post('refresh-token', { refreshToken: tokens.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const { accessToken, refreshToken } = rotated.json().payload as { accessToken: string; refreshToken: string };
    expect((await userinfo(accessToken)).statusCode).toBe(200);
    await graceOver(tokens.refreshToken);
    expect((await post('refresh-token', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect((await post('refresh-token', { refreshToken })).statusCode).toBe(401);
    expect((await userinfo(accessToken)).statusCode).toBe(401);
  });

  it('a rotated refresh token sent again within the grace period answers the same successor', async () => {
    await manager('grace@example.com');
    const { tokens } = await login(api.app, 'grace@example.com', 'Secret123');
    const first = await post('refresh-token', { refreshToken: tokens.refreshToken });
    const again = await post('refresh-token', { refreshToken: tokens.refreshToken });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const [one, two] = [first.json().payload, again.json().payload] as { accessToken: string; refreshToken: string }[];
    expect(two.refreshToken).toBe(one.refreshToken);
    expect((await userinfo(one.accessToken)).statusCode).toBe(200);
    expect((await userinfo(two.accessToken)).statusCode).toBe(200);
    // One chain: the successor rotates once, as any refresh token does.
    const next = await post('refresh-token', { refreshToken: one.refreshToken });
    expect(next.statusCode).toBe(200);
    const live = await api.db.query(sql`SELECT 1 FROM refresh_tokens t JOIN managers m ON m.id = t.manager_id
      WHERE m.email = 'grace@example.com' AND t.revoked_at IS NULL`);
    expect(live).toHaveLength(1);
  });

  it('a rotated refresh token whose successor was already used is a reuse, grace or not', async () => {
    await manager('moved@example.com');
    const { tokens } = await login(api.app, 'moved@example.com', 'Secret123');
    const first = (await post('refresh-token', { refreshToken: tokens.refreshToken })).json().payload as { refreshToken: string };
    const second = (await post('refresh-token', { refreshToken: first.refreshToken })).json().payload as {
      accessToken: string;
    };
    expect((await post('refresh-token', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect((await userinfo(second.accessToken)).statusCode).toBe(401);
  });

  it('a rotated refresh token of a session that ended does not come back in the grace period', async () => {
    await manager('ended@example.com');
    const { tokens } = await login(api.app, 'ended@example.com', 'Secret123');
    const rotated = (await post('refresh-token', { refreshToken: tokens.refreshToken })).json().payload as { accessToken: string };
    expect((await post('logout', {}, { authorization: `Bearer ${rotated.accessToken}` })).statusCode).toBe(200);
    expect((await post('refresh-token', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });
});

/** The grace period of a rotated refresh token is over (the database's clock is not faked). */
async function graceOver(refreshToken: string) {
  const hash = createHash('sha256').update(refreshToken).digest('hex');
  await api.db.query(sql`UPDATE refresh_tokens SET rotated_at = now() - interval '1 hour' WHERE token_hash = ${hash}`);
}
