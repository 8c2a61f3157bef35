/** Handlers of the betslip actions (002 §4, §7): cancel toggle and manual bet row status. */
import type { Betslip, betslip } from '../../resources/betslip';
import { logActivity, managerUser } from '../activity-log';
import { bookMovement, lockPlayer } from '../betting/ledger';
import { settleBetslips } from '../betting/settle';
import { observeBetslip } from '../betting/limitAlerts';
import type { Database, Queryable } from '../db/database';
import { join, sql } from '../db/sql';
import { ApiError, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import type { ListParams, ListSpec } from '../resource/list-query';
import { findRecord, listConditions } from '../resource/records';
import { scopeConditions, type Scope } from '../resource/scope';
import { betslipTable } from '../tables/betslips';
import { isoTime } from '../tables/common';
import type { SportsTreeNode } from '../../resources/betslip';

const OPEN_STATUSES = ['NOT_SETTLED', 'UNDER_REVIEW', 'ERROR', 'AUTO'];

/** Re-settles one betslip and books the change of its payout (stake refund, payout or correction). */
async function resettle(tx: Queryable, before: Betslip, context: ActionContext, description: string): Promise<Betslip> {
  await settleBetslips(tx, sql`b.id = ${before.id}`, { paidAt: sql`now()`, updatedAt: sql`now()` });
  await tx.query(sql`UPDATE betslips SET updated = now() WHERE id = ${before.id}`);
  const after = await findRecord(tx, betslipTable, context.scope, before.id);
  const delta = Math.round(((after.paidValue ?? 0) - (before.paidValue ?? 0)) * 100) / 100;
  await bookMovement(tx, {
    playerId: before.playerId,
    historyType: 'BETSLIP',
    kind: after.isCancelled !== before.isCancelled ? 'BETSLIP_CANCEL' : 'BETSLIP_PAYOUT',
    amount: delta,
    description,
    betslipId: before.id,
    wallet: { slot: before.walletType === 'SECONDARY' ? 'SECONDARY' : 'MAIN' },
    ipAddress: context.request.ip,
  });
  return after;
}

function affected(record: Betslip) {
  return betslipTable.logSubject(record).user;
}

export const betslipHandlers: ActionHandlers<typeof betslip> = {
  cancel: (context, input) =>
    context.db.transaction(async (tx) => {
      const current = await findRecord(tx, betslipTable, context.scope, context.id!, { forUpdate: true });
      if (current.isCancelled === input.isCancelled) return current;
      await lockPlayer(tx, current.playerId);
      if (current.betrows.some((row) => row.status.code !== 'NOT_SETTLED')) {
        throw new ApiError(409, 'Only a betslip whose bet rows are all NOT_SETTLED can be cancelled or restored');
      }
      await tx.query(sql`UPDATE betslips SET is_cancelled = ${input.isCancelled} WHERE id = ${current.id}`);
      const verb = input.isCancelled ? 'cancelled, stake refunded' : 'restored, stake charged again';
      const updated = await resettle(tx, current, context, `Betslip ${current.id} ${verb}`);
      // A restored betslip stakes again: its stake, payout and match exposure meet the player's limits.
      if (!input.isCancelled) await observeBetslip(tx, current.id);
      await logActivity(tx, {
        operatorCode: current.operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: affected(current),
        details: `Betslip ${current.id} ${verb}`,
        ipAddress: context.request.ip,
        transactionId: String(current.id),
        currencyCode: current.currency.code,
        amount: current.totalStake,
        before: { isCancelled: current.isCancelled, betslipStatus: current.betslipStatus.code, paidValue: current.paidValue ?? null },
        after: { isCancelled: updated.isCancelled, betslipStatus: updated.betslipStatus.code, paidValue: updated.paidValue ?? null },
      });
      return updated;
    }),

  setBetRowStatus: (context, input) =>
    context.db.transaction(async (tx) => {
      const scoped = scopeConditions(context.scope, 'b.operator_code');
      const [row] = await tx.query<{
        betslip_id: number;
        status: string;
        match_id: number;
        market_code: string;
        outcome_code: string;
        updated: Date | string;
      }>(
        sql`SELECT r.betslip_id, r.status, r.match_id, r.market_code, r.outcome_code, r.updated FROM bet_rows r
          JOIN betslips b ON b.id = r.betslip_id WHERE ${join([sql`r.id = ${input.betrowId}`, ...scoped], sql` AND `)}
          FOR UPDATE OF r, b`,
      );
      if (!row) throw notFound(`Bet row ${input.betrowId} not found`);
      const before = await findRecord(tx, betslipTable, context.scope, row.betslip_id);
      await lockPlayer(tx, before.playerId);
      if (before.isCancelled) throw new ApiError(409, `Betslip ${before.id} is cancelled; restore it before changing bet rows`);
      const open = OPEN_STATUSES.includes(input.actionValue);
      await tx.query(sql`UPDATE bet_rows SET status = ${input.actionValue}, manual_override = true, updated = now(),
          payment_status = ${open ? 'PENDING' : 'CLEARED'},
          paid_value = ${
            open
              ? null
              : sql`round(betrow_stake * CASE ${input.actionValue}::text WHEN 'WON' THEN outcome_value
            WHEN 'WON_HALF' THEN (outcome_value + 1) / 2 WHEN 'LOST_HALF' THEN 0.5 WHEN 'LOST' THEN 0 ELSE 1 END, 2)`
          }
        WHERE id = ${input.betrowId}`);
      const updated = await resettle(
        tx,
        before,
        context,
        `Betslip ${before.id} resettled: bet row ${input.betrowId} set to ${input.actionValue}`,
      );
      await observeBetslip(tx, before.id);
      await logActivity(tx, {
        operatorCode: before.operatorCode,
        logType: 'BETROW_SETTLEMENT_MANUALLY_CHANGED',
        significanceLevel: 'High80',
        user: managerUser(context.manager),
        affected: affected(before),
        details: `Bet row ${input.betrowId} of betslip ${before.id} set from ${row.status} to ${input.actionValue}`,
        ipAddress: context.request.ip,
        matchId: row.match_id,
        marketCode: row.market_code,
        outcomeCode: row.outcome_code,
        betrowId: input.betrowId,
        // statusSince: when the row got its previous status (the bet row history reads it, handlers/betrows.ts).
        before: {
          status: row.status,
          statusSince: isoTime(row.updated),
          betslipStatus: before.betslipStatus.code,
          paidValue: before.paidValue ?? null,
        },
        after: { status: input.actionValue, betslipStatus: updated.betslipStatus.code, paidValue: updated.paidValue ?? null },
      });
      return { betslip: updated };
    }),
};

/** The sports tree over the filtered betslips: all sports → sport → league, counting betslips. */
export async function sportsTree(db: Database, spec: ListSpec, scope: Scope, params: ListParams): Promise<{ tree: SportsTreeNode }> {
  const conds = listConditions(spec, scope, params);
  const filter = conds.length ? sql` WHERE ${join(conds, sql` AND `)}` : sql``;
  const rows = await db.query<{
    sport_code: string | null;
    sport_name: string | null;
    league_name: string | null;
    n: number;
    g: number;
  }>(sql`
    SELECT r.sport_code, min(r.sport_name) AS sport_name, r.league_name, count(DISTINCT r.betslip_id)::integer AS n,
      GROUPING(r.sport_code, r.league_name)::integer AS g
    FROM bet_rows r WHERE r.betslip_id IN (SELECT betslips.id FROM betslips${filter})
    GROUP BY GROUPING SETS ((r.sport_code, r.league_name), (r.sport_code), ())
    ORDER BY r.sport_code NULLS FIRST, r.league_name NULLS FIRST`);
  const root: SportsTreeNode = { code: 'ALL', name: 'All sports', counter: 0, children: [] };
  const sports = new Map<string, SportsTreeNode>();
  for (const row of rows) {
    if (row.g === 3) root.counter = row.n;
    else if (row.g === 1) {
      const node = { code: row.sport_code!, name: row.sport_name ?? row.sport_code!, counter: row.n, children: [] as SportsTreeNode[] };
      sports.set(row.sport_code!, node);
      root.children!.push(node);
    } else {
      const sport = sports.get(row.sport_code!);
      const name = row.league_name ?? '';
      sport?.children!.push({ code: `${row.sport_code}:${name}`, name, counter: row.n, children: null });
    }
  }
  root.children!.sort((a, b) => b.counter - a.counter || a.code.localeCompare(b.code));
  return { tree: root };
}
