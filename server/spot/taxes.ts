/**
 * VAT per period (`resources/spotTaxes.ts`): the periods, their rates and the invoices behind each
 * figure, computed per request in SQL `numeric` from the per-rate totals stored with each invoice
 * (`spot_invoice_vat`); closing a period (migration 200); and the check every change of an invoice
 * makes that its period is still open.
 *
 * An invoice belongs to the period of its issue date (the tax point of an invoice); drafts and
 * cancelled invoices count nothing. Payments matched later do not change a period's VAT, so
 * matching stays open for the invoices of a closed period.
 *
 * Closing runs in one transaction on the entity's row locked FOR UPDATE: the precondition (ended,
 * not closed yet, no draft dated in it) is read under that lock, the figures are taken and the
 * period's row written. Every change of an invoice takes the same row FOR SHARE before it reads
 * whether its period is closed, so a change and a closing of its period never commit side by side.
 */
import type { Queryable } from '../db/database';
import { sql, typed, where, type Sql } from '../db/sql';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { scopeConditions, type Scope } from '../resource/scope';
import { deriveTable } from '../tables/derive';
import type { SourceInput } from '../tables/mapping';
import {
  SPOT_VAT_DETAIL_FILTER_KEYS,
  SPOT_VAT_PERIOD_FILTER_KEYS,
  spotTaxes,
  spotTaxInvoices,
  spotTaxRates,
  vatPeriodRange,
  type SpotVatGrouping,
  type SpotVatPeriod,
} from '../../resources/spotTaxes';
import { change } from './handlers';

/** Invoices `i` whose VAT counts: issued (not a draft) and not cancelled. */
const COUNTED = sql`i.status NOT IN ('DRAFT', 'CANCELLED')`;

/** The period label of a day `d` for a grouping: `2026-03` or `2026-Q1`. */
const periodLabel = (grouping: SpotVatGrouping, day: Sql) =>
  grouping === 'QUARTER' ? sql`to_char(${day}, 'YYYY') || '-Q' || to_char(${day}, 'Q')` : sql`to_char(${day}, 'YYYY-MM')`;

/** The period's sums over invoices `i` and their rates `v`. */
const SUMS = sql`coalesce(sum(v.net) FILTER (WHERE i.kind = 'SENT'), 0) AS output_net,
  coalesce(sum(v.vat) FILTER (WHERE i.kind = 'SENT'), 0) AS output_vat,
  coalesce(sum(v.net) FILTER (WHERE i.kind = 'INCOMING'), 0) AS input_net,
  coalesce(sum(v.vat) FILTER (WHERE i.kind = 'INCOMING'), 0) AS input_vat,
  coalesce(sum(v.vat) FILTER (WHERE i.kind = 'SENT'), 0) - coalesce(sum(v.vat) FILTER (WHERE i.kind = 'INCOMING'), 0) AS balance,
  count(DISTINCT i.id) FILTER (WHERE i.kind = 'SENT')::integer AS sent_invoices,
  count(DISTINCT i.id) FILTER (WHERE i.kind = 'INCOMING')::integer AS incoming_invoices`;

/** The longest run of periods one list reads (30 years). */
const MAX_YEARS = 30;

/**
 * Every period of every entity of the scope within the time frame (its ends as days in the time
 * zone; without a from, the first counted invoice's, without a to, the later of today and the last
 * invoice's), one row per currency its invoices are in, else one in the entity's base currency.
 */
