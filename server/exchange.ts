/**
 * Exchange data (001 §3, §5): currencies with their type and symbol, rates against a base
 * currency, and the risk percentage per currency type used when limits are converted. Rates are
 * fixed demo values (the spec names no source): one EUR in each currency.
 */
import { CURRENCY_RISK_PERCENT, type CurrencyInfo, type ExchangeData } from '../resources/paymentRules';
import { symbolOf } from './tables/limits';

/** Units of each currency per EUR. */
const EUR_RATES: Readonly<Record<string, number>> = { EUR: 1, RON: 4.97, TRY: 35.2, USD: 1.08, USDT: 1.08, BTC: 0.000016 };

/** The operators' own currencies are TENANT_CURRENCY (never converted); the others by kind. */
const CURRENCY_TYPES: Readonly<Record<string, string>> = {
  EUR: 'TENANT_CURRENCY',
  RON: 'TENANT_CURRENCY',
  TRY: 'TENANT_CURRENCY',
  USD: 'FIAT',
  USDT: 'STABLECOIN',
  BTC: 'CRYPTO',
};

export function currencyInfo(currency: string): CurrencyInfo & { currencySymbol: string; currencyType: string } {
  return { currency, currencySymbol: symbolOf(currency), currencyType: CURRENCY_TYPES[currency] ?? 'FIAT' };
}

/** Risk percentage per currency type (`uiInfo.exchangeRisks`, 000 §3); the tenant currency is never converted. */
export const EXCHANGE_RISKS: Readonly<Record<string, number>> = { TENANT_CURRENCY: 0, ...CURRENCY_RISK_PERCENT };

/** Exchange data with `base` as the base currency (`rates[c].rate` = units of c per unit of base). */
export function exchangeData(base: string) {
  const baseRate = EUR_RATES[base] ?? 1;
  const rates = Object.fromEntries(
    Object.entries(EUR_RATES).map(([currency, rate]) => [
      currency,
      { ...currencyInfo(currency), rate: Math.round((rate / baseRate) * 1e8) / 1e8 },
    ]),
  );
  return {
    baseCurrency: currencyInfo(base),
    rates,
    currencies: Object.keys(EUR_RATES).map(currencyInfo),
    exchangeRisks: EXCHANGE_RISKS,
  };
}

/** The pure rules' view of the exchange data. */
export function ruleExchange(base: string): ExchangeData {
  const data = exchangeData(base);
  return { baseCurrency: data.baseCurrency.currency, rates: data.rates, risks: data.exchangeRisks };
}
