import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { listEnvelope, playerRecord } from './fixtures';
import { setup } from './setup';

const params = { pagination: { page: 1, perPage: 100 }, sort: { field: 'updated', order: 'DESC' as const }, filter: {} };

describe('HTTP rules', () => {
  it('sends the bearer token and Accept-Language on every call', async () => {
    const { provider, calls } = setup([{ body: { success: true, payload: playerRecord() } }]);
    await provider.getOne('players', { id: 7 });
    expect(calls[0].headers.Authorization).toBe('Bearer token-1');
    expect(calls[0].headers['Accept-Language']).toBe('de');
  });

  it('sends a read whose URL exceeds 2000 characters as POST with the parameters as JSON body', async () => {
    const { provider, calls } = setup([{ body: listEnvelope([]) }]);
    const long = 'x'.repeat(2100);
    await provider.getList('players', { ...params, filter: { 'playerCode.playerUsername': long } });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('/api/officeapp/op1/players');
    expect(calls[0].body).toEqual({ page: 0, size: 100, sort: 'updated,DESC', filter: { username: long } });
  });

  it('turns success: false into an HttpError with the server message', async () => {
    const { provider } = setup([{ body: { success: false, message: 'Operator closed' } }]);
    const error = await provider.getOne('players', { id: 7 }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Operator closed');
  });

  it('turns HTTP errors into HttpErrors with status and server message', async () => {
    const { provider } = setup([{ status: 404, body: { message: 'Player not found' } }]);
    const error = await provider.getOne('players', { id: 7 }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Player not found');
  });

  it('maps 400 errors [{path, message}] to react-admin field errors', async () => {
    const body = { message: 'Invalid input', errors: [{ path: ['phoneNumber'], message: 'Bad phone' }, { path: 'playerCode.playerUsername', message: 'Required' }] };
    const { provider } = setup([{ status: 400, body }]);
    const error = await provider
      .update('players', { id: 7, data: { phoneNumber: 'x' }, previousData: playerRecord() })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ phoneNumber: 'Bad phone', 'playerCode.playerUsername': 'Required' });
    expect(error.body.serverIssues).toEqual(body.errors);
  });

  it('on 401 asks for a refresh and retries once when it succeeds', async () => {
    let token = 'old';
    const onUnauthorized = async () => {
      token = 'new';
      return true;
    };
    const { provider, calls } = setup([{ status: 401, body: { message: 'expired' } }, { body: { success: true, payload: playerRecord() } }], {
      getToken: () => token,
      onUnauthorized,
    });
    await provider.getOne('players', { id: 7 });
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('on 401 fails with the status when the refresh does not succeed', async () => {
    const { provider, calls } = setup([{ status: 401, body: { message: 'expired' } }], { onUnauthorized: async () => false });
    await expect(provider.getOne('players', { id: 7 })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('skips null query values and serialises arrays and objects as JSON', async () => {
    const { provider, calls } = setup([{ body: { success: true, payload: true } }]);
    await provider.runAction('players', 'registerToCrm', { id: 7, input: {} });
    expect(calls[0].url).toBe('/api/officeapp/op1/players/7/registerToCrm?force=false');
  });
});
