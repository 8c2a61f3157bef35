/** The dashboard chart's periods: the interval of a time frame and the empty periods filled in. */
import { describe, expect, it } from 'vitest';
import { chartPoints, emptyPoint, intervalOf, periodOf } from '../../../src/pages/dashboard/dashboardPeriods';

const local = (year: number, month: number, day: number) => new Date(year, month - 1, day);

describe('dashboard periods', () => {
  it('charts up to three months per day, longer time frames and "any" per month', () => {
    const to = local(2026, 3, 31).toISOString();
    expect(intervalOf({ from: local(2026, 3, 1).toISOString(), to })).toBe('day');
    expect(intervalOf({ from: local(2025, 12, 31).toISOString(), to })).toBe('day');
    expect(intervalOf({ from: local(2025, 1, 1).toISOString(), to })).toBe('month');
    expect(intervalOf({})).toBe('month');
  });

  it('names periods by the local calendar', () => {
    expect(periodOf(local(2026, 2, 7), 'day')).toBe('2026-02-07');
    expect(periodOf(local(2026, 2, 7), 'month')).toBe('2026-02');
  });

  it("fills a currency's empty periods with zeros over the time frame, across a month's end", () => {
    const series = [
      { ...emptyPoint('2026-01-30', 'EUR'), deposits: 10 },
      { ...emptyPoint('2026-01-31', 'USD'), deposits: 99 },
      { ...emptyPoint('2026-02-02', 'EUR'), stakes: 5 },
    ];
    const range = { from: local(2026, 1, 30).toISOString(), to: local(2026, 2, 2).toISOString() };
    const points = chartPoints(series, 'EUR', range, 'day');
    expect(points.map((point) => [point.period, point.deposits, point.stakes])).toEqual([
      ['2026-01-30', 10, 0],
      ['2026-01-31', 0, 0],
      ['2026-02-01', 0, 0],
      ['2026-02-02', 0, 5],
    ]);
  });

  it('runs from the first to the last point when the time frame has no start', () => {
    const series = [emptyPoint('2025-11', 'EUR'), emptyPoint('2026-01', 'EUR')];
    expect(chartPoints(series, 'EUR', {}, 'month').map((point) => point.period)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(chartPoints([], 'EUR', {}, 'month')).toEqual([]);
  });
});
