/**
 * The finance product's notifications (`/spot/spot-notifications`, beta; 000 §1, §2): what in an
 * operator's books needs someone, computed from the live records on every read, one row per kind
 * (and currency, for invoices; limit, for the plan): overdue invoices, invoices due within
 * {@link SPOT_DUE_SOON_DAYS} days, uncategorised transactions, proposed matches waiting, rejected
 * rows of imported statements not yet reviewed, and a plan limit used to {@link SPOT_PLAN_WARN_PERCENT} %
 * or more. Each row links to the screen that lists its records, filtered to them where that list has
 * the filter. A row disappears once its records are dealt with (paid, categorised, confirmed or
 * rejected, reviewed; a larger plan). The shell's bell counts these rows beside the operator's alerts.
 */
import { z } from 'zod';
import { defineResource, namedEnum } from './model';
import { timestamp, calendarDate } from './rules';

/** Open invoices due from today up to this many days ahead are "due soon". */
export const SPOT_DUE_SOON_DAYS = 7;
/** A plan limit is notified once this share of it is used, in percent. */
export const SPOT_PLAN_WARN_PERCENT = 80;

export const SpotNotificationKind = namedEnum('spotNotificationKind', [
  'OVERDUE_SENT_INVOICES',
  'OVERDUE_INCOMING_INVOICES',
  'SENT_INVOICES_DUE_SOON',
  'INCOMING_INVOICES_DUE_SOON',
  'UNCATEGORISED_TRANSACTIONS',
  'PROPOSED_MATCHES',
  'REJECTED_IMPORT_ROWS',
  'PLAN_LIMIT',
]);
export type SpotNotificationKind = z.output<typeof SpotNotificationKind>;

/** What a plan limit counts (`spotPlans.ts`). */
export const SpotPlanLimitName = namedEnum('spotPlanLimit', ['entities', 'costCenters', 'editors', 'transactionsPerMonth']);

/** The routes and filters the rows link to (the declared lists' filter keys; a time frame would be a preset name). */
const TARGETS: Record<SpotNotificationKind, { route: string; filter?: Record<string, unknown> }> = {
  OVERDUE_SENT_INVOICES: { route: '/spot/spot-sent-invoices', filter: { status: ['OVERDUE'] } },
  OVERDUE_INCOMING_INVOICES: { route: '/spot/spot-incoming-invoices', filter: { status: ['OVERDUE'] } },
  SENT_INVOICES_DUE_SOON: { route: '/spot/spot-sent-invoices', filter: { dueSoon: true } },
  INCOMING_INVOICES_DUE_SOON: { route: '/spot/spot-incoming-invoices', filter: { dueSoon: true } },
  UNCATEGORISED_TRANSACTIONS: { route: '/spot/spot-banking', filter: { uncategorised: true } },
  PROPOSED_MATCHES: { route: '/spot/spot-matches', filter: { status: ['PROPOSED'] } },
  REJECTED_IMPORT_ROWS: { route: '/spot/spot-files', filter: { rejectedToReview: true } },
  // The plan and its usage are shown on the organisation screen.
  PLAN_LIMIT: { route: '/spot/spot-organization' },
};

/** The console address a notification of this kind leads to. */
export function spotNotificationLink(kind: SpotNotificationKind): string {
  const { route, filter } = TARGETS[kind];
  return filter ? `${route}?filter=${encodeURIComponent(JSON.stringify(filter))}` : route;
}

/** The kinds in the order of their urgency (money overdue first). */
export const SPOT_NOTIFICATION_ORDER: readonly SpotNotificationKind[] = SpotNotificationKind.options;

export const SpotNotification = z.object({
  /** Kind, operator and currency or limit: tells rows apart. */
  id: z.string(),
  operatorCode: z.string(),
  kind: SpotNotificationKind,
  /** 1 for the most urgent kind; the list's order. */
  priority: z.number().int(),
  /** The records concerned; for PLAN_LIMIT how much of the limit is used. */
  count: z.number().int(),
  /** Invoices: the currency and the amount still open. */
  currency: z.string().nullable(),
  amount: z.number().nullable(),
  /** Invoices: the earliest due date among them. */
  dueDate: calendarDate().nullable(),
  /** PLAN_LIMIT: which limit, the limit and the share used (whole percent, rounded down). */
  planLimit: SpotPlanLimitName.nullable(),
  allowed: z.number().int().nullable(),
  percent: z.number().nullable(),
  /**
   * When the oldest case began: the first day overdue, the day the first invoice came within
   * the days of "due soon", the oldest transaction's import, proposal or file import; for a plan
   * limit the start of the month (transactions) or now.
   */
  since: timestamp(),
  /** The console page listing the records (filtered to them where the list can be). */
  link: z.string(),
});
export type SpotNotification = z.output<typeof SpotNotification>;

/** What needs someone in the books (`/spot/spot-notifications`), also counted in the bell. */
export const spotNotifications = defineResource({
  name: 'spot-notifications',
  route: '/spot/spot-notifications',
  api: { path: 'spot/notifications' },
  menu: { group: 'spot', icon: 'spotNotifications', order: 36.9 },
  beta: true,
  schema: SpotNotification,
  list: {
    columns: [
      { source: 'kind', width: 260, link: { to: '{link}' } },
      { source: 'count', width: 110 },
      { source: 'amount', currency: 'currency', width: 150 },
      { source: 'dueDate', width: 130 },
      { source: 'planLimit', width: 190 },
      { source: 'allowed', width: 110 },
      { source: 'percent', cell: 'percent', width: 110 },
      { source: 'since', width: 170 },
    ],
    defaultSort: { field: 'priority', order: 'ASC' },
    rowLink: '{link}',
    rowTone: [
      { when: { kind: ['OVERDUE_SENT_INVOICES', 'OVERDUE_INCOMING_INVOICES'] }, tone: 'error' },
      { when: { kind: ['SENT_INVOICES_DUE_SOON', 'INCOMING_INVOICES_DUE_SOON', 'PLAN_LIMIT'] }, tone: 'warning' },
    ],
    titleCount: true,
    aggregate: true,
    exportable: false,
  },
  filters: [
    { source: 'kind', type: 'multipleSelect' },
    { source: 'currency', type: 'input', match: 'exact' },
  ],
  storage: { table: 'spot_notifications' },
});
