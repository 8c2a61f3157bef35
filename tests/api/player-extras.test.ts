import { readFileSync } from 'node:fs';
import { Player } from '../../resources/player';
import { PlayerGateway } from '../../resources/playerGateways';
import { PreviousAccount } from '../../resources/previousAccounts';
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
    expect(content[0].currency).toMatch(/^[A-Z]{3,5}$/);
    const search = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/gateways/${row.id}${query({ size: 25, filter: { search: 'no-such-account' } })}`,
    });
    expect(search.json().payload.content).toEqual([]);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op2/gateways/${row.id}` })).json().payload.content).toEqual([]);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/gateways/${row.id}` })).statusCode).toBe(403);
  });
});

describe('migration 106: a wallet currency stored as a string becomes { code }', () => {
  it('wraps string currencies of stored balance bags, keeps the rest, and the gateways list reads the code', async () => {
    const [row] = await api.db.query<{ id: number; bag: Player['balanceBag'] | string }>(sql`SELECT id, balance_bag AS bag
      FROM players WHERE operator_code = 'op1' AND jsonb_array_length(balance_bag) > 1 ORDER BY id DESC LIMIT 1`);
    const bag = typeof row.bag === 'string' ? (JSON.parse(row.bag) as Player['balanceBag']) : row.bag;
    const legacy = bag.map((wallet, index) => (index === 0 ? { ...wallet, currency: wallet.currency.code } : wallet));
    await api.db.query(sql`UPDATE players SET balance_bag = ${JSON.stringify(legacy)}::jsonb WHERE id = ${row.id}`);
    await api.db.execScript(readFileSync(new URL('../../server/migrations/106_wallet_currency_object.sql', import.meta.url), 'utf8'));
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/${row.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(Player.parse(response.json().payload).balanceBag).toEqual(bag);
    const gateways = await api.call('office1', { method: 'GET', url: `${API}/op1/gateways/${row.id}${query({ size: 25 })}` });
    expect(gateways.json().payload.content).toEqual([expect.objectContaining({ currency: bag[1].currency.code })]);
  });
});

describe('previous accounts: PUT {op}/players/{playerId}/previous-accounts/add|remove and GET players/previous-accounts', () => {
  async function twoPlayers() {
    return api.db.query<{ id: number; username: string; email: string; status: string }>(
      sql`SELECT id, username, email, status FROM players WHERE operator_code = 'op1' AND previous_accounts IS NULL ORDER BY id LIMIT 2`,
    );
  }

  const list = (as: 'office1' | 'office2' | 'central', op: string, playerId: number) =>
    api.call(as, { method: 'GET', url: `${API}/${op}/players/previous-accounts${query({ size: 25, filter: { playerId } })}` });

  it('adds and removes an account (the body is the player code), logging each change, and lists it with its details', async () => {
    const [player, other] = await twoPlayers();
    const url = `${API}/op1/players/${player.id}/previous-accounts`;
    const added = await api.call('office1', {
      method: 'PUT',
      url: `${url}/add`,
      payload: { playerUsername: other.username, playerRealm: 'op1' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ success: true, payload: [other.username] });
    const [log] = await api.db.query<{ log_type: string; after: unknown }>(
      sql`SELECT log_type, after FROM activity_log WHERE affected_user_id = ${player.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toEqual({ log_type: 'DATA_CHANGED', after: { previousAccounts: [other.username] } });
    const again = await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: { playerUsername: other.username } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already a previous account/);

    const rows = PreviousAccount.array().parse((await list('office1', 'op1', player.id)).json().payload.content);
    expect(rows).toEqual([
      expect.objectContaining({
        playerId: player.id,
        playerUsername: other.username,
        accountId: other.id,
        email: other.email,
        status: other.status,
      }),
    ]);
    expect((await list('central', 'central', player.id)).json().payload.content).toHaveLength(1);
    expect((await list('office2', 'op2', player.id)).json().payload.content).toEqual([]);
    // The KYC list's previousAccountsCodes read the same list.
    const [stored] = await api.db.query<{ accounts: string[] }>(
      sql`SELECT previous_accounts AS accounts FROM players WHERE id = ${player.id}`,
    );
    expect(stored.accounts).toEqual([other.username]);

    const removed = await api.call('office1', {
      method: 'PUT',
      url: `${url}/remove`,
      payload: { playerUsername: other.username, playerRealm: 'op1' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().payload).toEqual([]);
    expect((await list('office1', 'op1', player.id)).json().payload.content).toEqual([]);
    expect(
      (await api.call('office1', { method: 'PUT', url: `${url}/remove`, payload: { playerUsername: other.username } })).statusCode,
    ).toBe(404);
  });

  it('names the rule a bad player code breaks, and keeps operators apart', async () => {
    const [player] = await twoPlayers();
    const url = `${API}/op1/players/${player.id}/previous-accounts`;
    const empty = await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((error: { path: string }) => error.path)).toEqual(['playerUsername']);
    // The body is the player code object, not a bare username.
    const bare = await api.call('office1', {
      method: 'PUT',
      url: `${url}/add`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('someone'),
    });
    expect(bare.statusCode).toBe(400);
    expect((await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: { playerUsername: 'nobody_here' } })).statusCode).toBe(
      404,
    );
    const self = await api.call('office1', { method: 'PUT', url: `${url}/add`, payload: { playerUsername: player.username } });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([{ path: 'playerUsername', message: 'The player itself' }]);
    expect(
      (
        await api.call('office2', {
          method: 'PUT',
          url: `${API}/op2/players/${player.id}/previous-accounts/add`,
          payload: { playerUsername: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.call('office2', { method: 'PUT', url: `${url}/add`, payload: { playerUsername: 'x' } })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'PUT', url: `${url}/merge`, payload: { playerUsername: 'x' } })).statusCode).toBe(404);
  });
});
