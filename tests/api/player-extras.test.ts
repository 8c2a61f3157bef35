import { PlayerGateway } from '../../resources/playerGateways';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET {op}/gateways/{playerId}', () => {
  it('lists the player gateway accounts (type and account)', async () => {
    const [row] = await api.db.query<{ id: number; account: string; gateway: string }>(sql`SELECT id,
        balance_bag -> 1 ->> 'externalAccount' AS account, balance_bag -> 1 ->> 'gatewayCode' AS gateway
      FROM players WHERE operator_code = 'op1' AND jsonb_array_length(balance_bag) > 1 ORDER BY id LIMIT 1`);
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/gateways/${row.id}${query({ size: 25 })}` });
    expect(response.statusCode, response.body).toBe(200);
    const content = PlayerGateway.array().parse(response.json().payload.content);
    expect(content).toEqual([expect.objectContaining({ playerId: row.id, gatewayType: row.gateway, account: row.account })]);
    const search = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/gateways/${row.id}${query({ size: 25, filter: { search: 'no-such-account' } })}`,
    });
    expect(search.json().payload.content).toEqual([]);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op2/gateways/${row.id}` })).json().payload.content).toEqual([]);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/gateways/${row.id}` })).statusCode).toBe(403);
  });
});

describe('PUT {op}/players/{id}/previous-accounts/add|remove', () => {
  async function twoPlayers() {
    const rows = await api.db.query<{ id: number; username: string }>(
      sql`SELECT id, username FROM players WHERE operator_code = 'op1' AND previous_accounts IS NULL ORDER BY id LIMIT 2`,
    );
    return rows;
  }

  it('adds and removes an account, logging each change', async () => {
    const [player, other] = await twoPlayers();
    const url = `${API}/op1/players/${player.id}/previous-accounts`;
    const added = await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: { playerUsername: other.username, playerRealm: 'op1' } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ success: true, message: 'Successfully added account to player accounts', payload: [other.username] });
    const [log] = await api.db.query<{ log_type: string; after: unknown }>(
      sql`SELECT log_type, after FROM activity_log WHERE affected_user_id = ${player.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toEqual({ log_type: 'DATA_CHANGED', after: { previousAccounts: [other.username] } });
    expect((await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: { playerUsername: other.username } })).statusCode).toBe(409);

    const kyc = await api.db.query<{ accounts: string[] }>(sql`SELECT previous_accounts AS accounts FROM players WHERE id = ${player.id}`);
    expect(kyc[0].accounts).toEqual([other.username]);

    const removed = await api.call('office1', {
      method: 'PUT',
      url: `${url}/remove`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(other.username),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Successfully removed account from player accounts', payload: [] });
    expect((await api.call('office1', { method: 'PUT', url: `${url}/remove`, payload: { playerUsername: other.username } })).statusCode).toBe(404);
  });

  it('validates the player code and the operator', async () => {
    const [player] = await twoPlayers();
    const url = `${API}/op1/players/${player.id}/previous-accounts`;
    expect((await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: {} })).statusCode).toBe(400);
    expect((await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: { playerUsername: 'nobody_here' } })).statusCode).toBe(404);
    expect((await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: { playerUsername: player.username } })).statusCode).toBe(400);
    expect((await api.call('office2', { method: 'PUT', url: `${API}/op2/players/${player.id}/previous-accounts/add`, payload: { playerUsername: 'x' } })).statusCode).toBe(404);
    expect((await api.call('office1', { method: 'PUT', url: `${url}/merge`, payload: { playerUsername: 'x' } })).statusCode).toBe(404);
  });
});
