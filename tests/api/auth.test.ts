import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { sql } from '../../server/db/sql';
import { API, createTestApi, login, type TestApi } from './helpers';

let api: TestApi;
let schemaDir: string;

beforeAll(async () => {
  schemaDir = mkdtempSync(join(tmpdir(), 'schema-'));
  writeFileSync(
    join(schemaDir, 'players.json'),
    JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' }),
  );
  api = await createTestApi({ schemaDir });
});
afterAll(async () => {
  await api.close();
  rmSync(schemaDir, { recursive: true, force: true });
});

describe('GET /info', () => {
  it('answers without authentication with uiInfo and build facts', async () => {
    const response = await api.app.inject({ method: 'GET', url: `${API}/info` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.payload.uiInfo).toMatchObject({
      playersTitle: expect.any(String),
      officeTitle: expect.any(String),
      domain: expect.any(String),
      logoName: expect.any(String),
      darkTheme: false,
      theme: { primary: expect.any(String), secondary: expect.any(String) },
      officeRegistrationDisabled: true,
      contactEmail: expect.any(String),
      instanceName: expect.any(String),
      reportPagesExportSize: 10,
      mainCurrency: 'EUR',
      betslipFooter: expect.any(String),
      selfProtectionDailyDepositLimit: expect.any(Number),
      role: { role: 'unknown', operatorCode: null },
    });
    expect(Number.isNaN(Date.parse(body.payload.serverTimestamp))).toBe(false);
    expect(body.payload.build.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.payload.git).toHaveProperty('commitId');
    expect(Number.isNaN(Date.parse(body.payload.serverStartTimeUTC))).toBe(false);
  });

  it('adds the current role when a valid token is sent', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/info` });
    expect(response.json().payload.uiInfo.role).toEqual({
      role: 'operator',
      operatorCode: 'op1',
      name: expect.any(String),
      domain: expect.any(String),
      playersTitle: expect.any(String),
    });
  });

  it('names the central role with its central view as the operator code', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/info` });
    expect(response.json().payload.uiInfo.role).toMatchObject({ role: 'central', operatorCode: 'central' });
  });
});

describe('login', () => {
  it('returns Valid with tokens', async () => {
    const body = await login(api.app, 'central@demo.test', 'Central123');
    expect(body.status).toBe('Valid');
    expect(body.tokens.accessToken.split('.')).toHaveLength(3);
    expect(body.tokens.refreshToken.length).toBeGreaterThan(20);
  });

  it('is case-insensitive on the e-mail', async () => {
    expect((await login(api.app, 'Office1@Demo.Test', 'Office123')).status).toBe('Valid');
  });

  it.each([
    ['central@demo.test', 'wrong-password'],
    ['nobody@demo.test', 'Central123'],
  ])('rejects %s with a wrong password or unknown account', async (username, password) => {
    const response = await api.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { username, password } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      status: 'Invalid',
      description: 'Invalid username or password',
      message: 'Invalid username or password',
    });
  });

  it('signs in only the listed demo accounts with the demo passwords, not the other seeded staff', async () => {
    const staff = await api.db.query<{ email: string }>(
      sql`SELECT email FROM managers WHERE status = 'ENABLED' AND email NOT IN ('central@demo.test', 'office1@demo.test', 'office2@demo.test')`,
    );
    expect(staff.length).toBeGreaterThan(0);
    for (const [index, { email }] of staff.entries()) {
      for (const password of ['Office123', 'Central123']) {
        // An address of its own per account, so the attempts stay under the per-address limit.
        const response = await api.app.inject({
          method: 'POST',
          url: `${API}/auth/login`,
          remoteAddress: `10.40.0.${index + 1}`,
          payload: { username: email, password },
        });
        expect(response.statusCode, email).toBe(401);
      }
    }
  });

  it('answers 400 for a malformed body', async () => {
    const response = await api.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { username: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: expect.any(Array) });
  });

  it('records logins and failed logins in the activity log', async () => {
    const rows = await api.db.query<{ log_type: string }>(
      sql`SELECT log_type FROM activity_log WHERE user_username = 'central@demo.test' OR affected_user_username = 'central@demo.test'`,
    );
    const types = rows.map((row) => row.log_type);
    expect(types).toContain('USER_LOGIN');
    expect(types).toContain('LOGIN_FAILED');
  });
});

