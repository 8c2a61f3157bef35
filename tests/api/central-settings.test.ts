/**
 * The settings (`GET {op}/system/settings`, `PUT {op}/sectionUpdate/{code}[?changeToDefault=true]`):
 * typed and validated, each save logged, read by the code that uses them (the UI info, the report
 * call's size limit, registration, `GET external-servers`, the demo login); an operator sets its own
 * values of the operator sections only.
 */
import { afterEach, vi } from 'vitest';
import { SettingsAnswer } from '../../resources/systemSettings';
import { sql } from '../../server/db/sql';
import { afterAnswerSettled } from '../../server/shell/afterAnswer';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(() => vi.unstubAllEnvs());

type As = 'central' | 'office1' | 'office2';
const settings = async (as: As, op: string) => {
  const response = await api.call(as, { method: 'GET', url: `${API}/${op}/system/settings` });
  expect(response.statusCode, response.body).toBe(200);
  return SettingsAnswer.parse(response.json()).payload.sections;
};
const update = (as: As, op: string, code: string, body: unknown, reset = false) =>
  api.call(as, {
    method: 'PUT',
    url: `${API}/${op}/sectionUpdate/${code}${reset ? '?changeToDefault=true' : ''}`,
    payload: body as object,
  });
const uiInfo = async (as: As) => (await api.call(as, { method: 'GET', url: `${API}/info` })).json().payload.uiInfo;
const lastLog = async () =>
  (
    await api.db.query<{ operator_code: string | null; details: string; before: unknown; after: unknown }>(
      sql`SELECT operator_code, details, before, after FROM activity_log ORDER BY id DESC LIMIT 1`,
    )
  )[0];

