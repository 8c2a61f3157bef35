/**
 * A report row's period in words (`PeriodCell`, the report charts), in the page language and the
 * browser's time zone, the one the API grouped the rows by: a whole day `3 Jun 2024`, a whole month
 * `June 2024`, a whole year `2024`; any other span (a week, a quarter, a period cut by the time
 * frame, the whole time frame) as a date range `3–9 Jun 2024`.
 */
import type { ReportPeriod } from '../../resources/reportFields';

/** The first and the last instant of a period, and which calendar period it is (null: the whole time frame). */
export interface CalendarPeriod {
  start: string | Date;
  end: string | Date;
  period: ReportPeriod | null;
}

const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** Local midnight of the day after `date`. */
function nextDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
}

/** Whether [start, end] covers whole local days from the start of `start`'s day to the end of `end`'s. */
function wholeDays(start: Date, end: Date): boolean {
  const startsAtMidnight = start.getHours() === 0 && start.getMinutes() === 0 && start.getSeconds() === 0;
  return startsAtMidnight && nextDay(end).getTime() - end.getTime() <= 1000;
}

/**
 * The words of a period.
 *
 * @example
 * calendarPeriodText({ start: '2024-05-31T22:00:00Z', end: '2024-06-30T21:59:59.999Z', period: 'MONTH' }, 'en'); // 'June 2024' in Berlin
 */
export function calendarPeriodText({ start, end, period }: CalendarPeriod, locale: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${String(start)} – ${String(end)}`;
  const whole = wholeDays(from, to);
  const sameDay = from.toDateString() === to.toDateString();
  if (period === 'DAY' || (whole && sameDay)) return new Intl.DateTimeFormat(locale, dateOptions).format(from);
  if (whole && from.getDate() === 1 && nextDay(to).getDate() === 1) {
    const months = (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth();
    if (months === 0) return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(from);
    if (months === 11 && from.getMonth() === 0) return new Intl.DateTimeFormat(locale, { year: 'numeric' }).format(from);
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }).formatRange(from, to);
  }
  return new Intl.DateTimeFormat(locale, dateOptions).formatRange(from, to);
}
