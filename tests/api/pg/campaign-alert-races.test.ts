/**
 * Races on PostgreSQL for the central office's records: N concurrent status changes of one bonus
 * campaign, N concurrent acknowledgements of one limit alert, and bonus assignments racing a
 * pause of their campaign. Each checks its precondition on the locked row: exactly one request
 * changes anything, with one activity-log row.
 */
import { bonusCampaign } from '../../../resources/bonusCampaign';
import { limitAlert } from '../../../resources/limitAlert';
import { payments } from '../../../resources/payments';
import { sql } from '../../../server/db/sql';
import { act } from '../betting-helpers';
import { createTestApi, onPostgres, type TestApi } from '../helpers';

const N = 20;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const codes = async (send: () => Promise<{ statusCode: number; body: string }>) => {
  const responses = await Promise.all(Array.from({ length: N }, send));
  for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
  return responses.map((response) => response.statusCode).sort();
};

async function logCount(condition: ReturnType<typeof sql>) {
  const [row] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM activity_log WHERE ${condition}`);
  return row.n;
}

describe('central office races (PostgreSQL)', () => {
  it('runs on PostgreSQL', () => {
    expect(onPostgres()).toBe(true);
  });

  it(`${N} concurrent pauses of one campaign: one pauses it, the others are told it is PAUSED`, async () => {
    const [campaign] = await api.db.query<{ id: number }>(
      sql`SELECT id FROM bonus_campaigns WHERE operator_code = 'op1' AND code = 'RELOAD50'`,
    );
    const before = await logCount(sql`bonus_campaign_id = ${campaign.id} AND details LIKE '%paused'`);
    const statuses = await codes(() => act(api, 'central', 'central', bonusCampaign, 'pause', {}, campaign.id));
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    expect(statuses.filter((code) => code === 400)).toHaveLength(N - 1);
    expect(await logCount(sql`bonus_campaign_id = ${campaign.id} AND details LIKE '%paused'`)).toBe(before + 1);
  });

  it(`${N} concurrent acknowledgements of one alert: one acknowledges it, the others get a 409`, async () => {
    const [alert] = await api.db.query<{ id: number }>(sql`SELECT id FROM limit_alerts WHERE NOT acknowledged ORDER BY id LIMIT 1`);
    const statuses = await codes(() => act(api, 'central', 'central', limitAlert, 'acknowledge', {}, alert.id));
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(N - 1);
    expect(await logCount(sql`details LIKE ${`Limit alert ${alert.id} acknowledged%`}`)).toBe(1);
  });

  it('a bonus assignment racing a pause of its campaign either wins (one bonus) or is refused (none)', async () => {
    const [deposit] = await api.db.query<{ id: number; player_id: number; campaign: number }>(sql`SELECT p.id, p.player_id, c.id AS campaign
      FROM payments p JOIN bonus_campaigns c ON c.operator_code = p.operator_code AND c.code = 'WELCOME100'
      WHERE p.operator_code = 'op1' AND p.payment_request = 'DEPOSIT' AND p.payment_status = 'PROCESSED' AND p.payment_wallet = 'CASH_DESK'
        AND p.account_movement >= 10
        AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.payment_id = p.id OR (b.player_id = p.player_id AND b.status = 'LOCKED'))
      ORDER BY p.id LIMIT 1`);
    const [assign, pause] = await Promise.all([
      act(
        api,
        'office1',
        'op1',
        payments,
        'assignBonusCampaign',
        { playerId: deposit.player_id, campaignId: deposit.campaign },
        deposit.id,
      ),
      act(api, 'central', 'central', bonusCampaign, 'pause', {}, deposit.campaign),
    ]);
    expect(pause.statusCode, pause.body).toBe(200);
    expect([200, 400]).toContain(assign.statusCode);
    const [{ n }] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM player_bonuses WHERE payment_id = ${deposit.id}`,
    );
    expect(n).toBe(assign.statusCode === 200 ? 1 : 0);
  });
});
