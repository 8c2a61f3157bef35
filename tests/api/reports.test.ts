/**
 * The Statistics group's reports: every figure equals the sum over the list it summarises (profit
 * and loss against the betslips, payments and account history lists; revenue against profit and
 * loss; liability against the betslips' open bet rows; significant events against the betslips
 * list), periods follow the request's time zone, operators stay apart, offer monitoring and the
 * thresholds are central only, and a threshold change is validated and logged.
 */
import { ProfitLossRow } from '../../resources/profitLoss';
import { LiabilityRow } from '../../resources/reportLiability';
import { FutureEventRow } from '../../resources/reportFutureEvents';
import { OfferMonitoringRow } from '../../resources/reportOfferMonitoring';
import { RevenueRow } from '../../resources/reportRevenue';
import { SignificantEventRow } from '../../resources/reportSignificantEvents';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type As = 'office1' | 'office2' | 'central';

async function get(url: string, as: As = 'office1') {
  const response = await api.call(as, { method: 'GET', url: `${API}/${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

// Not rounded to the cent: a market's payouts carry the odds' third decimal, and the server's totals
// are exact sums of the parts (toBeCloseTo takes care of binary fractions).
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const DAY = 86_400_000;
const lastDays = (days: number) => ({ from: new Date(Date.now() - days * DAY).toISOString(), to: new Date().toISOString() });

interface Slip {
  id: number;
  totalStake: number;
  paidValue?: number | null;
  isCancelled: boolean;
  currency: { code: string };
  betslipStatus: { simpleStatus: string };
  betrows?: {
    matchId: number;
    marketCode?: string;
    marketName: string;
    status: { code: string };
    betrowStake: number;
    maxWinValue: number;
  }[];
}

/** The betslips list's rows for a filter (all of them). */
const slips = async (filter: Record<string, unknown>, as: As = 'office1', op = 'op1'): Promise<Slip[]> =>
  (await get(`${op}/betslips${query({ size: 10000, filter })}`, as)).betslips.content;

const profitLoss = async (params: Record<string, unknown>, as: As = 'office1', op = 'op1') => {
  const page = await get(`${op}/profit-loss${query({ size: 10000, ...params })}`, as);
  return ProfitLossRow.array().parse(page.content);
};

describe('profit and loss', () => {
  const created = lastDays(30);

  it('sums the betslips, payments and account history lists of the time frame', async () => {
    const [whole] = await profitLoss({ filter: { created } });
    expect(whole).toMatchObject({
      operatorCode: 'op1',
      currencyCode: 'EUR',
      period: null,
      periodStart: created.from,
      periodEnd: created.to,
    });
    const placed = await slips({ timeFrame: created, currencyCode: 'EUR' });
    expect(whole.betslips).toBe(placed.length);
    expect(whole.stakes).toBeCloseTo(sum(placed.map((b) => b.totalStake)), 2);
    expect(whole.payouts).toBeCloseTo(sum(placed.map((b) => b.paidValue ?? 0)), 2);
    expect(whole.openStakes).toBeCloseTo(
      sum(placed.filter((b) => b.betslipStatus.simpleStatus === 'NOT_SETTLED').map((b) => b.totalStake)),
      2,
    );
    expect(whole.grossGamingRevenue).toBeCloseTo(whole.stakes - whole.openStakes - whole.payouts, 2);

    const processed = async (direction: string) =>
      (
        await get(
          'op1/payments' +
            query({
              size: 10000,
              filter: { accountHistoryType: { paymentRequest: direction, paymentStatus: ['PROCESSED'] }, created, currencyCode: 'EUR' },
            }),
        )
      ).content as { accountMovement: number }[];
    expect(whole.deposits).toBeCloseTo(sum((await processed('DEPOSIT')).map((p) => p.accountMovement)), 2);
    expect(whole.withdrawals).toBeCloseTo(-sum((await processed('WITHDRAWAL')).map((p) => p.accountMovement)), 2);
    const bonuses = (
      await get(
        'op1/accountHistories' +
          query({ size: 10000, filter: { accountHistoryType: { historyType: ['BONUS'] }, created, currencyCode: 'EUR' } }),
      )
    ).content as { accountMovement: number }[];
    expect(whole.bonusCosts).toBeCloseTo(sum(bonuses.map((a) => a.accountMovement)), 2);
    expect(whole.netGamingRevenue).toBeCloseTo(whole.grossGamingRevenue - whole.bonusCosts, 2);
    expect(whole.stakes).toBeGreaterThan(0);
  });

  it("gives a day's stakes as the betslips list holds that day's betslips, in the request's time zone", async () => {
    const days = await profitLoss({ filter: { created, period: 'DAY' }, timeZone: 'Asia/Tokyo' });
    const day = days.find((row) => row.betslips > 0 && Date.parse(row.periodEnd) - Date.parse(row.periodStart) === DAY - 1)!;
    // A whole Tokyo day: 15:00 UTC to 14:59:59.999 UTC the next day.
    expect(day.periodStart).toMatch(/T15:00:00\.000Z$/);
    const placed = await slips({ timeFrame: { from: day.periodStart, to: day.periodEnd }, currencyCode: 'EUR' });
    expect(day.betslips).toBe(placed.length);
    expect(day.stakes).toBeCloseTo(sum(placed.map((b) => b.totalStake)), 2);
    expect(day.payouts).toBeCloseTo(sum(placed.map((b) => b.paidValue ?? 0)), 2);
  });

  it('splits the time frame at period boundaries without losing or doubling anything', async () => {
    const [whole] = await profitLoss({ filter: { created } });
    for (const period of ['DAY', 'WEEK', 'MONTH', 'YEAR']) {
      const rows = await profitLoss({ filter: { created, period }, timeZone: 'America/New_York' });
      expect(rows.every((row) => row.period === period && row.periodStart >= created.from && row.periodEnd <= created.to)).toBe(true);
      for (const field of ['betslips', 'stakes', 'payouts', 'bonusCosts', 'deposits', 'withdrawals'] as const) {
        expect(sum(rows.map((row) => row[field])), `${period} ${field}`).toBeCloseTo(whole[field], 2);
      }
    }
  });

  it('keeps operators and currencies apart, the central view per operator and currency', async () => {
    const central = await profitLoss({ filter: { created } }, 'central', 'central');
    expect(central.map((row) => `${row.operatorCode} ${row.currencyCode}`).sort()).toEqual(['op1 EUR', 'op2 RON', 'op3 TRY']);
    const [own] = await profitLoss({ filter: { created } }, 'office2', 'op2');
    expect(own).toEqual(central.find((row) => row.operatorCode === 'op2'));
    const [byFilter] = await profitLoss({ filter: { created, operatorCode: 'op3' } }, 'central', 'central');
    expect(byFilter.operatorCode).toBe('op3');
    expect((await api.call('office1', { method: 'GET', url: `${API}/op2/profit-loss` })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'GET', url: `${API}/central/profit-loss` })).statusCode).toBe(403);
  });

  it('refuses an unknown time zone, period or filter with a 400 naming it', async () => {
    for (const [params, field] of [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ filter: { period: 'FORTNIGHT' } }, 'filter.period'],
      [{ filter: { created: { from: 'today' } } }, 'filter.created.from'],
      [{ filter: { sportCode: ['FOOTBALL'] } }, 'filter'],
      [{ sort: 'playerUsername,ASC' }, 'sort'],
    ] as const) {
      const response = await api.call('office1', { method: 'GET', url: `${API}/op1/profit-loss${query(params)}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('exports the rows as CSV, with no record call', async () => {
    const params = { filter: { created, period: 'WEEK' }, timeZone: 'Europe/Berlin' };
    const rows = await profitLoss(params);
    const csv = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/profit-loss/report${query({ ...params, timeZone: 'Europe/Berlin' })}`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]).toContain(rows[0].stakes.toFixed(2));
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/profit-loss/${encodeURIComponent(rows[0].id)}` })).statusCode).toBe(
      404,
    );
  });
});

