/** Balance movements made by actions: one account-history row, then the player's balance recomputed. */
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { recomputeBalances } from '../seed-betting';

export interface Movement {
  playerId: number;
  historyType: 'PAYMENT' | 'BONUS' | 'BETSLIP';
  kind: string;
  amount: number;
  description: string;
  betslipId?: number | null;
  bonusPlayerId?: number | null;
  paymentId?: number | null;
  paymentRequestId?: number | null;
  ipAddress?: string | null;
}

/** Books a movement for a player (a zero amount is booked too when `keepZero`) and updates the balance. */
export async function bookMovement(tx: Queryable, movement: Movement, keepZero = false): Promise<number | undefined> {
  if (movement.amount === 0 && !keepZero) return undefined;
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO account_history (operator_code, player_id, player_username, history_type, kind, account_movement, balance_after,
      currency_code, currency_symbol, created, description, betslip_id, payment_id, payment_request_id, bonus_player_id, country,
      ip_address)
    SELECT p.operator_code, p.id, p.username, ${movement.historyType}, ${movement.kind}, ${typed(movement.amount, 'numeric')},
      p.total_balance + ${typed(movement.amount, 'numeric')}, p.balance_currency,
      CASE p.balance_currency WHEN 'EUR' THEN '€' WHEN 'RON' THEN 'lei' WHEN 'TRY' THEN '₺' ELSE p.balance_currency END,
      now(), ${movement.description}, ${typed(movement.betslipId ?? null, 'integer')}, ${typed(movement.paymentId ?? null, 'integer')},
      ${typed(movement.paymentRequestId ?? null, 'integer')}, ${typed(movement.bonusPlayerId ?? null, 'integer')}, p.country,
      ${movement.ipAddress ?? null}
    FROM players p WHERE p.id = ${movement.playerId}
    RETURNING id`);
  await recomputeBalances(tx, [movement.playerId]);
  return row?.id;
}
