/**
 * Player statistics (001 §2, §7): totals, deposits and withdrawals per day and currency, the
 * betslip distribution and the betslip graph. Every figure is an SQL aggregate over the rows the
 * betslips and payments lists return for the same player and filter (their list conditions are
 * reused), so a tile always equals the sum over the corresponding list.
 */
import type { BetslipDistribution, BetslipGraphPoint, PlayerStatistics, playerStatistics } from '../../resources/playerStatistics';
import { betslip } from '../../resources/betslip';
import { payments } from '../../resources/payments';
import type { Queryable } from '../db/database';
import { sql, typed, where, type Sql } from '../db/sql';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { compileListSpec, flattenGroups, type ListSpec } from '../resource/list-query';
import { findRecord, listConditions } from '../resource/records';
import { scopeConditions, type Scope } from '../resource/scope';
import { betslipTable } from '../tables/betslips';
import { paymentsTable } from '../tables/payments';
import { playerTable } from '../tables/players';
import { isoSql } from '../tables/common';
import { validationError } from '../http/errors';

interface TimeRange {
  from?: string;
  to?: string;
}

let specs: { betslips: ListSpec; payments: ListSpec } | undefined;
function listSpecs() {
  specs ??= { betslips: compileListSpec(betslip, betslipTable), payments: compileListSpec(payments, paymentsTable) };
  return specs;
}

/** A list filter validated with the list's own filter schema. */
export function listFilter(spec: ListSpec, filter: Record<string, unknown>): Record<string, unknown> {
  const present = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
  const parsed = spec.filterSchema.safeParse(present);
  if (!parsed.success) throw validationError(parsed.error, 'filter', 'Invalid filter');
  return flattenGroups(spec, parsed.data);
}

const hasRange = (range?: TimeRange) => !!range && (range.from !== undefined || range.to !== undefined);

/** The betslips list conditions of a player (or the whole scope) for a time frame and play type. */
export function betslipConditions(scope: Scope, playerId: number | undefined, created?: TimeRange, playType?: string): Sql[] {
  const spec = listSpecs().betslips;
  const filter = listFilter(spec, {
    timeFrame: hasRange(created) ? created : undefined,
    playType: playType && playType !== 'LIVE_AND_PREMATCH' ? playType : undefined,
  });
  return listConditions(spec, scope, { filter, playerId });
}

/** The payments list conditions for processed payments of one direction. */
export function paymentConditions(
  scope: Scope,
  playerId: number | undefined,
  direction: 'DEPOSIT' | 'WITHDRAWAL',
  created?: TimeRange,
): Sql[] {
  const spec = listSpecs().payments;
  const filter = listFilter(spec, {
    accountHistoryType: { paymentRequest: direction, paymentStatus: ['PROCESSED'] },
    created: hasRange(created) ? created : undefined,
  });
  return listConditions(spec, scope, { filter, playerId });
}

async function movementsByDay(db: Queryable, conditions: Sql[]) {
  const rows = await db.query<{ created: string; amount: number; currency: string }>(sql`
    SELECT ${isoSql(sql`date_trunc('day', payments.created AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`)} AS created,
      sum(payments.account_movement)::float8 AS amount, payments.currency
    FROM payments${where(conditions)}
    GROUP BY 1, payments.currency ORDER BY 1, payments.currency`);
  return rows.map((row) => ({ created: row.created, accountMovement: row.amount, currency: row.currency }));
}

/** Statistics of one player, or of every player in the scope when `playerId` is undefined. */
export async function statistics(
  db: Queryable,
  scope: Scope,
  playerId: number | undefined,
  created?: TimeRange,
): Promise<PlayerStatistics> {
  const [bets] = await db.query<{ payin: number; payout: number; bets: number; stake: number }>(sql`
    SELECT coalesce(sum(betslips.total_stake + betslips.fee_value), 0)::float8 AS payin,
      coalesce(sum(coalesce(betslips.paid_value, 0)), 0)::float8 AS payout, count(*)::integer AS bets,
      coalesce(sum(betslips.total_stake), 0)::float8 AS stake
    FROM betslips${where(betslipConditions(scope, playerId, created))}`);
  const bonusConditions = [...scopeConditions(scope, 'operator_code')];
  if (playerId !== undefined) bonusConditions.push(sql`player_id = ${typed(playerId, 'integer')}`);
  if (created?.from) bonusConditions.push(sql`promotion_start_time >= ${typed(created.from, 'timestamptz')}`);
  if (created?.to) bonusConditions.push(sql`promotion_start_time <= ${typed(created.to, 'timestamptz')}`);
  const [bonus] = await db.query<{ amount: number }>(
    sql`SELECT coalesce(sum(bonus_amount), 0)::float8 AS amount FROM player_bonuses${where(bonusConditions)}`,
  );
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    totalPayinAmount: round(bets.payin),
    totalPayoutAmount: round(bets.payout),
    houseWin: round(bets.payin - bets.payout),
    totalPayoutBonusAmount: round(bonus.amount),
    numberOfBets: bets.bets,
    totalStake: round(bets.stake),
    depositsGroupedByDayAndCurrency: await movementsByDay(db, paymentConditions(scope, playerId, 'DEPOSIT', created)),
    withdrawalsGroupedByDayAndCurrency: await movementsByDay(db, paymentConditions(scope, playerId, 'WITHDRAWAL', created)),
  };
}

