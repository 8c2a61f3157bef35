/**
 * Soft hyphens for long words of the page's language, from the dictionary the build makes of its
 * catalogue (scripts/hyphenation.ts). `applyFormattingLocale` loads it with the language, so the
 * labels that render after a language change are hyphenated at once.
 */
import { LONG_WORD } from './longWord';

const LOADERS: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>> = {
  en: () => import('virtual:hyphenation/en'),
  de: () => import('virtual:hyphenation/de'),
  fr: () => import('virtual:hyphenation/fr'),
  tr: () => import('virtual:hyphenation/tr'),
  ro: () => import('virtual:hyphenation/ro'),
  hr: () => import('virtual:hyphenation/hr'),
  ru: () => import('virtual:hyphenation/ru'),
};

let dictionary: Readonly<Record<string, string>> = {};

/** Loads the dictionary of a language (none for an unknown one; a failed load leaves words whole). */
export async function loadHyphenation(language: string): Promise<void> {
  const loaded = await LOADERS[language]?.().catch(() => undefined);
  dictionary = loaded?.default ?? {};
}

/** The text with soft hyphens in its long words, where the page language allows a break. */
export function hyphenate(text: string): string {
  return text.replace(LONG_WORD, (word) => dictionary[word] ?? word);
}
