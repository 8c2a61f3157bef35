/**
 * Exchange data (001 §3, §5) as the central office keeps it on the Exchange rates screen
 * (`exchange_rates`): currencies with their symbol, type and rate per unit of the base currency
 * (the central office's currency), and the risk percentage per currency type used when limits
 * are converted. An operator sees the rates against its own currency, which is its
 * TENANT_CURRENCY (never converted); every other currency keeps the type the central office gave it.
 */
import { CURRENCY_RISK_PERCENT, type CurrencyInfo, type ExchangeData } from '../resources/paymentRules';
import type { Queryable } from './db/database';
import { sql } from './db/sql';
import { symbolOf } from './tables/limits';

/** Risk percentage per currency type (`uiInfo.exchangeRisks`, 000 §3); the tenant currency is never converted. */
export const EXCHANGE_RISKS: Readonly<Record<string, number>> = { TENANT_CURRENCY: 0, ...CURRENCY_RISK_PERCENT };

/** A currency as the payments form and the rules read it. */
export type CurrencyRecord = CurrencyInfo & { currencySymbol: string; currencyType: string };

/** Exchange data against one currency, as `GET {op}/exchange-rates` answers it. */
export interface ExchangeView {
  baseCurrency: CurrencyRecord;
  /** `rates[c].rate`: units of c per unit of the base currency. */
  rates: Record<string, CurrencyRecord & { rate: number }>;
  currencies: CurrencyRecord[];
  exchangeRisks: Readonly<Record<string, number>>;
}

interface RateRow {
  currency: string;
  currency_symbol: string;
  currency_type: string;
  rate: number;
}

/** The currency of an operator, or the central office's (the base currency) for `null`. */
export async function viewCurrency(db: Queryable, operatorCode: string | null): Promise<string> {
  const [row] = operatorCode
    ? await db.query<{ currency: string }>(sql`SELECT currency FROM operators WHERE code = ${operatorCode}`)
    : await db.query<{ currency: string }>(sql`SELECT currency FROM central_office`);
  return row?.currency ?? 'EUR';
}

/**
 * The exchange data of a view: against the operator's currency (its TENANT_CURRENCY), or against
 * the central office's currency for `null`. A currency the table does not know reads as FIAT
 * without a rate (a conversion into it gives 0, 001 §5).
 */
export async function loadExchange(
  db: Queryable,
  operatorCode: string | null,
): Promise<ExchangeView & { info(currency: string): CurrencyRecord }> {
  const base = await viewCurrency(db, operatorCode);
  const rows = await db.query<RateRow>(
    sql`SELECT currency, currency_symbol, currency_type, rate::float8 AS rate FROM exchange_rates ORDER BY currency`,
  );
  const byCode = new Map(rows.map((row) => [row.currency, row]));
  const info = (currency: string): CurrencyRecord => {
    const row = byCode.get(currency);
    const currencyType = operatorCode !== null && currency === base ? 'TENANT_CURRENCY' : (row?.currency_type ?? 'FIAT');
    return { currency, currencySymbol: row?.currency_symbol ?? symbolOf(currency), currencyType };
  };
  const baseRate = byCode.get(base)?.rate;
  const rates = Object.fromEntries(
    rows.map((row) => [row.currency, { ...info(row.currency), rate: baseRate ? Math.round((row.rate / baseRate) * 1e12) / 1e12 : 0 }]),
  );
  return { baseCurrency: info(base), rates, currencies: rows.map((row) => info(row.currency)), exchangeRisks: EXCHANGE_RISKS, info };
}

/** The pure payment rules' view of an operator's exchange data. */
export function ruleExchange(view: ExchangeView): ExchangeData {
  return { baseCurrency: view.baseCurrency.currency, rates: view.rates, risks: view.exchangeRisks };
}
