/**
 * Public account calls: registration (closed by default, open with OFFICE_REGISTRATION_DISABLED=false),
 * activation through a single-use, expiring token, activation e-mail resend, forgotten and reset password,
 * and My Account's password change.
 */
import { sql } from '../../server/db/sql';
import { afterAnswerSettled } from '../../server/shell/afterAnswer';
import { lastMailLink, mailsTo } from '../../server/shell/outbox';
import { API, createTestApi, login, type TestApi } from './helpers';

let api: TestApi;
const saved = process.env.OFFICE_REGISTRATION_DISABLED;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  process.env.OFFICE_REGISTRATION_DISABLED = saved;
  if (saved === undefined) delete process.env.OFFICE_REGISTRATION_DISABLED;
  await api.close();
});

const post = (path: string, payload: Record<string, unknown>) => api.app.inject({ method: 'POST', url: `${API}/auth/${path}`, payload });
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
const registration = (email: string) => ({
  firstName: 'Rita',
  lastName: 'Register',
  email,
  password: 'Secret123',
  birthdate: '1990-04-02',
});

describe('registration closed (the default)', () => {
  beforeAll(() => {
    delete process.env.OFFICE_REGISTRATION_DISABLED;
  });

  it('says so in uiInfo and refuses with 403', async () => {
    const info = await api.app.inject({ method: 'GET', url: `${API}/info` });
    expect(info.json().payload.uiInfo.officeRegistrationDisabled).toBe(true);
    const response = await post('register', registration('closed@example.com'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The registration is currently disabled.');
  });
});

describe('registration open', () => {
  beforeAll(() => {
    process.env.OFFICE_REGISTRATION_DISABLED = 'false';
  });

  it('is announced in uiInfo', async () => {
    const info = await api.app.inject({ method: 'GET', url: `${API}/info` });
    expect(info.json().payload.uiInfo.officeRegistrationDisabled).toBe(false);
  });

  it('validates with the spec messages and field paths', async () => {
    const response = await post('register', {
      firstName: 'x'.repeat(41),
      lastName: '',
      email: 'nope',
      password: 'short',
      birthdate: `${new Date().getUTCFullYear() - 10}-01-01`,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      firstName: 'You have exceeded the maximum number of characters!',
      lastName: 'Required',
      email: 'Email must be valid',
      password: 'At least 8 characters',
      birthdate: 'You must be at leaset 18 of age to register',
    });
    expect(fieldErrors(await post('register', { ...registration('late@example.com'), birthdate: null }))).toEqual({
      birthdate: 'Required',
    });
    expect(fieldErrors(await post('register', { ...registration('late@example.com'), birthdate: '1900-01-01' }))).toEqual({
      birthdate: 'Invalid date',
    });
  });

  it('creates a pending office manager, activates it once, then logs in', async () => {
    const email = 'rita@example.com';
    expect((await post('register', registration(email))).statusCode).toBe(200);
    await afterAnswerSettled();
    const [row] = await api.db.query<{ status: string; role: string; email_verified: boolean; password_hash: string }>(
      sql`SELECT status, role, email_verified, password_hash FROM managers WHERE email = ${email}`,
    );
    expect(row).toMatchObject({ status: 'REGISTERED', role: 'OFFICE', email_verified: false });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect((await login(api.app, email, 'Secret123')).status).not.toBe('Valid');

    const link = lastMailLink(email);
    expect(link).toMatch(/\/auth\/account-verified\?token=/);
    const [stored] = await api.db.query<{ token_hash: string }>(sql`SELECT token_hash FROM account_tokens ORDER BY id DESC LIMIT 1`);
    expect(stored.token_hash).not.toContain(tokenOf(link));

    const verified = await post('verify-token', { token: tokenOf(link) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().payload.accessToken.split('.')).toHaveLength(3);
    const again = await post('verify-token', { token: tokenOf(link) });
    expect(again.statusCode).toBe(400);
    expect((await login(api.app, email, 'Secret123')).status).toBe('Valid');
    // Registering the address again answers as the first time did; its owner is told of the attempt.
    const twice = await post('register', { ...registration(email), password: 'Other1234' });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ success: true, payload: true });
    await afterAnswerSettled();
    expect(mailsTo(email).at(-1)?.subject).toBe('Registration attempt with your e-mail');
    expect(mailsTo(email).at(-1)?.link).toMatch(/^https?:\/\/[^/]+\/auth\/forgot-password$/);
    expect((await login(api.app, email, 'Secret123')).status).toBe('Valid');
  });

  it('rejects an expired activation token and resends a fresh one', async () => {
    const email = 'late@example.com';
    await post('register', registration(email));
    await afterAnswerSettled();
    const first = tokenOf(lastMailLink(email));
    await api.db.query(sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expect((await post('verify-token', { token: first })).statusCode).toBe(400);
    expect((await post('send-activation-email', { email })).statusCode).toBe(200);
    await afterAnswerSettled();
    const second = tokenOf(lastMailLink(email));
    expect(second).not.toBe(first);
    expect((await post('verify-token', { token: second })).statusCode).toBe(200);
  });
});

/** The 400's field errors as `{ path: message }`, the first message per field. */
const fieldErrors = (response: { statusCode: number; json: () => { errors?: { path: string; message: string }[] } }) => {
  expect(response.statusCode).toBe(400);
  const out: Record<string, string> = {};
  for (const entry of response.json().errors ?? []) out[entry.path] ??= entry.message;
  return out;
};

describe('forgotten password', () => {
  it('refuses a missing or malformed e-mail with the form rule, naming the field', async () => {
    expect(fieldErrors(await post('forgot-password', { email: '  ' }))).toEqual({ email: 'Required' });
    expect(fieldErrors(await post('forgot-password', { email: 'no-at-sign' }))).toEqual({ email: 'Email must be valid' });
    expect(fieldErrors(await post('forgot-password', { email: `${'x'.repeat(320)}@b` }))).toEqual({
      email: 'You have exceeded the maximum number of characters!',
    });
    expect(fieldErrors(await post('send-activation-email', { email: 'no-at-sign' }))).toEqual({ email: 'Email must be valid' });
  });

  it('refuses a new password outside the form rules, naming the field', async () => {
    const token = 'x'.repeat(40);
    expect(fieldErrors(await post('reset-password', { token, password: 'short' }))).toEqual({ password: 'At least 8 characters' });
    expect(fieldErrors(await post('reset-password', { token, password: 'x'.repeat(21) }))).toEqual({
      password: 'You have exceeded 20 - maximum number of characters!',
    });
    expect(fieldErrors(await post('reset-password', { token, password: '' }))).toEqual({ password: 'Required' });
  });

  it('answers an unknown address like a known one', async () => {
    const unknown = await post('forgot-password', { email: 'nobody@example.com' });
    const known = await post('forgot-password', { email: 'office1@demo.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
  });

  it('resets the password once with the mailed token and revokes sessions', async () => {
    const before = await login(api.app, 'office2@demo.test', 'Office123');
    expect((await post('forgot-password', { email: 'office2@demo.test' })).statusCode).toBe(200);
    await afterAnswerSettled();
    const token = tokenOf(lastMailLink('office2@demo.test'));
    expect((await post('reset-password', { token, password: 'short' })).statusCode).toBe(400);
    expect((await post('reset-password', { token, password: 'NewSecret9' })).statusCode).toBe(200);
    expect((await post('reset-password', { token, password: 'Another99' })).statusCode).toBe(400);
    expect((await login(api.app, 'office2@demo.test', 'NewSecret9')).status).toBe('Valid');
    const refresh = await post('refresh-token', { refreshToken: before.tokens.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const [log] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM activity_log WHERE log_type = 'PASSWORD_RESET_BY_USER' AND affected_user_username = 'office2@demo.test'`,
    );
    expect(log.n).toBe(1);
  });
});

// My Account's password change: the current password under the login limits, the new one under the
// password rules; every session ends as a reset ends them, and the caller gets a new one.
const change = (accessToken: string | undefined, payload: Record<string, unknown>) =>
  api.app.inject({
    method: 'POST',
    url: `${API}/auth/change-password`,
    payload,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

describe('POST auth/change-password', () => {
  it('needs a session', async () => {
    expect((await change(undefined, { currentPassword: 'Office123', password: 'NewSecret9' })).statusCode).toBe(401);
  });

  it('names the field and the rule of a refused change', async () => {
    const { tokens } = await login(api.app, 'office1@demo.test', 'Office123');
    expect(fieldErrors(await change(tokens.accessToken, { currentPassword: '', password: 'NewSecret9' }))).toEqual({
      currentPassword: 'Required',
    });
    expect(fieldErrors(await change(tokens.accessToken, { currentPassword: 'Office123', password: 'short' }))).toEqual({
      password: 'At least 8 characters',
    });
    expect(fieldErrors(await change(tokens.accessToken, { currentPassword: 'Office123', password: 'x'.repeat(21) }))).toEqual({
      password: 'You have exceeded 20 - maximum number of characters!',
    });
    expect(fieldErrors(await change(tokens.accessToken, { currentPassword: 'Office123', password: 'Office123' }))).toEqual({
      password: 'The new password must differ from the current one',
    });
    const wrong = await change(tokens.accessToken, { currentPassword: 'Wrong1234', password: 'NewSecret9' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toEqual({ currentPassword: 'The current password is not correct' });
    // Nothing changed: the old password still signs in.
    expect((await login(api.app, 'office1@demo.test', 'Office123')).status).toBe('Valid');
  });

  it('changes the password, ends every session and gives the caller a new one', async () => {
    const other = await login(api.app, 'office1@demo.test', 'Office123');
    const mine = await login(api.app, 'office1@demo.test', 'Office123');
    const response = await change(mine.tokens.accessToken, { currentPassword: 'Office123', password: 'NewSecret9' });
    expect(response.statusCode).toBe(200);
    const issued = response.json().payload as { accessToken: string; refreshToken: string };
    expect(issued).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });

    // Both earlier sessions are over: their access tokens stop at once, their refresh tokens too.
    for (const session of [other, mine]) {
      const userinfo = await api.app.inject({
        method: 'GET',
        url: `${API}/auth/userinfo`,
        headers: { authorization: `Bearer ${session.tokens.accessToken}` },
      });
      expect(userinfo.statusCode).toBe(401);
      const refresh = await api.app.inject({
        method: 'POST',
        url: `${API}/auth/refresh-token`,
        payload: { refreshToken: session.tokens.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    }
    const fresh = await api.app.inject({
      method: 'GET',
      url: `${API}/auth/userinfo`,
      headers: { authorization: `Bearer ${issued.accessToken}` },
    });
    expect(fresh.statusCode).toBe(200);

    expect((await login(api.app, 'office1@demo.test', 'Office123')).status).not.toBe('Valid');
    expect((await login(api.app, 'office1@demo.test', 'NewSecret9')).status).toBe('Valid');
    const [log] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM activity_log WHERE log_type = 'PASSWORD_CHANGED_BY_USER' AND affected_user_username = 'office1@demo.test'`,
    );
    expect(log.n).toBe(1);
  });
});
