/**
 * Reports of the finance product (000 §2): profitability (`/spot/reports`: income minus expenses
 * per entity or cost center for a time frame) and the cash-flow report (`/spot/spot-reports`: money
 * in, out and net per month, by category if asked, with the forecast of the next 90 days above it).
 * Rows are sums the server computes in SQL `numeric` over the bank transactions of the time frame;
 * transfers between the operator's own accounts are neither income nor expenses and are left out.
 * Amounts never add up different currencies: every figure is in its row's `currency`.
 */
import { z } from 'zod';
import { defineResource, namedEnum } from './model';
import { calendarDate } from './rules';

/** Profitability rows: one per entity, or one per cost center of an entity (transactions without one together). */
export const SpotProfitGrouping = namedEnum('spotProfitGrouping', ['ENTITY', 'COST_CENTER']);
export type SpotProfitGrouping = z.output<typeof SpotProfitGrouping>;

/** Cash-flow rows: one per month, or one per month and category (uncategorised together). */
export const SpotCashFlowGrouping = namedEnum('spotCashFlowGrouping', ['MONTH', 'CATEGORY']);
export type SpotCashFlowGrouping = z.output<typeof SpotCashFlowGrouping>;

export const SpotProfitRow = z.object({
  /** Grouping, entity, cost center and currency: tells rows apart. */
  id: z.string(),
  grouping: SpotProfitGrouping,
  entityId: z.number().int(),
  entityName: z.string(),
  /** The cost center of a COST_CENTER row; null for an entity row and for transactions without one. */
  costCenterId: z.number().int().nullable(),
  costCenterCode: z.string().nullable(),
  costCenterName: z.string().nullable(),
  currency: z.string(),
  /** The first and last booking day summed. */
  firstBooking: calendarDate(),
  lastBooking: calendarDate(),
  transactions: z.number().int(),
  /** Money in. */
  income: z.number(),
  /** Money out, as a positive amount. */
  expenses: z.number(),
  /** Income minus expenses. */
  result: z.number(),
  /** Result ÷ income, in percent; null without income. */
  margin: z.number().nullable(),
});
export type SpotProfitRow = z.output<typeof SpotProfitRow>;

const money = { currency: 'currency' } as const;

/** Profitability per entity and per cost center (`/spot/reports`). */
export const spotProfitability = defineResource({
  name: 'spot-profitability',
  route: '/spot/reports',
  api: { path: 'spot/reports/profitability' },
  menu: { group: 'spot', icon: 'spotProfitability', order: 37 },
  schema: SpotProfitRow,
  report: {
    timeFrame: { source: 'firstBooking', key: 'bookingDate', default: 'currentYear' },
    grouping: { source: 'grouping', default: 'ENTITY' },
  },
  list: {
    columns: [
      { source: 'entityName', width: 240 },
      { source: 'costCenterCode', width: 130, visibleWhen: { filter: 'grouping', in: ['COST_CENTER'] } },
      { source: 'costCenterName', width: 160, visibleWhen: { filter: 'grouping', in: ['COST_CENTER'] } },
      { source: 'currency', width: 90 },
      { source: 'income', ...money, width: 140 },
      { source: 'expenses', ...money, width: 140 },
      { source: 'result', ...money, width: 140 },
      { source: 'margin', cell: 'percent', width: 100 },
      { source: 'transactions', width: 120 },
      { source: 'firstBooking', width: 120 },
      { source: 'lastBooking', width: 120 },
    ],
    defaultSort: { field: 'result', order: 'DESC' },
    header: 'SpotProfitabilityChart',
  },
  filters: [
    { source: 'entityId', type: 'input', numeric: true, match: 'exact' },
    { source: 'currency', type: 'input', match: 'exact' },
  ],
  storage: { table: 'spot_profitability' },
});

export const SpotCashFlowRow = z.object({
  /** Grouping, month, currency and category: tells rows apart. */
  id: z.string(),
  grouping: SpotCashFlowGrouping,
  /** The calendar month, `YYYY-MM`. */
  month: z.string(),
  currency: z.string(),
  /** The category of a CATEGORY row; null for a month row and for uncategorised transactions. */
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  transactions: z.number().int(),
  /** Money in. */
  moneyIn: z.number(),
  /** Money out, as a positive amount. */
  moneyOut: z.number(),
  /** In minus out. */
  net: z.number(),
});
export type SpotCashFlowRow = z.output<typeof SpotCashFlowRow>;

