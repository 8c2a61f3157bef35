/**
 * Decisions on withdrawal requests (000 §3–§4; API path catalogue):
 * - `POST {op}/withdrawal/requests/{id}/withdrawEvent/{event}` with the events of 000 §3, each
 *   applying to the statuses declared in resources/withdrawals.ts (`WITHDRAWAL_EVENTS`):
 *   WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE → ACCEPTED, PROCESS_MANUAL_WITHDRAWAL → PROCESSED (paid out by
 *   hand; the amount it reserved when requested is final), WITHDRAWAL_REJECTED_FROM_BACKOFFICE →
 *   REJECTED_BY_OPERATOR with a reason, the reserved amount back in the wallet with an account entry.
 *   Accepting or paying out is refused while the player's withdrawals are blocked (001 §5).
 * - `POST {op}/withdrawals/{id}/manualCancel`: a withdrawal not yet paid out becomes CANCELED and
 *   what it reserves goes back to the wallet.
 *
 * `{id}` is the payment request id. An event outside its statuses is a 400 naming the rule; the
 * request is locked before its status is read, then the player, so of concurrent events on one
 * request one applies and the others find the new status. The request, the account history, the
 * wallet and total balance and the WITHDRAWAL activity-log entry are written in one transaction.
 * Payload: the updated withdrawal request.
 */
import {
  WITHDRAWAL_CANCEL_STATUSES,
  WITHDRAWAL_EVENTS,
  PAYOUT_EVENTS,
  type WithdrawalEvent,
  type withdrawals,
} from '../../resources/withdrawals';
import type { Payment } from '../../resources/payments';
import { logActivity, managerUser } from '../activity-log';
import { badRequest } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { playerTable } from '../tables/players';
import { withdrawalRequestsTable } from '../tables/requests';
import { amountText, assertStatus, lockRequest, loggedBalances, returnHeld, setStatus, type Booked } from './payment-booking';

type Handlers = ActionHandlers<typeof withdrawals>;

/** What an event did, in the activity log's words. */
const DONE: Record<WithdrawalEvent | 'CANCEL', string> = {
  WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE: 'accepted for payout',
  PROCESS_MANUAL_WITHDRAWAL: 'paid out by hand',
  WITHDRAWAL_REJECTED_FROM_BACKOFFICE: 'rejected',
  CANCEL: 'cancelled by hand',
};

/** The spec's message for a withdrawal of a player whose withdrawals are blocked (001 §5). */
const NOT_ALLOWED = 'Withdrawal is not allowed, account verification is required.';

/**
 * Applies one change to a locked withdrawal: `to` its new status, returning what it holds when
 * `returns`; `what` names the rule in a refusal and the change in the log.
 */
async function decide(
  context: ActionContext,
  change: { what: WithdrawalEvent | 'CANCEL'; from: readonly string[]; to: string; returns: boolean; reason: string | null },
) {
  return context.db.transaction(async (tx) => {
    const current: Payment = await lockRequest(tx, context.scope, 'WITHDRAWAL', Number(context.id));
    assertStatus(current, change.from, change.what === 'CANCEL' ? 'A manual cancel' : change.what);
    const player = await findRecord(tx, playerTable, context.scope, current.playerId, { forUpdate: true });
    if (change.what !== 'CANCEL' && PAYOUT_EVENTS.includes(change.what) && player.withdrawalDisabled) {
      throw badRequest(`${NOT_ALLOWED} Withdrawal ${current.paymentRequestId} cannot be ${DONE[change.what]}`, [
        { path: 'withdrawalDisabled', message: NOT_ALLOWED },
      ]);
    }
    const id = current.paymentRequestId;
    const amount = -current.accountMovement;
    let returned: { amount: number; moved?: Booked } = { amount: 0 };
    if (change.returns) {
      returned = await returnHeld(tx, current, player, {
        kind: change.what === 'CANCEL' ? 'WITHDRAWAL_CANCELLED' : 'WITHDRAWAL_REJECTED',
        status: change.to,
        description: (back) => `Withdrawal ${id} ${DONE[change.what]}, ${back} returned${change.reason ? `: ${change.reason}` : ''}`,
        ipAddress: context.request.ip,
      });
    }
    await setStatus(tx, current.id, { status: change.to, by: context.manager.username, reason: change.reason });
    const balances = loggedBalances(player, returned.moved);
    const money = change.returns
      ? returned.amount > 0
        ? `, ${amountText(returned.amount, current.currency)} returned to the balance`
        : ', nothing was reserved'
      : '';
    await logActivity(tx, {
      operatorCode: current.operatorCode,
      logType: 'WITHDRAWAL',
      significanceLevel: change.what === 'PROCESS_MANUAL_WITHDRAWAL' ? 'High80' : 'Normal60',
      user: managerUser(context.manager),
      affected: playerTable.logSubject(player).user,
      details: `Withdrawal ${id} of ${amountText(amount, current.currency)} ${DONE[change.what]}${
        change.what === 'CANCEL' ? '' : ` (${change.what})`
      }: ${current.paymentStatus} → ${change.to}${money}${change.reason ? `; ${change.reason.trim()}` : ''}`,
      ipAddress: context.request.ip,
      transactionId: String(id),
      walletCode: returned.moved?.wallet.code ?? null,
      currencyCode: current.currency,
      amount: change.returns ? returned.amount : amount,
      before: { paymentStatus: current.paymentStatus, ...balances.before },
      after: { paymentStatus: change.to, ...balances.after, ...(change.reason ? { reason: change.reason.trim() } : {}) },
    });
    return findRecord(tx, withdrawalRequestsTable, context.scope, id);
  });
}

/** One withdrawal event with its declared statuses. */
const event = (what: WithdrawalEvent, context: ActionContext, reason: string | null | undefined) =>
  decide(context, {
    what,
    from: WITHDRAWAL_EVENTS[what].from,
    to: WITHDRAWAL_EVENTS[what].to,
    returns: what === 'WITHDRAWAL_REJECTED_FROM_BACKOFFICE',
    reason: reason ?? null,
  });

export const withdrawalEventHandlers: Pick<
  Handlers,
  'acceptWithdrawal' | 'processWithdrawalManually' | 'rejectWithdrawal' | 'manualCancelWithdrawal'
> = {
  acceptWithdrawal: (context) => event('WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE', context, null),
  processWithdrawalManually: (context, input) => event('PROCESS_MANUAL_WITHDRAWAL', context, input.note),
  rejectWithdrawal: (context, input) => event('WITHDRAWAL_REJECTED_FROM_BACKOFFICE', context, input.reason),
  manualCancelWithdrawal: (context) =>
    decide(context, { what: 'CANCEL', from: WITHDRAWAL_CANCEL_STATUSES, to: 'CANCELED', returns: true, reason: null }),
};
