/**
 * Time frames: the preset names a time-frame filter stores, the presets each screen offers, and
 * their resolution to a `{ from, to }` pair of ISO instants (000 §2, time-frame picker).
 *
 * Pure: no React. Calendar arithmetic runs in the browser's local time zone; weeks start on
 * Monday; a period's `to` is its last millisecond (23:59:59.999 of its last day).
 *
 * | value | from | to |
 * |---|---|---|
 * | `any` | — | — |
 * | `custom` | the range stored as `from_{ISO}_to_{ISO}` (see {@link encodeCustomRange}) | |
 * | `today`, `yesterday`, `tomorrow`, `2daysago`, `3daysago` | start of that day | end of that day |
 * | `last30min`, `last1hour`, `last6hours`, `last24hours` | now minus the duration | now |
 * | `last3days`, `last7days`, `last30days` | now, same clock time N calendar days back | now |
 * | `next6hours`, `next24hours` | now | now plus the duration |
 * | `next3days`, `next7days`, `next30days` | now | now, same clock time N calendar days ahead |
 * | `currentWeek`, `currentMonth`, `currentQuarter`, `currentYear` | start of the period | end of the period |
 * | `previousWeek`, `previousMonth`, `previousQuarter`, `previousYear` | start of the period before | its end |
 * | `upToDate` | — | now |
 * | `past` | now, 3 years back | now |
 * | `future` | now | now, 3 years ahead |
 * | `todayOrLater` | start of today | — |
 * | `todayOrBefore` | — | end of today |
 * | `minus24hoursOrLater` (the spec's "-24 h") | now minus 24 h | — |
 * | `plus24hoursOrBefore` (the spec's "+24 h") | — | now plus 24 h |
 */

/** The custom range picker's date-time format (000 §2). */
export const RANGE_FORMAT = 'YYYY-MM-DD HH:mm';
import type { TimeFrameContext } from '../../resources/model';

/** Every preset value, in the order pickers list them. `custom` stands for a stored custom range. */
export const TIME_FRAME_VALUES = [
  'any',
  'custom',
  'last30min',
  'last1hour',
  'last6hours',
  'last24hours',
  'last3days',
  'last7days',
  'last30days',
  'today',
  'yesterday',
  '2daysago',
  '3daysago',
  'tomorrow',
  'next6hours',
  'next24hours',
  'next3days',
  'next7days',
  'next30days',
  'currentWeek',
  'currentMonth',
  'currentQuarter',
  'currentYear',
  'previousWeek',
  'previousMonth',
  'previousQuarter',
  'previousYear',
  'upToDate',
  'past',
  'future',
  'todayOrLater',
  'todayOrBefore',
  'minus24hoursOrLater',
  'plus24hoursOrBefore',
] as const;

/** A preset name. */
export type TimeFramePreset = (typeof TIME_FRAME_VALUES)[number];

/** A resolved time frame: ISO instants; an absent end is open. */
export interface TimeFrameRange {
  from?: string;
  to?: string;
}

/**
 * The presets each screen offers (000 §2 names the contexts, not their contents; these sets are
 * the product's choice):
 * - betslips: recent activity first (minutes to days), then calendar periods;
 * - matches / matchDay: around now in both directions, with the or-later/or-before forms;
 * - dashboard / revenue: calendar periods for reporting, plus `upToDate`;
 * - betslipDay: whole days and calendar periods (a betslip's day has no clock time);
 * - activityLog / payments / accountHistory: the recent past and calendar periods;
 * - players (registration, last login): days to years back.
 * Every set starts with `any` and ends with `custom`.
 */
