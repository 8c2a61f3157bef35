/** Storage of the players limits list (view `player_limits`, migration 070). */
import { playerLimits, type PlayerLimit, type PlayerLimits } from '../../resources/playerLimits';
import { sql } from '../db/sql';
import { isoTime, num, text } from './common';
import { deriveTable } from './derive';

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

/** A limit object of the `effective` JSON column in the API's shape (the applied date as ISO time). */
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

/** Each limit object sorts and filters on its value's own column of the view. */
const limitValueColumns = Object.fromEntries(Object.entries(LIMIT_COLUMNS).map(([name, column]) => [`${name}.limit`, column]));

export const playerLimitsTable = deriveTable<PlayerLimits>(playerLimits, {
  table: 'player_limits',
  columns: {
    'playerCode.playerUsername': 'username',
    'playerCode.playerRealm': 'realm',
    'tenantCurrency.code': 'tenant_currency',
    selfProtectionExcludeUntil: 'exclude_until',
    ...limitValueColumns,
    ...PLAIN_COLUMNS,
  },
  computed: {
    'tenantCurrency.currencySymbol': { sql: sql`player_limits.tenant_currency`, read: (code) => symbolOf(String(code)) },
  },
  jsonColumns: { effective: { fields: Object.keys(LIMIT_COLUMNS), read: limitObject } },
  logSubject: (record) => ({
    operatorCode: record.operatorCode,
    user: { id: record.id, role: 'PLAYER', realm: record.playerCode.playerRealm, username: record.playerCode.playerUsername },
  }),
});
