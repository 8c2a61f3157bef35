/**
 * Storage of the reports' own tables (the views of migration 120 need no mapping beyond the
 * convention). The period reports, profit and loss and revenue by sport, are rows computed per request
 * (`TableMapping.source`) from the betslips, the processed payments and the account history's bonus
 * rows of the time frame, read through their `created` indexes, and summed per operator, currency
 * and calendar period of the request's time zone (weeks start on Monday). Without a period a row
 * spans the whole time frame. A row's period is cut to the time frame, so the rows of a time frame
 * add up to exactly what the betslips and payments lists hold for it.
 */
import { profitLoss, type ProfitLossRow } from '../../resources/profitLoss';
import { PERIOD_FILTER_KEYS, type ReportPeriod } from '../../resources/reportFields';
import { reportRevenue, type RevenueRow } from '../../resources/reportRevenue';
import { significantEventThresholds, type SignificantEventThresholds } from '../../resources/significantEventThresholds';
import { ident, sql, typed, where, type Sql } from '../db/sql';
import { scopeConditions } from '../resource/scope';
import { deriveTable } from './derive';
import type { SourceInput } from './mapping';

/** `date_trunc` field and length of each period. */
const UNITS: Record<ReportPeriod, { field: string; length: string }> = {
  DAY: { field: 'day', length: '1 day' },
  WEEK: { field: 'week', length: '1 week' },
  MONTH: { field: 'month', length: '1 month' },
  QUARTER: { field: 'quarter', length: '3 months' },
  YEAR: { field: 'year', length: '1 year' },
};

interface PeriodQuery {
  period: ReportPeriod | undefined;
  timeZone: string;
  /** The time frame's ends, as ISO instants when given. */
  range: { from?: string; to?: string };
  from: Sql;
  to: Sql;
}

function periodQuery(input: SourceInput): PeriodQuery {
  const range = (input.filter[PERIOD_FILTER_KEYS[0]] ?? {}) as { from?: string; to?: string };
  return {
    period: input.filter[PERIOD_FILTER_KEYS[1]] as ReportPeriod | undefined,
    timeZone: input.timeZone,
    range,
    from: typed(range.from ?? null, 'timestamptz'),
    to: typed(range.to ?? null, 'timestamptz'),
  };
}

/** The local start of a row's calendar period (a timestamp without time zone); null for the whole time frame. */
function bucket(query: PeriodQuery, created: Sql): Sql {
  return query.period ? sql`date_trunc(${UNITS[query.period].field}, ${created} AT TIME ZONE ${query.timeZone})` : sql`NULL::timestamp`;
}

/** A base table's rows of the scope and time frame (`alias.operator_code`, `alias.created`). */
function baseConditions(input: SourceInput, query: PeriodQuery, alias: string, extra: Sql[] = []): Sql {
  const created = ident(`${alias}.created`);
  const conditions = [...scopeConditions(input.scope, `${alias}.operator_code`), ...extra];
  if (query.range.from) conditions.push(sql`${created} >= ${query.from}`);
  if (query.range.to) conditions.push(sql`${created} <= ${query.to}`);
  return where(conditions);
}

/**
 * The period columns of a summed row `x` (with `bucket`, `first_at`, `last_at`): the period's first
 * and last instant cut to the time frame, the period's name, and the row id's period part.
 */
function periodColumns(query: PeriodQuery): Sql {
  if (!query.period) {
    return sql`coalesce(${query.from}, x.first_at) AS period_start, coalesce(${query.to}, x.last_at) AS period_end,
      NULL::text AS period, 'all' AS period_key`;
  }
  const zone = query.timeZone;
  return sql`greatest(x.bucket AT TIME ZONE ${zone}, ${query.from}) AS period_start,
    least((x.bucket + ${UNITS[query.period].length}::interval) AT TIME ZONE ${zone} - interval '1 millisecond', ${query.to}) AS period_end,
    ${query.period}::text AS period, to_char(x.bucket, 'YYYY-MM-DD"T"HH24:MI') AS period_key`;
}

/** Gross gaming revenue: the stakes of the settled betslips less what they paid. */
const GGR = sql`x.stakes - x.open_stakes - x.payouts`;

/** Gross gaming revenue as a share of the settled stakes, in percent. */
const MARGIN = sql`round(100 * (${GGR}) / nullif(x.stakes - x.open_stakes, 0), 2)`;

/** The stakes of betslips still open. */
const OPEN_STAKES = sql`coalesce(sum(b.total_stake) FILTER (WHERE b.status = 'NOT_SETTLED'), 0)`;