export const TIME_FRAME_PRESETS: Record<TimeFrameContext, readonly TimeFramePreset[]> = {
  betslips: [
    'any',
    'last30min',
    'last1hour',
    'last6hours',
    'last24hours',
    'last3days',
    'last7days',
    'last30days',
    'today',
    'yesterday',
    '2daysago',
    '3daysago',
    'currentWeek',
    'previousWeek',
    'currentMonth',
    'previousMonth',
    'custom',
  ],
  matches: [
    'any',
    'todayOrLater',
    'todayOrBefore',
    'minus24hoursOrLater',
    'plus24hoursOrBefore',
    'today',
    'tomorrow',
    'yesterday',
    'next6hours',
    'next24hours',
    'next3days',
    'next7days',
    'next30days',
    'last24hours',
    'last3days',
    'last7days',
    'past',
    'future',
    'custom',
  ],
  dashboard: [
    'any',
    'today',
    'yesterday',
    'last7days',
    'last30days',
    'currentWeek',
    'previousWeek',
    'currentMonth',
    'previousMonth',
    'currentQuarter',
    'previousQuarter',
    'currentYear',
    'previousYear',
    'upToDate',
    'custom',
  ],
  revenue: [
    'any',
    'today',
    'yesterday',
    'currentWeek',
    'previousWeek',
    'currentMonth',
    'previousMonth',
    'currentQuarter',
    'previousQuarter',
    'currentYear',
    'previousYear',
    'upToDate',
    'custom',
  ],
  betslipDay: [
    'any',
    'today',
    'yesterday',
    '2daysago',
    '3daysago',
    'last3days',
    'last7days',
    'last30days',
    'currentWeek',
    'previousWeek',
    'currentMonth',
    'previousMonth',
    'custom',
  ],
  matchDay: [
    'any',
    'today',
    'tomorrow',
    'yesterday',
    '2daysago',
    '3daysago',
    'todayOrLater',
    'todayOrBefore',
    'minus24hoursOrLater',
    'plus24hoursOrBefore',
    'next3days',
    'next7days',
    'custom',
  ],
  activityLog: [
    'any',
    'last30min',
    'last1hour',
    'last6hours',
    'last24hours',
    'today',
    'yesterday',
    'last3days',
    'last7days',
    'last30days',
    'currentMonth',
    'previousMonth',
    'past',
    'custom',
  ],
  payments: [
    'any',
    'last24hours',
    'today',
    'yesterday',
    'last3days',
    'last7days',
    'last30days',
    'currentWeek',
    'previousWeek',
    'currentMonth',
    'previousMonth',
    'currentQuarter',
    'previousQuarter',
    'currentYear',
    'previousYear',
    'custom',
  ],
  accountHistory: [
    'any',
    'last1hour',
    'last24hours',
    'today',
    'yesterday',
    'last3days',
    'last7days',
    'last30days',
    'currentWeek',
    'previousWeek',
    'currentMonth',
    'previousMonth',
    'currentYear',
    'previousYear',
    'past',
    'custom',
  ],
  players: [
    'any',
    'today',
    'yesterday',
    'last7days',
    'last30days',
    'currentMonth',
    'previousMonth',
    'currentYear',
    'previousYear',
    'past',
    'custom',
  ],
};

const CUSTOM_PREFIX = 'from_';
const CUSTOM_SEPARATOR = '_to_';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface DateRange {
  from?: Date;
  to?: Date;
}

/** Local midnight of the day `days` after `date`'s day. */
function startOfDay(date: Date, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The last millisecond of the day `days` after `date`'s day. */
function endOfDay(date: Date, days = 0): Date {
  return new Date(startOfDay(date, days + 1).getTime() - 1);
}

/** The whole local day `days` after `date`'s day. */
function day(date: Date, days: number): DateRange {
  return { from: startOfDay(date, days), to: endOfDay(date, days) };
}

/** The same local clock time `days` calendar days later (DST-safe). */
function addDays(date: Date, days: number): Date {
  const result = new Date(date);
  result.setDate(result.getDate() + days);
  return result;
}

/** The same local clock time `years` later; 29 February becomes 28 February in a common year. */
function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setDate(1);
  result.setFullYear(result.getFullYear() + years);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(date.getDate(), lastDay));
  return result;
}

/** The month-aligned period of `months` months containing `date`, shifted by `offset` periods. */
function monthPeriod(date: Date, months: number, offset: number): DateRange {
  const firstMonth = Math.floor(date.getMonth() / months) * months + offset * months;
  const from = new Date(date.getFullYear(), firstMonth, 1);
  const next = new Date(date.getFullYear(), firstMonth + months, 1);
  return { from, to: new Date(next.getTime() - 1) };
}

/** The Monday-to-Sunday week containing `date`, shifted by `offset` weeks. */
function week(date: Date, offset: number): DateRange {
  const sinceMonday = (date.getDay() + 6) % 7;
  const monday = startOfDay(date, -sinceMonday + 7 * offset);
  return { from: monday, to: endOfDay(monday, 6) };
}

const since = (now: Date, ms: number): DateRange => ({ from: new Date(now.getTime() - ms), to: now });
const until = (now: Date, ms: number): DateRange => ({ from: now, to: new Date(now.getTime() + ms) });

