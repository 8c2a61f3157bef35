/**
 * What the report resources share (000 §2 Statistics group): the calendar periods rows group by
 * and the fields of a period row. Rows never add up amounts of different currencies: every money
 * figure is in its row's `currencyCode`.
 */
import { z } from 'zod';
import { namedEnum, type TimeFrameReportDef } from './model';
import { timestamp } from './rules';

/** The calendar periods a report groups by; weeks start on Monday (the time-frame rules). */
export const ReportPeriod = namedEnum('reportPeriod', ['DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR']);

export type ReportPeriod = z.output<typeof ReportPeriod>;

/**
 * The period of a row: its first and last instant (within the chosen time frame) and the
 * calendar period it is, or null when the row spans the whole time frame (no period chosen).
 */
export const PeriodFields = {
  periodStart: timestamp(),
  periodEnd: timestamp(),
  period: ReportPeriod.nullable(),
} as const;

/**
 * Page sizes of a period report: the spec's sizes with 1000 first, so a month of days per operator
 * and sport (and the chart above it) fits on the first page.
 */
export const PERIOD_PAGE_SIZES = [1000, 100, 200, 500, 2000, 5000, 10000] as const;

/**
 * The two filters of a period report (`timeFrameReport`): the time frame of the rows it sums, on the
 * rows' period start and sent as `created` (the key of the betslips' and payments' time frame),
 * first this month; and the period it groups by, first days.
 */
export const PERIOD_REPORT = {
  timeFrame: { source: 'periodStart', key: 'created', default: 'currentMonth' },
  grouping: { source: 'period', default: 'DAY' },
} as const satisfies TimeFrameReportDef<keyof typeof PeriodFields>;

/** The filters of a period report: the time frame of the rows it sums and the period it groups by. */
export const PERIOD_FILTER_KEYS = [PERIOD_REPORT.timeFrame.key, PERIOD_REPORT.grouping.source] as const;