describe('revenue', () => {
  it('adds up by sport to the profit-and-loss figures of each period', async () => {
    const params = { filter: { created: lastDays(60), period: 'MONTH' }, timeZone: 'Europe/Bucharest' };
    const months = await profitLoss(params);
    const revenue = RevenueRow.array().parse((await get(`op1/reports/revenue${query({ size: 10000, ...params })}`)).content);
    expect(new Set(revenue.map((row) => row.sportCode)).size).toBeGreaterThan(1);
    for (const month of months.filter((row) => row.betslips > 0)) {
      const sports = revenue.filter((row) => row.periodStart === month.periodStart);
      for (const field of ['betslips', 'stakes', 'openStakes', 'payouts', 'grossGamingRevenue'] as const) {
        expect(sum(sports.map((row) => row[field])), field).toBeCloseTo(month[field], 2);
      }
    }
    const football = RevenueRow.array().parse(
      (await get(`op1/reports/revenue${query({ size: 10000, ...params, filter: { ...params.filter, sportCode: ['FOOTBALL'] } })}`)).content,
    );
    expect(football.length).toBeGreaterThan(0);
    expect(football.every((row) => row.sportCode === 'FOOTBALL')).toBe(true);
  });
});

describe('liability and future events', () => {
  it("gives a market's open stakes and payouts as the sum over its unsettled bet rows", async () => {
    const [row] = LiabilityRow.array().parse((await get(`op1/reports/liability${query({ size: 1 })}`)).content);
    expect(row.exposure).toBeCloseTo(row.worstPayout - row.openStakes, 2);
    const kickOff = { from: row.matchDate, to: row.matchDate };
    const open = (await slips({ settlement: 'NOT_SETTLED', matchDay: kickOff })).filter((b) => !b.isCancelled);
    const rows = [];
    for (const slip of open) {
      const record = (await get(`op1/betslips/${slip.id}`)) as Slip;
      rows.push(
        ...record.betrows!.filter((r) => r.matchId === row.matchId && r.marketName === row.marketName && r.status.code === 'NOT_SETTLED'),
      );
    }
    expect(row.betRows).toBe(rows.length);
    expect(row.openStakes).toBeCloseTo(sum(rows.map((r) => r.betrowStake)), 2);
    expect(row.potentialPayouts).toBeCloseTo(sum(rows.map((r) => r.maxWinValue)), 2);
  });

  it('sums the markets of a match ahead, and only matches ahead', async () => {
    const events = FutureEventRow.array().parse((await get(`op1/reports/future-events${query({ size: 10000 })}`)).content);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => Date.parse(event.matchDate) > Date.now() - 60_000)).toBe(true);
    const [event] = events;
    const markets = LiabilityRow.array()
      .parse(
        (await get(`op1/reports/liability${query({ size: 10000, filter: { matchDate: { from: event.matchDate, to: event.matchDate } } })}`))
          .content,
      )
      .filter((market) => market.matchId === event.matchId);
    expect(event.markets).toBe(markets.length);
    expect(event.openStakes).toBeCloseTo(sum(markets.map((market) => market.openStakes)), 2);
    expect(event.exposure).toBeCloseTo(sum(markets.map((market) => market.exposure)), 2);
  });
});