export function taxPeriodsSource(input: SourceInput): Sql {
  const grouping = (input.filter.grouping ?? 'MONTH') as SpotVatGrouping;
  const unit = grouping === 'QUARTER' ? 'quarter' : 'month';
  const step = grouping === 'QUARTER' ? '3 months' : '1 month';
  const range = (input.filter.issueDate ?? {}) as { from?: string; to?: string };
  const day = (instant: string | undefined) =>
    instant ? sql`(${typed(instant, 'timestamptz')} AT TIME ZONE ${input.timeZone})::date` : sql`NULL::date`;
  const invoices = where([...scopeConditions(input.scope, 'i.operator_code'), COUNTED]);
  return sql`WITH seen AS (
      SELECT min(i.issue_date) AS first_day, max(i.issue_date) AS last_day FROM spot_invoices i ${invoices}
    ), bounds AS (
      SELECT date_trunc(${unit}, f.lo::timestamp)::date AS lo,
        date_trunc(${unit}, least(f.hi::timestamp, f.lo + ${`${MAX_YEARS} years`}::interval))::date AS hi
      FROM (SELECT coalesce(${day(range.from)}, least(seen.first_day, current_date), current_date) AS lo,
          coalesce(${day(range.to)}, greatest(seen.last_day, current_date), current_date) AS hi FROM seen) f
    ), periods AS (
      SELECT e.id AS entity_id, e.operator_code, e.name AS entity_name, e.base_currency, s::date AS start_date,
        (s + ${step}::interval - interval '1 day')::date AS end_date
      FROM spot_entities e CROSS JOIN bounds b CROSS JOIN generate_series(b.lo::timestamp, b.hi::timestamp, ${step}::interval) s
      ${where(scopeConditions(input.scope, 'e.operator_code'))}
    ), sums AS (
      SELECT i.entity_id, date_trunc(${unit}, i.issue_date::timestamp)::date AS start_date, i.currency, ${SUMS}
      FROM spot_invoices i JOIN spot_invoice_vat v ON v.invoice_id = i.id CROSS JOIN bounds b
      ${where([
        ...scopeConditions(input.scope, 'i.operator_code'),
        COUNTED,
        sql`i.issue_date >= b.lo`,
        sql`i.issue_date < b.hi + ${step}::interval`,
      ])}
      GROUP BY 1, 2, 3
    )
    SELECT r.entity_id || '_' || r.period || '_' || r.currency AS id, r.* FROM (
      SELECT ${grouping}::text AS grouping, ${periodLabel(grouping, sql`p.start_date`)} AS period, p.start_date, p.end_date,
        p.operator_code, p.entity_id, p.entity_name, coalesce(s.currency, p.base_currency) AS currency,
        coalesce(s.output_net, 0) AS output_net, coalesce(s.output_vat, 0) AS output_vat,
        coalesce(s.input_net, 0) AS input_net, coalesce(s.input_vat, 0) AS input_vat, coalesce(s.balance, 0) AS balance,
        coalesce(s.sent_invoices, 0) AS sent_invoices, coalesce(s.incoming_invoices, 0) AS incoming_invoices,
        CASE WHEN c.covered THEN 'CLOSED' ELSE 'OPEN' END AS status,
        p.end_date < current_date AS ended,
        CASE WHEN c.covered THEN latest.closed END AS closed, CASE WHEN c.covered THEN latest.closed_by END AS closed_by
      FROM periods p
      LEFT JOIN sums s ON s.entity_id = p.entity_id AND s.start_date = p.start_date
      CROSS JOIN LATERAL (SELECT ${coveredSql(sql`p.entity_id`, sql`p.start_date`, sql`p.end_date`)} AS covered) c
      LEFT JOIN LATERAL (SELECT vp.closed, vp.closed_by FROM spot_vat_periods vp
        WHERE vp.entity_id = p.entity_id AND vp.start_date <= p.end_date AND vp.end_date >= p.start_date
        ORDER BY vp.closed DESC, vp.id DESC LIMIT 1) latest ON TRUE
    ) r`;
}

/** Every month from `start` to `end` of the entity lies within a closed period's days. */
function coveredSql(entity: Sql, start: Sql, end: Sql): Sql {
  return sql`NOT EXISTS (SELECT 1 FROM generate_series(${start}::timestamp, ${end}::timestamp, interval '1 month') m
    WHERE NOT EXISTS (SELECT 1 FROM spot_vat_periods vp WHERE vp.entity_id = ${entity}
      AND vp.start_date <= m::date AND vp.end_date >= m::date))`;
}

/** The counted invoices `i` (with rates `v`) of the filter's period, if one is asked for; its label, else the invoice's month. */
function periodOf(input: SourceInput): { conditions: Sql[]; label: Sql } {
  const period = input.filter.period as string | undefined;
  const range = period ? vatPeriodRange(period) : undefined;
  if (period && !range) throw badRequest(`Invalid VAT period ${period}`, [{ path: 'period', message: 'Expected YYYY-MM or YYYY-Qn' }]);
  const conditions = [...scopeConditions(input.scope, 'i.operator_code'), COUNTED];
  if (!range) return { conditions, label: periodLabel('MONTH', sql`i.issue_date`) };
  conditions.push(sql`i.issue_date >= ${range.from}::date`, sql`i.issue_date <= ${range.to}::date`);
  return { conditions, label: sql`${period}::text` };
}

/** A period's figures per VAT rate (7 and 7.00 % are one rate). */
export function taxRatesSource(input: SourceInput): Sql {
  const { conditions, label } = periodOf(input);
  return sql`SELECT r.entity_id || '_' || r.period || '_' || r.currency || '_' || r.vat_rate::text AS id, r.* FROM (
    SELECT i.operator_code, i.entity_id, ${label} AS period, i.currency, trim_scale(v.vat_rate) AS vat_rate, ${SUMS}
    FROM spot_invoices i JOIN spot_invoice_vat v ON v.invoice_id = i.id
    ${where(conditions)}
    GROUP BY 1, 2, 3, 4, 5
  ) r`;
}

