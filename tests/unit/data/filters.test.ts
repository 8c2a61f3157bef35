import { describe, expect, it } from 'vitest';
import { accountHistory } from '../../../resources/accountHistory';
import type { Resource } from '../../../resources/model';
import { player } from '../../../resources/player';
import { pruneFilter } from '../../../src/data/wireFilter';
import { resolveTimeFrame } from '../../../src/widgets/timeFrame';
import { listEnvelope } from './fixtures';
import { queryOf } from './fakeFetch';
import { setup } from './setup';

const now = new Date('2024-06-15T12:00:00Z');

async function wireFilter(filter: Record<string, unknown>) {
  const { provider, calls } = setup([{ body: listEnvelope([]) }]);
  await provider.getList('players', { pagination: { page: 1, perPage: 100 }, sort: { field: 'updated', order: 'DESC' }, filter });
  return JSON.parse(queryOf(calls[0]).filter);
}

describe('filter wire format', () => {
  it('resolves a time-frame preset to {from, to} at request time', async () => {
    expect(await wireFilter({ created: 'last24hours' })).toEqual({ created: resolveTimeFrame('last24hours', now) });
    expect((await wireFilter({ created: 'last24hours' })).created.from).toBe('2024-06-14T12:00:00.000Z');
  });

  it('resolves a custom time-frame range', async () => {
    const value = 'from_2024-01-01T00:00:00.000Z_to_2024-01-31T23:59:59.999Z';
    expect(await wireFilter({ lastLoginDate: value })).toEqual({ lastLoginDate: resolveTimeFrame(value, now) });
  });

  it('drops the time frame any', async () => {
    expect(await wireFilter({ created: 'any' })).toEqual({});
  });

  it('drops empty multipleSelect values and Any', async () => {
    expect(await wireFilter({ status: [], kycStatus: ['Any', 'VERIFIED'], accountType: ['PLAYER'] })).toEqual({
      accountType: ['PLAYER'],
    });
  });

  it('drops a select set to Any and empty strings', async () => {
    expect(await wireFilter({ operatorCode: 'Any', 'playerCode.playerUsername': '' })).toEqual({});
  });

  it('converts a range filter to {from, to} numbers, flattening the nested source', async () => {
    expect(await wireFilter({ totalBalance: { value: { from: '10', to: '' } } })).toEqual({ 'totalBalance.value': { from: 10 } });
  });

  it('sends the search text under the list search key (players: username, 001 §7)', async () => {
    expect(await wireFilter({ playerCode: { playerUsername: 'ali' } })).toEqual({ username: 'ali' });
  });

  it('passes undeclared keys through and skips nulls', async () => {
    expect(await wireFilter({ onlyPlayersData: true, other: null })).toEqual({ onlyPlayersData: true });
  });
});

describe('filter keys and player scope', () => {
  it('keys a filter by its declared key when it has one', async () => {
    const { defineResource } = await import('../../../resources/model');
    const { createDataProvider } = await import('../../../src/data/createDataProvider');
    const { z } = await import('zod');
    const { fakeFetch } = await import('./fakeFetch');
    const payments = defineResource({
      name: 'payments',
      route: '/payments',
        api: { path: 'payments',
            player: { query: 'playerId' } },
        schema: z.object({ id: z.number(), created: z.string(), playerId: z.number() }),
      list: { columns: [{ source: 'created' }], defaultSort: { field: 'created', order: 'DESC' } },
      filters: [{ source: 'created', key: 'timeFrame', type: 'timeFrame', presets: 'payments' }],
    });
    const fake = fakeFetch({ body: listEnvelope([]) });
    const provider = createDataProvider({ payments }, { getOperator: () => 'op1', getToken: () => null, getLanguage: () => 'en', fetch: fake.fetch, now: () => now });
    await provider.getList('payments', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created', order: 'DESC' },
      filter: { timeFrame: 'last24hours' },
      meta: { playerId: 9 },
    });
    const query = queryOf(fake.calls[0]);
    expect(JSON.parse(query.filter)).toEqual({ timeFrame: resolveTimeFrame('last24hours', now) });
    expect(query.playerId).toBe('9');
  });

  it('filters a player-scoped list on the playerField', async () => {
    const { provider, calls } = setup([{ body: listEnvelope([]) }]);
    await provider.getList('players', { pagination: { page: 1, perPage: 100 }, sort: { field: 'updated', order: 'DESC' }, filter: {}, meta: { playerId: 7 } });
    expect(JSON.parse(queryOf(calls[0]).filter)).toEqual({ id: 7 });
  });
});

describe('pruneFilter', () => {
  const prune = (resource: unknown, filter: Record<string, unknown>) => pruneFilter(resource as Resource, filter);

  it('keeps what reaches the wire under a key the list call accepts, nested or dotted', () => {
    const filter = {
      'playerCode.playerUsername': 'ana',
      totalBalance: { value: { from: 1 } },
      status: ['ENABLED'],
      username: 'bo',
      id: 4,
    };
    expect(prune(player, filter)).toEqual({ filter, unknown: [], invalid: [] });
    const grouped = { accountHistoryType: { historyType: ['BETSLIP'], paymentStatus: ['PROCESSED'] }, playerId: 3 };
    expect(prune(accountHistory, grouped)).toEqual({ filter: grouped, unknown: [], invalid: [] });
  });

  it('drops the other entries, down to a member of a nested object, and names their paths', () => {
    expect(prune(player, { q: 'ana', status: ['ENABLED'], totalBalance: { value: { from: 1 }, other: 2 }, nested: { a: 1 } })).toEqual({
      filter: { status: ['ENABLED'], totalBalance: { value: { from: 1 } } },
      unknown: ['q', 'totalBalance.other', 'nested'],
      invalid: [],
    });
    expect(prune(accountHistory, { accountHistoryType: { nope: 1 } })).toEqual({ filter: {}, unknown: ['accountHistoryType.nope'], invalid: [] });
  });

  it("drops the values a select or multiple select does not offer, keeping Any and the offered ones", () => {
    expect(prune(player, { status: ['NEW', 'ENABLED', 'Any', 'GONE'], kycStatus: ['NOPE'] })).toEqual({
      filter: { status: ['ENABLED', 'Any'] },
      unknown: [],
      invalid: [{ path: 'status', values: ['NEW', 'GONE'] }, { path: 'kycStatus', values: ['NOPE'] }],
    });
    const grouped = prune(accountHistory, { accountHistoryType: { paymentStatus: ['PROCESSED', 'SOON'] } });
    expect(grouped.filter).toEqual({ accountHistoryType: { paymentStatus: ['PROCESSED'] } });
    expect(grouped.invalid).toEqual([{ path: 'accountHistoryType.paymentStatus', values: ['SOON'] }]);
  });
});
