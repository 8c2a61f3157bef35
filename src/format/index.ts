/**
 * The console's one formatting module (000 §9), used by every screen: numbers without grouping
 * and up to 20 fraction digits with the page language's decimal separator, as money is written
 * (resources/money.ts), wrapped in parentheses in debug mode; date-times as HH:mm for
 * today, dd/MM HH:mm otherwise, and yyyy-MM-dd HH:mm:ss in detail views.
 */
import { formatMoney, type MoneyCurrency } from '../../resources/money';
import { numberFormat } from '../../resources/numberFormat';
import { readFlags } from '../flags/flags';

const pad = (value: number) => String(value).padStart(2, '0');

/** The language whose decimal separator numbers take (the page language; set when it changes). */
let numberLocale = 'en';

/** Numbers follow this language's decimal separator from now on (the language change calls it). */
export function setNumberLocale(locale: string): void {
  numberLocale = locale;
}

/**
 * A number as 000 §9 writes it: no grouping, up to 20 fraction digits, the page language's decimal
 * separator (the one money takes too); wrapped in parentheses in debug mode.
 *
 * @example
 * formatNumber(1234567.125); // '1234567.125' ('1234567,125' in German, '(1234567.125)' with the debug flag on)
 */
export function formatNumber(value: number, debug: boolean = readFlags().debug, locale: string = numberLocale): string {
  const text = numberFormat(locale, 'number').format(value);
  return debug ? `(${text})` : text;
}

/**
 * Money in the page language (resources/money.ts: two decimals, no grouping, the currency's mark),
 * in parentheses in debug mode: what `useMoneyText` gives, for code that renders many amounts
 * without a hook each.
 *
 * @example
 * formatMoneyText(50000, { code: 'EUR', currencySymbol: '€' }); // '50000.00 €' ('50000,00 €' in German)
 */
export function formatMoneyText(amount: number, currency?: MoneyCurrency, debug: boolean = readFlags().debug): string {
  const text = formatMoney(amount, numberLocale, currency);
  return debug ? `(${text})` : text;
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `yyyy-MM-dd HH:mm:ss` in local time. */
export function formatFullDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** A date-time in local time: `HH:mm` today, `dd/MM HH:mm` otherwise; `yyyy-MM-dd HH:mm:ss` with `detail`. */
export function formatDateTime(value: string | number | Date, options: { detail?: boolean; now?: Date } = {}): string {
  const date = toDate(value);
  if (!date) return String(value);
  if (options.detail) return formatFullDateTime(date);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const now = options.now ?? new Date();
  const today = date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  return today ? time : `${pad(date.getDate())}/${pad(date.getMonth() + 1)} ${time}`;
}

/** A calendar date `yyyy-MM-dd` as is; other values through the date-time format. */
export function formatDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : formatDateTime(value, { detail: true }).slice(0, 10);
}

/** Text cut to `max` characters plus an ellipsis. */
export function truncateText(text: string, max?: number): string {
  if (max === undefined || text.length <= max) return text;
  return `${text.slice(0, max)}…`;
}

/** A number cut (not rounded) to `decimals` fraction digits and padded to them: 12.349 → `12.34`. */
export { truncateDecimals } from '../../resources/csv';
