/**
 * Repeats of one write with one `Idempotency-Key` at once, on PostgreSQL (where transactions run
 * side by side): the first books, the others wait for it on the key's row and get its answer; a
 * repeat whose first request holds the key longer than the wait is a 409 and makes nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from '../../../server/db/sql';
import { IDEMPOTENCY_KEY_HEADER, KEY_IN_USE, REPLAYED_HEADER } from '../../../server/http/idempotency';
import { API, createTestApi, onPostgres, type TestApi } from '../helpers';

const N = 20;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('concurrent repeats of one key (PostgreSQL)', () => {
  it('runs on PostgreSQL', () => {
    expect(onPostgres()).toBe(true);
  });

  it(`${N} concurrent repeats of one manual payment book it once and all get its answer`, async () => {
    const [player] = await api.db.query<{ id: number; username: string; currency: string }>(sql`
      SELECT p.id, p.username, p.balance_currency AS currency FROM players p
      WHERE p.operator_code = 'op1' AND p.kyc_status = 'VERIFIED' AND NOT (p.limits ? 'selfProtectionDailyDepositLimit')
        AND NOT (p.limits ? 'selfProtectionWeeklyDepositLimit') AND NOT (p.limits ? 'selfProtectionMonthlyDepositLimit')
        AND jsonb_array_length(p.balance_bag) = 1
      ORDER BY p.id LIMIT 1`);
    const count = async () => {
      const [row] = await api.db.query<{ payments: number; history: number; total: string; sum: string }>(sql`SELECT
          (SELECT count(*)::integer FROM payments WHERE player_id = p.id) AS payments,
          (SELECT count(*)::integer FROM account_history WHERE player_id = p.id) AS history,
          p.total_balance::text AS total,
          (SELECT coalesce(sum(account_movement), 0)::text FROM account_history WHERE player_id = p.id) AS sum
        FROM players p WHERE p.id = ${player.id}`);
      return row;
    };
    const before = await count();
    const key = randomUUID();
    const body = {
      accountMovement: 40,
      balance: -1,
      date: '2026-01-05T10:00:00.000Z',
      description: 'Cash at the desk',
      playerId: player.id,
      operatorCode: 'op1',
      type: 'PAYMENT',
      currency: player.currency,
      bonusCampaignId: null,
      paymentType: { requestType: 'DEPOSIT' },
      playerUsername: player.username,
      gatewayCode: 'CASH_DESK',
    };
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        api.call('office1', { method: 'POST', url: `${API}/op1/payments`, payload: body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const fresh = responses.filter((response) => response.headers[REPLAYED_HEADER] === undefined);
    expect(fresh).toHaveLength(1);
    for (const response of responses) expect(response.body).toBe(fresh[0].body);
    const after = await count();
    expect(after.payments).toBe(before.payments + 1);
    expect(after.history).toBe(before.history + 1);
    expect(Number(after.total)).toBeCloseTo(Number(before.total) + 40, 2);
    expect(Number(after.total)).toBeCloseTo(Number(after.sum), 2);
  });

  it(`${N} concurrent cancels of one bonus with one key: one cancel, ${N} equal answers, no 409`, async () => {
    const [bonus] = await api.db.query<{ id: number }>(sql`SELECT id FROM player_bonuses WHERE operator_code = 'op1' AND status = 'LOCKED'
      ORDER BY id DESC LIMIT 1`);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        api.call('office1', {
          method: 'POST',
          url: `${API}/op1/players/bonus/${bonus.id}/cancel`,
          headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(N).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const [{ n }] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM activity_log WHERE log_type = 'BONUS_CAMPAIGN_CHANGED' AND details LIKE ${`Bonus ${bonus.id} %`}`,
    );
    expect(n).toBe(1);
  });

  it('a repeat while the first request holds the key past the wait (KEY_WAIT_MS) is a 409 with Retry-After, not a second write', async () => {
    const key = randomUUID();
    const [manager] = await api.db.query<{ id: number }>(sql`SELECT id FROM managers WHERE email = 'office1@demo.test'`);
    let inserted!: () => void;
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (inserted = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first request with the key, still running: its transaction holds the key's row.
    const first = api.db
      .transaction(async (tx) => {
        await tx.query(sql`INSERT INTO idempotency_keys (manager_id, key, fingerprint, method, path)
          VALUES (${manager.id}, ${key}, 'first', 'POST', '/op1/payments')`);
        inserted();
        await released;
        throw new Error('the first request ends without an answer');
      })
      .catch(() => undefined);
    await holding;
    try {
      const repeat = await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/players/bonus/1/cancel`,
        payload: {},
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
      expect(repeat.statusCode, repeat.body).toBe(409);
      expect(repeat.headers['retry-after']).toBe('1');
      expect(repeat.json()).toMatchObject({ code: KEY_IN_USE });
    } finally {
      release();
      await first;
    }
    // Nothing of the repeat was kept: the key is free once the first request ended without an answer.
    expect(await api.db.query(sql`SELECT 1 FROM idempotency_keys WHERE manager_id = ${manager.id} AND key = ${key}`)).toEqual([]);
  });
});
