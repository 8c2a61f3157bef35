/**
 * An amount with its currency in the page language: the locale's grouping, two decimals and the
 * currency's symbol (`1.234,50 €` in German, `€1,234.50` in English). A code Intl does not know
 * is written after the number.
 */
export function formatMoney(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}
