/** Writes activity-log entries (002 §3); callers pass the transaction that made the change. */
import type { Queryable } from './db/database';
import { sql, typed } from './db/sql';
import type { Manager } from './auth/managers';

export interface LogUser {
  id: number;
  role: string;
  realm: string;
  username: string;
}

export interface ActivityEntry {
  operatorCode: string | null;
  logType: string;
  significanceLevel?: 'Info' | 'Low30' | 'Normal60' | 'High80' | 'Critic100';
  user?: LogUser | null;
  affected?: LogUser | null;
  details?: string | null;
  ipAddress?: string | null;
  before?: unknown;
  after?: unknown;
  /** Transaction columns (DEPOSIT, WITHDRAWAL, bonus changes). */
  transactionId?: string | null;
  walletCode?: string | null;
  currencyCode?: string | null;
  amount?: number | null;
  /** Settlement columns (SETTLEMENT_CHANGED, BETROW_SETTLEMENT_MANUALLY_CHANGED). */
  matchId?: number | null;
  marketCode?: string | null;
  outcomeCode?: string | null;
  betrowId?: number | null;
  bonusCampaignId?: number | null;
}

/** The acting manager as a log user. */
export function managerUser(manager: Manager): LogUser {
  return { id: manager.id, role: manager.role, realm: manager.realm, username: manager.username };
}

export async function logActivity(db: Queryable, entry: ActivityEntry): Promise<number> {
  const user = entry.user ?? null;
  const affected = entry.affected ?? null;
  const [row] = await db.query<{
    id: number;
  }>(sql`INSERT INTO activity_log (operator_code, log_type, significance_level, user_role, user_realm,
      user_username, user_id, affected_user_role, affected_user_realm, affected_user_username, affected_user_id,
      details, ip_address, before, after, transaction_id, wallet_code, currency_code, amount, match_id, market_code,
      outcome_code, betrow_id, bonus_campaign_id)
    VALUES (${entry.operatorCode}, ${entry.logType}, ${entry.significanceLevel ?? 'Info'}, ${user?.role ?? null},
      ${user?.realm ?? null}, ${user?.username ?? null}, ${user?.id ?? null}, ${affected?.role ?? null},
      ${affected?.realm ?? null}, ${affected?.username ?? null}, ${affected?.id ?? null}, ${entry.details ?? null},
      ${entry.ipAddress ?? null}, ${typed(entry.before ?? null, 'jsonb')}, ${typed(entry.after ?? null, 'jsonb')},
      ${entry.transactionId ?? null}, ${entry.walletCode ?? null}, ${entry.currencyCode ?? null},
      ${typed(entry.amount ?? null, 'numeric')}, ${typed(entry.matchId ?? null, 'integer')}, ${entry.marketCode ?? null},
      ${entry.outcomeCode ?? null}, ${typed(entry.betrowId ?? null, 'integer')}, ${typed(entry.bonusCampaignId ?? null, 'integer')})
    RETURNING id::integer AS id`);
  return row.id;
}
