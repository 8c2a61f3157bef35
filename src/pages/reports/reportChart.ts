/**
 * Chart data of the report headers, from the list rows on screen: one point per calendar period
 * (oldest first) with a value per series, for ONE currency at a time (amounts of different
 * currencies are never added or drawn on one axis). Pure: no React.
 */
import type { ReportPeriod } from '../../../resources/reportFields';
import { calendarPeriodText } from '../../format/calendarPeriod';

/** The fields every period row has. */
export interface PeriodRow {
  periodStart: string;
  periodEnd: string;
  period: ReportPeriod | null;
  currencyCode: string;
}

/** One point of a chart: the period, its label and a value per series name. */
export interface ChartPoint {
  start: string;
  label: string;
  values: Record<string, number>;
}

/** A chart's points and its series names in the order they first appear. */
export interface ChartData {
  points: ChartPoint[];
  series: string[];
}

/** The currencies of the rows, alphabetically. */
export function currenciesOf(rows: readonly PeriodRow[]): string[] {
  return [...new Set(rows.map((row) => row.currencyCode))].sort();
}

/**
 * The points of one currency's rows: values of the same period and series are added (rows of
 * several operators in one currency, for instance).
 *
 * @example
 * pivot(rows, 'EUR', (row) => row.operatorCode, (row) => row.netGamingRevenue, 'en');
 */
export function pivot<R extends PeriodRow>(
  rows: readonly R[],
  currency: string,
  seriesOf: (row: R) => string,
  valueOf: (row: R) => number,
  locale: string,
): ChartData {
  const points = new Map<string, ChartPoint>();
  const series: string[] = [];
  for (const row of rows) {
    if (row.currencyCode !== currency) continue;
    const name = seriesOf(row);
    if (!series.includes(name)) series.push(name);
    const point = points.get(row.periodStart) ?? {
      start: row.periodStart,
      label: calendarPeriodText({ start: row.periodStart, end: row.periodEnd, period: row.period }, locale),
      values: {},
    };
    point.values[name] = Math.round(((point.values[name] ?? 0) + valueOf(row)) * 100) / 100;
    points.set(row.periodStart, point);
  }
  return { points: [...points.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start)), series };
}
