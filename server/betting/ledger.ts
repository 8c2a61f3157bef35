/**
 * Balance movements made by betslip and bonus actions: one account-history row, and the amount
 * added to the wallet the money belongs to and to the total balance, on the locked player row.
 * Nothing else in the balance bag moves: a net-zero cancel and restore leaves every wallet as it was.
 */
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { symbolOf } from '../tables/limits';

/** Which wallet of the player's balance bag money moves in: by gateway, or the main or secondary wallet. */
export type WalletTarget = { gatewayCode: string | null } | { slot: 'MAIN' | 'SECONDARY' };

export interface Movement {
  playerId: number;
  historyType: 'PAYMENT' | 'BONUS' | 'BETSLIP';
  kind: string;
  amount: number;
  description: string;
  /** The wallet the money belongs to; the main wallet when the player has no such wallet. */
  wallet: WalletTarget;
  betslipId?: number | null;
  bonusPlayerId?: number | null;
  paymentId?: number | null;
  paymentRequestId?: number | null;
  ipAddress?: string | null;
}

interface WalletRow {
  gatewayCode?: string;
  currency?: { code?: string };
  isMainWallet?: boolean;
}

/** Position in the bag of the wallet `target` names: a gateway's wallet in the account currency, else the main one. */
export function walletIndex(bag: readonly WalletRow[], currency: string, target: WalletTarget): number {
  const main = Math.max(
    0,
    bag.findIndex((wallet) => wallet.isMainWallet),
  );
  if ('slot' in target) {
    if (target.slot === 'MAIN') return main;
    const secondary = bag.findIndex((wallet, index) => index !== main && wallet.currency?.code === currency);
    return secondary >= 0 ? secondary : main;
  }
  const byGateway = bag.findIndex((wallet) => wallet.gatewayCode === target.gatewayCode && wallet.currency?.code === currency);
  return byGateway >= 0 ? byGateway : main;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Locks a player's row for a balance movement. Call it before changing rows that reference the
 * player (betslips, bet rows): a second change of such a row in one transaction takes a key-share
 * lock on the player, and two transactions holding that lock would deadlock on the balance.
 */
export async function lockPlayer(tx: Queryable, playerId: number): Promise<void> {
  await tx.query(sql`SELECT id FROM players WHERE id = ${playerId} FOR UPDATE`);
}

/**
 * Books a movement for a player (a zero amount is booked too when `keepZero`): locks the player
 * row, adds the amount to one wallet and the total, and writes the account-history row with the
 * new total as its running balance. Returns the account-history id.
 */
export async function bookMovement(tx: Queryable, movement: Movement, keepZero = false): Promise<number | undefined> {
  if (movement.amount === 0 && !keepZero) return undefined;
  const [player] = await tx.query<{ balance_bag: WalletRow[] | string; currency: string }>(sql`SELECT balance_bag,
      balance_currency AS currency FROM players WHERE id = ${movement.playerId} FOR UPDATE`);
  if (!player) throw new Error(`Player ${movement.playerId} not found`);
  const bag = (typeof player.balance_bag === 'string' ? JSON.parse(player.balance_bag) : player.balance_bag) as WalletRow[];
  const amount = typed(round2(movement.amount), 'numeric');
  const path = `{${walletIndex(bag, player.currency, movement.wallet)},balance}`;
  const bagUpdate =
    bag.length === 0
      ? sql`balance_bag`
      : sql`jsonb_set(balance_bag, ${path}::text[], to_jsonb(round(coalesce((balance_bag #>> ${path}::text[])::numeric, 0)
        + ${amount}, 2)))`;
  const [updated] = await tx.query<{ total: string; operator_code: string; username: string; country: string | null }>(sql`
    UPDATE players SET total_balance = total_balance + ${amount}, balance_bag = ${bagUpdate}
    WHERE id = ${movement.playerId}
    RETURNING total_balance::text AS total, operator_code, username, country`);
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO account_history (operator_code, player_id, player_username, history_type, kind, account_movement, balance_after,
      currency_code, currency_symbol, created, description, betslip_id, payment_id, payment_request_id, bonus_player_id, country,
      ip_address)
    VALUES (${updated.operator_code}, ${movement.playerId}, ${updated.username}, ${movement.historyType}, ${movement.kind}, ${amount},
      ${typed(updated.total, 'numeric')}, ${player.currency}, ${symbolOf(player.currency)}, now(), ${movement.description},
      ${typed(movement.betslipId ?? null, 'integer')}, ${typed(movement.paymentId ?? null, 'integer')},
      ${typed(movement.paymentRequestId ?? null, 'integer')}, ${typed(movement.bonusPlayerId ?? null, 'integer')}, ${updated.country},
      ${movement.ipAddress ?? null})
    RETURNING id`);
  return row.id;
}
