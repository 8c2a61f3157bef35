/** Money on screen, as the lists and exports write it (resources/money.ts), in the page language. */
import { useLocale } from 'ra-core';
import { useCallback } from 'react';
import { formatMoney, type MoneyCurrency } from '../../resources/money';
import { readFlags } from '../flags/flags';
import { formattingLocale } from '../i18n/languages';

/**
 * `(amount, currency?) => text`: two decimals with the language's decimal separator, not grouped, then the
 * currency's symbol or code; in parentheses in debug mode (000 §9).
 *
 * @example
 * const money = useMoneyText();
 * money(1234.5, 'EUR'); // '1234,50 EUR' in German
 */
export function useMoneyText(): (amount: number, currency?: MoneyCurrency) => string {
  const locale = formattingLocale(useLocale());
  return useCallback(
    (amount, currency) => {
      const text = formatMoney(amount, locale, currency);
      return readFlags().debug ? `(${text})` : text;
    },
    [locale],
  );
}