describe('bearer tokens', () => {
  it('401 without a token', async () => {
    const response = await api.app.inject({ method: 'GET', url: `${API}/op1/players` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('401 with a malformed token', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `${API}/auth/userinfo`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('401 with a token signed by another key, and with an expired one', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('officeapp')
      .setSubject('1')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret'));
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('officeapp')
      .setSubject('1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret'));
    for (const token of [forged, expired]) {
      const response = await api.app.inject({
        method: 'GET',
        url: `${API}/op1/players`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('access tokens carry an expiry', async () => {
    const { tokens } = await login(api.app, 'office2@demo.test', 'Office123');
    const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(900);
  });
});

describe('userinfo', () => {
  it('describes the logged-in manager', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/auth/userinfo` });
    expect(response.statusCode).toBe(200);
    // Exactly the user details of 000 §3: the role and operator come from GET info.
    expect(response.json()).toEqual({
      success: true,
      payload: {
        id: expect.any(Number),
        isAuthenticated: true,
        enabled: true,
        balance: null,
        status: 'ENABLED',
        birthdate: null,
        email: 'office1@demo.test',
        langCode: 'en',
      },
    });
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and refuses the old one once its grace period is over', async () => {
    const { tokens } = await login(api.app, 'office2@demo.test', 'Office123');
    const first = await api.app.inject({
      method: 'POST',
      url: `${API}/auth/refresh-token`,
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.payload.refreshToken).not.toBe(tokens.refreshToken);
    const me = await api.app.inject({
      method: 'GET',
      url: `${API}/auth/userinfo`,
      headers: { authorization: `Bearer ${body.payload.accessToken}` },
    });
    expect(me.json().payload.email).toBe('office2@demo.test');

    await api.db.query(sql`UPDATE refresh_tokens SET rotated_at = now() - interval '1 hour' WHERE rotated_at > now() - interval '1 hour'`);
    const replay = await api.app.inject({
      method: 'POST',
      url: `${API}/auth/refresh-token`,
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().success).toBe(false);
  });

  it('401 for an unknown refresh token, 400 without one', async () => {
    const unknown = await api.app.inject({ method: 'POST', url: `${API}/auth/refresh-token`, payload: { refreshToken: 'abc' } });
    expect(unknown.statusCode).toBe(401);
    const missing = await api.app.inject({ method: 'POST', url: `${API}/auth/refresh-token`, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('logout revokes the refresh tokens', async () => {
    const { tokens } = await login(api.app, 'office1@demo.test', 'Office123');
    const out = await api.app.inject({
      method: 'POST',
      url: `${API}/auth/logout`,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(out.statusCode).toBe(200);
    const refresh = await api.app.inject({
      method: 'POST',
      url: `${API}/auth/refresh-token`,
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('keepAlive (000 §7)', () => {
  it('answers payload true while the session is valid, 401 without one and after the logout', async () => {
    const alive = await api.call('office1', { method: 'GET', url: `${API}/keepAlive` });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ success: true, payload: true });
    expect((await api.app.inject({ method: 'GET', url: `${API}/keepAlive` })).statusCode).toBe(401);
    const { tokens } = await login(api.app, 'office2@demo.test', 'Office123');
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    expect((await api.app.inject({ method: 'GET', url: `${API}/keepAlive`, headers })).statusCode).toBe(200);
    await api.app.inject({ method: 'POST', url: `${API}/auth/logout`, headers, payload: { refreshToken: tokens.refreshToken } });
    expect((await api.app.inject({ method: 'GET', url: `${API}/keepAlive`, headers })).statusCode).toBe(401);
  });
});

describe('operators-info', () => {
  it('lists the central entry and every operator for a central manager', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/operators-info` });
    expect(response.json()).toEqual({
      success: true,
      payload: [
        { operatorCode: 'central', name: 'Central Office Manager', role: 'central' },
        { operatorCode: 'op1', name: expect.any(String), role: 'operator' },
        { operatorCode: 'op2', name: expect.any(String), role: 'operator' },
        { operatorCode: 'op3', name: expect.any(String), role: 'operator' },
      ],
    });
  });

  it('is empty for an office manager', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/operators-info` });
    expect(response.json()).toEqual({ success: true, payload: [] });
  });
});

describe('schema endpoint', () => {
  it('serves the generated JSON Schema of a resource', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/schema/players` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ type: 'object' });
  });

  it.each(['unknown', '..%2Fpackage', 'players.json'])('404 JSON for %s', async (name) => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/schema/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});

describe('routing errors', () => {
  it('unknown API routes get a JSON 404', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/op1/nothing-here/1/2` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('invalid JSON bodies get a JSON 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
