/**
 * The data path's record rules: calls about a record under the record's operator (`forOperator`),
 * a list that is another list's call with a flag (`api.listFlag`), the profile's grouped account
 * history (`api.player.groups`), a record sent as the body (`recordBody`) and bulk actions per operator.
 */
import { describe, expect, it } from 'vitest';
import { createGeneratedDataProvider } from '../../../src/generated/dataProvider';
import type { BackofficeDataProvider } from '../../../src/data/types';
import { limitAlert } from '../../../resources/limitAlert';
import { player } from '../../../resources/player';
import { bulkTarget } from '../../../src/resource-ui/bulkTarget';
import { accountHistorySample } from '../resources/samples';
import { fakeFetch, queryOf } from './fakeFetch';
import { listEnvelope, playerRecord } from './fixtures';

function provider(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  const dataProvider = createGeneratedDataProvider({
    getOperator: () => 'central',
    getToken: () => 't',
    getLanguage: () => 'en',
    getTimeZone: () => 'Europe/Berlin',
    fetch: fake.fetch,
    contractCheck: 'off',
  }) as BackofficeDataProvider;
  return { dataProvider, calls: fake.calls };
}

const path = (url: string) => url.split('?')[0];

describe("a record's operator", () => {
  it('forOperator sends every kind of call under that operator; the provider itself stays on the switcher', async () => {
    const { dataProvider, calls } = provider({ body: { success: true, payload: playerRecord({ operatorCode: 'op3' }) } });
    const op3 = dataProvider.forOperator('op3');
    expect(dataProvider.forOperator('op3')).toBe(op3);
    await op3.getOne('players', { id: 7 });
    await op3.runAction('players', 'changeKycStatus', { id: 7, input: { kycStatus: 'VERIFIED' } });
    await op3.callApi({ method: 'GET', path: 'cash-desk/gateways/7', operator: true });
    await op3.getList('betslips', { pagination: { page: 1, perPage: 25 }, sort: { field: 'created', order: 'DESC' }, filter: {}, meta: { playerId: 7 } }).catch(() => undefined);
    await dataProvider.getOne('players', { id: 7 });
    expect(calls.map((call) => path(call.url))).toEqual([
      '/api/officeapp/op3/players/7',
      '/api/officeapp/op3/players/7/kyc/status/VERIFIED',
      '/api/officeapp/op3/cash-desk/gateways/7',
      '/api/officeapp/op3/betslips/player/7',
      '/api/officeapp/central/players/7',
    ]);
  });

  it('splits a bulk selection by the rows’ operators; rows without one (another page) keep one call', () => {
    const rows = [
      { id: 1, operatorCode: 'op1' },
      { id: 2, operatorCode: 'op3' },
      { id: 3, operatorCode: 'op1' },
    ];
    expect(bulkTarget([1, 2, 3], rows).byOperator).toEqual([
      { operator: 'op1', ids: [1, 3] },
      { operator: 'op3', ids: [2] },
    ]);
    expect(bulkTarget([1, 9], rows)).toEqual({ ids: [1, 9] });
  });

  it('keeps the selection of a central-only screen (limit alerts) in one call in the central view', () => {
    const rows = [
      { id: 1, operatorCode: 'op1' },
      { id: 2, operatorCode: 'op3' },
    ];
    expect(bulkTarget([1, 2], rows, limitAlert)).toEqual({ ids: [1, 2] });
    expect(bulkTarget([1, 2], rows, player).byOperator).toHaveLength(2);
  });
});

describe('the limits screens on the players list (001 §7)', () => {
  it('read GET players with showLimitsDetails and the username filter; one record through the id filter', async () => {
    const { dataProvider, calls } = provider({ body: listEnvelope([]) });
    await dataProvider.getList('players-self-protection-limits', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'updated', order: 'DESC' },
      filter: { 'playerCode.playerUsername': 'ann', riskGroup: ['VIP200'] },
    });
    expect(path(calls[0].url)).toBe('/api/officeapp/central/players');
    expect(JSON.parse(queryOf(calls[0]).filter)).toEqual({ showLimitsDetails: true, username: 'ann', riskGroup: ['VIP200'] });
    await expect(dataProvider.getOne('players-limits', { id: 42 })).rejects.toMatchObject({ status: 404 });
    expect(path(calls[1].url)).toBe('/api/officeapp/central/players');
    expect(queryOf(calls[1])).toMatchObject({ size: '1', filter: '{"showLimitsDetails":true,"id":42}' });
  });
});

describe("the profile's account history, grouped by day (002 §7)", () => {
  it('sends the time frame and the time zone, flattens the groups and keeps their keys', async () => {
    const entry = (id: number, created: string) => ({ ...accountHistorySample, id, created });
    const groups = [
      { key: '2025-03-02', content: [entry(9, '2025-03-02T10:00:00Z'), entry(8, '2025-03-02T08:00:00Z')] },
      { key: '2025-03-01', content: [entry(5, '2025-03-01T09:00:00Z')] },
    ];
    const { dataProvider, calls } = provider({ body: { success: true, payload: { groups, totalElements: 12 } } });
    const range = { from: '2025-03-01T00:00:00.000Z', to: '2025-03-02T23:59:59.999Z' };
    const result = await dataProvider.getList('statistics-account-history', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'created', order: 'DESC' },
      filter: { created: range },
      meta: { playerId: 42 },
    });
    expect(path(calls[0].url)).toBe('/api/officeapp/central/accountHistories/player/42');
    expect(queryOf(calls[0])).toEqual({ page: '0', size: '5', sort: 'created,DESC', filter: JSON.stringify({ created: range }), timeZone: 'Europe/Berlin' });
    expect(result.data.map((row) => row.id)).toEqual([9, 8, 5]);
    expect(result.total).toBe(12);
    expect(result.meta).toEqual({ groups: [{ key: '2025-03-02', ids: [9, 8] }, { key: '2025-03-01', ids: [5] }] });
  });

  it("its report stays a CSV of the player's rows, without the time zone of the groups", async () => {
    const { dataProvider, calls } = provider({ body: '' });
    await dataProvider.exportCsv('statistics-account-history', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created', order: 'DESC' },
      filter: {},
      meta: { playerId: 42 },
      locale: 'de',
      timeZone: 'Europe/Vienna',
    });
    expect(path(calls[0].url)).toBe('/api/officeapp/central/accountHistories/report/player/42');
    expect(queryOf(calls[0]).timeZone).toBe('Europe/Vienna');
  });
});

describe('a record as the body', () => {
  it("the profile's risk-group PUT sends the player record; the limits screen's none; the answer is the player", async () => {
    const loaded = playerRecord();
    const { dataProvider, calls } = provider({ body: { success: true, payload: { ...loaded, riskGroup: 'Risk50' } } });
    const profile = await dataProvider.runAction('players', 'changeRiskGroup', { id: 7, input: { riskGroup: 'Risk50' }, record: loaded });
    await dataProvider.runAction('players-limits', 'changeRiskGroup', { id: 7, input: { riskGroup: 'Risk50' }, record: loaded });
    expect(calls.map((call) => [call.method, path(call.url), call.body])).toEqual([
      ['PUT', '/api/officeapp/central/players/7/riskGroup/Risk50', loaded],
      ['PUT', '/api/officeapp/central/players/7/riskGroup/Risk50', undefined],
    ]);
    expect(profile.record).toMatchObject({ id: 7, riskGroup: 'Risk50' });
  });
});
