/**
 * The Exchange rates screen's API (central only): the currencies with type and rate against the
 * base currency, the change of a rate (kept in the history and the activity log) that the next
 * conversion of a payment limit reads, and the history of changes.
 */
import { ExchangeRate, ExchangeRateChange } from '../../resources/exchangeRates';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const rates = `${API}/central/exchange-rates/currencies`;
const history = `${API}/central/exchange-rates/history`;
const save = (currency: string, body: Record<string, unknown>, as: 'central' | 'office1' = 'central') =>
  api.call(as, { method: 'PUT', url: `${rates}/${currency}`, payload: body });

describe('GET central/exchange-rates/currencies', () => {
  it('lists the currencies with type, rate and its inverse against the base currency', async () => {
    const response = await api.call('central', { method: 'GET', url: rates });
    expect(response.statusCode, response.body).toBe(200);
    const rows = ExchangeRate.array().parse(response.json().payload.content);
    expect(rows.map((row) => row.currency)).toEqual(['BTC', 'CHF', 'ETH', 'EUR', 'GBP', 'RON', 'TRY', 'USD', 'USDC', 'USDT']);
    expect(rows.find((row) => row.currency === 'EUR')).toMatchObject({ base: true, rate: 1, currencyType: 'FIAT' });
    expect(rows.find((row) => row.currency === 'RON')).toMatchObject({
      base: false,
      rate: 4.97,
      currencySymbol: 'lei',
      updatedBy: { userUsername: 'central@demo.test' },
    });
    expect(rows.find((row) => row.currency === 'RON')!.inverseRate).toBeCloseTo(1 / 4.97, 10);
    const crypto = await api.call('central', { method: 'GET', url: `${rates}${query({ filter: { currencyType: ['CRYPTO'] } })}` });
    expect(crypto.json().payload.content.map((row: { currency: string }) => row.currency)).toEqual(['BTC', 'ETH']);
  });

  it('refuses operator staff (403)', async () => {
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/exchange-rates/currencies` })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/exchange-rates/history` })).statusCode).toBe(403);
    expect((await save('USD', { rate: 2, currencyType: 'FIAT', currencySymbol: '$' }, 'office1')).statusCode).toBe(403);
  });
});

describe('PUT central/exchange-rates/currencies/{currency}', () => {
  it('changes a rate: the history and the log keep who, when, old → new, and the next conversion reads it', async () => {
    const exchange = async () => (await api.call('office1', { method: 'GET', url: `${API}/op1/exchange-rates` })).json().payload;
    expect((await exchange()).rates.USD).toMatchObject({ rate: 1.08, currencyType: 'FIAT' });
    const response = await save('USD', { rate: 1.25, currencyType: 'FIAT', currencySymbol: '$', reason: 'Dollar rally' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ currency: 'USD', rate: 1.25, updatedBy: { userUsername: 'central@demo.test' } });
    const [change] = ExchangeRateChange.array().parse(
      (await api.call('central', { method: 'GET', url: `${history}${query({ filter: { currency: 'USD' } })}` })).json().payload.content,
    );
    expect(change).toMatchObject({
      currency: 'USD',
      oldRate: 1.08,
      newRate: 1.25,
      oldType: 'FIAT',
      newType: 'FIAT',
      baseCurrency: 'EUR',
      reason: 'Dollar rally',
      userCode: { userUsername: 'central@demo.test' },
    });
    expect(change.change).toBeCloseTo(15.74, 2);
    const [log] = await api.db.query<{
      log_type: string;
      operator_code: string | null;
      currency_code: string;
      before: unknown;
      after: unknown;
    }>(sql`SELECT log_type, operator_code, currency_code, before, after FROM activity_log ORDER BY id DESC LIMIT 1`);
    expect(log).toEqual({
      log_type: 'DATA_CHANGED',
      operator_code: null,
      currency_code: 'USD',
      before: { rate: 1.08, currencyType: 'FIAT', currencySymbol: '$' },
      after: { rate: 1.25, currencyType: 'FIAT', currencySymbol: '$' },
    });
    // An operator in another currency sees the rate against its own: 1.25 USD per EUR, 4.97 RON per EUR.
    expect((await exchange()).rates.USD.rate).toBe(1.25);
    const op2 = (await api.call('office2', { method: 'GET', url: `${API}/op2/exchange-rates` })).json().payload;
    expect(op2.baseCurrency).toMatchObject({ currency: 'RON', currencyType: 'TENANT_CURRENCY' });
    expect(op2.rates.USD.rate).toBeCloseTo(1.25 / 4.97, 10);
    expect(op2.rates.EUR.currencyType).toBe('FIAT');
  });

  it('adds a currency, and a change of type alone is kept in the history', async () => {
    const added = await save('NOK', { rate: 11.6, currencyType: 'FIAT', currencySymbol: 'kr' });
    expect(added.statusCode, added.body).toBe(200);
    const typed = await save('NOK', { rate: 11.6, currencyType: 'TENANT_CURRENCY', currencySymbol: 'kr' });
    expect(typed.statusCode).toBe(200);
    const changes = ExchangeRateChange.array().parse(
      (await api.call('central', { method: 'GET', url: `${history}${query({ filter: { currency: 'NOK' }, sort: 'changed,ASC' })}` })).json()
        .payload.content,
    );
    expect(changes.map((c) => [c.oldRate, c.newRate, c.oldType, c.newType])).toEqual([
      [null, 11.6, null, 'FIAT'],
      [11.6, 11.6, 'FIAT', 'TENANT_CURRENCY'],
    ]);
    // Saving the same values again changes nothing and logs nothing.
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM activity_log`);
    expect((await save('NOK', { rate: 11.6, currencyType: 'TENANT_CURRENCY', currencySymbol: 'kr' })).statusCode).toBe(200);
    expect((await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM activity_log`))[0].n).toBe(n);
  });

  it('names bad input (400): the rate, the type, the symbol, the code, the base currency', async () => {
    const bad = await save('GBP', { rate: -1, currencyType: 'GOLD', currencySymbol: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['currencySymbol', 'currencyType', 'rate']);
    expect((await save('gbp!', { rate: 1, currencyType: 'FIAT', currencySymbol: '£' })).json().errors).toEqual([
      { path: 'currency', message: expect.any(String) },
    ]);
    const base = await save('EUR', { rate: 2, currencyType: 'FIAT', currencySymbol: '€' });
    expect(base.statusCode).toBe(400);
    expect(base.json().errors[0]).toMatchObject({ path: 'rate' });
  });
});

describe('GET central/exchange-rates/history', () => {
  it('holds months of weekly changes, newest first, filtered by currency, type and time', async () => {
    const response = await api.call('central', { method: 'GET', url: `${history}${query({ size: 500 })}` });
    const rows = ExchangeRateChange.array().parse(response.json().payload.content);
    expect(rows.length).toBeGreaterThan(200);
    const times = rows.map((row) => Date.parse(row.changed));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(150 * 86_400_000);
    // Each currency's seeded history ends at its rate.
    const [ron] = rows.filter((row) => row.currency === 'RON');
    expect(ron.newRate).toBe(4.97);
    const recent = await api.call('central', {
      method: 'GET',
      url: history + query({ filter: { newType: ['CRYPTO'], changed: { from: new Date(Date.now() - 30 * 86_400_000).toISOString() } } }),
    });
    const crypto = ExchangeRateChange.array().parse(recent.json().payload.content);
    expect(crypto.length).toBeGreaterThan(0);
    expect(new Set(crypto.map((row) => row.currency))).toEqual(new Set(['BTC', 'ETH']));
  });
});
