/**
 * The withdrawal check: the player's withdrawal trust state and the withdrawal rules decide
 * whether an undecided request is accepted without a person or waits, and why (resources/
 * withdrawalRules.ts states the rule). `POST {op}/withdrawal/reprocess` runs it again over every
 * undecided request of the view, oldest first, each in its own transaction (the request locked,
 * then the player): the rules or a player's trust state may have changed since.
 */
import type { Payment } from '../../resources/payments';
import type { Player } from '../../resources/player';
import { WITHDRAWAL_UNDECIDED_STATUSES, type WithdrawalCheck, type withdrawals } from '../../resources/withdrawals';
import { WITHDRAWAL_RETURNED_STATUSES } from '../../resources/paymentRequests';
import { DAILY_AMOUNT_HOURS } from '../../resources/withdrawalRules';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { join, sql } from '../db/sql';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { applyChanges, findRecord } from '../resource/records';
import { scopeConditions } from '../resource/scope';
import { playerTable } from '../tables/players';
import { amountText, lockRequest, setStatus } from './payment-booking';

/** The check's verdict on one request. */
export interface CheckOutcome {
  result: WithdrawalCheck;
  /** The rule that approved it or whose limit it passed. */
  ruleId: number | null;
  /** ACCEPTED when approved; REQUESTED for the usual manual approval; TO_CHECK when a closer look is due. */
  status: 'ACCEPTED' | 'REQUESTED' | 'TO_CHECK';
  /** The rule's daily amount was reached: the player becomes LIMITED. */
  limitsPlayer?: boolean;
}

interface RuleRow {
  id: number;
  max_amount: number;
  daily_amount: number | null;
}

/** The enabled rule for the request's currency and gateway, else for its currency and every gateway. */
async function ruleFor(tx: Queryable, request: Payment): Promise<RuleRow | undefined> {
  const [rule] = await tx.query<RuleRow>(sql`SELECT id, max_amount::float8 AS max_amount, daily_amount::float8 AS daily_amount
    FROM withdrawal_rules
    WHERE operator_code = ${request.operatorCode} AND currency = ${request.currency} AND enabled
      AND (gateway_code = ${request.paymentWallet ?? ''} OR gateway_code IS NULL)
    ORDER BY gateway_code IS NULL, id LIMIT 1`);
  return rule;
}

/** What the rules accepted of the player's withdrawals requested within the last {@link DAILY_AMOUNT_HOURS} hours (the request itself left out). */
async function acceptedToday(tx: Queryable, request: Payment): Promise<number> {
  const [row] = await tx.query<{ total: number }>(sql`SELECT coalesce(sum(-account_movement), 0)::float8 AS total FROM payments
    WHERE player_id = ${request.playerId} AND payment_request = 'WITHDRAWAL' AND check_result = 'AUTO_APPROVED'
      AND created > now() - ${DAILY_AMOUNT_HOURS} * interval '1 hour' AND id <> ${request.id}
      AND NOT (payment_status = ANY (${[...WITHDRAWAL_RETURNED_STATUSES]}::text[]))`);
  return row.total;
}

/** Checks one request of a locked player: a new player, blocked withdrawals, the trust state, then the rules. */
export async function checkWithdrawal(tx: Queryable, request: Payment, player: Player): Promise<CheckOutcome> {
  if (player.withdrawalState === 'NEW') return { result: 'NEW_PLAYER', ruleId: null, status: 'TO_CHECK' };
  if (player.withdrawalDisabled) return { result: 'KYC_NOT_VERIFIED', ruleId: null, status: 'TO_CHECK' };
  switch (player.withdrawalState) {
    case 'BLOCKED':
      return { result: 'MANUAL_APPROVAL', ruleId: null, status: 'REQUESTED' };
    case 'LIMITED':
      return { result: 'LIMIT_REACHED', ruleId: null, status: 'REQUESTED' };
  }
  const rule = await ruleFor(tx, request);
  if (!rule) return { result: 'NO_RULE', ruleId: null, status: 'TO_CHECK' };
  const amount = -request.accountMovement;
  if (amount > rule.max_amount) return { result: 'ABOVE_RULE_LIMIT', ruleId: rule.id, status: 'TO_CHECK' };
  if (rule.daily_amount !== null && (await acceptedToday(tx, request)) + amount > rule.daily_amount) {
    return { result: 'DAILY_LIMIT_REACHED', ruleId: rule.id, status: 'TO_CHECK', limitsPlayer: true };
  }
  return { result: 'AUTO_APPROVED', ruleId: rule.id, status: 'ACCEPTED' };
}

