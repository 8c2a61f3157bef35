/** Storage of the players limits list (view `player_limits`, migration 070). */
import type { PlayerLimit, PlayerLimits } from '../../resources/playerLimits';
import { sql } from '../db/sql';
import type { TableMapping } from './mapping';
import { isoTime, json, num, text } from './common';

type Row = Record<string, unknown>;

/** Currency symbols of the demo currencies. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', RON: 'lei', TRY: '₺', USD: '$', USDT: '₮', BTC: '₿' };

export const symbolOf = (currency: string) => CURRENCY_SYMBOLS[currency] ?? currency;

/** Limit names with a limit object, and the view column of each one's value. */
export const LIMIT_COLUMNS = {
  maxStakePerBetslip: 'max_stake_per_betslip',
  maxPayoutPerBetslip: 'max_payout_per_betslip',
  maxStakePerMatch: 'max_stake_per_match',
  maxPayoutPerMatch: 'max_payout_per_match',
  minApprovedWithdrawal: 'min_approved_withdrawal',
  maxApprovedWithdrawal: 'max_approved_withdrawal',
  minApprovedDeposit: 'min_approved_deposit',
  maxApprovedDeposit: 'max_approved_deposit',
  selfProtectionDailyDepositLimit: 'sp_daily_deposit',
  selfProtectionWeeklyDepositLimit: 'sp_weekly_deposit',
  selfProtectionMonthlyDepositLimit: 'sp_monthly_deposit',
  selfProtectionDailyWageringLimit: 'sp_daily_wagering',
  selfProtectionWeeklyWageringLimit: 'sp_weekly_wagering',
  selfProtectionMonthlyWageringLimit: 'sp_monthly_wagering',
} as const;

export type ObjectLimitName = keyof typeof LIMIT_COLUMNS;

/** Plain-valued limits (loss limits, session time), beta. */
export const PLAIN_COLUMNS = {
  selfProtectionDailyLossLimit: 'sp_daily_loss',
  selfProtectionWeeklyLossLimit: 'sp_weekly_loss',
  selfProtectionMonthlyLossLimit: 'sp_monthly_loss',
  selfProtectionTimeLimitPerGameSession: 'sp_session_time',
} as const;

export type PlainLimitName = keyof typeof PLAIN_COLUMNS;

function limitObject(value: unknown): PlayerLimit | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  return {
    limit: num(entry.limit),
    description: text(entry.description),
    reason: text(entry.reason),
    appliedDate: entry.appliedDate ? isoTime(entry.appliedDate) : null,
    color: (entry.color ?? null) as PlayerLimit['color'],
  };
}

const limitFields = Object.fromEntries(
  Object.entries(LIMIT_COLUMNS).map(([name, column]) => [`${name}.limit`, { column, type: 'numeric' as const }]),
);
const plainFields = Object.fromEntries(
  Object.entries(PLAIN_COLUMNS).map(([name, column]) => [name, { column, type: 'numeric' as const }]),
);

export const playerLimitsTable: TableMapping<PlayerLimits> = {
  table: 'player_limits',
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    operatorCode: { column: 'operator_code', type: 'text' },
    'playerCode.playerUsername': { column: 'username', type: 'text' },
    'playerCode.playerRealm': { column: 'realm', type: 'text' },
    accountType: { column: 'account_type', type: 'text' },
    riskGroup: { column: 'risk_group', type: 'text' },
    status: { column: 'status', type: 'text' },
    isExcluded: { column: 'is_excluded', type: 'boolean' },
    selfProtectionExcludeUntil: { column: 'exclude_until', type: 'timestamptz' },
    exclusionAppliedDate: { column: 'exclusion_applied_date', type: 'timestamptz' },
    updated: { column: 'updated', type: 'timestamptz' },
    ...limitFields,
    ...plainFields,
  },
  select: sql`player_limits.*, sp_daily_loss::float8 AS sp_daily_loss_n, sp_weekly_loss::float8 AS sp_weekly_loss_n,
    sp_monthly_loss::float8 AS sp_monthly_loss_n, sp_session_time::float8 AS sp_session_time_n`,
  toRecord(row: Row): PlayerLimits {
    const effective = json<Record<string, unknown>>(row.effective, {});
    const record: PlayerLimits = {
      id: Number(row.id),
      operatorCode: String(row.operator_code),
      playerCode: { playerUsername: String(row.username), playerRealm: String(row.realm) },
      accountType: row.account_type as PlayerLimits['accountType'],
      riskGroup: row.risk_group as PlayerLimits['riskGroup'],
      tenantCurrency: { code: String(row.tenant_currency), currencySymbol: symbolOf(String(row.tenant_currency)) },
      isExcluded: Boolean(row.is_excluded),
      selfProtectionExcludeUntil: isoTime(row.exclude_until),
      exclusionDescription: text(row.exclusion_description),
      exclusionReason: text(row.exclusion_reason),
      exclusionAppliedDate: isoTime(row.exclusion_applied_date),
      updated: isoTime(row.updated) ?? undefined,
    };
    for (const name of Object.keys(LIMIT_COLUMNS) as ObjectLimitName[]) record[name] = limitObject(effective[name]);
    for (const [name, column] of Object.entries(PLAIN_COLUMNS) as [PlainLimitName, string][]) {
      record[name] = num(row[`${column}_n`]);
    }
    return record;
  },
  logSubject: (record) => ({
    operatorCode: record.operatorCode,
    user: { id: record.id, role: 'PLAYER', realm: record.playerCode.playerRealm, username: record.playerCode.playerUsername },
  }),
};
