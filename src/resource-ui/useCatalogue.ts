/** A catalogue lookup that returns undefined for a missing key, as `issueText` expects. */
import { useLocaleState, useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { numberFormat } from '../../resources/numberFormat';

const MISSING = '\u0000missing';

/**
 * `(key, args) => text | undefined`. A fractional number among the arguments (a rule's `min` of
 * 0.01) takes the page language's decimal separator ("0,01" in German), without grouping like
 * every number (000 §9); whole numbers and `smart_count`, which picks the plural form, are passed
 * as they are.
 */
export function useCatalogue(): (key: string, args: Record<string, unknown>) => string | undefined {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (key, args) => {
      const format = numberFormat(locale, 'number');
      const shown = Object.fromEntries(
        Object.entries(args).map(([name, value]) => [
          name,
          typeof value === 'number' && !Number.isInteger(value) && name !== 'smart_count' ? format.format(value) : value,
        ]),
      );
      const text = translate(key, { ...shown, _: MISSING });
      return text === MISSING ? undefined : text;
    },
    [locale, translate],
  );
}
