/**
 * What every change of a payment request shares: the request locked within the scope, its status
 * rule, the money it still holds, and one booking of a movement (the account-history entry with its
 * running balance, the wallet and the total balance). Callers run these inside one transaction and
 * lock in one order: the request, then the player.
 */
import type { z } from 'zod';
import type { Payment } from '../../resources/payments';
import type { Player, Wallet } from '../../resources/player';
import type { Queryable } from '../db/database';
import { join, sql, typed } from '../db/sql';
import { badRequest, notFound } from '../http/errors';
import { findRecord } from '../resource/records';
import { scopeConditions, type Scope } from '../resource/scope';
import { symbolOf } from '../tables/limits';
import { paymentsTable } from '../tables/payments';
import { cashDeskGateways } from './player-extras';

type WalletEntry = z.output<typeof Wallet>;
export type Direction = Payment['paymentRequest'];

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** `deposit` or `withdrawal`. */
export const noun = (direction: Direction) => (direction === 'DEPOSIT' ? 'deposit' : 'withdrawal');

/** `A, B or C`. */
export function either(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** The payment request `{requestId}` of this direction within the scope, locked; 404 when none. */
export async function lockRequest(tx: Queryable, scope: Scope, direction: Direction, requestId: number): Promise<Payment> {
  const conditions = [
    sql`payment_request = ${direction}`,
    sql`payment_request_id = ${requestId}`,
    ...scopeConditions(scope, 'operator_code'),
  ];
  const [row] = await tx.query<{ id: number }>(sql`SELECT id FROM payments WHERE ${join(conditions, sql` AND `)} FOR UPDATE`);
  if (!row) throw notFound(`${direction === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'} ${requestId} not found`);
  return findRecord(tx, paymentsTable, scope, row.id);
}

/**
 * 400 unless the request's status is one of `allowed`, naming the rule:
 * `WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE applies only to a withdrawal with status PENDING, … or FAILED; withdrawal 7 is PROCESSED`.
 */
export function assertStatus(current: Payment, allowed: readonly string[], what: string): void {
  if (allowed.includes(current.paymentStatus)) return;
  const kind = noun(current.paymentRequest);
  throw badRequest(
    `${what} applies only to a ${kind} with status ${either(allowed)}; ${kind} ${current.paymentRequestId} is ${current.paymentStatus}`,
    [{ path: 'status', message: `Expected one of ${allowed.join(', ')}; was ${current.paymentStatus}` }],
  );
}

/** 400 when the request is not in the currency of the player's account (its money cannot be booked). */
export function assertAccountCurrency(current: Payment, player: Player): void {
  if (current.currency === player.totalBalance.currency) return;
  const account = player.totalBalance.currency;
  const message = `The ${noun(current.paymentRequest)} is in ${current.currency}; the player's account is in ${account}`;
  throw badRequest(message, [{ path: 'currency', message }]);
}

/** What a withdrawal still holds of the player's money: the opposite of its account entries so far (never below 0). */
export async function heldAmount(tx: Queryable, paymentId: number): Promise<number> {
  const [held] = await tx.query<{ net: number }>(sql`SELECT coalesce(sum(account_movement), 0)::float8 AS net FROM account_history
    WHERE payment_id = ${paymentId} AND history_type = 'PAYMENT'`);
  return round2(Math.max(0, -held.net));
}

/**
 * The wallet money of a payment moves in or out of: the player's wallet for the gateway and
 * currency; else, when `fallbackToMain`, the main wallet in that currency; else a new wallet for
 * the gateway (as a manual deposit opens one).
 */
function walletFor(
  bag: WalletEntry[],
  player: Player,
  gatewayCode: string,
  gatewayName: string,
  currency: string,
  fallbackToMain: boolean,
) {
  let wallet = bag.find((candidate) => candidate.gatewayCode === gatewayCode && candidate.currency.code === currency);
  if (!wallet && fallbackToMain) wallet = bag.find((candidate) => candidate.isMainWallet && candidate.currency.code === currency);
  if (!wallet) {
    wallet = {
      code: `W${player.id}-${bag.length + 1}`,
      gatewayCode,
      gatewayName,
      currency: { code: currency },
      balance: 0,
      isMainWallet: bag.length === 0,
      externalAccount: null,
      isCryptoGateway: false,
    };
    bag.push(wallet);
  }
  return wallet;
}

export interface Booking {
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

/** The balances around a booking, for the activity log. */
export interface Booked {
  wallet: WalletEntry;
  walletBefore: number;
  totalBefore: number;
  total: number;
}

/** Books a movement of a payment: one account-history entry with its running balance, the wallet and the total balance. */
export async function book(tx: Queryable, booking: Booking): Promise<Booked> {
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

/** A request's new status with who set it and why (`by` null: the player, the gateway or the rules). */
export interface StatusChange {
  status: string;
  by: string | null;
  /** The manager's reason or note; undefined keeps the one stored. */
  reason?: string | null;
  /** The withdrawal check's result and rule, when the check set the status. */
  check?: { result: string; ruleId: number | null };
  /** The balances around the money the change moved. */
  balances?: { before: number; after: number };
}

/** Stores a request's status change: status, time, manager, reason, and the check's result or the balances when given. */
export async function setStatus(tx: Queryable, paymentId: number, change: StatusChange): Promise<void> {
  const check = change.check ? sql`, check_result = ${change.check.result}, rule_id = ${typed(change.check.ruleId, 'integer')}` : sql``;
  const balances = change.balances
    ? sql`, balance_before = ${typed(change.balances.before, 'numeric')}, balance_after = ${typed(change.balances.after, 'numeric')}`
    : sql``;
  const reason = change.reason === undefined ? sql`` : sql`, status_reason = ${change.reason?.trim() || null}`;
  await tx.query(sql`UPDATE payments SET payment_status = ${change.status}, updated = now(),
    updated_by = ${change.by}${reason}${check}${balances}
    WHERE id = ${paymentId}`);
}

/** The activity-log balances of a change: before and after a booking, or the total alone when nothing moved. */
export function loggedBalances(player: Player, moved: Booked | undefined) {
  return moved
    ? {
        before: { totalBalance: moved.totalBefore, walletBalance: moved.walletBefore },
        after: { totalBalance: moved.total, walletBalance: moved.wallet.balance },
      }
    : { before: { totalBalance: player.totalBalance.value }, after: { totalBalance: player.totalBalance.value } };
}

/** The `12.50€` of a log line. */
export const amountText = (amount: number, currency: string) => `${round2(amount)}${symbolOf(currency)}`;

/**
 * Gives back what a withdrawal still holds, to the wallet it was requested from (the main wallet
 * when the player has none for its gateway), with an account entry; nothing when it holds nothing.
 */
export async function returnHeld(
  tx: Queryable,
  current: Payment,
  player: Player,
  entry: { kind: string; status: string; description: (amount: string) => string; ipAddress: string },
): Promise<{ amount: number; moved?: Booked }> {
  const amount = await heldAmount(tx, current.id);
  if (amount <= 0) return { amount };
  assertAccountCurrency(current, player);
  const moved = await book(tx, {
    player,
    current,
    movement: amount,
    kind: entry.kind,
    status: entry.status,
    description: entry.description(amountText(amount, current.currency)),
    fallbackToMain: true,
    ipAddress: entry.ipAddress,
  });
  return { amount, moved };
}
