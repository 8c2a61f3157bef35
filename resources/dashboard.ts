/**
 * The start-of-day summary on Home (`GET {op}/dashboard`, a path of the 002 §7 catalogue whose shape
 * the specification does not show): the figures of the operator for a time frame, per currency,
 * and the queues that need a person. Each queue is defined once here as a filter of its list, so
 * the count the server reports and the list the console's link opens are the same rows.
 */
import { z } from 'zod';
import { kycGroup } from './kycGroup';
import { limitAlert } from './limitAlert';
import { nestedFilterKey, type Resource } from './model';
import { ReportFormatQuery } from './csv';
import { timestamp } from './rules';
import { withdrawals } from './withdrawals';

/**
 * The queues: the list (its declaration) and the filter that selects its rows, keyed as the
 * console keeps list filters in the address (a declared dotted key such as
 * `accountHistoryType.paymentRequest` flat; `toWireFilter` nests it for the API).
 */
export const DASHBOARD_QUEUES = {
  kycUnderReview: { resource: kycGroup as Resource, route: kycGroup.route, filter: { kycStatus: ['UNDER_REVIEW'] } },
  /** Central view only, as its list (000 §2). */
  limitAlerts: { resource: limitAlert as Resource, route: limitAlert.route, filter: { acknowledged: false } },
  // The withdrawals screen's default view: what waits for a person.
  withdrawalsWaiting: { resource: withdrawals as Resource, route: withdrawals.route, filter: withdrawals.list.defaultFilter! },
} as const;

export type DashboardQueue = keyof typeof DASHBOARD_QUEUES;

/**
 * The console address of a list with a filter, as react-admin reads it (`?filter={…}`): the list
 * opens filtered and its filter bar shows the values.
 */
export function filteredListPath(route: string, filter: Record<string, unknown>): string {
  return `${route}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/** A queue's filter as the API reads it: declared dotted keys inside their object (002 §7 `accountHistoryType`). */
export function queueWireFilter(queue: DashboardQueue): Record<string, unknown> {
  const { resource, filter } = DASHBOARD_QUEUES[queue];
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const declared = resource.filters.find((def) => (def.key ?? def.source) === key);
    const nested = declared ? nestedFilterKey(declared) : undefined;
    if (nested) wire[nested[0]] = { ...(wire[nested[0]] as Record<string, unknown> | undefined), [nested[1]]: value };
    else wire[key] = value;
  }
  return wire;
}

/** The console address of a queue's filtered list. */
export function queuePath(queue: DashboardQueue): string {
  return filteredListPath(DASHBOARD_QUEUES[queue].route, DASHBOARD_QUEUES[queue].filter);
}

/** `GET {op}/dashboard?filter={"created":{from,to}}`: the time frame, both ends optional. */
export const DashboardFilter = z.strictObject({
  created: z.strictObject({ from: timestamp().optional(), to: timestamp().optional() }).optional(),
});

/** The money figures of one currency. */
export const DashboardCurrencyFigures = z.object({
  currency: z.string(),
  /** Processed deposits. */
  deposits: z.number(),
  /** Processed withdrawals (a positive amount). */
  withdrawals: z.number(),
  /** Stakes of the betslips placed. */
  stakes: z.number(),
  /** Paid out on those betslips. */
  payouts: z.number(),
  /** Pay-in (stakes and fees) minus payouts. */
  houseWin: z.number(),
});

/** The periods of the dashboard's chart: days, or months for long time frames. */
export const DashboardInterval = z.enum(['day', 'month']);
export type DashboardInterval = z.output<typeof DashboardInterval>;

/**
 * The chart's query parameters beside `filter`: `series` asks for the figures per period, whose
 * days and months follow `timeZone` (the user's, an IANA name; default UTC).
 */
export const DashboardSeriesQuery = z.object({
  series: DashboardInterval.optional(),
  timeZone: ReportFormatQuery.shape.timeZone,
});

/** The money figures of one currency in one period (`YYYY-MM-DD`, or `YYYY-MM` for months) and its betslips. */
export const DashboardPoint = DashboardCurrencyFigures.extend({
  period: z.string(),
  betslips: z.number().int(),
});

export type DashboardPoint = z.output<typeof DashboardPoint>;

/** The answer's payload; `series` (periods with figures, oldest first) only when asked for. */
export const DashboardSummary = z.object({
  currencies: z.array(DashboardCurrencyFigures),
  newPlayers: z.number().int(),
  betslips: z.number().int(),
  queues: z.object({
    kycUnderReview: z.number().int(),
    withdrawalsWaiting: z.number().int(),
    /** Unacknowledged limit alerts: on the central view only. */
    limitAlerts: z.number().int().optional(),
  }),
  series: z.array(DashboardPoint).optional(),
});

export type DashboardSummary = z.output<typeof DashboardSummary>;
