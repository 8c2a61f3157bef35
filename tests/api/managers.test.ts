/**
 * Managers: the list with its filters, sort and CSV export, operator isolation, the profile calls
 * of the spec (userinfo, My Account), the status and activation e-mail rules, adding a manager,
 * the credentials, and the activity-log row of every write.
 */
import { sql } from '../../server/db/sql';
import { lastMailLink } from '../../server/shell/outbox';
import { parseCsv } from '../support/csv';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

type As = 'central' | 'office1' | 'office2';
interface Row {
  id: number;
  code: string;
  email: string;
  status: string;
  operatorCode: string | null;
  emailVerified: boolean;
  lastName: string;
}

const me = async (as: As, op: string) => (await api.call(as, { method: 'GET', url: `${API}/${op}/managers/userinfo` })).json().payload;
const list = async (as: As, op: string, params: Record<string, unknown> = {}) => {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/managers${query({ size: 1000, ...params })}` });
  expect(response.statusCode).toBe(200);
  return response.json().payload as { content: Row[]; totalElements: number };
};
const lastLog = async (username: string, logType: string) =>
  (
    await api.db.query<{
      details: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      user_username: string;
    }>(
      sql`SELECT details, before, after, user_username FROM activity_log WHERE log_type = ${logType}
        AND affected_user_username = ${username}
        ORDER BY id DESC LIMIT 1`,
    )
  )[0];
const errorsOf = (response: { json(): { errors?: { path: string; message: string }[] } }) =>
  (response.json().errors ?? []).map((error) => `${error.path}: ${error.message}`);

describe('GET {op}/managers', () => {
  it("lists an office manager's own operator only, in every state, newest first", async () => {
    const { content, totalElements } = await list('office1', 'op1');
    expect(totalElements).toBe(content.length);
    expect(content.length).toBeGreaterThanOrEqual(8);
    expect(new Set(content.map((row) => row.operatorCode))).toEqual(new Set(['op1']));
    expect(new Set(content.map((row) => row.status))).toEqual(new Set(['ENABLED', 'REGISTERED', 'DISABLED', 'LOCKED']));
    expect(content.map((row) => row.id)).toEqual([...content.map((row) => row.id)].sort((a, b) => b - a));
    expect(content.find((row) => row.email === 'office1@demo.test')?.code).toBe('backoffice:office1@demo.test');
  });

  it('lists every operator and the central office for the central view, and filters by operator', async () => {
    const all = await list('central', 'central');
    expect(new Set(all.content.map((row) => row.operatorCode))).toEqual(new Set(['op1', 'op2', 'op3', null]));
    const op2 = await list('central', 'central', { filter: { operatorCode: 'op2' } });
    expect(op2.content.length).toBeGreaterThan(0);
    expect(op2.content.every((row) => row.operatorCode === 'op2')).toBe(true);
  });

  it('filters by status, e-mail verification and search text, and sorts by a declared column', async () => {
    const registered = await list('office1', 'op1', { filter: { status: ['REGISTERED'] } });
    expect(registered.content.length).toBeGreaterThan(0);
    expect(registered.content.every((row) => row.status === 'REGISTERED' && !row.emailVerified)).toBe(true);
    const unverified = await list('office1', 'op1', { filter: { emailVerified: false } });
    expect(unverified.content.map((row) => row.id).sort()).toEqual(registered.content.map((row) => row.id).sort());
    const found = await list('office1', 'op1', { filter: { search: 'OFFICE1@' } });
    expect(found.content.map((row) => row.email)).toEqual(['office1@demo.test']);
    const byName = await list('office1', 'op1', { sort: 'lastName,ASC' });
    const names = byName.content.map((row) => row.lastName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await api.call('office1', { method: 'GET', url: `${API}/op1/managers${query({ sort: 'passwordHash,ASC' })}` });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the list as CSV with the requested headers', async () => {
    const reportHeaders = [
      { text: 'E-mail', value: 'email' },
      { text: 'Status', value: 'status' },
    ];
    const response = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/managers/report${query({ filter: { status: ['LOCKED'], reportHeaders } })}`,
    });
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['E-mail', 'Status']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row[1] === 'Locked')).toBe(true);
  });

  it("keeps operators apart: another operator's path is a 403, another operator's manager a 404", async () => {
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/managers` })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'GET', url: `${API}/central/managers` })).statusCode).toBe(403);
    const [op2] = (await list('office2', 'op2', { filter: { status: ['ENABLED'] } })).content.filter(
      (row) => row.email !== 'office2@demo.test',
    );
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/managers/${op2.id}` })).statusCode).toBe(404);
    expect((await api.call('office1', { method: 'PUT', url: `${API}/op1/managers/${op2.id}/status/LOCKED` })).statusCode).toBe(404);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/managers/userinfo?managerCode=${op2.code}` })).statusCode).toBe(
      404,
    );
  });
});

describe('GET managers/userinfo and the credentials flag (000 §7)', () => {
  it('returns the signed-in manager without managerCode, another one by realm:username within reach', async () => {
    const payload = await me('office1', 'op1');
    expect(payload).toMatchObject({ email: 'office1@demo.test', operatorCode: 'op1', userRealm: 'backoffice', firstName: 'Oscar' });
    const central = await api.call('central', {
      method: 'GET',
      url: `${API}/op1/managers/userinfo?managerCode=backoffice:office1@demo.test`,
    });
    expect(central.json().payload.email).toBe('office1@demo.test');
    const foreign = await api.call('office2', {
      method: 'GET',
      url: `${API}/op2/managers/userinfo?managerCode=backoffice:office1@demo.test`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Manager not found: backoffice:office1@demo.test');
  });

  it('true gives the e-mail, verification and status; false leaves them out; anything else is a 400', async () => {
    expect(
      (await api.call('office1', { method: 'GET', url: `${API}/op1/managers/userinfo?credentials=true` })).json().payload,
    ).toMatchObject({ status: 'ENABLED' });
    const without = (await api.call('office1', { method: 'GET', url: `${API}/op1/managers/userinfo?credentials=false` })).json().payload;
    expect(without).toMatchObject({ firstName: 'Oscar' });
    expect(without).not.toHaveProperty('email');
    const bad = await api.call('office1', { method: 'GET', url: `${API}/op1/managers/userinfo?credentials=yes` });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('credentials');
  });
});

describe('saving a profile', () => {
  it('POST auth/userinfo takes the user details merged with the changes and answers payload true', async () => {
    const details = (await api.call('office2', { method: 'GET', url: `${API}/auth/userinfo` })).json().payload;
    const response = await api.call('office2', {
      method: 'POST',
      url: `${API}/auth/userinfo`,
      payload: { ...details, firstName: 'Olivia', lastName: 'Second', phoneNumber: '+44.20' },
    });
    expect(response.json()).toEqual({ success: true, payload: true });
    expect(await me('office2', 'op2')).toMatchObject({ firstName: 'Olivia', lastName: 'Second', phoneNumber: '+44.20' });
    const bad = await api.call('office2', {
      method: 'POST',
      url: `${API}/auth/userinfo`,
      payload: { ...details, firstName: '', lastName: 'X' },
    });
    expect(errorsOf(bad)).toContain('firstName: Required');
    const other = await api.call('office2', {
      method: 'POST',
      url: `${API}/auth/userinfo`,
      payload: { ...details, id: details.id + 1, firstName: 'A', lastName: 'B' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('PUT managers/userinfo validates with the declared rules and writes DATA_CHANGED', async () => {
    const payload = await me('office1', 'op1');
    const refused = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/managers/userinfo`,
      payload: { ...payload, firstName: '', street: 'x'.repeat(256), phoneNumber: '0049 123', gender: '3' },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual(
      expect.arrayContaining([
        'firstName: Required',
        'street: Maximum length is 255',
        'phoneNumber: Phone must start with + then country code. Use numbers and optionally dots',
      ]),
    );
    const saved = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/managers/userinfo`,
      payload: { ...payload, locality: 'Zagreb', phoneNumber: '+385.1.777' },
    });
    expect(saved.json().payload).toMatchObject({ locality: 'Zagreb', phoneNumber: '+385.1.777' });
    const row = await lastLog('office1@demo.test', 'DATA_CHANGED');
    expect(row.details).toContain('locality');
    expect(row.after).toMatchObject({ locality: 'Zagreb', phoneNumber: '+385.1.777' });
  });

  it("lets an office manager edit a colleague of their operator, never a central manager's profile", async () => {
    const [colleague] = (await list('office1', 'op1', { filter: { status: ['ENABLED'] } })).content.filter(
      (row) => row.email !== 'office1@demo.test',
    );
    const model = (await api.call('office1', { method: 'GET', url: `${API}/op1/managers/userinfo?managerCode=${colleague.code}` })).json()
      .payload;
    const saved = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/managers/userinfo`,
      payload: { ...model, locality: 'Rijeka' },
    });
    expect(saved.json().payload.locality).toBe('Rijeka');
    expect((await lastLog(model.userUsername, 'DATA_CHANGED')).user_username).toBe('office1@demo.test');
    const central = await me('central', 'central');
    expect(
      (await api.call('office1', { method: 'PUT', url: `${API}/op1/managers/userinfo`, payload: { ...central, firstName: 'X' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('status (001 §4)', () => {
  it('changes a colleague, reads the new status from the payload, logs it, and ends their sessions', async () => {
    const [target] = (await list('office1', 'op1', { filter: { status: ['ENABLED'] } })).content.filter(
      (row) => row.email !== 'office1@demo.test',
    );
    const response = await api.call('office1', { method: 'PUT', url: `${API}/op1/managers/${target.id}/status/LOCKED` });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: target.id, status: 'LOCKED' });
    const row = await lastLog(target.email, 'STATUS_CHANGED');
    expect(row).toMatchObject({ before: { status: 'ENABLED' }, after: { status: 'LOCKED' }, user_username: 'office1@demo.test' });
    const [{ live }] = await api.db.query<{ live: number }>(
      sql`SELECT count(*)::integer AS live FROM refresh_tokens WHERE manager_id = ${target.id} AND revoked_at IS NULL`,
    );
    expect(live).toBe(0);
  });

  it('refuses one’s own status, an unknown status, and signs a locked manager out', async () => {
    const office1 = await me('office1', 'op1');
    expect((await api.call('office1', { method: 'PUT', url: `${API}/op1/managers/${office1.id}/status/DISABLED` })).statusCode).toBe(403);
    const unknown = await api.call('office1', { method: 'PUT', url: `${API}/op1/managers/${office1.id + 1}/status/NOPE` });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('status');
    const office2 = await me('office2', 'op2');
    expect(
      (await api.call('central', { method: 'PUT', url: `${API}/op2/managers/${office2.id}/status/LOCKED` })).json().payload.status,
    ).toBe('LOCKED');
    expect((await api.call('office2', { method: 'GET', url: `${API}/auth/userinfo` })).statusCode).toBe(401);
    await api.call('central', { method: 'PUT', url: `${API}/op2/managers/${office2.id}/status/ENABLED` });
  });
});

describe('adding a manager', () => {
  const add = (as: As, op: string, payload: Record<string, unknown>) =>
    api.call(as, { method: 'POST', url: `${API}/${op}/managers/addManager`, payload });

  it('refuses bad input with a 400 naming each field and its rule', async () => {
    expect(errorsOf(await add('office1', 'op1', { email: '', firstName: ' ', lastName: '' }))).toEqual(
      expect.arrayContaining(['email: Required', 'firstName: Required', 'lastName: Required']),
    );
    expect(
      errorsOf(await add('office1', 'op1', { email: 'nobody', firstName: 'x'.repeat(256), lastName: 'Y', phoneNumber: '12 34' })),
    ).toEqual(
      expect.arrayContaining([
        'email: Email must be valid',
        'firstName: Maximum length is 255',
        'phoneNumber: Phone must start with + then country code. Use numbers and optionally dots',
      ]),
    );
    const taken = await add('office1', 'op1', { email: 'OFFICE2@demo.test', firstName: 'A', lastName: 'B' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0].path).toBe('email');
  });

  it('adds a REGISTERED manager of the view’s operator, logs it and sends the activation e-mail', async () => {
    const response = await add('office1', 'op1', {
      email: ' new.colleague@op1.demo.test ',
      firstName: 'Nina',
      lastName: 'New',
      phoneNumber: '+385.91.1',
    });
    expect(response.statusCode).toBe(200);
    const added = response.json().payload;
    expect(added).toMatchObject({ email: 'new.colleague@op1.demo.test', operatorCode: 'op1', status: 'REGISTERED', emailVerified: false });
    expect(lastMailLink('new.colleague@op1.demo.test')).toContain('/auth/account-verified?token=');
    const row = await lastLog('new.colleague@op1.demo.test', 'NEW_USER');
    expect(row).toMatchObject({ user_username: 'office1@demo.test', after: { status: 'REGISTERED', operatorCode: 'op1' } });
    const credentials = (
      await api.call('office1', { method: 'GET', url: `${API}/op1/managers/credentials?managerCode=${added.code}` })
    ).json().payload;
    expect(credentials).toMatchObject({ loginMethod: 'NONE', lastLogin: null, pendingActivation: true, status: 'REGISTERED' });
    const login = await api.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: added.email, password: 'Office123' },
    });
    expect(login.statusCode).toBe(401);
    const central = await add('central', 'central', { email: 'new.central@demo.test', firstName: 'Cora', lastName: 'Central' });
    expect(central.json().payload).toMatchObject({ operatorCode: null, status: 'REGISTERED' });
  });
});

