/**
 * `GET /{op}/dashboard` (002 §7 catalogue; shape decided here): the start-of-day summary of Home for
 * the operator (or every operator on the central view) and a time frame. Every figure is counted
 * with the conditions of the list it summarises (betslips, payments, players, KYC), so a figure
 * equals what that list shows for the same filter, and each queue equals its list's total.
 */
import type { FastifyInstance } from 'fastify';
import {
  DASHBOARD_QUEUES,
  DashboardFilter,
  DashboardSeriesQuery,
  queueWireFilter,
  type DashboardInterval,
  type DashboardPoint,
  type DashboardQueue,
  type DashboardSummary,
} from '../../resources/dashboard';
import { kycGroup } from '../../resources/kycGroup';
import { limitAlert } from '../../resources/limitAlert';
import { audienceAllows, screenAccess } from '../../resources/menu';
import { player } from '../../resources/player';
import { withdrawals as withdrawalRequests } from '../../resources/withdrawals';
import type { Database, Queryable } from '../db/database';
import { ident, sql, where, type Sql } from '../db/sql';
import { betslipConditions, listFilter, paymentConditions } from '../handlers/statistics';
import { badRequest, validationError } from '../http/errors';
import { compileListSpec, type ListSpec } from '../resource/list-query';
import { listConditions } from '../resource/records';
import { resolveScope, type OperatorDirectory, type Scope } from '../resource/scope';
import { kycGroupTable } from '../tables/kyc';
import { limitAlertTable } from '../tables/limitAlerts';
import { playerTable } from '../tables/players';
import { withdrawalRequestsTable } from '../tables/requests';

type TimeRange = { from?: string; to?: string };

let specs: { players: ListSpec; queues: Record<DashboardQueue, ListSpec> } | undefined;
function listSpecs() {
  specs ??= {
    players: compileListSpec(player, playerTable),
    queues: {
      kycUnderReview: compileListSpec(kycGroup, kycGroupTable),
      withdrawalsWaiting: compileListSpec(withdrawalRequests, withdrawalRequestsTable),
      limitAlerts: compileListSpec(limitAlert, limitAlertTable),
    },
  };
  return specs;
}

