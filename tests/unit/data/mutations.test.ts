import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { playerRecord } from './fixtures';
import { queryOf } from './fakeFetch';
import { setup } from './setup';

const ok = (payload: unknown = true) => ({ body: { success: true, payload } });

describe('record calls', () => {
  it('getOne reads {op}/{api.path}/{id} and returns the payload', async () => {
    const { provider, calls } = setup([ok(playerRecord())]);
    const { data } = await provider.getOne('players', { id: 7 });
    expect(calls[0].url).toBe('/api/officeapp/op1/players/7');
    expect(data.email).toBe('alice@example.com');
  });

  it('update sends PUT with the changed fields as changes and the full DTO as body', async () => {
    const previous = playerRecord();
    const data = { ...previous, firstName: 'Alice', playerCode: { ...previous.playerCode } };
    const { provider, calls } = setup([ok({ ...data })]);
    await provider.update('players', { id: 7, data, previousData: previous });
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].url.split('?')[0]).toBe('/api/officeapp/op1/players/7');
    expect(JSON.parse(queryOf(calls[0]).changes)).toEqual([{ fieldName: 'firstName', newValue: 'Alice' }]);
    expect(calls[0].body).toEqual(data);
  });

  it('getMany reads each record', async () => {
    const { provider, calls } = setup([(call) => ok(playerRecord({ id: Number(call.url.split('/').pop()) }))]);
    const { data } = await provider.getMany('players', { ids: [1, 2] });
    expect(data.map((r: { id: number }) => r.id)).toEqual([1, 2]);
    expect(calls.map((c) => c.url)).toEqual(['/api/officeapp/op1/players/1', '/api/officeapp/op1/players/2']);
  });

  it('updateMany goes through the declared bulk action', async () => {
    const { provider, calls } = setup([ok({ message: 'done' })]);
    const result = await provider.updateMany('players', { ids: [1, 2], data: { status: 'DISABLED', disabledReason: 'fraud' } });
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].url).toBe('/api/officeapp/op1/players');
    expect(calls[0].body).toEqual({ uri: 'player:1,2:DISABLED', action: 'status', data: 'DISABLED', disabledReason: 'fraud' });
    expect(result.data).toEqual([1, 2]);
  });

  it('runAction validates the input with the action schema before any request', async () => {
    const { provider, calls } = setup([ok()]);
    await expect(provider.runAction('players', 'changeStatus', { id: 7, input: { status: 'DISABLED' } })).rejects.toBeInstanceOf(ZodError);
    expect(calls).toHaveLength(0);
  });

  it('runAction builds the request from the action declaration; the answer is the updated player', async () => {
    const updated = playerRecord({ status: 'DISABLED', disabledReason: 'x' });
    const { provider, calls } = setup([ok(updated)]);
    const result = await provider.runAction('players', 'changeStatus', { id: 7, input: { status: 'DISABLED', disabledReason: 'x' } });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/officeapp/op1/players/7/status/DISABLED', body: { disabledReason: 'x' } });
    expect(result.data).toEqual(updated);
    expect(result.record).toMatchObject({ id: 7, status: 'DISABLED' });
  });

  it('runAction rejects an undeclared action', async () => {
    const { provider } = setup([ok()]);
    await expect(provider.runAction('players', 'explode', { input: {} })).rejects.toThrow('declares no action "explode"');
  });

  it('exportCsv reads {api.path}/report with the list parameters, the declared report filter and report headers', async () => {
    const { provider, calls } = setup([{ body: 'a,b\n1,2' }]);
    const blob = await provider.exportCsv('players', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'updated', order: 'DESC' },
      filter: {},
      headers: [{ text: 'Username', value: 'playerCode.playerUsername' }],
    });
    expect(calls[0].url.split('?')[0]).toBe('/api/officeapp/op1/players/report');
    expect(JSON.parse(queryOf(calls[0]).filter)).toEqual({
      onlyPlayersData: true,
      reportHeaders: [{ text: 'Username', value: 'playerCode.playerUsername' }],
    });
    expect(await blob.text()).toBe('a,b\n1,2');
  });
});
