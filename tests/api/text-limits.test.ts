/**
 * Every text a write stores has a maximum length from the declarations in resources/: a longer
 * text is a 400 naming the field and the limit, and nothing is stored.
 */
import { activityLog } from '../../resources/activityLog';
import { player } from '../../resources/player';
import { PAYMENT_DESCRIPTION_MAX } from '../../resources/paymentRules';
import { sql } from '../../server/db/sql';
import { act } from './betting-helpers';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function target() {
  const [row] = await api.db.query<{ id: number; username: string; currency: string }>(sql`SELECT id, username,
      balance_currency AS currency FROM players WHERE operator_code = 'op1' AND kyc_status = 'VERIFIED'
      AND jsonb_array_length(balance_bag) = 1 AND balance_bag -> 0 ->> 'gatewayCode' = 'CASH_DESK' ORDER BY id LIMIT 1`);
  return row;
}

async function paymentCount(playerId: number) {
  const [row] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM payments WHERE player_id = ${playerId}`);
  return row.n;
}

describe('maximum text lengths', () => {
  it.each([
    ['one character over', PAYMENT_DESCRIPTION_MAX + 1],
    ['a megabyte', 1024 * 1024],
  ])('a payment description %s is a 400 naming description', async (_, length) => {
    const who = await target();
    const before = await paymentCount(who.id);
    const response = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/payments`,
      payload: {
        accountMovement: 10,
        balance: -1,
        date: new Date().toISOString(),
        description: 'd'.repeat(length),
        playerId: who.id,
        operatorCode: 'op1',
        type: 'PAYMENT',
        currency: who.currency,
        bonusCampaignId: null,
        paymentType: { requestType: 'DEPOSIT' },
        playerUsername: who.username,
        gatewayCode: 'CASH_DESK',
      },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().errors).toContainEqual({ path: 'description', message: 'description must be at most 255 characters' });
    expect(await paymentCount(who.id)).toBe(before);
  });

  it('a description of exactly the maximum is stored', async () => {
    const who = await target();
    const response = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/payments`,
      payload: {
        accountMovement: 10,
        balance: -1,
        date: new Date().toISOString(),
        description: 'd'.repeat(PAYMENT_DESCRIPTION_MAX),
        playerId: who.id,
        operatorCode: 'op1',
        type: 'PAYMENT',
        currency: who.currency,
        bonusCampaignId: null,
        paymentType: { requestType: 'DEPOSIT' },
        playerUsername: who.username,
        gatewayCode: 'CASH_DESK',
      },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  });

  it('player fields, status reason, limit texts and activity details are bounded', async () => {
    const who = await target();
    const name = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${who.id}${query({ changes: [{ fieldName: 'street', newValue: 's'.repeat(101) }] })}`,
      payload: {},
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors).toEqual([{ path: 'street', message: 'Maximum length is 100' }]);

    const reason = await act(
      api,
      'office1',
      'op1',
      player,
      'changeStatus',
      { status: 'DISABLED', disabledReason: 'r'.repeat(256) },
      who.id,
    );
    expect(reason.statusCode).toBe(400);
    expect(reason.json().errors).toEqual([{ path: 'disabledReason', message: 'Maximum length is 255' }]);

    const limit = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/players/${who.id}/limits/selfProtectionDailyDepositLimit`,
      payload: { limit: 100, description: 'x'.repeat(256), reason: 'Player asked' },
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errors).toContainEqual({ path: 'description', message: 'Maximum length is 255' });

    const details = await act(api, 'central', 'central', activityLog, 'addActivity', {
      significanceLevel: 'Info',
      details: 'x'.repeat(2001),
    });
    expect(details.statusCode).toBe(400);
    expect(details.json().errors).toEqual([{ path: 'details', message: 'Maximum length is 2000' }]);
  });
});
