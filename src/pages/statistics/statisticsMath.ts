/** Pure helpers of the statistics tiles and charts (001 §2, §9). */
import type { PlayerStatistics } from '../../../resources/playerStatistics';
import { codeOfCurrency } from '../../../resources/money';

/** Fixed chart palettes: pie 8 colours, line 5. */
export const PIE_COLORS = ['#1565c0', '#ef6c00', '#2e7d32', '#c62828', '#6a1b9a', '#00838f', '#ad1457', '#4e342e'] as const;
export const LINE_COLORS = ['#1565c0', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a'] as const;

/** Account activity: entries shown first and added per 'See more'. */
export const ACTIVITY_PAGE = 5;
/** With no start, charts go back this many years. */
export const CHART_YEARS_BACK = 5;

/** Sum of the movements (absolute values). */
export function movementTotal(entries: readonly { accountMovement: number }[] | undefined): number {
  return (entries ?? []).reduce((total, entry) => total + Math.abs(entry.accountMovement), 0);
}

/** The tiles' values. */
export function tileValues(stats: PlayerStatistics) {
  return {
    deposit: movementTotal(stats.depositsGroupedByDayAndCurrency),
    withdrawals: movementTotal(stats.withdrawalsGroupedByDayAndCurrency),
    stake: stats.totalStake,
    paidOut: stats.totalPayoutAmount,
    houseWin: stats.houseWin,
    betCount: stats.numberOfBets,
  };
}

/** Tiles whose value is an amount (shown with the currency); the others are counts. */
export const MONEY_TILES: ReadonlySet<string> = new Set(['deposit', 'withdrawals', 'stake', 'paidOut', 'houseWin', 'bonusGranted']);

/** The one currency of the statistics' movements, or undefined when there are none or several. */
export function movementCurrency(stats: PlayerStatistics): string | undefined {
  const currencies = new Set(
    [...stats.depositsGroupedByDayAndCurrency, ...stats.withdrawalsGroupedByDayAndCurrency].flatMap((entry) => {
      const code = codeOfCurrency(entry.currency);
      return code ? [code] : [];
    }),
  );
  return currencies.size === 1 ? [...currencies][0] : undefined;
}

/** The chart's first day: the time frame's start, or 5 years before `now`. */
export function chartStart(from: string | undefined, now: Date = new Date()): string {
  if (from) return from.slice(0, 10);
  const start = new Date(now);
  start.setFullYear(start.getFullYear() - CHART_YEARS_BACK);
  return start.toISOString().slice(0, 10);
}

export interface MovementPoint {
  day: string;
  deposits: number;
  withdrawals: number;
}

/**
 * Deposits and withdrawals per day from `start`, sorted by day; with `currency`, that currency's
 * only (amounts of different currencies are never added), entries without a currency counting as it.
 */
export function movementSeries(stats: PlayerStatistics, start: string, currency?: string): MovementPoint[] {
  const days = new Map<string, MovementPoint>();
  const add = (entries: PlayerStatistics['depositsGroupedByDayAndCurrency'], key: 'deposits' | 'withdrawals') => {
    for (const entry of entries) {
      const day = entry.created.slice(0, 10);
      if (day < start) continue;
      const code = codeOfCurrency(entry.currency);
      if (currency && code && code !== currency) continue;
      const point = days.get(day) ?? { day, deposits: 0, withdrawals: 0 };
      point[key] += Math.abs(entry.accountMovement);
      days.set(day, point);
    }
  };
  add(stats.depositsGroupedByDayAndCurrency, 'deposits');
  add(stats.withdrawalsGroupedByDayAndCurrency, 'withdrawals');
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** `{ code, name, value }` slices of a count map keyed by code, named by `label`, largest first, without zeros. */
export function pieSlices(
  counts: Readonly<Record<string, number>>,
  label: (code: string) => string = (code) => code,
): { code: string; name: string; value: number }[] {
  return Object.entries(counts)
    .filter(([, value]) => value > 0)
    .map(([code, value]) => ({ code, name: label(code), value }))
    .sort((a, b) => b.value - a.value);
}

/** Rollover progress in percent: current / campaign, capped at 100, two decimals. */
export function rolloverPercent(current: number, campaign: number): number {
  if (!campaign) return 0;
  return Math.min(100, Math.round((current / campaign) * 10000) / 100);
}
