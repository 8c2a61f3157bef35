/** The supported languages (000 §3), each named in its own language. */
export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'ro', name: 'Română' },
  { locale: 'hr', name: 'Hrvatski' },
  { locale: 'ru', name: 'Русский' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['locale'];

/** The default language. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The development pseudo-locale (English wrapped in ⟦…⟧ and lengthened, see i18n/pseudo.ts). Not a
 * language for end users: the production UI never offers it; `?locale=pseudo` or the stored
 * choice selects it (browser tests).
 */
export const PSEUDO_LOCALE = 'pseudo';

/** Every locale the console can load: the supported languages and the pseudo-locale. */
export function isKnownLocale(locale: unknown): locale is string {
  return locale === PSEUDO_LOCALE || LANGUAGES.some((language) => language.locale === locale);
}

/** The languages to offer in a language menu: the supported ones, plus the pseudo-locale when developing. */
export function selectableLanguages(development: boolean): { locale: string; name: string }[] {
  return development ? [...LANGUAGES, { locale: PSEUDO_LOCALE, name: 'Pseudo ⟦…⟧' }] : [...LANGUAGES];
}

/**
 * The BCP 47 tag for `Intl` and date libraries: the language itself, English for the
 * pseudo-locale (its texts are English underneath).
 */
export function formattingLocale(locale: string): LanguageCode {
  return LANGUAGES.find((language) => language.locale === locale)?.locale ?? DEFAULT_LANGUAGE;
}
