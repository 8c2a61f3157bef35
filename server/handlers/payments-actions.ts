/**
 * Manual actions on payment requests (002 §4; API path catalogue):
 * - `POST {op}/deposits/{id}/manualRetry`: a PENDING or failed deposit (FAILED, EXPIRED,
 *   REJECTED_BY_GATEWAY) is processed now. There is no gateway behind the reference API, so the
 *   retry succeeds: the deposit becomes PROCESSED and its amount is credited to the player's
 *   wallet for the deposit's gateway, after the same amount and self-protection deposit limit
 *   rules as a manual deposit (resources/paymentRules.ts).
 * - `POST {op}/deposits/{id}/manualCancel`: an open or failed deposit becomes CANCELED; no money
 *   has moved, so none moves back.
 * - `POST {op}/withdrawals/{id}/manualCancel`: a withdrawal not yet paid out becomes CANCELED. A
 *   requested withdrawal reserves its amount (an account entry took it from the balance when it
 *   was requested); what it still reserves goes back to the wallet it was requested from (the main
 *   wallet when the player has none for that gateway) with a new account entry.
 *
 * `{id}` is the payment request id, the id the console's /deposits/{id} and /withdrawals/{id}
 * links carry. The allowed statuses are declared in resources/payments.ts; any other status is a
 * 400 naming the rule. The payment, the account history, the wallet and total balance and the
 * DEPOSIT / WITHDRAWAL activity-log entry are written in one transaction. Payload: the updated
 * payment row, as the payments list and `GET payments/{id}` return it.
 */
