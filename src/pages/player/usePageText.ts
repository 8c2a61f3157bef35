/**
 * The text of the hand-written player, limits, statistics, ticket and landing pages: a catalogue
 * lookup (`i18n/<lang>.json`), as every screen does.
 */
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';

/** `t(key, args?)`: the translated text of a page key. */
export function usePageText(): (key: string, args?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback((key, args = {}) => translate(key, args), [translate]);
}
