/**
 * Money as staff read it, one pure function shared by the console's screens and the CSV exports:
 * two decimals with the decimal separator of the user's language and no grouping (000 §9: numbers
 * are written without grouping, and money is written as every other number), then the currency's
 * symbol where one is known (betslips and exchange data carry `currencySymbol`), else its code.
 * Intl only; no React, no Node.
 */
import { numberFormat } from './numberFormat';

/** A currency as records carry it: a code, or a code with its symbol. */
export type MoneyCurrency = string | { code?: string | null; currencySymbol?: string | null } | null | undefined;

/**
 * The code of a currency, however the API sent it: a code (`EUR`), or `{ code, currencySymbol }`
 * as 001 §3 and 002 §3 give it (a field whose shape the specification leaves open may be either:
 * resources/readings.ts); undefined for none or anything else. The one reader every screen, cell
 * and export uses where it needs the code.
 *
 * @example codeOfCurrency({ code: 'EUR', currencySymbol: '€' }); // 'EUR'
 */
export function codeOfCurrency(currency: unknown): string | undefined {
  if (typeof currency === 'string') return currency || undefined;
  if (currency && typeof currency === 'object' && !Array.isArray(currency)) {
    const code = (currency as { code?: unknown }).code;
    return typeof code === 'string' && code ? code : undefined;
  }
  return undefined;
}

/** The text shown after an amount: the symbol when there is one, else the code; '' for none. */
export function currencyMark(currency: MoneyCurrency): string {
  if (!currency) return '';
  if (typeof currency === 'string') return currency;
  if (typeof currency !== 'object') return '';
  const symbol = currency.currencySymbol;
  return (typeof symbol === 'string' && symbol) || codeOfCurrency(currency) || '';
}

/**
 * A currency's symbol as the language writes it (`€`, `$`, `₽`), for messages that name the
 * symbol where the record carries only the code; the code itself when Intl knows no symbol.
 *
 * @example currencySymbol('EUR', 'de'); // '€'
 */
export function currencySymbol(code: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * An amount with two decimals and the user's language's decimal separator, not grouped, followed
 * by its currency mark.
 *
 * @example
 * formatMoney(1234567.5, 'de', 'EUR'); // '1234567,50 EUR'
 * formatMoney(-12.3, 'en', { code: 'EUR', currencySymbol: '€' }); // '-12.30 €'
 * formatMoney(1234.5, 'ru'); // '1234,50'
 */
export function formatMoney(amount: number, locale: string, currency?: MoneyCurrency): string {
  const text = numberFormat(locale, 'money').format(amount);
  const mark = currencyMark(currency);
  return mark ? `${text}\u00a0${mark}` : text;
}