import type { z } from 'zod';
import type { Wallet } from '../../resources/player';
import {
  DEPOSIT_CANCEL_STATUSES,
  DEPOSIT_RETRY_STATUSES,
  WITHDRAWAL_CANCEL_STATUSES,
  type Payment,
  type payments,
} from '../../resources/payments';
import { paymentRuleText, validatePayment, type PaymentField } from '../../resources/paymentRules';
import type { Player } from '../../resources/player';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { join, sql, typed } from '../db/sql';
import { loadExchange, ruleExchange } from '../exchange';
import { badRequest, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { scopeConditions } from '../resource/scope';
import { symbolOf } from '../tables/limits';
import { paymentsTable } from '../tables/payments';
import { playerTable } from '../tables/players';
import { depositAmounts } from './limits';
import { effectiveLimits } from './payments-manual';
import { cashDeskGateways } from './player-extras';

type WalletEntry = z.output<typeof Wallet>;
type Direction = Payment['paymentRequest'];
type Handlers = ActionHandlers<typeof payments>;

/** The payment row field each payment rule reports on. */
const RULE_PATHS: Record<PaymentField, string> = {
  gatewayCode: 'paymentWallet',
  currency: 'currency',
  amount: 'accountMovement',
  description: 'description',
  bonusCampaignId: 'bonusCampaignId',
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const noun = (direction: Direction) => (direction === 'DEPOSIT' ? 'deposit' : 'withdrawal');

/** `A, B or C`. */
function either(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** The payment request `{paymentRequestId}` of this direction within the scope, locked; 404 when none. */
async function lockedRequest(tx: Queryable, context: ActionContext, direction: Direction, requestId: number): Promise<Payment> {
  const conditions = [
    sql`payment_request = ${direction}`,
    sql`payment_request_id = ${requestId}`,
    ...scopeConditions(context.scope, 'operator_code'),
  ];
  const [row] = await tx.query<{ id: number }>(sql`SELECT id FROM payments WHERE ${join(conditions, sql` AND `)} FOR UPDATE`);
  if (!row) throw notFound(`${direction === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'} ${requestId} not found`);
  return findRecord(tx, paymentsTable, context.scope, row.id);
}

/** 400 unless the payment's status is one of `allowed`: `Only a deposit with status … can be retried; deposit 7 is PROCESSED`. */
function assertStatus(current: Payment, allowed: readonly string[], verb: string): void {
  if (allowed.includes(current.paymentStatus)) return;
  const what = noun(current.paymentRequest);
  throw badRequest(
    `Only a ${what} with status ${either(allowed)} can be ${verb}; ${what} ${current.paymentRequestId} is ${current.paymentStatus}`,
    [{ path: 'paymentStatus', message: `Expected one of ${allowed.join(', ')}; was ${current.paymentStatus}` }],
  );
}

/** 400 when the payment is not in the currency of the player's account (its money cannot be booked). */
function assertAccountCurrency(current: Payment, player: Player): void {
  if (current.currency === player.totalBalance.currency) return;
  const message = `The ${noun(current.paymentRequest)} is in ${current.currency}; the player's account is in ${player.totalBalance.currency}`;
  throw badRequest(message, [{ path: 'currency', message }]);
}

/**
 * The wallet money of a payment moves in or out of: the player's wallet for the gateway and
 * currency; else, when `fallbackToMain`, the main wallet in that currency; else a new wallet for
 * the gateway (as a manual deposit opens one).
 */
function walletFor(bag: WalletEntry[], player: Player, gatewayCode: string, gatewayName: string, currency: string, fallbackToMain: boolean) {
  let wallet = bag.find((candidate) => candidate.gatewayCode === gatewayCode && candidate.currency === currency);
  if (!wallet && fallbackToMain) wallet = bag.find((candidate) => candidate.isMainWallet && candidate.currency === currency);
  if (!wallet) {
    wallet = {
      code: `W${player.id}-${bag.length + 1}`,
      gatewayCode,
      gatewayName,
      currency,
      balance: 0,
      isMainWallet: bag.length === 0,
      externalAccount: null,
      isCryptoGateway: false,
    };
    bag.push(wallet);
  }
  return wallet;
}

interface Booking {
  player: Player;
  current: Payment;
  /** Signed: positive credits the player. */
  movement: number;
  kind: string;
  status: string;
  description: string;
  fallbackToMain: boolean;
  ipAddress: string;
}

/**
 * Books a movement of a payment: one account-history entry with its running balance, the wallet
 * and the total balance. Returns the balances before and after for the activity log.
 */
async function book(tx: Queryable, booking: Booking) {
  const { player, current, movement } = booking;
  const gatewayCode = current.paymentWallet ?? 'CASH_DESK';
  const gateway = (await cashDeskGateways(tx, player.operatorCode)).find((candidate) => candidate.code === gatewayCode);
  const bag: WalletEntry[] = player.balanceBag.map((entry) => ({ ...entry }));
  const wallet = walletFor(bag, player, gatewayCode, gateway?.name ?? gatewayCode, current.currency, booking.fallbackToMain);
  const walletBefore = wallet.balance;
  const totalBefore = player.totalBalance.value;
  wallet.balance = round2(wallet.balance + movement);
  const total = round2(totalBefore + movement);
  await tx.query(sql`INSERT INTO account_history (operator_code, player_id, player_username, history_type, kind, payment_request,
      payment_status, account_movement, balance_after, currency_code, currency_symbol, created, description, tax_percentage,
      payment_id, payment_request_id, country, ip_address)
    VALUES (${player.operatorCode}, ${player.id}, ${player.playerCode.playerUsername}, 'PAYMENT', ${booking.kind},
      ${current.paymentRequest}, ${booking.status}, ${typed(movement, 'numeric')}, ${typed(total, 'numeric')}, ${current.currency},
      ${symbolOf(current.currency)}, now(), ${booking.description}, ${typed(current.taxPercentage ?? null, 'numeric')}, ${current.id},
      ${current.paymentRequestId}, ${player.country ?? null}, ${booking.ipAddress})`);
  await tx.query(sql`UPDATE players SET total_balance = ${typed(total, 'numeric')}, balance_bag = ${typed(bag, 'jsonb')}
    WHERE id = ${player.id}`);
  return { wallet, walletBefore, totalBefore, total };
}

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

export const paymentRequestHandlers: Pick<Handlers, 'manualRetryDeposit' | 'manualCancelDeposit' | 'manualCancelWithdrawal'> = {
  manualRetryDeposit: (context, input) =>
    context.db.transaction(async (tx) => {
      const current = await lockedRequest(tx, context, 'DEPOSIT', input.paymentRequestId);
      assertStatus(current, DEPOSIT_RETRY_STATUSES, 'retried');
      const player = await findRecord(tx, playerTable, context.scope, current.playerId, { forUpdate: true });
      assertAccountCurrency(current, player);
      await checkDepositRules(tx, current, player);
      const amount = round2(current.accountMovement);
      const symbol = symbolOf(current.currency);
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
      await tx.query(sql`UPDATE payments SET payment_status = 'PROCESSED', balance_before = ${typed(moved.totalBefore, 'numeric')},
          balance_after = ${typed(moved.total, 'numeric')}
        WHERE id = ${current.id}`);
      await logActivity(tx, {
        operatorCode: current.operatorCode,
        logType: 'DEPOSIT',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: playerTable.logSubject(player).user,
        details: `Deposit ${current.paymentRequestId} retried by hand: ${current.paymentStatus} → PROCESSED, ${amount}${symbol} credited`,
        ipAddress: context.request.ip,
        transactionId: String(current.paymentRequestId),
        walletCode: moved.wallet.code,
        currencyCode: current.currency,
        amount,
        before: { paymentStatus: current.paymentStatus, totalBalance: moved.totalBefore, walletBalance: moved.walletBefore },
        after: { paymentStatus: 'PROCESSED', totalBalance: moved.total, walletBalance: moved.wallet.balance },
      });
      return findRecord(tx, paymentsTable, context.scope, current.id);
    }),

  manualCancelDeposit: (context, input) =>
    context.db.transaction(async (tx) => {
      const current = await lockedRequest(tx, context, 'DEPOSIT', input.paymentRequestId);
      assertStatus(current, DEPOSIT_CANCEL_STATUSES, 'cancelled');
      await tx.query(sql`UPDATE payments SET payment_status = 'CANCELED' WHERE id = ${current.id}`);
      await logActivity(tx, {
        operatorCode: current.operatorCode,
        logType: 'DEPOSIT',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: paymentsTable.logSubject(current).user,
        details: `Deposit ${current.paymentRequestId} cancelled by hand: ${current.paymentStatus} → CANCELED, no money moved`,
        ipAddress: context.request.ip,
        transactionId: String(current.paymentRequestId),
        currencyCode: current.currency,
        amount: Math.abs(current.accountMovement),
        before: { paymentStatus: current.paymentStatus },
        after: { paymentStatus: 'CANCELED' },
      });
      return findRecord(tx, paymentsTable, context.scope, current.id);
    }),

  manualCancelWithdrawal: (context, input) =>
    context.db.transaction(async (tx) => {
      const current = await lockedRequest(tx, context, 'WITHDRAWAL', input.paymentRequestId);
      assertStatus(current, WITHDRAWAL_CANCEL_STATUSES, 'cancelled');
      const player = await findRecord(tx, playerTable, context.scope, current.playerId, { forUpdate: true });
      // What the withdrawal still holds: the opposite of its account entries so far.
      const [held] = await tx.query<{ net: number }>(sql`SELECT coalesce(sum(account_movement), 0)::float8 AS net FROM account_history
        WHERE payment_id = ${current.id} AND history_type = 'PAYMENT'`);
      const reserved = round2(Math.max(0, -held.net));
      const symbol = symbolOf(current.currency);
      let moved: Awaited<ReturnType<typeof book>> | undefined;
      if (reserved > 0) {
        assertAccountCurrency(current, player);
        moved = await book(tx, {
          player,
          current,
          movement: reserved,
          kind: 'WITHDRAWAL_CANCELLED',
          status: 'CANCELED',
          description: `Withdrawal ${current.paymentRequestId} cancelled, ${reserved}${symbol} returned`,
          fallbackToMain: true,
          ipAddress: context.request.ip,
        });
      }
      await tx.query(sql`UPDATE payments SET payment_status = 'CANCELED' WHERE id = ${current.id}`);
      const balances = (side: 'before' | 'after') =>
        moved
          ? side === 'before'
            ? { totalBalance: moved.totalBefore, walletBalance: moved.walletBefore }
            : { totalBalance: moved.total, walletBalance: moved.wallet.balance }
          : { totalBalance: player.totalBalance.value };
      await logActivity(tx, {
        operatorCode: current.operatorCode,
        logType: 'WITHDRAWAL',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: playerTable.logSubject(player).user,
        details: `Withdrawal ${current.paymentRequestId} cancelled by hand: ${current.paymentStatus} → CANCELED, ${
          reserved > 0 ? `${reserved}${symbol} returned to the balance` : 'nothing was reserved'
        }`,
        ipAddress: context.request.ip,
        transactionId: String(current.paymentRequestId),
        walletCode: moved?.wallet.code ?? null,
        currencyCode: current.currency,
        amount: reserved,
        before: { paymentStatus: current.paymentStatus, ...balances('before') },
        after: { paymentStatus: 'CANCELED', ...balances('after') },
      });
      return findRecord(tx, paymentsTable, context.scope, current.id);
    }),
};
