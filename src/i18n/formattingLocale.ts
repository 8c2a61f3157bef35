/**
 * Formatting that follows the chosen language where the spec fixes no format (000 §9 fixes the
 * table's number and date formats; numbers take the language's decimal separator only): the date
 * pickers' month and weekday names (dayjs locale), long dates, and the page's `lang` attribute.
 */
import dayjs from 'dayjs';
import { loadFontSubsets } from '../fonts/fontSubsets';
import { setNumberLocale } from '../format';
import { loadHyphenation } from './hyphenation';
import { formattingLocale } from './languages';

const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  tr: () => import('dayjs/locale/tr'),
  ro: () => import('dayjs/locale/ro'),
  hr: () => import('dayjs/locale/hr'),
  ru: () => import('dayjs/locale/ru'),
};

/**
 * Loads the dayjs locale, the font subsets and the hyphenation dictionary of a language, makes it
 * the default (numbers take its decimal separator); sets `<html lang>`.
 */
export async function applyFormattingLocale(locale: string): Promise<void> {
  const tag = formattingLocale(locale);
  setNumberLocale(tag);
  await Promise.all([DAYJS_LOCALES[tag]?.(), loadFontSubsets(tag), loadHyphenation(tag)]);
  dayjs.locale(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A long date in the language: `21 November 2026`, `21. November 2026`, `21 ноября 2026 г.`. */
export function formatLongDate(value: string | number | Date, locale: string): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'long' }).format(date) : String(value);
}

/** A month and year in the language: `November 2026`, `novembre 2026`, `Kasım 2026`. */
export function formatMonthYear(value: string | number | Date, locale: string): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(formattingLocale(locale), { month: 'long', year: 'numeric' }).format(date) : String(value);
}
