/**
 * The text of the hand-written player, limits, statistics, ticket and landing pages: a catalogue
 * lookup whose English default is src/pages/catalogue.en.json (and the shared payment messages),
 * so a page reads right before its keys reach i18n/en.json.
 */
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { PAYMENT_MESSAGES } from '../../../resources/paymentRules';
import catalogue from '../catalogue.en.json';

const ENGLISH: Record<string, string> = { ...PAYMENT_MESSAGES, ...catalogue };

/** The English text of a page key (tests, non-React code). */
export function englishText(key: string): string | undefined {
  return ENGLISH[key];
}

/** `t(key, args?)`: the translated text of a page key, English when the catalogue lacks it. */
export function usePageText(): (key: string, args?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback((key, args = {}) => translate(key, { _: ENGLISH[key] ?? key, ...args }), [translate]);
}