/** Profit and loss: betslips, processed payments and bonus movements summed per operator, currency and period. */
export function profitLossSource(input: SourceInput): Sql {
  const query = periodQuery(input);
  return sql`SELECT p.operator_code || '|' || p.currency_code || '|' || p.period_key AS id, p.* FROM (
    SELECT ${periodColumns(query)}, x.operator_code, x.currency_code, x.betslips::integer AS betslips, x.stakes, x.payouts,
      ${GGR} AS gross_gaming_revenue, x.bonus_costs, ${GGR} - x.bonus_costs AS net_gaming_revenue,
      ${MARGIN} AS margin, x.open_stakes, x.deposits, x.withdrawals
    FROM (
      SELECT u.operator_code, u.currency_code, u.bucket, sum(u.betslips) AS betslips, sum(u.stakes) AS stakes,
        sum(u.payouts) AS payouts, sum(u.open_stakes) AS open_stakes, sum(u.deposits) AS deposits,
        sum(u.withdrawals) AS withdrawals, sum(u.bonus_costs) AS bonus_costs, min(u.first_at) AS first_at, max(u.last_at) AS last_at
      FROM (
        SELECT b.operator_code, b.currency_code, ${bucket(query, sql`b.created`)} AS bucket, count(*) AS betslips,
          sum(b.total_stake) AS stakes, sum(coalesce(b.paid_value, 0)) AS payouts,
          ${OPEN_STAKES} AS open_stakes,
          0::numeric AS deposits, 0::numeric AS withdrawals, 0::numeric AS bonus_costs, min(b.created) AS first_at,
            max(b.created) AS last_at
        FROM betslips b${baseConditions(input, query, 'b')}
        GROUP BY 1, 2, 3
        UNION ALL
        SELECT p.operator_code, p.currency, ${bucket(query, sql`p.created`)}, 0, 0, 0, 0,
          coalesce(sum(p.account_movement) FILTER (WHERE p.payment_request = 'DEPOSIT'), 0),
          coalesce(-sum(p.account_movement) FILTER (WHERE p.payment_request = 'WITHDRAWAL'), 0), 0, min(p.created), max(p.created)
        FROM payments p${baseConditions(input, query, 'p', [sql`p.payment_status = 'PROCESSED'`])}
        GROUP BY 1, 2, 3
        UNION ALL
        SELECT a.operator_code, a.currency_code, ${bucket(query, sql`a.created`)}, 0, 0, 0, 0, 0, 0, sum(a.account_movement),
          min(a.created), max(a.created)
        FROM account_history a${baseConditions(input, query, 'a', [sql`a.history_type = 'BONUS'`])}
        GROUP BY 1, 2, 3
      ) u
      GROUP BY 1, 2, 3
    ) x
  ) p`;
}

/** Revenue: the betslips summed per operator, currency, sport and period. */
export function revenueSource(input: SourceInput): Sql {
  const query = periodQuery(input);
  return sql`SELECT p.operator_code || '|' || p.currency_code || '|' || p.sport_code || '|' || p.period_key AS id, p.* FROM (
    SELECT ${periodColumns(query)}, x.operator_code, x.currency_code, x.sport_code, x.betslips::integer AS betslips,
      x.stakes, x.open_stakes, x.payouts, ${GGR} AS gross_gaming_revenue, ${MARGIN} AS margin
    FROM (
      SELECT b.operator_code, b.currency_code, coalesce(b.sport_code, 'MIXED') AS sport_code, ${bucket(query, sql`b.created`)} AS bucket,
        count(*) AS betslips, sum(b.total_stake) AS stakes, ${OPEN_STAKES} AS open_stakes, sum(coalesce(b.paid_value, 0)) AS payouts,
        min(b.created) AS first_at, max(b.created) AS last_at
      FROM betslips b${baseConditions(input, query, 'b')}
      GROUP BY 1, 2, 3, 4
    ) x
  ) p`;
}

/** The period reports' filters (their `report`: a time frame and a grouping period) are applied by the source; the start reads it with both. */
const periodHints = {
  sourceProbes: [
    { [PERIOD_FILTER_KEYS[0]]: { from: '2020-01-01T00:00:00Z', to: '2020-12-31T23:59:59Z' }, [PERIOD_FILTER_KEYS[1]]: 'WEEK' },
  ],
} as const;

export const profitLossTable = deriveTable<ProfitLossRow>(profitLoss, { source: profitLossSource, ...periodHints });

export const revenueTable = deriveTable<RevenueRow>(reportRevenue, { source: revenueSource, ...periodHints });

/** The significant events' thresholds, stamped with the time of each change. */
export const thresholdsTable = deriveTable<SignificantEventThresholds>(significantEventThresholds);
