/**
 * The Operators screen's API (central only): every console with its UI info, the change of one
 * console (logged, checked against the version it was loaded at) that the console's staff get on
 * their next `GET info`, and the operators' cash-desk gateways with type and currencies, which the
 * manual payments form reads.
 */
import { OperatorConsole, OperatorGateway } from '../../resources/operators';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const lastLog = async () =>
  (
    await api.db.query<{
      log_type: string;
      operator_code: string | null;
      user_username: string;
      details: string;
      before: unknown;
      after: unknown;
    }>(sql`SELECT log_type, operator_code, user_username, details, before, after FROM activity_log ORDER BY id DESC LIMIT 1`)
  )[0];

const info = async (as: 'central' | 'office1' | 'office2') =>
  (await api.call(as, { method: 'GET', url: `${API}/info` })).json().payload.uiInfo;

describe('GET central/operators', () => {
  it('lists the central office first, then every operator, with their UI info', async () => {
    const response = await api.call('central', { method: 'GET', url: `${API}/central/operators` });
    expect(response.statusCode, response.body).toBe(200);
    const rows = OperatorConsole.array().parse(response.json().payload.content);
    expect(rows.map((row) => [row.code, row.role])).toEqual([
      ['central', 'central'],
      ['op1', 'operator'],
      ['op2', 'operator'],
      ['op3', 'operator'],
    ]);
    expect(rows.find((row) => row.code === 'op2')).toMatchObject({ playersTitle: 'Punters', theme: { primary: '#2e7d32' }, gateways: 3 });
    const filtered = await api.call('central', {
      method: 'GET',
      url: `${API}/central/operators${query({ filter: { role: 'operator', search: 'three' } })}`,
    });
    expect(filtered.json().payload.content.map((row: { code: string }) => row.code)).toEqual(['op3']);
  });

  it('refuses operator staff and the operator view (403)', async () => {
    for (const url of [`${API}/op1/operators`, `${API}/central/operators`, `${API}/op1/operators/gateways/type/currencies`]) {
      expect((await api.call('office1', { method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await api.call('central', { method: 'GET', url: `${API}/op1/operators` })).statusCode).toBe(403);
    const write = await api.call('office1', { method: 'PUT', url: `${API}/op1/operators/op1`, payload: {} });
    expect(write.statusCode).toBe(403);
  });
});

describe('PUT central/operators/{code}', () => {
  const body = (record: OperatorConsole, changes: Partial<Record<string, unknown>>) => ({
    name: record.name,
    domain: record.domain,
    officeTitle: record.officeTitle,
    playersTitle: record.playersTitle,
    logoUrl: record.logoUrl,
    theme: record.theme,
    darkTheme: record.darkTheme,
    updated: record.updated,
    ...changes,
  });
  const load = async (code: string) =>
    OperatorConsole.parse((await api.call('central', { method: 'GET', url: `${API}/central/operators/${code}` })).json().payload);

  it("changes an operator's look, logged, and its staff get it on their next info load", async () => {
    const before = await load('op1');
    expect((await info('office1')).theme).toEqual({ primary: before.theme.primary, secondary: before.theme.secondary });
    const response = await api.call('central', {
      method: 'PUT',
      url: `${API}/central/operators/op1`,
      payload: body(before, { theme: { primary: '#AD1457', secondary: '#00838f' }, officeTitle: 'Demo Bet One Office', darkTheme: true }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ code: 'op1', theme: { primary: '#ad1457', secondary: '#00838f' }, darkTheme: true });
    const log = await lastLog();
    expect(log).toMatchObject({ log_type: 'DATA_CHANGED', operator_code: 'op1', user_username: 'central@demo.test' });
    expect(log.before).toEqual({ officeTitle: null, theme: before.theme, darkTheme: false });
    expect(log.after).toEqual({ officeTitle: 'Demo Bet One Office', theme: { primary: '#ad1457', secondary: '#00838f' }, darkTheme: true });
    expect(await info('office1')).toMatchObject({
      theme: { primary: '#ad1457', secondary: '#00838f' },
      darkTheme: true,
      officeTitle: 'Demo Bet One Office',
    });
    // Another operator's staff and the central office keep theirs.
    expect((await info('office2')).theme.primary).toBe('#2e7d32');
    expect((await info('central')).theme.primary).toBe('#1565c0');
    // Put back, based on the version just saved.
    const saved = await load('op1');
    const back = await api.call('central', {
      method: 'PUT',
      url: `${API}/central/operators/op1`,
      payload: body(saved, { theme: before.theme, officeTitle: null, darkTheme: false }),
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it("changes the central office's own console for central managers and visitors", async () => {
    const before = await load('central');
    const response = await api.call('central', {
      method: 'PUT',
      url: `${API}/central/operators/central`,
      payload: body(before, { playersTitle: 'Customers' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await lastLog()).operator_code).toBeNull();
    expect((await info('central')).playersTitle).toBe('Customers');
    expect((await api.app.inject({ method: 'GET', url: `${API}/info` })).json().payload.uiInfo.playersTitle).toBe('Customers');
    expect((await info('office1')).playersTitle).toBe('Players');
    await api.call('central', {
      method: 'PUT',
      url: `${API}/central/operators/central`,
      payload: body(await load('central'), { playersTitle: '' }),
    });
    expect((await info('central')).playersTitle).toBe('Players');
  });

  it('names each bad field (400) and refuses a save based on an older version (409)', async () => {
    const record = await load('op2');
    const bad = await api.call('central', {
      method: 'PUT',
      url: `${API}/central/operators/op2`,
      payload: body(record, {
        name: ' ',
        theme: { primary: 'green', secondary: '#fff' },
        logoUrl: 'javascript:alert(1)',
        domain: 'bad domain',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['domain', 'logoUrl', 'name', 'theme.primary', 'theme.secondary']);
    const stale = await api.call('central', {
      method: 'PUT',
      url: `${API}/central/operators/op2`,
      payload: body(record, { updated: '2020-01-01T00:00:00.000Z' }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.code).toBe('op2');
    expect((await api.call('central', { method: 'PUT', url: `${API}/central/operators/nope`, payload: body(record, {}) })).statusCode).toBe(
      404,
    );
  });
});

describe('operators/gateways/type/currencies', () => {
  const url = `${API}/central/operators/gateways/type/currencies`;
  const load = async (operatorCode?: string) =>
    OperatorGateway.array().parse((await api.call('central', { method: 'GET', url: `${url}${query({ operatorCode })}` })).json().payload);

  it("lists every operator's gateways with type and typed currencies, or one operator's", async () => {
    const all = await load();
    expect(new Set(all.map((gateway) => gateway.operatorCode))).toEqual(new Set(['op1', 'op2', 'op3']));
    const op3 = await load('op3');
    expect(op3.find((gateway) => gateway.code === 'CRYPTO')).toMatchObject({
      type: 'CRYPTO',
      active: false,
      allowedCurrencies: [
        { currency: 'USDT', currencyType: 'STABLECOIN' },
        { currency: 'BTC', currencyType: 'CRYPTO' },
      ],
    });
    expect(op3[0].allowedCurrencies).toEqual([{ currency: 'TRY', currencySymbol: '₺', currencyType: 'TENANT_CURRENCY' }]);
    expect((await api.call('central', { method: 'GET', url: `${url}${query({ operatorCode: 'nope' })}` })).statusCode).toBe(404);
  });

  it('adds a currency to a gateway, logged, and the payments form of its operator offers it', async () => {
    const skrill = (await load('op1')).find((gateway) => gateway.code === 'SKRILL')!;
    const setup = {
      operatorCode: 'op1',
      code: 'SKRILL',
      name: skrill.name,
      type: skrill.type,
      currencies: ['EUR', 'USD'],
      depositLimits: skrill.depositLimits,
      withdrawalLimits: skrill.withdrawalLimits,
      active: true,
    };
    const response = await api.call('central', { method: 'PUT', url, payload: setup });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.allowedCurrencies.map((c: { currency: string }) => c.currency)).toEqual(['EUR', 'USD']);
    expect(await lastLog()).toMatchObject({ operator_code: 'op1', before: { currencies: ['EUR'] }, after: { currencies: ['EUR', 'USD'] } });
    const [player] = await api.db.query<{ id: number }>(sql`SELECT id FROM players WHERE operator_code = 'op1' ORDER BY id LIMIT 1`);
    const desk = (await api.call('office1', { method: 'GET', url: `${API}/op1/cash-desk/gateways/${player.id}` })).json().payload;
    expect(desk.find((gateway: { code: string }) => gateway.code === 'SKRILL').allowedCurrencies).toEqual([
      { currency: 'EUR', currencySymbol: '€', currencyType: 'TENANT_CURRENCY' },
      { currency: 'USD', currencySymbol: '$', currencyType: 'FIAT' },
    ]);
    await api.call('central', { method: 'PUT', url, payload: { ...setup, currencies: ['EUR'] } });
  });

  it('adds a gateway, and names bad input', async () => {
    const added = await api.call('central', {
      method: 'PUT',
      url,
      payload: {
        operatorCode: 'op2',
        code: 'BANK',
        name: 'Bank transfer',
        type: 'BANK_TRANSFER',
        currencies: ['RON', 'EUR'],
        depositLimits: { minAmount: 50, maxAmount: 50000 },
        withdrawalLimits: { minAmount: 100, maxAmount: null },
        active: false,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await lastLog()).before).toBeNull();
    const bad = await api.call('central', {
      method: 'PUT',
      url,
      payload: {
        operatorCode: 'op2',
        code: 'bank x',
        name: '',
        type: 'BANK_TRANSFER',
        currencies: [],
        depositLimits: { minAmount: 500, maxAmount: 50 },
        withdrawalLimits: { minAmount: -1, maxAmount: null },
        active: true,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['code', 'currencies', 'depositLimits.maxAmount', 'name', 'withdrawalLimits.minAmount']);
    const unknown = await api.call('central', {
      method: 'PUT',
      url,
      payload: {
        operatorCode: 'op2',
        code: 'BANK',
        name: 'Bank',
        type: 'BANK_TRANSFER',
        currencies: ['XYZ'],
        depositLimits: { minAmount: null, maxAmount: null },
        withdrawalLimits: { minAmount: null, maxAmount: null },
        active: true,
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'currencies', message: expect.stringContaining('XYZ') }]);
  });
});
