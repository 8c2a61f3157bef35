/**
 * Manual actions on deposit requests (002 §4; API path catalogue):
 * - `POST {op}/deposits/{id}/manualRetry`: a PENDING or failed deposit (FAILED, EXPIRED,
 *   REJECTED_BY_GATEWAY) is processed now. There is no gateway behind the reference API, so the
 *   retry succeeds: the deposit becomes PROCESSED and its amount is credited to the player's
 *   wallet for the deposit's gateway, after the same amount and self-protection deposit limit
 *   rules as a manual deposit (resources/paymentRules.ts).
 * - `POST {op}/deposits/{id}/manualCancel`: an open or failed deposit becomes CANCELED; no money
 *   has moved, so none moves back.
 *
 * `{id}` is the payment request id. The allowed statuses are declared in resources/deposits.ts;
 * any other status is a 400 naming the rule. The request, the account history, the wallet and
 * total balance and the DEPOSIT activity-log entry are written in one transaction. Payload: the
 * updated deposit request.
 */
import { DEPOSIT_CANCEL_STATUSES, DEPOSIT_RETRY_STATUSES, type deposits } from '../../resources/deposits';
import type { Payment } from '../../resources/payments';
import { paymentRuleText, validatePayment, type PaymentField } from '../../resources/paymentRules';
import type { Player } from '../../resources/player';
import { logActivity, managerUser } from '../activity-log';
import { observePayment } from '../betting/limitAlerts';
import type { Queryable } from '../db/database';
import { loadExchange, ruleExchange } from '../exchange';
import { badRequest } from '../http/errors';
import type { ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { playerSubject } from '../tables/payments';
import { playerTable } from '../tables/players';
import { depositRequestsTable } from '../tables/requests';
import { depositAmounts } from './limits';
import { amountText, assertAccountCurrency, assertStatus, book, lockRequest, round2, setStatus } from './payment-booking';
import { effectiveLimits } from './payments-manual';
import { cashDeskGateways } from './player-extras';

type Handlers = ActionHandlers<typeof deposits>;

/** The request field each payment rule reports on. */
const RULE_PATHS: Record<PaymentField, string> = {
  gatewayCode: 'gatewayCode',
  currency: 'currency',
  amount: 'amount',
  description: 'description',
  bonusCampaignId: 'bonusCampaignId',
};

/** Checks a retried deposit against the rules of a manual deposit (amount bounds, self-protection deposit limits). */
async function checkDepositRules(tx: Queryable, current: Payment, player: Player): Promise<void> {
  const gatewayCode = current.paymentWallet ?? '';
  const gateway = (await cashDeskGateways(tx, player.operatorCode)).find((candidate) => candidate.code === gatewayCode);
  const limits = await effectiveLimits(tx, player.id);
  const exchange = await loadExchange(tx, player.operatorCode);
  const issues = validatePayment({
    direction: 'DEPOSIT',
    gatewayCode,
    currency: exchange.info(current.currency),
    amount: current.accountMovement,
    description: current.description?.trim() ? current.description : `Deposit ${current.paymentRequestId}`,
    player: {
      withdrawalDisabled: player.withdrawalDisabled,
      balanceBag: player.balanceBag,
      minApprovedDeposit: limits.minApprovedDeposit,
      maxApprovedDeposit: limits.maxApprovedDeposit,
      selfProtectionDailyDepositLimit: limits.selfProtectionDailyDepositLimit,
      selfProtectionWeeklyDepositLimit: limits.selfProtectionWeeklyDepositLimit,
      selfProtectionMonthlyDepositLimit: limits.selfProtectionMonthlyDepositLimit,
    },
    gatewayLimits: gateway ? { minAmount: gateway.min_deposit, maxAmount: gateway.max_deposit } : null,
    exchange: ruleExchange(exchange),
    depositAmounts: await depositAmounts(tx, player.id),
  });
  if (issues.length === 0) return;
  const errors = issues.map((entry) => ({ path: RULE_PATHS[entry.field], message: paymentRuleText(entry) }));
  throw badRequest(`The deposit cannot be processed: ${errors.map((e) => e.message).join('; ')}`, errors);
}

export const depositHandlers: Pick<Handlers, 'manualRetryDeposit' | 'manualCancelDeposit'> = {
  manualRetryDeposit: (context) =>
    context.db.transaction(async (tx) => {
      const current = await lockRequest(tx, context.scope, 'DEPOSIT', Number(context.id));
      assertStatus(current, DEPOSIT_RETRY_STATUSES, 'A manual retry');
      const player = await findRecord(tx, playerTable, context.scope, current.playerId, { forUpdate: true });
      assertAccountCurrency(current, player);
      await checkDepositRules(tx, current, player);
      const amount = round2(current.accountMovement);
      const moved = await book(tx, {
        player,
        current,
        movement: amount,
        kind: 'DEPOSIT',
        status: 'PROCESSED',
        description: `${current.description ?? `Deposit ${current.paymentRequestId}`} (manual retry)`,
        fallbackToMain: false,
        ipAddress: context.request.ip,
      });
      await setStatus(tx, current.id, {
        status: 'PROCESSED',
        by: context.manager.username,
        balances: { before: moved.totalBefore, after: moved.total },
      });
      await observePayment(
        tx,
        { ...current, playerUsername: player.playerCode.playerUsername, direction: 'DEPOSIT', amount },
        (await effectiveLimits(tx, player.id)).maxApprovedDeposit?.limit,
      );
      await logActivity(tx, {
        operatorCode: current.operatorCode,
        logType: 'DEPOSIT',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: playerTable.logSubject(player).user,
        details:
          `Deposit ${current.paymentRequestId} retried by hand: ${current.paymentStatus} → PROCESSED, ` +
          `${amountText(amount, current.currency)} credited`,
        ipAddress: context.request.ip,
        transactionId: String(current.paymentRequestId),
        walletCode: moved.wallet.code,
        currencyCode: current.currency,
        amount,
        before: { paymentStatus: current.paymentStatus, totalBalance: moved.totalBefore, walletBalance: moved.walletBefore },
        after: { paymentStatus: 'PROCESSED', totalBalance: moved.total, walletBalance: moved.wallet.balance },
      });
      return findRecord(tx, depositRequestsTable, context.scope, current.paymentRequestId);
    }),

  manualCancelDeposit: (context) =>
    context.db.transaction(async (tx) => {
      const current = await lockRequest(tx, context.scope, 'DEPOSIT', Number(context.id));
      assertStatus(current, DEPOSIT_CANCEL_STATUSES, 'A manual cancel');
      await setStatus(tx, current.id, { status: 'CANCELED', by: context.manager.username });
      await logActivity(tx, {
        operatorCode: current.operatorCode,
        logType: 'DEPOSIT',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: playerSubject(current).user,
        details: `Deposit ${current.paymentRequestId} cancelled by hand: ${current.paymentStatus} → CANCELED, no money moved`,
        ipAddress: context.request.ip,
        transactionId: String(current.paymentRequestId),
        currencyCode: current.currency,
        amount: Math.abs(current.accountMovement),
        before: { paymentStatus: current.paymentStatus },
        after: { paymentStatus: 'CANCELED' },
      });
      return findRecord(tx, depositRequestsTable, context.scope, current.paymentRequestId);
    }),
};