/** The rows of a list for a filter, counted with the list's own conditions. */
async function countList(db: Queryable, spec: ListSpec, scope: Scope, filter: Record<string, unknown>): Promise<number> {
  const conditions = listConditions(spec, scope, { filter: listFilter(spec, filter) });
  const [row] = await db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM ${ident(spec.mapping.table)}${where(conditions)}`);
  return row.n;
}

async function paymentsByCurrency(db: Queryable, conditions: Sql[]): Promise<Map<string, number>> {
  const rows = await db.query<{ currency: string; amount: number }>(sql`
    SELECT payments.currency, coalesce(sum(abs(payments.account_movement)), 0)::float8 AS amount
    FROM payments${where(conditions)} GROUP BY payments.currency`);
  return new Map(rows.map((row) => [row.currency, row.amount]));
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The chart's periods: `day` or `month`, in an IANA time zone. */
export interface SeriesRequest {
  interval: DashboardInterval;
  timeZone: string;
}

/**
 * The figures per period and currency over the same rows as the totals: betslips (stakes, payouts,
 * house win, count) and processed deposits and withdrawals, oldest period first.
 */
async function dashboardSeries(
  db: Queryable,
  scope: Scope,
  created: TimeRange | undefined,
  series: SeriesRequest,
): Promise<DashboardPoint[]> {
  const period = (column: Sql) =>
    sql`to_char(date_trunc(${series.interval}, ${column} AT TIME ZONE ${series.timeZone}::text),
      ${series.interval === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;
  const bets = await db.query<{ period: string; currency: string; payin: number; stake: number; payout: number; n: number }>(sql`
    SELECT ${period(sql`betslips.created`)} AS period, betslips.currency_code AS currency,
      coalesce(sum(betslips.total_stake + betslips.fee_value), 0)::float8 AS payin, coalesce(sum(betslips.total_stake), 0)::float8 AS stake,
      coalesce(sum(coalesce(betslips.paid_value, 0)), 0)::float8 AS payout, count(*)::integer AS n
    FROM betslips${where(betslipConditions(scope, undefined, created))} GROUP BY 1, 2`);
  const moves = async (direction: 'DEPOSIT' | 'WITHDRAWAL') =>
    db.query<{ period: string; currency: string; amount: number }>(sql`
      SELECT ${period(sql`payments.created`)} AS period, payments.currency,
        coalesce(sum(abs(payments.account_movement)), 0)::float8 AS amount
      FROM payments${where(paymentConditions(scope, undefined, direction, created))} GROUP BY 1, 2`);
  const points = new Map<string, DashboardPoint>();
  const point = (period: string, currency: string) => {
    const key = `${period} ${currency}`;
    let found = points.get(key);
    if (!found) {
      found = { period, currency, deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, houseWin: 0, betslips: 0 };
      points.set(key, found);
    }
    return found;
  };
  for (const row of bets) {
    Object.assign(point(row.period, row.currency), {
      stakes: round(row.stake),
      payouts: round(row.payout),
      houseWin: round(row.payin - row.payout),
      betslips: row.n,
    });
  }
  for (const row of await moves('DEPOSIT')) point(row.period, row.currency).deposits = round(row.amount);
  for (const row of await moves('WITHDRAWAL')) point(row.period, row.currency).withdrawals = round(row.amount);
  return [...points.values()].sort((a, b) => a.period.localeCompare(b.period) || a.currency.localeCompare(b.currency));
}

/** The summary of a scope for a time frame, with the figures per period when `series` asks for them. */
export async function dashboardSummary(
  db: Queryable,
  scope: Scope,
  created?: TimeRange,
  series?: SeriesRequest,
): Promise<DashboardSummary> {
  const bets = await db.query<{ currency: string; payin: number; stake: number; payout: number; n: number }>(sql`
    SELECT betslips.currency_code AS currency, coalesce(sum(betslips.total_stake + betslips.fee_value), 0)::float8 AS payin,
      coalesce(sum(betslips.total_stake), 0)::float8 AS stake, coalesce(sum(coalesce(betslips.paid_value, 0)), 0)::float8 AS payout,
      count(*)::integer AS n
    FROM betslips${where(betslipConditions(scope, undefined, created))} GROUP BY betslips.currency_code`);
  const deposits = await paymentsByCurrency(db, paymentConditions(scope, undefined, 'DEPOSIT', created));
  const withdrawals = await paymentsByCurrency(db, paymentConditions(scope, undefined, 'WITHDRAWAL', created));
  const currencies = [...new Set([...bets.map((row) => row.currency), ...deposits.keys(), ...withdrawals.keys()])].sort();
  const queues = {} as Record<DashboardQueue, number>;
  const view = scope.operatorCode === null ? 'central' : 'operator';
  for (const name of Object.keys(DASHBOARD_QUEUES) as DashboardQueue[]) {
    // A queue whose list the view may not open is left out (limit alerts outside the central view).
    if (!audienceAllows(screenAccess(DASHBOARD_QUEUES[name].resource).audience, view)) continue;
    queues[name] = await countList(db, listSpecs().queues[name], scope, queueWireFilter(name));
  }
  return {
    currencies: currencies.map((currency) => {
      const bet = bets.find((row) => row.currency === currency);
      return {
        currency,
        deposits: round(deposits.get(currency) ?? 0),
        withdrawals: round(withdrawals.get(currency) ?? 0),
        stakes: round(bet?.stake ?? 0),
        payouts: round(bet?.payout ?? 0),
        houseWin: round((bet?.payin ?? 0) - (bet?.payout ?? 0)),
      };
    }),
    newPlayers: await countList(db, listSpecs().players, scope, created?.from || created?.to ? { created } : {}),
    betslips: bets.reduce((total, row) => total + row.n, 0),
    queues,
    ...(series ? { series: await dashboardSeries(db, scope, created, series) } : {}),
  };
}

/** Reads the `filter` query parameter (a JSON string, 002 §7). */
function readFilter(raw: unknown): { created?: TimeRange } {
  if (raw === undefined || raw === '') return {};
  let decoded: unknown;
  try {
    decoded = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw badRequest('filter: expected a JSON object', [{ path: 'filter', message: 'Expected a JSON object' }]);
  }
  const parsed = DashboardFilter.safeParse(decoded);
  if (!parsed.success) throw validationError(parsed.error, 'filter', 'Invalid filter');
  return parsed.data;
}

/** Registers `GET /{op}/dashboard` on the secured API. */
export function registerDashboardRoute(secured: FastifyInstance, db: Database, operators: OperatorDirectory): void {
  secured.get('/:op/dashboard', async (request) => {
    const scope = await resolveScope(request.manager!, (request.params as { op: string }).op, operators);
    const query = request.query as { filter?: unknown; series?: unknown; timeZone?: unknown };
    const { created } = readFilter(query.filter);
    const chart = DashboardSeriesQuery.safeParse({ series: query.series, timeZone: query.timeZone });
    if (!chart.success) throw validationError(chart.error, undefined, 'Invalid series parameters');
    const { series, timeZone } = chart.data;
    return {
      success: true,
      payload: await dashboardSummary(db, scope, created, series ? { interval: series, timeZone: timeZone ?? 'UTC' } : undefined),
    };
  });
}
