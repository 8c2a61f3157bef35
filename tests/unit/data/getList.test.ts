import { describe, expect, it, vi } from 'vitest';
import { listEnvelope, playerRecord } from './fixtures';
import { queryOf } from './fakeFetch';
import { setup } from './setup';

const params = { pagination: { page: 2, perPage: 25 }, sort: { field: 'updated', order: 'DESC' as const }, filter: {} };

describe('getList', () => {
  it('maps page, size, sort and filter to the operator path and the envelope to data/total', async () => {
    const { provider, calls } = setup([{ body: listEnvelope([playerRecord()], 42) }]);
    const result = await provider.getList('players', { ...params, filter: { status: ['ENABLED'] } });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.split('?')[0]).toBe('/api/officeapp/op1/players');
    expect(queryOf(calls[0])).toEqual({ page: '1', size: '25', sort: 'updated,DESC', filter: '{"status":["ENABLED"]}' });
    expect(result.total).toBe(42);
    expect(result.data[0].id).toBe(7);
  });

  it('reads the page under the declared listKey and takes the id from the declared id field', async () => {
    const { provider } = setup([{ body: { success: true, payload: { betslips: { content: [{ betslipId: 3, stake: 1 }], totalElements: 1 }, tree: [] } } }]);
    const result = await provider.getList('slips', params);
    expect(result).toEqual({ data: [{ betslipId: 3, stake: 1, id: 3 }], total: 1 });
  });

  it('sends the column sortField when it differs from the source', async () => {
    const { provider, calls } = setup([{ body: { success: true, payload: { betslips: { content: [], totalElements: 0 } } } }]);
    await provider.getList('slips', { ...params, sort: { field: 'stake', order: 'ASC' } });
    expect(queryOf(calls[0]).sort).toBe('totalStake,ASC');
  });

  it('uses the operator chosen at call time and the configured apiUrl', async () => {
    let op = 'op1';
    const { provider, calls } = setup([{ body: listEnvelope([]) }], { getOperator: () => op, apiUrl: '/x' });
    await provider.getList('players', params);
    op = 'central';
    await provider.getList('players', params);
    expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/x/op1/players', '/x/central/players']);
  });

  it('fails loudly when a record does not match the resource schema', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { provider } = setup([{ body: listEnvelope([{ ...playerRecord(), status: 'BOGUS' }]) }]);
    await expect(provider.getList('players', params)).rejects.toThrow(/does not match the resource schema: status/);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('rejects an unknown resource', async () => {
    const { provider } = setup([{ body: listEnvelope([]) }]);
    await expect(provider.getList('nope', params)).rejects.toThrow('Unknown resource "nope"');
  });
});
