/** Storage of the players limits list (view `player_limits`, migration 070). */
import { LIMIT_COLUMNS, PLAIN_COLUMNS, playerLimits, type PlayerLimit, type PlayerLimits } from '../../resources/playerLimits';

export { LIMIT_COLUMNS, PLAIN_COLUMNS };
export type { ObjectLimitName, PlainLimitName } from '../../resources/playerLimits';
import { sql } from '../db/sql';
import { isoTime, num, text } from './common';
import { deriveTable } from './derive';

/** Currency symbols of the demo currencies. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', RON: 'lei', TRY: '₺', USD: '$', USDT: '₮', BTC: '₿' };

export const symbolOf = (currency: string) => CURRENCY_SYMBOLS[currency] ?? currency;

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

export const playerLimitsTable = deriveTable<PlayerLimits>(playerLimits, {
  computed: {
    'tenantCurrency.currencySymbol': { sql: sql`player_limits.tenant_currency`, read: (code) => symbolOf(String(code)) },
  },
  jsonRead: { effective: limitObject },
  logSubject: (record) => ({
    operatorCode: record.operatorCode,
    user: { id: record.id, role: 'PLAYER', realm: record.playerCode.playerRealm, username: record.playerCode.playerUsername },
  }),
});