describe('GET {op}/system/settings', () => {
  it('gives the central view every section, an operator its own sections with what it inherits', async () => {
    expect((await settings('central', 'central')).map((section) => section.code)).toEqual([
      'REPORTS',
      'CONSOLE',
      'REGISTRATION',
      'MONITORING',
      'CONNECTIVITY',
      'DEMO',
    ]);
    const op2 = await settings('office2', 'op2');
    expect(op2.map((section) => section.code)).toEqual(['REPORTS', 'CONSOLE']);
    const contact = op2[1].settings.find((setting) => setting.key === 'contactEmail')!;
    expect(contact).toMatchObject({ value: 'help@demobettwo.test', defaultValue: 'support@demo.test', isDefault: false, kind: 'email' });
    expect(op2[1]).toMatchObject({ operatorCode: 'op2', updatedBy: { userUsername: 'central@demo.test' } });
    expect((await settings('office1', 'op1'))[0].settings[0]).toMatchObject({ key: 'reportPagesExportSize', value: 10, isDefault: true });
    expect((await api.call('office1', { method: 'GET', url: `${API}/central/system/settings` })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op2/system/settings` })).statusCode).toBe(403);
  });
});

describe('PUT {op}/sectionUpdate/{code}', () => {
  it("saves an operator's own export size (logged); its console and its report calls follow it", async () => {
    const response = await update('office1', 'op1', 'REPORTS', { reportPagesExportSize: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.settings[0]).toMatchObject({ value: 2, isDefault: false });
    expect(await lastLog()).toMatchObject({
      operator_code: 'op1',
      before: { reportPagesExportSize: 10 },
      after: { reportPagesExportSize: 2 },
    });
    expect((await uiInfo('office1')).reportPagesExportSize).toBe(2);
    expect((await uiInfo('central')).reportPagesExportSize).toBe(10);
    const report = (size: number) => api.call('office1', { method: 'GET', url: `${API}/op1/players/report${query({ size, page: 0 })}` });
    expect((await report(20_000)).statusCode).toBe(200);
    const tooMany = await report(20_001);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0]).toEqual({ path: 'size', message: 'size must be between 1 and 20000' });
    // Back to what the platform sets: the override is gone.
    const reset = await update('office1', 'op1', 'REPORTS', {}, true);
    expect(reset.json().payload.settings[0]).toMatchObject({ value: 10, isDefault: true });
    expect(await lastLog()).toMatchObject({ details: 'Settings REPORTS of op1 put back to their defaults: reportPagesExportSize' });
  });

  it("a platform value is every operator's default until an operator sets its own", async () => {
    expect(
      (
        await update('central', 'central', 'CONSOLE', {
          contactEmail: 'care@platform.test',
          socialLinks: [{ name: 'x', url: 'https://x.com/platform' }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await uiInfo('office1')).toMatchObject({
      contactEmail: 'care@platform.test',
      socialLinks: [{ name: 'x', url: 'https://x.com/platform' }],
    });
    expect((await uiInfo('office2')).contactEmail).toBe('help@demobettwo.test');
    // Saving the value an operator inherits stores nothing of its own.
    await update('office1', 'op1', 'CONSOLE', { contactEmail: 'care@platform.test' });
    expect((await settings('office1', 'op1'))[1].settings[0]).toMatchObject({ isDefault: true });
    await update('central', 'central', 'CONSOLE', {}, true);
    expect((await uiInfo('office1')).contactEmail).toBe('support@demo.test');
  });

  it('names each bad or unknown setting (400), and keeps the central sections from operators (403)', async () => {
    const bad = await update('central', 'central', 'CONSOLE', {
      contactEmail: 'not-mail',
      socialLinks: [{ name: 'Face Book', url: 'ftp://x' }],
      colour: 'red',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['colour', 'contactEmail', 'socialLinks.0.name', 'socialLinks.0.url']);
    expect((await update('central', 'central', 'REPORTS', { reportPagesExportSize: 0 })).json().errors[0]).toMatchObject({
      path: 'reportPagesExportSize',
    });
    expect((await update('central', 'central', 'REGISTRATION', { officeRegistrationOperator: 'op9' })).json().errors[0]).toMatchObject({
      path: 'officeRegistrationOperator',
    });
    expect((await update('central', 'central', 'CONNECTIVITY', { externalServers: [] })).statusCode).toBe(400);
    expect((await update('central', 'central', 'NOPE', {})).statusCode).toBe(404);
    expect((await update('central', 'central', 'REPORTS', {}, false)).statusCode).toBe(200);
    expect(
      (await api.call('central', { method: 'PUT', url: `${API}/central/sectionUpdate/REPORTS?changeToDefault=maybe`, payload: {} }))
        .statusCode,
    ).toBe(400);
    const closed = await update('office1', 'op1', 'REGISTRATION', { officeRegistrationDisabled: false });
    expect(closed.statusCode).toBe(403);
    expect((await update('office1', 'op2', 'REPORTS', { reportPagesExportSize: 3 })).statusCode).toBe(403);
  });

  it('opens registration, lists the external servers and hides the demo login as the central office sets', async () => {
    const register = () =>
      api.app.inject({
        method: 'POST',
        url: `${API}/auth/register`,
        payload: { email: 'new.office@demo.test', password: 'Secret123', firstName: 'New', lastName: 'Office', birthdate: '1990-01-01' },
      });
    vi.stubEnv('NODE_ENV', 'test');
    expect((await register()).statusCode).toBe(403);
    expect(
      (await update('central', 'central', 'REGISTRATION', { officeRegistrationDisabled: false, officeRegistrationOperator: 'op2' }))
        .statusCode,
    ).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `${API}/info` })).json().payload.uiInfo.officeRegistrationDisabled).toBe(false);
    expect((await register()).statusCode).toBe(200);
    await afterAnswerSettled();
    const [manager] = await api.db.query<{ operator_code: string }>(
      sql`SELECT operator_code FROM managers WHERE email = 'new.office@demo.test'`,
    );
    expect(manager.operator_code).toBe('op2');
    await update('central', 'central', 'REGISTRATION', {}, true);

    await update('central', 'central', 'CONNECTIVITY', { externalServers: ['/api/officeapp/info', 'https://status.example.com/ping'] });
    const servers = await api.app.inject({ method: 'GET', url: `${API}/external-servers` });
    expect(servers.json().payload).toEqual([{ url: '/api/officeapp/info' }, { url: 'https://status.example.com/ping' }]);

    vi.stubEnv('DEMO_LOGIN', 'true');
    expect((await api.app.inject({ method: 'GET', url: `${API}/info` })).json().payload.uiInfo.demoLogin).not.toBeNull();
    await update('central', 'central', 'DEMO', { demoLoginOffered: false });
    expect((await api.app.inject({ method: 'GET', url: `${API}/info` })).json().payload.uiInfo.demoLogin).toBeNull();
    await update('central', 'central', 'DEMO', {}, true);
  });
});
