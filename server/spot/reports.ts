/**
 * The finance product's reports (`resources/spotReports.ts`): profitability per entity or cost
 * center and the cash flow per month (or month and category), rows computed per request in SQL
 * `numeric` from the bank transactions of the time frame, and the forecast call
 * (`GET {op}/spot/forecast`) feeding the pure engine of `forecast.ts`.
 *
 * The time frame's ends are instants; a transaction has a booking day, so the ends become the
 * calendar days they fall on in the request's time zone (the user's, `api.timeZone`). A transfer
 * between two of the operator's own accounts (the counterparty IBAN is one of theirs) is neither
 * income nor expense and is left out of both reports and of the forecast's history.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isTimeZone } from '../../resources/csv';
import {
  SPOT_FORECAST_DAYS,
  SPOT_FORECAST_MAX_DAYS,
  spotCashFlow,
  spotProfitability,
  type SpotCashFlowGrouping,
  type SpotCashFlowRow,
  type SpotProfitGrouping,
  type SpotProfitRow,
} from '../../resources/spotReports';
import { sql, typed, where, type Sql } from '../db/sql';
import type { Queryable } from '../db/database';
import { badRequest, validationError } from '../http/errors';
import type { ResourceRouteOptions } from '../resource/routes';
import { scopeConditions } from '../resource/scope';
import { deriveTable } from '../tables/derive';
import type { SourceInput } from '../tables/mapping';
import { requireBooks } from './access';
import { forecast, type ForecastHistoryRow, type ForecastInvoice } from './forecast';

/** A transaction `t` that is not a transfer between two of the operator's own accounts. */
const NOT_INTERNAL = sql`NOT EXISTS (SELECT 1 FROM spot_bank_accounts own WHERE own.operator_code = t.operator_code
  AND t.counterparty_iban IS NOT NULL AND upper(replace(own.iban, ' ', '')) = upper(replace(t.counterparty_iban, ' ', '')))`;

/** The scope's transactions `t` of the time frame (its ends as booking days in the time zone), internal transfers left out. */
function transactionConditions(input: SourceInput): Sql {
  const range = (input.filter.bookingDate ?? {}) as { from?: string; to?: string };
  const conditions = [...scopeConditions(input.scope, 't.operator_code'), NOT_INTERNAL];
  if (range.from) conditions.push(sql`t.booking_date >= (${typed(range.from, 'timestamptz')} AT TIME ZONE ${input.timeZone})::date`);
  if (range.to) conditions.push(sql`t.booking_date <= (${typed(range.to, 'timestamptz')} AT TIME ZONE ${input.timeZone})::date`);
  return where(conditions);
}

const INCOME = sql`coalesce(sum(t.amount) FILTER (WHERE t.amount > 0), 0)`;
const EXPENSES = sql`coalesce(-sum(t.amount) FILTER (WHERE t.amount < 0), 0)`;

/** Income, expenses and result per entity (or per entity and cost center) and currency. */
export function profitabilitySource(input: SourceInput): Sql {
  const grouping = (input.filter.grouping ?? 'ENTITY') as SpotProfitGrouping;
  const byCostCenter = grouping === 'COST_CENTER';
  const costCenter = byCostCenter ? sql`t.cost_center_id` : sql`NULL::integer`;
  return sql`SELECT r.grouping || '|' || r.entity_id || '|' || coalesce(r.cost_center_id::text, '-') || '|' || r.currency AS id, r.* FROM (
    SELECT ${grouping}::text AS grouping, t.operator_code, a.entity_id, e.name AS entity_name,
      ${costCenter} AS cost_center_id, ${byCostCenter ? sql`min(cc.code)` : sql`NULL::text`} AS cost_center_code,
      ${byCostCenter ? sql`min(cc.name)` : sql`NULL::text`} AS cost_center_name, t.currency,
      min(t.booking_date) AS first_booking, max(t.booking_date) AS last_booking, count(*)::integer AS transactions,
      ${INCOME} AS income, ${EXPENSES} AS expenses, sum(t.amount) AS result,
      round(100 * sum(t.amount) / nullif(${INCOME}, 0), 2) AS margin
    FROM spot_transactions t
    JOIN spot_bank_accounts a ON a.id = t.bank_account_id
    JOIN spot_entities e ON e.id = a.entity_id
    ${byCostCenter ? sql`LEFT JOIN spot_cost_centers cc ON cc.id = t.cost_center_id` : sql``}
    ${transactionConditions(input)}
    GROUP BY t.operator_code, a.entity_id, e.name, ${costCenter}, t.currency
  ) r`;
}

/** Money in, out and net per month (or month and category) and currency. */
export function cashFlowSource(input: SourceInput): Sql {
  const grouping = (input.filter.grouping ?? 'MONTH') as SpotCashFlowGrouping;
  const byCategory = grouping === 'CATEGORY';
  const category = byCategory ? sql`t.category_id` : sql`NULL::integer`;
  return sql`SELECT r.grouping || '|' || r.month || '|' || r.currency || '|' || coalesce(r.category_id::text, '-') AS id, r.* FROM (
    SELECT ${grouping}::text AS grouping, t.operator_code, to_char(t.booking_date, 'YYYY-MM') AS month, t.currency,
      ${category} AS category_id, ${byCategory ? sql`min(c.name)` : sql`NULL::text`} AS category_name,
      count(*)::integer AS transactions, ${INCOME} AS money_in, ${EXPENSES} AS money_out, sum(t.amount) AS net
    FROM spot_transactions t
    ${byCategory ? sql`LEFT JOIN spot_categories c ON c.id = t.category_id` : sql``}
    ${transactionConditions(input)}
    GROUP BY t.operator_code, to_char(t.booking_date, 'YYYY-MM'), t.currency, ${category}
  ) r`;
}

