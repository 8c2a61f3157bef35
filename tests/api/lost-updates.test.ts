/**
 * Lost updates: whole-record PUTs carry the `updated` of the record they were based on; a write
 * based on a stale read is a 409 naming the record, with its current values.
 */
import { Player } from '../../resources/player';
import { PlayerLimits } from '../../resources/playerLimits';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function load(id: number): Promise<Player> {
  const response = await api.call('office1', { method: 'GET', url: `${API}/op1/players/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return Player.parse(response.json().payload);
}

function save(base: Player, changes: Partial<Player>) {
  const list = Object.entries(changes).map(([fieldName, newValue]) => ({ fieldName, newValue }));
  return api.call('office1', {
    method: 'PUT',
    url: `${API}/op1/players/${base.id}${query({ changes: list })}`,
    payload: { ...base, ...changes },
  });
}

async function someone(offset: number): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    sql`SELECT id FROM players WHERE operator_code = 'op1' ORDER BY id OFFSET ${offset} LIMIT 1`,
  );
  return row.id;
}

describe('PUT players/{id}: the record version', () => {
  it('refuses a change based on a stale read with a 409 naming the player and carrying its current values', async () => {
    const id = await someone(2);
    const mine = await load(id);
    const theirs = await load(id);
    const first = await save(theirs, { firstName: 'Ingrid' });
    expect(first.statusCode, first.body).toBe(200);

    const stale = await save(mine, { lastName: 'Lindqvist' });
    expect(stale.statusCode, stale.body).toBe(409);
    const body = stale.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(new RegExp(`^Player ${id} was changed by someone else`));
    const current = Player.parse(body.current);
    expect(current).toMatchObject({ id, firstName: 'Ingrid', lastName: mine.lastName });
    expect(current.updated).not.toBe(mine.updated);
    // Nothing of the stale write was stored.
    expect((await load(id)).lastName).toBe(mine.lastName);

    // Applying the change again on top of the current values keeps both changes.
    const again = await save(current, { lastName: 'Lindqvist' });
    expect(again.statusCode, again.body).toBe(200);
    expect(Player.parse(again.json().payload)).toMatchObject({ firstName: 'Ingrid', lastName: 'Lindqvist' });
  });

  it("a full-body PUT from a stale read cannot revert another manager's change", async () => {
    const id = await someone(3);
    const stale = await load(id);
    expect((await save(await load(id), { locality: 'Zagreb' })).statusCode).toBe(200);
    const revert = await api.call('office1', { method: 'PUT', url: `${API}/op1/players/${id}`, payload: stale });
    expect(revert.statusCode, revert.body).toBe(409);
    expect((await load(id)).locality).toBe('Zagreb');
  });

  it('money moving on the player is no edit: a deposit between load and save is no conflict', async () => {
    const [row] = await api.db.query<{ id: number; username: string; currency: string }>(sql`SELECT id, username,
        balance_currency AS currency FROM players WHERE operator_code = 'op1' AND kyc_status = 'VERIFIED'
        AND jsonb_array_length(balance_bag) = 1 AND balance_bag -> 0 ->> 'gatewayCode' = 'CASH_DESK'
        AND NOT (limits ? 'selfProtectionDailyDepositLimit') AND NOT (limits ? 'selfProtectionWeeklyDepositLimit')
        AND NOT (limits ? 'selfProtectionMonthlyDepositLimit') ORDER BY id LIMIT 1`);
    const loaded = await load(row.id);
    const deposit = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/payments`,
      payload: {
        accountMovement: 25,
        balance: -1,
        date: new Date().toISOString(),
        description: 'Cash at the desk',
        playerId: row.id,
        operatorCode: 'op1',
        type: 'PAYMENT',
        currency: row.currency,
        bonusCampaignId: null,
        paymentType: { requestType: 'DEPOSIT' },
        playerUsername: row.username,
        gatewayCode: 'CASH_DESK',
      },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const saved = await save(loaded, { street: 'Ilica 1' });
    expect(saved.statusCode, saved.body).toBe(200);
    // The stale balance in the body is not written back.
    expect(Player.parse(saved.json().payload).totalBalance.value).toBeCloseTo(loaded.totalBalance.value + 25, 2);
  });

  it.each([
    [
      'the whole body without updated',
      (base: Player) => ({ url: `${API}/op1/players/${base.id}`, payload: { ...base, updated: undefined } }),
    ],
    [
      '?changes= with a body without updated',
      (base: Player) => ({
        url: `${API}/op1/players/${base.id}${query({ changes: [{ fieldName: 'locality', newValue: 'Rijeka' }] })}`,
        payload: { ...base, locality: 'Rijeka', updated: undefined },
      }),
    ],
    [
      '?changes= without a body',
      (base: Player) => ({ url: `${API}/op1/players/${base.id}${query({ changes: [{ fieldName: 'locality', newValue: 'Rijeka' }] })}` }),
    ],
  ])('428 for %s: nothing is written, the answer names the record and carries its current values', async (_name, request) => {
    const id = await someone(6);
    const loaded = await load(id);
    const response = await api.call('office1', { method: 'PUT', ...request(loaded) });
    expect(response.statusCode, response.body).toBe(428);
    const body = response.json();
    expect(body.message).toMatch(new RegExp(`^Player ${id} was sent without its version`));
    expect(body.errors).toEqual([{ path: 'updated', message: "Required: the record's updated as it was loaded" }]);
    expect(Player.parse(body.current)).toEqual(loaded);
    expect(await load(id)).toEqual(loaded);
  });

  it("?changes= compares each change's oldValue with the stored field: 409 naming the field when another manager changed it", async () => {
    const id = await someone(7);
    const loaded = await load(id);
    // Another manager changes the locality; this client then holds the new version but an old form value.
    expect((await save(loaded, { locality: 'Osijek' })).statusCode).toBe(200);
    const fresh = await load(id);
    const changes = (oldValue: unknown) => [
      { fieldName: 'locality', newValue: 'Split', oldValue },
      { fieldName: 'street', newValue: 'Riva 2', oldValue: fresh.street },
    ];
    const refused = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${id}${query({ changes: changes(loaded.locality) })}`,
      payload: fresh,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`^Player ${id}'s locality was changed by someone else after it was loaded`));
    expect(refused.json().errors).toEqual([{ path: 'locality', message: 'Changed by someone else after it was loaded' }]);
    expect(Player.parse(refused.json().current)).toMatchObject({ locality: 'Osijek' });
    expect(await load(id)).toEqual(fresh);
    // With the values as they are stored, both fields are written.
    const saved = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${id}${query({ changes: changes('Osijek') })}`,
      payload: fresh,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Player.parse(saved.json().payload)).toMatchObject({ locality: 'Split', street: 'Riva 2' });
  });

  it('the version is checked after the record is found: 404 for a player of another operator', async () => {
    const [row] = await api.db.query<{ id: number }>(sql`SELECT id FROM players WHERE operator_code = 'op2' ORDER BY id LIMIT 1`);
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${row.id}${query({ changes: [{ fieldName: 'locality', newValue: 'Rijeka' }] })}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('400 for an updated that is not a timestamp', async () => {
    const id = await someone(4);
    const loaded = await load(id);
    const response = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${id}`,
      payload: { ...loaded, updated: 'yesterday' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'updated', message: 'Expected an ISO-8601 timestamp' }]);
  });
});

describe('PUT players/{id}/limits (whole record): the record version', () => {
  it('refuses the record when it was loaded before another change', async () => {
    const id = await someone(5);
    const list = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players${query({ size: 100, sort: 'id,ASC', filter: { showLimitsDetails: true } })}`,
    });
    const loaded = PlayerLimits.parse((list.json().payload.content as { id: number }[]).find((row) => row.id === id));
    const first = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${id}/limits`,
      payload: { ...loaded, selfProtectionDailyLossLimit: 30 },
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${id}/limits`,
      payload: { ...loaded, selfProtectionDailyLossLimit: 90 },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toMatch(new RegExp(`^Player ${id} was changed by someone else`));
    expect(PlayerLimits.parse(stale.json().current).selfProtectionDailyLossLimit).toBe(30);
  });
});
