/** `GET /{op}/dashboard`: Home's figures and queues equal the lists they summarise; operator-isolated; bad filters are 400s. */
import { DashboardSummary, queueWireFilter } from '../../resources/dashboard';
import type { Payment } from '../../resources/payments';
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

const total = async (url: string, as: As = 'office1') => (await get(url, as)).totalElements as number;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('GET {op}/dashboard', () => {
  const created = { from: new Date(Date.now() - 30 * 86_400_000).toISOString(), to: new Date().toISOString() };

  it('counts the queues as their lists do', async () => {
    const summary = DashboardSummary.parse(await get('op1/dashboard'));
    expect(summary.queues.kycUnderReview).toBe(
      await total(`op1/players/kyc/grouped/paginated${query({ size: 1, filter: queueWireFilter('kycUnderReview') })}`),
    );
    expect(summary.queues.withdrawalsWaiting).toBe(
      await total(`op1/withdrawal/requests${query({ size: 1, filter: queueWireFilter('withdrawalsWaiting') })}`),
    );
    expect(summary.queues.kycUnderReview + summary.queues.withdrawalsWaiting).toBeGreaterThan(0);
  });

  it('gives the time frame figures per currency as the payments, betslips and players lists have them', async () => {
    const summary = DashboardSummary.parse(await get(`op1/dashboard${query({ filter: { created } })}`));
    expect(summary.currencies.length).toBeGreaterThan(0);
    const processed = async (direction: string): Promise<Payment[]> =>
      (
        await get(
          'op1/payments' +
            query({ size: 10000, filter: { accountHistoryType: { paymentRequest: direction, paymentStatus: ['PROCESSED'] }, created } }),
        )
      ).content;
    const deposits = await processed('DEPOSIT');
    const withdrawals = await processed('WITHDRAWAL');
    for (const figures of summary.currencies) {
      expect(figures.deposits).toBeCloseTo(
        sum(deposits.filter((p) => p.currency === figures.currency).map((p) => Math.abs(p.accountMovement))),
        2,
      );
      expect(figures.withdrawals).toBeCloseTo(
        sum(withdrawals.filter((p) => p.currency === figures.currency).map((p) => Math.abs(p.accountMovement))),
        2,
      );
    }
    const slips = (await get(`op1/betslips${query({ size: 10000, filter: { timeFrame: created } })}`)).betslips.content as {
      totalStake: number;
      feeValue: number;
      paidValue?: number | null;
      currency: { code: string };
    }[];
    expect(summary.betslips).toBe(slips.length);
    for (const figures of summary.currencies) {
      const mine = slips.filter((b) => b.currency.code === figures.currency);
      expect(figures.stakes).toBeCloseTo(sum(mine.map((b) => b.totalStake)), 2);
      expect(figures.payouts).toBeCloseTo(sum(mine.map((b) => b.paidValue ?? 0)), 2);
      expect(figures.houseWin).toBeCloseTo(sum(mine.map((b) => b.totalStake + b.feeValue)) - figures.payouts, 2);
    }
    expect(summary.newPlayers).toBe(await total(`op1/players${query({ size: 1, filter: { created } })}`));
  });

  it('spans every operator on the central view and keeps operators apart', async () => {
    const central = DashboardSummary.parse(await get('central/dashboard', 'central'));
    const op1 = DashboardSummary.parse(await get('op1/dashboard'));
    const op2 = DashboardSummary.parse(await get('op2/dashboard', 'office2'));
    expect(central.queues.kycUnderReview).toBeGreaterThanOrEqual(op1.queues.kycUnderReview + op2.queues.kycUnderReview);
    expect((await api.call('office1', { method: 'GET', url: `${API}/op2/dashboard` })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'GET', url: `${API}/central/dashboard` })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: `${API}/op1/dashboard` })).statusCode).toBe(401);
  });

  it('refuses a filter it does not know with a 400 naming the field', async () => {
    for (const [filter, field] of [
      ['not json', 'filter'],
      [JSON.stringify({ created: { from: 'yesterday' } }), 'filter.created.from'],
      [JSON.stringify({ kycStatus: ['UNDER_REVIEW'] }), 'filter'],
    ] as const) {
      const response = await api.call('office1', { method: 'GET', url: `${API}/op1/dashboard?filter=${encodeURIComponent(filter)}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('gives the figures per day or month on request, adding up to the totals, in the asked time zone', async () => {
    const summary = DashboardSummary.parse(
      await get(`op1/dashboard${query({ filter: { created }, series: 'day', timeZone: 'Europe/Berlin' })}`),
    );
    const series = summary.series!;
    expect(series.length).toBeGreaterThan(0);
    expect(series.every((point) => /^\d{4}-\d{2}-\d{2}$/.test(point.period))).toBe(true);
    expect([...series].sort((a, b) => a.period.localeCompare(b.period))).toEqual(series);
    for (const figures of summary.currencies) {
      const points = series.filter((point) => point.currency === figures.currency);
      for (const key of ['deposits', 'withdrawals', 'stakes', 'payouts', 'houseWin'] as const) {
        expect(sum(points.map((point) => point[key]))).toBeCloseTo(figures[key], 1);
      }
    }
    expect(series.reduce((total, point) => total + point.betslips, 0)).toBe(summary.betslips);
    const months = DashboardSummary.parse(await get(`op1/dashboard${query({ series: 'month' })}`)).series!;
    expect(months.every((point) => /^\d{4}-\d{2}$/.test(point.period))).toBe(true);
    expect(DashboardSummary.parse(await get('op1/dashboard')).series).toBeUndefined();
  });

  it('refuses an unknown interval or time zone with a 400 naming the parameter', async () => {
    for (const [params, field] of [
      [{ series: 'week' }, 'series'],
      [{ series: 'day', timeZone: 'Mars/Olympus' }, 'timeZone'],
    ] as const) {
      const response = await api.call('office1', { method: 'GET', url: `${API}/op1/dashboard${query(params)}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([field]);
    }
  });
});