export const profitabilityTable = deriveTable<SpotProfitRow>(spotProfitability, {
  source: profitabilitySource,
  // The start reads the other branch too: per cost center, within a time frame.
  sourceProbes: [{ bookingDate: { from: '2020-01-01', to: '2020-12-31' }, grouping: 'COST_CENTER' }],
});

export const cashFlowTable = deriveTable<SpotCashFlowRow>(spotCashFlow, {
  source: cashFlowSource,
  // The start reads the other branch too: per month and category, within a time frame.
  sourceProbes: [{ bookingDate: { from: '2020-01-01', to: '2020-12-31' }, grouping: 'CATEGORY' }],
});

/** The query of `GET {op}/spot/forecast`. */
export const SpotForecastQuery = z.strictObject({
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'Unknown time zone' }).optional(),
  days: z.coerce.number().int().min(1).max(SPOT_FORECAST_MAX_DAYS).optional(),
  entityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** Today (`YYYY-MM-DD`) in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** How far back the forecast reads the history for recurring payments. */
const HISTORY_DAYS = 400;

/** Reads what the forecast is made of: balances, open invoices and the recent history of one operator (one entity if asked). */
export async function forecastOf(db: Queryable, op: string, options: { today: string; days: number; entityId?: number }) {
  const { today, days, entityId } = options;
  const entity = (column: Sql) => (entityId === undefined ? sql`TRUE` : sql`${column} = ${entityId}`);
  const balances = await db.query<{ currency: string; balance: string }>(sql`SELECT currency, sum(balance)::text AS balance
    FROM spot_bank_accounts WHERE operator_code = ${op} AND ${entity(sql`entity_id`)} GROUP BY currency ORDER BY currency`);
  const invoices = await db.query<{
    id: number;
    kind: 'SENT' | 'INCOMING';
    number: string | null;
    partner_id: number | null;
    partner_name: string | null;
    currency: string;
    due_date: string;
    open: string;
  }>(sql`SELECT i.id, i.kind, i.number, i.partner_id, p.name AS partner_name, i.currency, i.due_date::text AS due_date,
      (i.gross - i.paid)::text AS open
    FROM spot_invoices i LEFT JOIN spot_partners p ON p.id = i.partner_id
    WHERE i.operator_code = ${op} AND i.status IN ('OPEN', 'PARTIALLY_PAID') AND i.gross <> i.paid AND ${entity(sql`i.entity_id`)}
    ORDER BY i.due_date, i.id`);
  const history = await db.query<{
    date: string;
    amount: string;
    currency: string;
    partner_id: number | null;
    counterparty_key: string | null;
    name: string | null;
  }>(sql`SELECT t.booking_date::text AS date, t.amount::text AS amount, t.currency, t.partner_id, t.counterparty_key,
      coalesce(p.name, t.counterparty_name) AS name
    FROM spot_transactions t
    JOIN spot_bank_accounts a ON a.id = t.bank_account_id
    LEFT JOIN spot_partners p ON p.id = t.partner_id
    WHERE t.operator_code = ${op} AND ${entity(sql`a.entity_id`)} AND ${NOT_INTERNAL}
      AND t.booking_date > ${today}::date - ${HISTORY_DAYS}::integer AND t.booking_date <= ${today}::date
    ORDER BY t.booking_date, t.id`);
  return forecast({
    today,
    days,
    balances,
    invoices: invoices.map((row): ForecastInvoice => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      partnerId: row.partner_id,
      partnerName: row.partner_name,
      currency: row.currency,
      dueDate: row.due_date,
      open: row.open,
    })),
    history: history.map((row): ForecastHistoryRow => ({
      date: row.date,
      amount: row.amount,
      currency: row.currency,
      partnerId: row.partner_id,
      counterpartyKey: row.counterparty_key,
      name: row.name,
    })),
  });
}

/** `GET {op}/spot/forecast`: the next days' balances from today in the user's time zone. */
export function registerForecastRoutes(app: FastifyInstance, options: ResourceRouteOptions) {
  app.get('/:op/spot/forecast', async (request: FastifyRequest) => {
    const { manager, scope } = await options.context(request);
    if (scope.operatorCode === null) throw badRequest('The books are one operator’s: open them in its view');
    await requireBooks(options.db, manager, scope.operatorCode, false);
    const parsed = SpotForecastQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError(parsed.error, undefined, 'Invalid forecast query');
    const timeZone = parsed.data.timeZone ?? 'UTC';
    const payload = await forecastOf(options.db, scope.operatorCode, {
      today: todayIn(timeZone),
      days: parsed.data.days ?? SPOT_FORECAST_DAYS,
      entityId: parsed.data.entityId,
    });
    return { success: true, payload };
  });
}