describe('significant events', () => {
  it('lists the betslips at or above the thresholds, as the betslips list finds them', async () => {
    const events = SignificantEventRow.array().parse((await get(`op1/reports/significant-events${query({ size: 10000 })}`)).content);
    const large = events.filter((event) => event.kind === 'LARGE_STAKE');
    expect(large.length).toBeGreaterThan(0);
    const threshold = large[0].reference;
    expect((await slips({ totalStake: { from: threshold }, currencyCode: 'EUR' })).length).toBe(large.length);
    for (const win of events.filter((event) => event.kind === 'LARGE_WIN'))
      expect(win.amount).toBeCloseTo((win.paidValue ?? 0) - win.totalStake, 2);
    expect(events.filter((event) => event.kind === 'STAKE_SPIKE').every((event) => event.amount >= event.reference)).toBe(true);
    expect(events.every((event) => event.operatorCode === 'op1')).toBe(true);
  });
});

describe('offer monitoring', () => {
  it('is central only: an office manager gets a 403', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/reports/offer-monitoring` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('central view only');
    const rows = OfferMonitoringRow.array().parse(
      (await get(`central/reports/offer-monitoring${query({ size: 100 })}`, 'central')).content,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.concentrated).toBe((row.topPlayerShare ?? 0) >= 50 && row.betRows >= 10 && row.players >= 3);
      expect(row.payoutRatio === null ? 0 : row.payoutRatio).toBeCloseTo(
        row.settledStakes ? (100 * row.payouts) / row.settledStakes : 0,
        1,
      );
    }
  });
});

describe('significant event thresholds', () => {
  const url = `${API}/central/significant-event-thresholds`;

  it('are read and changed by central managers only, each change logged with before and after', async () => {
    expect((await api.call('office1', { method: 'GET', url: `${API}/op1/significant-event-thresholds` })).statusCode).toBe(403);
    const list = (await get('central/significant-event-thresholds', 'central')).content as { id: number; currency: string }[];
    const eur = list.find((row) => row.currency === 'EUR')!.id;
    const before = (await get(`central/significant-event-thresholds/${eur}`, 'central')) as { largeStake: number };
    const changes = JSON.stringify([{ fieldName: 'largeStake', newValue: 400.5 }]);
    const forbidden = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/significant-event-thresholds/${eur}?changes=${encodeURIComponent(changes)}`,
      payload: {},
    });
    expect(forbidden.statusCode).toBe(403);
    const saved = await api.call('central', {
      method: 'PUT',
      url: `${url}/${eur}?changes=${encodeURIComponent(changes)}`,
      payload: before,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.largeStake).toBe(400.5);
    const [log] = await api.db.query<{ log_type: string; user_username: string; before: unknown; after: unknown }>(
      sql`SELECT log_type, user_username, before, after FROM activity_log ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toMatchObject({
      log_type: 'DATA_CHANGED',
      user_username: 'central@demo.test',
      before: { largeStake: before.largeStake },
      after: { largeStake: 400.5 },
    });
    const events = SignificantEventRow.array().parse(
      (await get(`op1/reports/significant-events${query({ size: 10000, filter: { kind: ['LARGE_STAKE'] } })}`)).content,
    );
    expect(events.every((event) => event.reference === 400.5 && event.amount >= 400.5)).toBe(true);
  });

  it('refuses values out of range with a 400 naming the field and the rule', async () => {
    for (const [field, value, rule] of [
      ['largeStake', 0, 'at least 0.01'],
      ['largeWin', 12.345, 'decimals'],
      ['stakeSpikeFactor', 1.5, 'at least 2'],
      ['stakeSpikeMinBetslips', 2.5, 'whole number'],
      ['largeStake', 2e9, 'at most'],
      ['currency', 'USD', 'not editable'],
    ] as const) {
      const changes = JSON.stringify([{ fieldName: field, newValue: value }]);
      const response = await api.call('central', { method: 'PUT', url: `${url}/1?changes=${encodeURIComponent(changes)}`, payload: {} });
      expect(response.statusCode, `${field} ${value}`).toBe(400);
      expect(response.json().message).toContain(field);
      expect(response.json().message).toContain(rule);
    }
  });
});
