/// <reference types="vite/client" />
/**
 * The i18nProvider: polyglot over the catalogues in i18n/<lang>.json. English is bundled; the
 * other languages and the pseudo-locale load on demand (a language without a file falls back to
 * English). react-admin persists the chosen locale in its store; we keep a copy that survives
 * logout and honour `?locale=` (see localeChoice.ts). Changing the locale also switches the
 * formatting locale (dayjs, `<html lang>`).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import en from '../../i18n/en.json';
import { applyFormattingLocale } from './formattingLocale';
import { DEFAULT_LANGUAGE, PSEUDO_LOCALE, selectableLanguages } from './languages';
import { rememberLocale, seedLocaleChoice, type LocaleStorage } from './localeChoice';

const loaders = import.meta.glob<{ default: TranslationMessages }>([
  '../../i18n/*.json',
  '!../../i18n/en.json',
  '!../../i18n/allow-identical.json',
]);

/** Loads the catalogue of a locale: a language file, the pseudo-locale, or English when there is none. */
export async function loadMessages(locale: string): Promise<TranslationMessages> {
  if (locale === PSEUDO_LOCALE) {
    const { pseudoCatalogue } = await import('../../i18n/pseudo');
    return pseudoCatalogue(en) as TranslationMessages;
  }
  const load = loaders[`../../i18n/${locale}.json`];
  if (!load) return en as TranslationMessages;
  return (await load()).default;
}

function browserStorage(): LocaleStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Creates the i18nProvider: English at start; react-admin then switches to the chosen locale. */
export function createI18nProvider(): I18nProvider {
  const storage = browserStorage();
  if (storage && typeof window !== 'undefined') seedLocaleChoice(window.location.search, storage);
  const provider = polyglotI18nProvider(
    (locale) => (locale === DEFAULT_LANGUAGE ? (en as TranslationMessages) : loadMessages(locale)),
    DEFAULT_LANGUAGE,
    selectableLanguages(import.meta.env.DEV),
    { allowMissing: true },
  );
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      await Promise.all([provider.changeLocale(locale), applyFormattingLocale(locale)]);
      if (storage) rememberLocale(locale, storage);
    },
  };
}