const RESOLVERS: Record<Exclude<TimeFramePreset, 'custom'>, (now: Date) => DateRange> = {
  any: () => ({}),
  today: (now) => day(now, 0),
  yesterday: (now) => day(now, -1),
  tomorrow: (now) => day(now, 1),
  '2daysago': (now) => day(now, -2),
  '3daysago': (now) => day(now, -3),
  last30min: (now) => since(now, 30 * MINUTE),
  last1hour: (now) => since(now, HOUR),
  last6hours: (now) => since(now, 6 * HOUR),
  last24hours: (now) => since(now, 24 * HOUR),
  last3days: (now) => ({ from: addDays(now, -3), to: now }),
  last7days: (now) => ({ from: addDays(now, -7), to: now }),
  last30days: (now) => ({ from: addDays(now, -30), to: now }),
  next6hours: (now) => until(now, 6 * HOUR),
  next24hours: (now) => until(now, 24 * HOUR),
  next3days: (now) => ({ from: now, to: addDays(now, 3) }),
  next7days: (now) => ({ from: now, to: addDays(now, 7) }),
  next30days: (now) => ({ from: now, to: addDays(now, 30) }),
  currentWeek: (now) => week(now, 0),
  currentMonth: (now) => monthPeriod(now, 1, 0),
  currentQuarter: (now) => monthPeriod(now, 3, 0),
  currentYear: (now) => monthPeriod(now, 12, 0),
  previousWeek: (now) => week(now, -1),
  previousMonth: (now) => monthPeriod(now, 1, -1),
  previousQuarter: (now) => monthPeriod(now, 3, -1),
  previousYear: (now) => monthPeriod(now, 12, -1),
  upToDate: (now) => ({ to: now }),
  past: (now) => ({ from: addYears(now, -3), to: now }),
  future: (now) => ({ from: now, to: addYears(now, 3) }),
  todayOrLater: (now) => ({ from: startOfDay(now) }),
  todayOrBefore: (now) => ({ to: endOfDay(now) }),
  minus24hoursOrLater: (now) => ({ from: new Date(now.getTime() - 24 * HOUR) }),
  plus24hoursOrBefore: (now) => ({ to: new Date(now.getTime() + 24 * HOUR) }),
};

function toIso(range: DateRange): TimeFrameRange {
  const result: TimeFrameRange = {};
  if (range.from) result.from = range.from.toISOString();
  if (range.to) result.to = range.to.toISOString();
  return result;
}

/** True for a preset name (not a stored custom range). */
export function isTimeFramePreset(value: unknown): value is TimeFramePreset {
  return typeof value === 'string' && (TIME_FRAME_VALUES as readonly string[]).includes(value);
}

/** The stored form of a custom range: `from_{ISO}_to_{ISO}`. */
export function encodeCustomRange(from: Date, to: Date): string {
  return `${CUSTOM_PREFIX}${from.toISOString()}${CUSTOM_SEPARATOR}${to.toISOString()}`;
}

/** The range of a stored custom value, or undefined when `value` is not one. */
export function parseCustomRange(value: string): { from: Date; to: Date } | undefined {
  if (!value.startsWith(CUSTOM_PREFIX)) return undefined;
  const parts = value.slice(CUSTOM_PREFIX.length).split(CUSTOM_SEPARATOR);
  if (parts.length !== 2) return undefined;
  const from = new Date(parts[0]);
  const to = new Date(parts[1]);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return undefined;
  return { from, to };
}

/** True when `value` is something a time-frame filter may hold: a preset or a custom range. */
export function isTimeFrameValue(value: unknown): value is string {
  return isTimeFramePreset(value) || (typeof value === 'string' && parseCustomRange(value) !== undefined);
}

/**
 * Resolves a stored time-frame value to ISO instants at `now`: `any` → `{}`, a preset → its
 * range, `from_{ISO}_to_{ISO}` → that pair. An unknown value (a hand-edited URL) resolves to `{}`;
 * check with {@link isTimeFrameValue} to tell it apart.
 */
export function resolveTimeFrame(value: string, now: Date = new Date()): TimeFrameRange {
  const custom = parseCustomRange(value);
  if (custom) return toIso(custom);
  if (!isTimeFramePreset(value) || value === 'custom') return {};
  return toIso(RESOLVERS[value](now));
}
