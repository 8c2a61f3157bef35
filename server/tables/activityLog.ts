/** Storage of the activity log. */
import type { ActivityLogEntry } from '../../resources/activityLog';
import { sql } from '../db/sql';
import type { TableMapping } from './mapping';
import { isoTime, num, text } from './common';

type Row = Record<string, unknown>;

function userCode(realm: unknown, username: unknown) {
  return username === null || username === undefined ? null : { userRealm: String(realm ?? ''), userUsername: String(username) };
}

export const activityLogTable: TableMapping<ActivityLogEntry> = {
  table: 'activity_log',
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    time: { column: 'time', type: 'timestamptz' },
    operatorCode: { column: 'operator_code', type: 'text' },
    logType: { column: 'log_type', type: 'text' },
    significanceLevel: { column: 'significance_level', type: 'text' },
    userRole: { column: 'user_role', type: 'text' },
    'userCode.userUsername': { column: 'user_username', type: 'text' },
    'userCode.userRealm': { column: 'user_realm', type: 'text' },
    userId: { column: 'user_id', type: 'integer' },
    affectedUserRole: { column: 'affected_user_role', type: 'text' },
    'affectedUserCode.userUsername': { column: 'affected_user_username', type: 'text' },
    'affectedUserCode.userRealm': { column: 'affected_user_realm', type: 'text' },
    affectedUserId: { column: 'affected_user_id', type: 'integer' },
    details: { column: 'details', type: 'text' },
    transactionId: { column: 'transaction_id', type: 'text' },
    externalTransactionId: { column: 'external_transaction_id', type: 'text' },
    walletCode: { column: 'wallet_code', type: 'text' },
    'currency.code': { column: 'currency_code', type: 'text' },
    amount: { column: 'amount', type: 'numeric' },
    matchId: { column: 'match_id', type: 'integer' },
    marketCode: { column: 'market_code', type: 'text' },
    outcomeCode: { column: 'outcome_code', type: 'text' },
    betrowId: { column: 'betrow_id', type: 'integer' },
    bonusCampaignId: { column: 'bonus_campaign_id', type: 'integer' },
    ipAddress: { column: 'ip_address', type: 'text' },
  },
  select: sql`id, time, operator_code, log_type, significance_level, user_role, user_realm, user_username, user_id,
    affected_user_role, affected_user_realm, affected_user_username, affected_user_id, details, transaction_id,
    external_transaction_id, wallet_code, currency_code, amount::float8 AS amount, match_id, market_code, outcome_code,
    betrow_id, bonus_campaign_id, ip_address`,
  toRecord: (row: Row): ActivityLogEntry => ({
    id: Number(row.id),
    time: isoTime(row.time)!,
    operatorCode: text(row.operator_code),
    logType: row.log_type as ActivityLogEntry['logType'],
    significanceLevel: row.significance_level as ActivityLogEntry['significanceLevel'],
    userRole: (row.user_role ?? null) as ActivityLogEntry['userRole'],
    userCode: userCode(row.user_realm, row.user_username),
    userId: num(row.user_id),
    affectedUserRole: (row.affected_user_role ?? null) as ActivityLogEntry['affectedUserRole'],
    affectedUserCode: userCode(row.affected_user_realm, row.affected_user_username),
    affectedUserId: num(row.affected_user_id),
    details: text(row.details),
    transactionId: text(row.transaction_id),
    externalTransactionId: text(row.external_transaction_id),
    walletCode: text(row.wallet_code),
    currency: row.currency_code === null || row.currency_code === undefined ? null : { code: String(row.currency_code) },
    amount: num(row.amount),
    matchId: num(row.match_id),
    marketCode: text(row.market_code),
    outcomeCode: text(row.outcome_code),
    betrowId: num(row.betrow_id),
    bonusCampaignId: num(row.bonus_campaign_id),
    ipAddress: text(row.ip_address),
  }),
  playerCondition: (playerId) =>
    sql`activity_log.affected_user_id = ${playerId}::integer AND activity_log.affected_user_role = 'PLAYER'`,
  logSubject: (entry) => ({ operatorCode: entry.operatorCode ?? null, user: null }),
};
