/**
 * The Exchange rates screen's change of one currency (`PUT exchange-rates/currencies/{currency}`):
 * its rate, type and symbol, or a new currency. The row is locked, the change kept in
 * `exchange_rate_changes` (who, when, old → new, why) and in the activity log, in one transaction;
 * the next conversion of a payment limit reads the new rate (server/exchange.ts).
 */
import { CURRENCY_CODE, RATE_DECIMALS, type RateInput } from '../../resources/exchangeRates';
import { logActivity, managerUser } from '../activity-log';
import { sql, typed } from '../db/sql';
import { badRequest } from '../http/errors';
import type { ActionHandler } from '../resource/actions';
import { findRecord } from '../resource/records';
import { exchangeRatesTable } from '../tables/central';
import { viewCurrency } from '../exchange';

interface RateRow {
  rate: number;
  currency_type: string;
  currency_symbol: string;
}

/** A rate as stored: at most {@link RATE_DECIMALS} decimals. */
const stored = (rate: number) => Number(rate.toFixed(RATE_DECIMALS));

export const saveRate: ActionHandler<RateInput> = (context, input) =>
  context.db.transaction(async (tx) => {
    const currency = String(context.id);
    if (!CURRENCY_CODE.test(currency)) {
      throw badRequest(`currency: ${currency} is not a currency code`, [
        { path: 'currency', message: 'Expected 2 to 10 capitals or digits, e.g. USD' },
      ]);
    }
    const rate = stored(input.rate);
    if (rate <= 0) throw badRequest('rate: must be positive', [{ path: 'rate', message: `Must be at least ${10 ** -RATE_DECIMALS}` }]);
    const base = await viewCurrency(tx, null);
    if (currency === base && rate !== 1) {
      throw badRequest(`rate: ${base} is the base currency; its rate is 1`, [
        { path: 'rate', message: `${base} is the base currency: its rate is 1` },
      ]);
    }
    const [before] = await tx.query<RateRow>(
      sql`SELECT rate::float8 AS rate, currency_type, currency_symbol FROM exchange_rates WHERE currency = ${currency} FOR UPDATE`,
    );
    const symbol = input.currencySymbol.trim();
    const reason = input.reason?.trim() || null;
    const user = managerUser(context.manager);
    const same = before && before.rate === rate && before.currency_type === input.currencyType && before.currency_symbol === symbol;
    if (same) return findRecord(tx, exchangeRatesTable, context.scope, currency);
    await tx.query(sql`INSERT INTO exchange_rates (currency, currency_symbol, currency_type, rate, updated, user_realm, user_username)
      VALUES (${currency}, ${symbol}, ${input.currencyType}, ${typed(rate, 'numeric')}, clock_timestamp(), ${user.realm}, ${user.username})
      ON CONFLICT (currency) DO UPDATE SET currency_symbol = EXCLUDED.currency_symbol, currency_type = EXCLUDED.currency_type,
        rate = EXCLUDED.rate, updated = EXCLUDED.updated, user_realm = EXCLUDED.user_realm, user_username = EXCLUDED.user_username`);
    if (!before || before.rate !== rate || before.currency_type !== input.currencyType) {
      await tx.query(sql`INSERT INTO exchange_rate_changes (currency, changed, old_rate, new_rate, old_type, new_type, base_currency,
          user_id, user_realm, user_username, reason)
        VALUES (${currency}, clock_timestamp(), ${typed(before?.rate ?? null, 'numeric')}, ${typed(rate, 'numeric')},
          ${before?.currency_type ?? null}, ${input.currencyType}, ${base}, ${user.id}, ${user.realm}, ${user.username}, ${reason})`);
    }
    const after = { rate, currencyType: input.currencyType, currencySymbol: symbol };
    await logActivity(tx, {
      operatorCode: null,
      logType: 'DATA_CHANGED',
      significanceLevel: 'High80',
      user,
      details: before
        ? `Exchange rate ${currency}: ${before.rate} → ${rate} per ${base}` +
          `${before.currency_type !== input.currencyType ? ` (${before.currency_type} → ${input.currencyType})` : ''}` +
          `${reason ? `: ${reason}` : ''}`
        : `Currency ${currency} added: ${rate} per ${base} (${input.currencyType})${reason ? `: ${reason}` : ''}`,
      ipAddress: context.request.ip,
      currencyCode: currency,
      before: before ? { rate: before.rate, currencyType: before.currency_type, currencySymbol: before.currency_symbol } : null,
      after,
    });
    return findRecord(tx, exchangeRatesTable, context.scope, currency);
  });
