import type { Betslip, BetslipListItem } from '../../resources/betslip';
import type { Payment } from '../../resources/payments';
import { BetslipDistribution, BetslipGraphPoint, PlayerStatistics, PlayerStatisticsRow } from '../../resources/playerStatistics';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
let playerId: number;
beforeAll(async () => {
  api = await createTestApi();
  // The op1 player with the most betslips.
  const [row] = await api.db.query<{ id: number }>(sql`SELECT player_id AS id FROM betslips WHERE operator_code = 'op1'
    GROUP BY player_id ORDER BY count(*) DESC, player_id LIMIT 1`);
  playerId = row.id;
});
afterAll(() => api.close());

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

async function get(url: string, as: 'office1' | 'office2' | 'central' = 'office1') {
  const response = await api.call(as, { method: 'GET', url: `${API}/${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

async function betslips(filter: Record<string, unknown> = {}): Promise<BetslipListItem[]> {
  const payload = await get(`op1/betslips/player/${playerId}${query({ size: 10000, filter })}`);
  return payload.betslips.content;
}

async function payments(filter: Record<string, unknown>): Promise<Payment[]> {
  return (await get(`op1/payments${query({ playerId, size: 10000, filter })}`)).content;
}

describe('GET {op}/statistics/player/{id}', () => {
  it('totals equal the sums over the betslips and payments lists', async () => {
    const stats = PlayerStatistics.parse(await get(`op1/statistics/player/${playerId}`));
    const slips = await betslips();
    expect(slips.length).toBeGreaterThan(0);
    expect(stats.numberOfBets).toBe(slips.length);
    expect(stats.totalStake).toBeCloseTo(sum(slips.map((b) => b.totalStake)), 2);
    expect(stats.totalPayinAmount).toBeCloseTo(sum(slips.map((b) => b.totalStake + b.feeValue)), 2);
    expect(stats.totalPayoutAmount).toBeCloseTo(sum(slips.map((b) => b.paidValue ?? 0)), 2);
    expect(stats.houseWin).toBeCloseTo(stats.totalPayinAmount - stats.totalPayoutAmount, 2);

    const deposits = await payments({ accountHistoryType: { paymentRequest: 'DEPOSIT', paymentStatus: ['PROCESSED'] } });
    expect(sum(stats.depositsGroupedByDayAndCurrency.map((d) => d.accountMovement))).toBeCloseTo(
      sum(deposits.map((p) => p.accountMovement)),
      2,
    );
    const withdrawals = await payments({ accountHistoryType: { paymentRequest: 'WITHDRAWAL', paymentStatus: ['PROCESSED'] } });
    expect(sum(stats.withdrawalsGroupedByDayAndCurrency.map((d) => d.accountMovement))).toBeCloseTo(
      sum(withdrawals.map((p) => p.accountMovement)),
      2,
    );
    const bonuses = (await get(`op1/players/bonus/${playerId}${query({ size: 10000 })}`)).content as { bonusAmount: number }[];
    expect(stats.totalPayoutBonusAmount).toBeCloseTo(sum(bonuses.map((b) => b.bonusAmount)), 2);
  });

  it('applies the time frame the same way the lists do', async () => {
    const created = { from: new Date(Date.now() - 30 * 86_400_000).toISOString(), to: new Date().toISOString() };
    const stats = PlayerStatistics.parse(await get(`op1/statistics/player/${playerId}${query({ filter: { created } })}`));
    const slips = await betslips({ timeFrame: created });
    expect(stats.numberOfBets).toBe(slips.length);
    expect(stats.totalStake).toBeCloseTo(sum(slips.map((b) => b.totalStake)), 2);
    const deposits = await payments({ accountHistoryType: { paymentRequest: 'DEPOSIT', paymentStatus: ['PROCESSED'] }, created });
    expect(sum(stats.depositsGroupedByDayAndCurrency.map((d) => d.accountMovement))).toBeCloseTo(
      sum(deposits.map((p) => p.accountMovement)),
      2,
    );
  });

  it('rejects a bad filter and other operators', async () => {
    const bad = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/statistics/player/${playerId}${query({ filter: { created: { from: 'yesterday' } } })}`,
    });
    expect(bad.statusCode).toBe(400);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op1/statistics/player/${playerId}` })).statusCode).toBe(403);
    expect((await api.call('office2', { method: 'GET', url: `${API}/op2/statistics/player/${playerId}` })).statusCode).toBe(404);
  });
});

describe('GET {op}/betslips/stats|graph/player/{id}', () => {
  it('counts betslips per betslip type and per sport, by play type', async () => {
    const all = BetslipDistribution.parse(await get(`op1/betslips/stats/player/${playerId}`));
    const slips = await betslips();
    expect(sum(Object.values(all.betslipTypes))).toBe(slips.length);
    for (const [type, count] of Object.entries(all.betslipTypes)) {
      expect(count).toBe(slips.filter((b) => b.betslipType === type).length);
    }
    // List items carry no bet rows: the sports come from each betslip's single record.
    const records = await Promise.all(slips.map(async (b) => (await get(`op1/betslips/${b.id}`)) as Betslip));
    // Sports are keyed by their code, which the console labels from the catalogue.
    const football = records.filter((b) => b.betrows.some((r) => r.sportCode === 'FOOTBALL')).length;
    expect(all.sportTypes.FOOTBALL ?? 0).toBe(football);
    const live = BetslipDistribution.parse(await get(`op1/betslips/stats/player/${playerId}${query({ filter: { playType: 'LIVE' } })}`));
    expect(sum(Object.values(live.betslipTypes))).toBe((await betslips({ playType: 'LIVE' })).length);
  });

  it('gives stake and payout per day', async () => {
    const points = BetslipGraphPoint.array().parse(await get(`op1/betslips/graph/player/${playerId}`));
    const slips = await betslips();
    expect(sum(points.map((p) => p.betslips))).toBe(slips.length);
    expect(sum(points.map((p) => p.stake))).toBeCloseTo(sum(slips.map((b) => b.totalStake)), 2);
    expect([...points.map((p) => p.date)].sort()).toEqual(points.map((p) => p.date));
  });
});

describe('GET {op}/statistics (players statistics list)', () => {
  it('lists per-player totals sorted by payin, matching the player statistics', async () => {
    const page = await get(`op1/statistics${query({ size: 25 })}`);
    const rows = PlayerStatisticsRow.array().parse(page.content);
    expect(rows.every((row) => row.operatorCode === 'op1')).toBe(true);
    const payins = rows.map((row) => row.totalPayinAmount);
    expect([...payins].sort((a, b) => b - a)).toEqual(payins);
    const stats = await get(`op1/statistics/player/${rows[0].id}`);
    expect(stats).toMatchObject({ totalPayinAmount: rows[0].totalPayinAmount, numberOfBets: rows[0].numberOfBets });
    const central = await get(`central/statistics${query({ size: 25, filter: { operatorCode: 'op2' } })}`, 'central');
    expect(central.content.every((row: { operatorCode: string }) => row.operatorCode === 'op2')).toBe(true);
  });

  it("carries each player's currency, so the amounts are written as money", async () => {
    const page = await get(`central/statistics${query({ size: 200 })}`, 'central');
    const rows = PlayerStatisticsRow.array().parse(page.content);
    const players = await api.db.query<{ id: number; currency: string }>(sql`SELECT id, tenant_currency AS currency FROM players`);
    const currencyOf = new Map(players.map((player) => [player.id, player.currency]));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tenantCurrency).toBe(currencyOf.get(row.id));
  });
});
