/// <reference types="vite/client" />
/**
 * The i18nProvider: polyglot over the catalogues in i18n/<lang>.json. English is bundled; the
 * other languages load on demand and fall back to English while their file does not exist.
 * react-admin persists the chosen locale in its store ("locale").
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import en from '../../i18n/en.json';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

const loaders = import.meta.glob<{ default: TranslationMessages }>(['../../i18n/*.json', '!../../i18n/en.json']);

/** Loads the catalogue of a language, English when it has none. */
export async function loadMessages(locale: string): Promise<TranslationMessages> {
  const load = loaders[`../../i18n/${locale}.json`];
  if (!load) return en as TranslationMessages;
  return (await load()).default;
}

/** Creates the i18nProvider: English at start; react-admin then switches to the stored locale. */
export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(
    (locale) => (locale === DEFAULT_LANGUAGE ? (en as TranslationMessages) : loadMessages(locale)),
    DEFAULT_LANGUAGE,
    [...LANGUAGES],
    { allowMissing: true },
  );
}
