/**
 * Money as staff read it, one pure function shared by the console's screens and the CSV exports:
 * two decimals, the thousands separator of the user's language, then the currency's symbol
 * where one is known (betslips and exchange data carry `currencySymbol`), else its code.
 * Intl only; no React, no Node.
 */

/** A currency as records carry it: a code, or a code with its symbol. */
export type MoneyCurrency = string | { code?: string | null; currencySymbol?: string | null } | null | undefined;

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    let tag = locale;
    try {
      Intl.NumberFormat.supportedLocalesOf(tag);
    } catch {
      tag = 'en';
    }
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formats.set(locale, format);
  }
  return format;
}

/** The text shown after an amount: the symbol when there is one, else the code; '' for none. */
export function currencyMark(currency: MoneyCurrency): string {
  if (!currency) return '';
  if (typeof currency === 'string') return currency;
  return currency.currencySymbol || currency.code || '';
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
 * An amount in the user's language with two decimals, followed by its currency mark.
 *
 * @example
 * formatMoney(1234567.5, 'de', 'EUR'); // '1.234.567,50 EUR'
 * formatMoney(-12.3, 'en', { code: 'EUR', currencySymbol: '€' }); // '-12.30 €'
 * formatMoney(1234.5, 'ru'); // '1 234,50' (a narrow no-break space groups the thousands)
 */
export function formatMoney(amount: number, locale: string, currency?: MoneyCurrency): string {
  const text = numberFormat(locale).format(amount);
  const mark = currencyMark(currency);
  return mark ? `${text}\u00a0${mark}` : text;
}