/** One row per counted invoice and VAT rate: what a figure adds up. */
export function taxInvoicesSource(input: SourceInput): Sql {
  const { conditions, label } = periodOf(input);
  return sql`SELECT i.id || '_' || trim_scale(v.vat_rate)::text AS id, i.id AS invoice_id, i.operator_code, i.kind, i.number,
      ${label} AS period, i.issue_date, i.entity_id, e.name AS entity_name, i.partner_id, p.name AS partner_name, i.currency,
      trim_scale(v.vat_rate) AS vat_rate, v.net, v.vat, v.net + v.vat AS gross
    FROM spot_invoices i JOIN spot_invoice_vat v ON v.invoice_id = i.id
    JOIN spot_entities e ON e.id = i.entity_id LEFT JOIN spot_partners p ON p.id = i.partner_id
    ${where(conditions)}`;
}

export const taxPeriodsTable = deriveTable<SpotVatPeriod>(spotTaxes, {
  source: taxPeriodsSource,
  sourceFilters: SPOT_VAT_PERIOD_FILTER_KEYS,
  // The start reads the other branch too: per quarter, within a time frame.
  sourceProbes: [{ issueDate: { from: '2020-01-01T00:00:00Z', to: '2020-12-31T00:00:00Z' }, grouping: 'QUARTER' }],
});

export const taxRatesTable = deriveTable(spotTaxRates, {
  source: taxRatesSource,
  sourceFilters: SPOT_VAT_DETAIL_FILTER_KEYS,
  sourceProbes: [{ period: '2020-Q1' }],
});

export const taxInvoicesTable = deriveTable(spotTaxInvoices, {
  source: taxInvoicesSource,
  sourceFilters: SPOT_VAT_DETAIL_FILTER_KEYS,
  sourceProbes: [{ period: '2020-01' }],
});

/** The closed period of the entity an issue date lies in, if any. */
async function closedPeriodOf(tx: Queryable, entityId: number, issueDate: string) {
  const [row] = await tx.query<{ period: string; entity_name: string }>(
    sql`SELECT vp.period, e.name AS entity_name FROM spot_vat_periods vp JOIN spot_entities e ON e.id = vp.entity_id
      WHERE vp.entity_id = ${entityId} AND vp.start_date <= ${issueDate}::date AND vp.end_date >= ${issueDate}::date
      ORDER BY vp.end_date - vp.start_date, vp.id LIMIT 1`,
  );
  return row;
}

/**
 * Refuses a change of an invoice of the entity dated `issueDate` when its VAT period is closed: a
 * 409 naming the period (and, for a new invoice, the field). Takes the entity's row FOR SHARE
 * first, so a closing of that period waits for the change, or the change sees the closing.
 */
export async function assertVatPeriodOpen(
  tx: Queryable,
  invoice: { entityId: number; issueDate: string; what: string },
  field?: string,
): Promise<void> {
  await tx.query(sql`SELECT 1 FROM spot_entities WHERE id = ${invoice.entityId} FOR SHARE`);
  const closed = await closedPeriodOf(tx, invoice.entityId, invoice.issueDate);
  if (!closed) return;
  const message =
    `VAT period ${closed.period} of ${closed.entity_name} is closed: ${invoice.what} dated ${invoice.issueDate} cannot change. ` +
    'Enter the correction in an open period.';
  throw new ApiError(409, message, field ? [{ path: field, message }] : undefined);
}

/** `{entityId}_{period}_{currency}` of a period row. */
function parsePeriodId(id: string | number | undefined): { entityId: number; period: string; currency: string } {
  const match = /^(\d{1,9})_(\d{4}-(?:0[1-9]|1[0-2]|Q[1-4]))_([A-Z]{3,5})$/.exec(String(id ?? ''));
  if (!match)
    throw badRequest(`Invalid VAT period ${String(id)}`, [{ path: 'id', message: 'Expected {entityId}_{YYYY-MM|YYYY-Qn}_{currency}' }]);
  return { entityId: Number(match[1]), period: match[2], currency: match[3] };
}

/** The query of one period's rows (one per currency). */
function onePeriod(scope: Scope, period: string): Sql {
  const range = vatPeriodRange(period)!;
  return taxPeriodsSource({
    scope,
    filter: { grouping: range.grouping, issueDate: { from: `${range.from}T00:00:00Z`, to: `${range.to}T00:00:00Z` } },
    timeZone: 'UTC',
  });
}

