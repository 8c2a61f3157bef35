/** A catalogue lookup that returns undefined for a missing key, as `issueText` expects. */
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';

const MISSING = '\u0000missing';

/** `(key, args) => text | undefined`. */
export function useCatalogue(): (key: string, args: Record<string, unknown>) => string | undefined {
  const translate = useTranslate();
  return useCallback(
    (key, args) => {
      const text = translate(key, { ...args, _: MISSING });
      return text === MISSING ? undefined : text;
    },
    [translate],
  );
}
