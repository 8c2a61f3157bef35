/** A catalogue lookup that returns undefined for a missing key, as `issueText` expects. */
import { useLocaleState, useTranslate } from 'ra-core';
import { useCallback } from 'react';

const MISSING = '\u0000missing';

/**
 * `(key, args) => text | undefined`. A rule's bounds (`min`, `max`) and any fractional number
 * among the arguments are written the page language's way ("0,01", "1.000.000.000.000" in
 * German); other whole numbers, which may be ids, and `smart_count`, which picks the plural form,
 * are passed as they are.
 */
export function useCatalogue(): (key: string, args: Record<string, unknown>) => string | undefined {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (key, args) => {
      const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
      const shown = Object.fromEntries(
        Object.entries(args).map(([name, value]) => [
          name,
          typeof value === 'number' && name !== 'smart_count' && (name === 'min' || name === 'max' || !Number.isInteger(value)) ? format.format(value) : value,
        ]),
      );
      const text = translate(key, { ...shown, _: MISSING });
      return text === MISSING ? undefined : text;
    },
    [locale, translate],
  );
}
