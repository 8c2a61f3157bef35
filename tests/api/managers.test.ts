/** Manager profile calls: read, validated update with an activity-log row, status, operator isolation. */
import { sql } from '../../server/db/sql';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const me = async (as: 'central' | 'office1' | 'office2', op: string) =>
  (await api.call(as, { method: 'GET', url: `${API}/${op}/managers/userinfo` })).json().payload;

describe('GET managers/userinfo', () => {
  it('returns the signed-in manager without managerCode', async () => {
    const payload = await me('office1', 'op1');
    expect(payload).toMatchObject({ email: 'office1@demo.test', operatorCode: 'op1', userRealm: 'backoffice', firstName: 'Oscar' });
    expect(payload.code).toBe('backoffice:office1@demo.test');
  });

  it('finds another manager by realm:username within the operator only', async () => {
    const central = await api.call('central', { method: 'GET', url: `${API}/op1/managers/userinfo?managerCode=backoffice:office1@demo.test` });
    expect(central.json().payload.email).toBe('office1@demo.test');
    const foreign = await api.call('office2', { method: 'GET', url: `${API}/op2/managers/userinfo?managerCode=backoffice:office1@demo.test` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Manager not found: backoffice:office1@demo.test');
    const otherOp = await api.call('office2', { method: 'GET', url: `${API}/op1/managers/userinfo` });
    expect(otherOp.statusCode).toBe(403);
  });
});

describe('the credentials flag of GET managers/userinfo (000 §7)', () => {
  it('true gives the e-mail, verification and status; false leaves them out; anything else is a 400', async () => {
    const withCredentials = await api.call('office1', { method: 'GET', url: `${API}/op1/managers/userinfo?credentials=true` });
    expect(withCredentials.json().payload).toMatchObject({ email: 'office1@demo.test', status: 'ENABLED' });
    const without = (await api.call('office1', { method: 'GET', url: `${API}/op1/managers/userinfo?credentials=false` })).json().payload;
    expect(without).toMatchObject({ firstName: 'Oscar' });
    expect(without).not.toHaveProperty('email');
    const bad = await api.call('office1', { method: 'GET', url: `${API}/op1/managers/userinfo?credentials=yes` });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('credentials');
  });
});

describe('POST auth/userinfo (My Account, 000 §7)', () => {
  it('takes the user details merged with the changes and answers payload true', async () => {
    const details = (await api.call('office2', { method: 'GET', url: `${API}/auth/userinfo` })).json().payload;
    const response = await api.call('office2', {
      method: 'POST',
      url: `${API}/auth/userinfo`,
      payload: { ...details, firstName: 'Olivia', lastName: 'Second', phoneNumber: '+44.20' },
    });
    expect(response.json()).toEqual({ success: true, payload: true });
    expect(await me('office2', 'op2')).toMatchObject({ firstName: 'Olivia', lastName: 'Second', phoneNumber: '+44.20' });
  });

  it('refuses bad fields with their paths and details that name another user', async () => {
    const details = (await api.call('office2', { method: 'GET', url: `${API}/auth/userinfo` })).json().payload;
    const bad = await api.call('office2', { method: 'POST', url: `${API}/auth/userinfo`, payload: { ...details, firstName: '', lastName: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('firstName');
    const other = await api.call('office2', { method: 'POST', url: `${API}/auth/userinfo`, payload: { ...details, id: details.id + 1, firstName: 'A', lastName: 'B' } });
    expect(other.statusCode).toBe(403);
  });
});

describe('PUT managers/userinfo', () => {
  it('validates names, lengths and the phone rule with field paths', async () => {
    const payload = await me('office1', 'op1');
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/managers/userinfo`,
      payload: { ...payload, firstName: '', street: 'x'.repeat(256), phoneNumber: '0049 123' },
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().errors as { path: string; message: string }[]).map((e) => `${e.path}: ${e.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'firstName: Required',
        'street: Maximum length is 255',
        'phoneNumber: Phone must start with + then country code. Use numbers and optionally dots',
      ]),
    );
  });

  it('updates the own profile and writes DATA_CHANGED', async () => {
    const payload = await me('office1', 'op1');
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/managers/userinfo`,
      payload: { ...payload, locality: 'Zagreb', phoneNumber: '+385.1.777' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ locality: 'Zagreb', phoneNumber: '+385.1.777' });
    const [row] = await api.db.query<{ details: string; before: unknown; after: unknown }>(
      sql`SELECT details, before, after FROM activity_log WHERE log_type = 'DATA_CHANGED' AND affected_user_username = 'office1@demo.test' ORDER BY id DESC LIMIT 1`,
    );
    expect(row.details).toContain('locality');
    expect(row.after).toMatchObject({ locality: 'Zagreb', phoneNumber: '+385.1.777' });
  });

  it('refuses an office manager changing someone else', async () => {
    const central = await me('central', 'central');
    const response = await api.call('office1', { method: 'PUT', url: `${API}/op1/managers/userinfo`, payload: { ...central, firstName: 'X' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('status and activation e-mail', () => {
  it('lets a central manager change an office manager status, not their own', async () => {
    const office2 = await me('office2', 'op2');
    const disabled = await api.call('central', { method: 'PUT', url: `${API}/op2/managers/${office2.id}/status/LOCKED` });
    expect(disabled.json().payload.status).toBe('LOCKED');
    expect((await api.call('office2', { method: 'GET', url: `${API}/auth/userinfo` })).statusCode).toBe(401);
    await api.call('central', { method: 'PUT', url: `${API}/op2/managers/${office2.id}/status/ENABLED` });
    const central = await me('central', 'central');
    expect((await api.call('central', { method: 'PUT', url: `${API}/central/managers/${central.id}/status/DISABLED` })).statusCode).toBe(403);
    expect((await api.call('central', { method: 'PUT', url: `${API}/op2/managers/${office2.id}/status/NOPE` })).statusCode).toBe(400);
  });

  it('answers success false for an already enabled manager', async () => {
    const response = await api.call('central', {
      method: 'POST',
      url: `${API}/op1/managers/send-manager-activation-email`,
      payload: { email: 'office1@demo.test', tokenExpiration: 'PT30M' },
    });
    expect(response.json().payload.success).toBe(false);
  });
});