describe('activation e-mail (001 §4)', () => {
  const send = (as: As, op: string, email: string) =>
    api.call(as, {
      method: 'POST',
      url: `${API}/${op}/managers/send-manager-activation-email`,
      payload: { email, tokenExpiration: 'PT30M' },
    });

  it('is sent only while REGISTERED; otherwise success false with the Manager wording', async () => {
    const { content } = await list('office1', 'op1');
    const registered = content.find((row) => row.status === 'REGISTERED')!;
    const sent = await send('office1', 'op1', registered.email);
    expect(sent.json().payload).toEqual({ success: true, message: 'Activation email has been sent' });
    expect((await lastLog(registered.email, 'DATA_CHANGED')).details).toBe(`Activation e-mail sent to ${registered.email}`);
    expect((await send('office1', 'op1', 'office1@demo.test')).json().payload).toEqual({
      success: false,
      message: 'Manager already enabled',
    });
    const locked = content.find((row) => row.status === 'LOCKED')!;
    expect((await send('office1', 'op1', locked.email)).json().payload.message).toBe('Manager locked, account previously activated');
    const disabled = content.find((row) => row.status === 'DISABLED')!;
    expect((await send('office1', 'op1', disabled.email)).json().payload.message).toBe('Manager disabled, account previously activated');
    expect((await send('office1', 'op1', 'office2@demo.test')).statusCode).toBe(404);
  });
});

describe('GET managers/credentials', () => {
  it('tells how a manager signs in and never carries a password', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/managers/credentials` });
    const payload = response.json().payload;
    expect(payload).toMatchObject({
      code: 'backoffice:office1@demo.test',
      loginMethod: 'PASSWORD',
      emailVerified: true,
      status: 'ENABLED',
    });
    expect(payload.activeSessions).toBeGreaterThan(0);
    expect(Date.parse(payload.lastLogin)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(Object.keys(payload).filter((key) => /password|hash/i.test(key))).toEqual([]);
    expect(response.body).not.toMatch(/scrypt/);
  });
});
