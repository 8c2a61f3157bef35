import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_TTL_MS } from '../../../src/data/createDataProvider';
import { QueryClient } from '@tanstack/react-query';
import { OPENING_LIST_FRESH_MS, prefetchOpeningList } from '../../../src/shell/openingList';
import { player } from '../../../resources/player';
import { listEnvelope, playerRecord } from './fixtures';
import { queryOf } from './fakeFetch';
import { setup, slips } from './setup';

const opening = { pagination: { page: 1, perPage: 100 }, sort: { field: 'updated', order: 'DESC' as const }, filter: {} };

afterEach(() => vi.useRealTimers());

describe('prefetchList', () => {
  it('gives its answer to the first identical list call, which then sends nothing', async () => {
    const { provider, calls } = setup([{ body: listEnvelope([playerRecord()], 12) }]);
    provider.prefetchList('players', opening);
    expect(calls).toHaveLength(1);
    const result = await provider.getList('players', { ...opening, filter: {} });
    expect(calls).toHaveLength(1);
    expect(result.total).toBe(12);
    expect(result.data[0].id).toBe(7);
    // Taken once: the next call (a refresh) asks the server again.
    await provider.getList('players', opening);
    expect(calls).toHaveLength(2);
  });

  it('does not serve a list call with other parameters', async () => {
    const { provider, calls } = setup([{ body: listEnvelope([playerRecord()], 12) }]);
    provider.prefetchList('players', opening);
    await provider.getList('players', { ...opening, pagination: { page: 1, perPage: 25 } });
    expect(calls.map((call) => queryOf(call).size)).toEqual(['100', '25']);
  });

  it('leaves a failed prefetch to the list call, which asks again and shows its own error', async () => {
    const { provider, calls } = setup([
      { status: 403, body: { success: false, description: 'Forbidden' } },
      { status: 403, body: { success: false, description: 'Still forbidden' } },
    ]);
    provider.prefetchList('players', opening);
    await expect(provider.getList('players', opening)).rejects.toThrow('Still forbidden');
    expect(calls).toHaveLength(2);
  });

  it('does not serve an answer older than its time limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { provider, calls } = setup([{ body: listEnvelope([playerRecord()], 12) }]);
    provider.prefetchList('players', opening);
    vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
    await provider.getList('players', opening);
    expect(calls).toHaveLength(2);
  });
});

describe('prefetchOpeningList', () => {
  const definitions = { players: player, slips };
  const recorder = () => {
    const asked: Array<[string, unknown]> = [];
    const listed: Array<[string, unknown]> = [];
    const provider = {
      prefetchList: (name: string, params: unknown) => void asked.push([name, params]),
      getList: async (name: string, params: unknown) => {
        listed.push([name, params]);
        return { data: [{ id: 7 }], total: 12 };
      },
    } as unknown as Parameters<typeof prefetchOpeningList>[0];
    return { asked, listed, provider };
  };

  it("asks for a generated list's first page with the declaration's defaults", () => {
    const { asked, provider } = recorder();
    expect(prefetchOpeningList(provider, definitions, { pathname: '/players', search: '' })).toBe('players');
    expect(asked).toEqual([['players', { pagination: { page: 1, perPage: player.list.pageSizes[0] }, sort: player.list.defaultSort, filter: {} }]]);
  });

  it('asks for nothing with URL parameters, on other routes, or where a hand-written page shows the list', () => {
    const { asked, provider } = recorder();
    expect(prefetchOpeningList(provider, definitions, { pathname: '/players', search: '?page=2' })).toBeUndefined();
    expect(prefetchOpeningList(provider, definitions, { pathname: '/players/7/show', search: '' })).toBeUndefined();
    expect(prefetchOpeningList(provider, definitions, { pathname: '/toString', search: '' })).toBeUndefined();
    expect(prefetchOpeningList(provider, definitions, { pathname: '/slips', search: '' }, { slips: {} })).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("with a query client, keeps the answer under react-admin's key of the list's query, fresh for a moment", async () => {
    const { listed, provider } = recorder();
    const client = new QueryClient();
    prefetchOpeningList(provider, definitions, { pathname: '/players', search: '' }, {}, client);
    const params = { pagination: { page: 1, perPage: player.list.pageSizes[0] }, sort: player.list.defaultSort, filter: {} };
    expect(listed).toEqual([['players', params]]);
    const key = ['players', 'getList', { ...params, meta: undefined }];
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual({ data: [{ id: 7 }], total: 12, pageInfo: undefined, meta: undefined }));
    expect(client.getQueryDefaults(key).staleTime).toBe(OPENING_LIST_FRESH_MS);
    // Another page of the same list is not held fresh.
    expect(client.getQueryDefaults(['players', 'getList', { ...params, pagination: { page: 2, perPage: 100 } }]).staleTime).toBeUndefined();
  });
});