/** Betslip counts per sport code (betslips with a bet row of the sport) and per betslip type. */
export async function betslipDistribution(db: Queryable, scope: Scope, playerId: number, playType?: string): Promise<BetslipDistribution> {
  const conditions = betslipConditions(scope, playerId, undefined, playType);
  const live = playType === 'LIVE' ? sql` AND r.is_live` : playType === 'PREMATCH' ? sql` AND NOT r.is_live` : sql``;
  const sports = await db.query<{ name: string; n: number }>(sql`
    SELECT r.sport_code AS name, count(DISTINCT betslips.id)::integer AS n
    FROM betslips JOIN bet_rows r ON r.betslip_id = betslips.id${live}${where(conditions)}
    GROUP BY r.sport_code ORDER BY n DESC, r.sport_code`);
  const types = await db.query<{ name: string; n: number }>(sql`
    SELECT betslips.betslip_type AS name, count(*)::integer AS n FROM betslips${where(conditions)}
    GROUP BY betslips.betslip_type ORDER BY n DESC, betslips.betslip_type`);
  return {
    sportTypes: Object.fromEntries(sports.map((row) => [row.name, row.n])),
    betslipTypes: Object.fromEntries(types.map((row) => [row.name, row.n])),
  };
}

/** Years the graph goes back when the time frame has no start (001 §9). */
export const GRAPH_DEFAULT_YEARS = 5;

/** Betslips, stake and payout per day (days with betslips only), oldest first. */
export async function betslipGraph(
  db: Queryable,
  scope: Scope,
  playerId: number,
  playType?: string,
  created?: TimeRange,
): Promise<BetslipGraphPoint[]> {
  const from = created?.from ?? new Date(Date.now() - GRAPH_DEFAULT_YEARS * 365.25 * 86_400_000).toISOString();
  const conditions = betslipConditions(scope, playerId, { from, to: created?.to }, playType);
  const rows = await db.query<{ date: string; n: number; stake: number; payout: number }>(sql`
    SELECT to_char(betslips.created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, count(*)::integer AS n,
      sum(betslips.total_stake)::float8 AS stake, sum(coalesce(betslips.paid_value, 0))::float8 AS payout
    FROM betslips${where(conditions)}
    GROUP BY 1 ORDER BY 1`);
  return rows.map((row) => ({ date: row.date, betslips: row.n, stake: row.stake, payout: row.payout }));
}

async function scopedPlayer(context: ActionContext): Promise<number> {
  const player = await findRecord(context.db, playerTable, context.scope, context.id!);
  return player.id;
}

export const statisticsHandlers: ActionHandlers<typeof playerStatistics> = {
  async loadStatistics(context, input) {
    return statistics(context.db, context.scope, await scopedPlayer(context), input.filter.created);
  },
  async loadBetslipDistribution(context, input) {
    return betslipDistribution(context.db, context.scope, await scopedPlayer(context), input.filter.playType);
  },
  async loadBetslipGraph(context, input) {
    return betslipGraph(context.db, context.scope, await scopedPlayer(context), input.filter.playType, input.filter.created);
  },
};