/** A period's figures per currency as exact decimal text. */
function periodFigures(tx: Queryable, scope: Scope, period: string, entityId: number) {
  return tx.query<{ currency: string; output_vat: string; input_vat: string; balance: string }>(
    sql`SELECT currency, output_vat::text AS output_vat, input_vat::text AS input_vat, balance::text AS balance
      FROM (${onePeriod(scope, period)}) AS spot_taxes WHERE entity_id = ${entityId} AND period = ${period} ORDER BY currency`,
  );
}

/** A period row as the list shows it, read within the transaction. */
async function periodRow(tx: Queryable, context: ActionContext, period: string, entityId: number, currency: string) {
  const source = onePeriod(context.scope, period);
  const rows = await tx.query<Record<string, unknown>>(
    sql`SELECT ${taxPeriodsTable.select} FROM (${source}) AS spot_taxes
      WHERE spot_taxes.entity_id = ${entityId} AND spot_taxes.period = ${period} ORDER BY spot_taxes.currency = ${currency} DESC, spot_taxes.currency`,
  );
  return rows.map((row) => taxPeriodsTable.toRecord(row));
}

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Writes a period's closed row with its figures per currency (exact decimal text) and answers
 * those; the caller holds the entity's row locked and has checked that the period may close.
 */
export async function writeClosedPeriod(
  tx: Queryable,
  closing: { op: string; entityId: number; period: string; closedBy: string; closed?: string },
): Promise<Record<string, { outputVat: string; inputVat: string; balance: string }>> {
  const { op, entityId, period } = closing;
  const range = vatPeriodRange(period)!;
  const totals = Object.fromEntries(
    (await periodFigures(tx, { operatorCode: op }, period, entityId)).map((row) => [
      row.currency,
      { outputVat: row.output_vat, inputVat: row.input_vat, balance: row.balance },
    ]),
  );
  await tx.query(sql`INSERT INTO spot_vat_periods (operator_code, entity_id, period, period_kind, start_date, end_date, totals, closed_by, closed)
    VALUES (${op}, ${entityId}, ${period}, ${range.grouping}, ${range.from}::date, ${range.to}::date, ${JSON.stringify(totals)}::jsonb,
      ${closing.closedBy}, coalesce(${closing.closed ?? null}::timestamptz, now()))`);
  return totals;
}

/** Closes an entity's VAT period in every currency; its row answers. */
async function closePeriod(context: ActionContext) {
  const { entityId, period, currency } = parsePeriodId(context.id);
  const range = vatPeriodRange(period)!;
  return change(context, async (tx, op) => {
    const [entity] = await tx.query<{ name: string; today: string }>(
      sql`SELECT name, current_date::text AS today FROM spot_entities WHERE id = ${entityId} AND operator_code = ${op} FOR UPDATE`,
    );
    if (!entity) throw notFound(`No entity ${entityId}`);
    if (range.to >= entity.today) {
      throw new ApiError(409, `VAT period ${period} ends on ${range.to}: it can be closed from ${nextDay(range.to)} on`);
    }
    const [covered] = await tx.query<{ covered: boolean }>(
      sql`SELECT ${coveredSql(sql`${entityId}::integer`, sql`${range.from}::date`, sql`${range.to}::date`)} AS covered`,
    );
    if (covered.covered) throw new ApiError(409, `VAT period ${period} of ${entity.name} is closed already`);
    const drafts = await tx.query<{ id: number; issue_date: string }>(
      sql`SELECT id, issue_date::text AS issue_date FROM spot_invoices
        WHERE entity_id = ${entityId} AND kind = 'SENT' AND status = 'DRAFT' AND issue_date BETWEEN ${range.from}::date AND ${range.to}::date
        ORDER BY issue_date, id LIMIT 5`,
    );
    if (drafts.length > 0) {
      const named = drafts.map((draft) => `#${draft.id} of ${draft.issue_date}`).join(', ');
      throw new ApiError(
        409,
        `Draft invoice${drafts.length > 1 ? 's' : ''} ${named} ${drafts.length > 1 ? 'are' : 'is'} dated in VAT period ${period}: issue or remove ${drafts.length > 1 ? 'them' : 'it'} before closing the period`,
      );
    }
    const before = await periodRow(tx, context, period, entityId, currency);
    const totals = await writeClosedPeriod(tx, { op, entityId, period, closedBy: context.manager.email });
    const after = await periodRow(tx, context, period, entityId, currency);
    const figures = Object.entries(totals).map(
      ([code, row]) => `${code}: output VAT ${row.outputVat}, input VAT ${row.inputVat}, balance ${row.balance}`,
    );
    return {
      result: after[0],
      details: `Closed VAT period ${period} of ${entity.name} (${figures.join('; ')})`,
      before: before[0],
      after: after[0],
    };
  });
}

export const taxHandlers: ActionHandlers<typeof spotTaxes> = {
  closePeriod: (context) => closePeriod(context),
};
