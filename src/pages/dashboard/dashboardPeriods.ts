/** The periods of the dashboard chart: which interval a time frame gets, and the periods with no figures filled in. */
import type { DashboardInterval, DashboardPoint } from '../../../resources/dashboard';
import type { TimeFrameRange } from '../../widgets/timeFrame';

/** Time frames up to this many days are charted per day, longer ones (and "any") per month. */
export const DAILY_MAX_DAYS = 92;

const DAY_MS = 86_400_000;

/** The interval of a time frame's chart. */
export function intervalOf(range: TimeFrameRange): DashboardInterval {
  if (!range.from) return 'month';
  const to = range.to ? Date.parse(range.to) : Date.now();
  return (to - Date.parse(range.from)) / DAY_MS <= DAILY_MAX_DAYS ? 'day' : 'month';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The period of a local date: `YYYY-MM-DD` or `YYYY-MM`. */
export function periodOf(date: Date, interval: DashboardInterval): string {
  const month = `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
  return interval === 'day' ? `${month}-${pad(date.getDate())}` : month;
}

/** The next period after `period`. */
function nextPeriod(period: string, interval: DashboardInterval): string {
  const [year, month, day = 1] = period.split('-').map(Number);
  const date = interval === 'day' ? new Date(year, month - 1, day + 1) : new Date(year, month, 1);
  return periodOf(date, interval);
}

/** A period's figures with zeros: no betslip and no payment in it. */
export function emptyPoint(period: string, currency: string): DashboardPoint {
  return { period, currency, deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, houseWin: 0, betslips: 0 };
}

/**
 * One currency's points, every period from the time frame's start (else the first point) to its
 * end (else the last point) present, empty periods with zeros, so the chart's axis runs evenly.
 * At most 400 periods are filled (a time frame reaching far into the future is cut there).
 */
export function chartPoints(
  series: readonly DashboardPoint[],
  currency: string,
  range: TimeFrameRange,
  interval: DashboardInterval,
): DashboardPoint[] {
  const own = series.filter((point) => point.currency === currency);
  const first = range.from ? periodOf(new Date(range.from), interval) : own[0]?.period;
  const last = range.to ? periodOf(new Date(Math.min(Date.parse(range.to), Date.now())), interval) : own.at(-1)?.period;
  if (!first || !last) return own;
  const byPeriod = new Map(own.map((point) => [point.period, point]));
  const points: DashboardPoint[] = [];
  for (let period = first; period <= last && points.length < 400; period = nextPeriod(period, interval)) {
    points.push(byPeriod.get(period) ?? emptyPoint(period, currency));
  }
  return points;
}
