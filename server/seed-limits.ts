/**
 * Demo data of the limits and manual payments work: each operator's cash desk gateways, with
 * deposit and withdrawal amounts in the operator's currency. Idempotent.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';

const GATEWAYS = [
  { code: 'CASH_DESK', name: 'Cash desk', type: 'CASH', minDeposit: 5, maxDeposit: 10000, minWithdrawal: 10, maxWithdrawal: 5000 },
  { code: 'SKRILL', name: 'Skrill', type: 'EWALLET', minDeposit: 10, maxDeposit: 5000, minWithdrawal: 20, maxWithdrawal: 3000 },
  { code: 'MPESA', name: 'M-Pesa', type: 'MOBILE_MONEY', minDeposit: 1, maxDeposit: 1000, minWithdrawal: 5, maxWithdrawal: 1000 },
] as const;

/** Inserts the cash desk gateways of every operator that has none. */
export async function seedCashDesk(tx: Queryable): Promise<void> {
  for (const gateway of GATEWAYS) {
    await tx.query(sql`INSERT INTO cash_desk_gateways (operator_code, code, name, type, allowed_currencies, min_deposit, max_deposit,
        min_withdrawal, max_withdrawal)
      SELECT o.code, ${gateway.code}, ${gateway.name}, ${gateway.type}, ARRAY[o.currency], ${gateway.minDeposit}, ${gateway.maxDeposit},
        ${gateway.minWithdrawal}, ${gateway.maxWithdrawal}
      FROM operators o ORDER BY o.code
      ON CONFLICT (operator_code, code) DO NOTHING`);
  }
}