/** Checks one undecided request again; what became of it, or undefined when it was decided meanwhile. */
async function recheck(context: ActionContext, requestId: number): Promise<CheckOutcome | undefined> {
  return context.db.transaction(async (tx) => {
    const current = await lockRequest(tx, context.scope, 'WITHDRAWAL', requestId);
    if (!(WITHDRAWAL_UNDECIDED_STATUSES as readonly string[]).includes(current.paymentStatus)) return undefined;
    const player = await findRecord(tx, playerTable, context.scope, current.playerId, { forUpdate: true });
    const outcome = await checkWithdrawal(tx, current, player);
    const [previous] = await tx.query<{ result: string | null; rule: number | null }>(
      sql`SELECT check_result AS result, rule_id AS rule FROM payments WHERE id = ${current.id}`,
    );
    // Checked again to the same verdict: nothing to store or log.
    if (previous.result === outcome.result && previous.rule === outcome.ruleId && current.paymentStatus === outcome.status) return outcome;
    const rule = outcome.ruleId === null ? '' : ` of rule ${outcome.ruleId}`;
    if (outcome.limitsPlayer) {
      await applyChanges(
        tx,
        playerTable,
        context.scope,
        [player.id],
        { withdrawalState: 'LIMITED' },
        {
          logType: 'DATA_CHANGED',
          significanceLevel: 'Normal60',
          details: `Withdrawal state changed to LIMITED: withdrawal ${requestId} would pass the daily amount${rule}`,
          user: managerUser(context.manager),
          ipAddress: context.request.ip,
        },
      );
    }
    await setStatus(tx, current.id, { status: outcome.status, by: null, check: { result: outcome.result, ruleId: outcome.ruleId } });
    await logActivity(tx, {
      operatorCode: current.operatorCode,
      logType: 'WITHDRAWAL',
      significanceLevel: outcome.status === 'ACCEPTED' ? 'Normal60' : 'Low30',
      user: managerUser(context.manager),
      affected: playerTable.logSubject(player).user,
      details:
        `Withdrawal ${requestId} of ${amountText(-current.accountMovement, current.currency)} checked again: ` +
        `${current.paymentStatus} → ${outcome.status} (${outcome.result}${rule})`,
      ipAddress: context.request.ip,
      transactionId: String(requestId),
      currencyCode: current.currency,
      amount: -current.accountMovement,
      before: { paymentStatus: current.paymentStatus },
      after: { paymentStatus: outcome.status, checkResult: outcome.result, ruleId: outcome.ruleId },
    });
    return outcome;
  });
}

export const withdrawalCheckHandlers: Pick<ActionHandlers<typeof withdrawals>, 'reprocessWithdrawals'> = {
  async reprocessWithdrawals(context) {
    const conditions = [
      sql`payment_request = 'WITHDRAWAL'`,
      sql`payment_status = ANY (${[...WITHDRAWAL_UNDECIDED_STATUSES]}::text[])`,
      ...scopeConditions(context.scope, 'operator_code'),
    ];
    const undecided = await context.db.query<{ id: number }>(sql`SELECT payment_request_id AS id FROM payments
      WHERE ${join(conditions, sql` AND `)} ORDER BY created, payment_request_id LIMIT 10000`);
    let accepted = 0;
    let checked = 0;
    for (const { id } of undecided) {
      const outcome = await recheck(context, id);
      if (!outcome) continue;
      checked++;
      if (outcome.status === 'ACCEPTED') accepted++;
    }
    return {
      checked,
      accepted,
      waiting: checked - accepted,
      message: `${checked} undecided withdrawals checked again: ${accepted} accepted, ${checked - accepted} wait for a person`,
    };
  },
};
