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