/** Cash flow per month, by category if asked, with the 90-day forecast above it (`/spot/spot-reports`). */
export const spotCashFlow = defineResource({
  name: 'spot-reports',
  route: '/spot/spot-reports',
  api: { path: 'spot/reports/cash-flow' },
  menu: { group: 'spot', icon: 'spotReports', order: 38 },
  schema: SpotCashFlowRow,
  report: {
    timeFrame: { source: 'month', key: 'bookingDate', default: 'currentYear' },
    grouping: { source: 'grouping', default: 'MONTH' },
  },
  list: {
    columns: [
      { source: 'month', width: 110 },
      { source: 'categoryName', width: 200, visibleWhen: { filter: 'grouping', in: ['CATEGORY'] } },
      { source: 'currency', width: 90 },
      { source: 'moneyIn', ...money, width: 140 },
      { source: 'moneyOut', ...money, width: 140 },
      { source: 'net', ...money, width: 140 },
      { source: 'transactions', width: 120 },
    ],
    defaultSort: { field: 'month', order: 'ASC' },
    pageSizes: [1000, 100, 200, 500, 2000, 5000, 10000],
    header: 'SpotCashFlowHeader',
  },
  filters: [
    { source: 'categoryId', type: 'input', numeric: true, match: 'exact' },
    { source: 'currency', type: 'input', match: 'exact' },
  ],
  storage: { table: 'spot_cash_flow' },
});

/** How the forecast knows of an amount ahead. */
export const SpotForecastEventKind = namedEnum('spotForecastEventKind', ['SENT_INVOICE', 'INCOMING_INVOICE', 'RECURRING']);
export type SpotForecastEventKind = z.output<typeof SpotForecastEventKind>;

/** The cadences the forecast recognises in the history. */
export const SpotRecurrenceCadence = namedEnum('spotRecurrenceCadence', ['WEEKLY', 'MONTHLY', 'QUARTERLY']);
export type SpotRecurrenceCadence = z.output<typeof SpotRecurrenceCadence>;

/** One amount expected on a day: an open invoice at its due date (today when overdue) or a recurring payment. */
export const SpotForecastEvent = z.object({
  date: calendarDate(),
  currency: z.string(),
  kind: SpotForecastEventKind,
  /** Signed decimal text: money in positive, out negative. */
  amount: z.string(),
  partnerName: z.string().nullable(),
  /** The invoice's number (an incoming invoice's is the supplier's), for invoices. */
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The invoice is already past its due date: expected today. */
  overdue: z.boolean(),
});

/** A recurring payment the history shows: same partner, similar amount, regular interval. */
export const SpotRecurrence = z.object({
  partnerId: z.number().int().nullable(),
  partnerName: z.string(),
  currency: z.string(),
  cadence: SpotRecurrenceCadence,
  /** Signed decimal text: the amount expected each time (the median of the series). */
  amount: z.string(),
  occurrences: z.number().int(),
  lastDate: calendarDate(),
  nextDate: calendarDate(),
});

/** One day's expected balance of a currency. */
export const SpotForecastPoint = z.object({ date: calendarDate(), balance: z.string() });

/** The forecast of one currency: today's balance of its accounts, then each day ahead. */
export const SpotForecastSeries = z.object({
  currency: z.string(),
  /** The accounts' balance today. */
  opening: z.string(),
  points: z.array(SpotForecastPoint),
  /** The lowest expected balance (the first day it is reached) and the balance at the end. */
  lowest: SpotForecastPoint,
  closing: z.string(),
});

/** `GET {op}/spot/forecast`: the next days' balances per currency and what moves them. */
export const SpotForecast = z.object({
  /** Today in the requested time zone. */
  today: calendarDate(),
  days: z.number().int(),
  series: z.array(SpotForecastSeries),
  events: z.array(SpotForecastEvent),
  recurring: z.array(SpotRecurrence),
});
export type SpotForecast = z.output<typeof SpotForecast>;

/** The days the forecast looks ahead by default, and at most. */
export const SPOT_FORECAST_DAYS = 90;
export const SPOT_FORECAST_MAX_DAYS = 366;
