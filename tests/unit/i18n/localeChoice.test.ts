import { chosenLocale, LOCALE_STORAGE_KEY, RA_STORE_LOCALE_KEY, rememberLocale, seedLocaleChoice } from '../../../src/i18n/localeChoice';
import { formattingLocale, isKnownLocale, selectableLanguages } from '../../../src/i18n/languages';
import { formatLongDate, formatMonthYear } from '../../../src/i18n/formattingLocale';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('the locale choice', () => {
  it('prefers a known ?locale=, then our stored choice, then react-admin’s store', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr', [RA_STORE_LOCALE_KEY]: '"de"' });
    expect(chosenLocale('?locale=pseudo', storage)).toBe('pseudo');
    expect(chosenLocale('?locale=xx', storage)).toBe('fr');
    expect(chosenLocale('', memoryStorage({ [RA_STORE_LOCALE_KEY]: '"de"' }))).toBe('de');
    expect(chosenLocale('', memoryStorage({ [RA_STORE_LOCALE_KEY]: 'not json' }))).toBeUndefined();
  });

  it('seeds react-admin’s store so a reload (or a login after logout) keeps the language', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'ru' });
    expect(seedLocaleChoice('', storage)).toBe('ru');
    expect(storage.data.get(RA_STORE_LOCALE_KEY)).toBe('"ru"');
    expect(seedLocaleChoice('', memoryStorage())).toBeUndefined();
  });

  it('remembers only known locales', () => {
    const storage = memoryStorage();
    rememberLocale('tr', storage);
    rememberLocale('klingon', storage);
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('tr');
  });

  it('offers the pseudo-locale only when developing', () => {
    expect(selectableLanguages(false).map((l) => l.locale)).toEqual(['en', 'de', 'fr', 'tr', 'ro', 'hr', 'ru']);
    expect(selectableLanguages(true).map((l) => l.locale)).toContain('pseudo');
    expect(isKnownLocale('pseudo')).toBe(true);
    expect(formattingLocale('pseudo')).toBe('en');
  });
});

describe('locale-aware formatting', () => {
  const date = new Date(2026, 10, 21, 12, 0);

  it('writes long dates and month names in the chosen language', () => {
    expect(formatLongDate(date, 'en')).toBe('November 21, 2026');
    expect(formatLongDate(date, 'de')).toBe('21. November 2026');
    expect(formatLongDate(date, 'fr')).toBe('21 novembre 2026');
    expect(formatLongDate(date, 'ru')).toMatch(/^21 ноября 2026/);
    expect(formatMonthYear(date, 'tr')).toBe('Kasım 2026');
    expect(formatMonthYear(date, 'pseudo')).toBe('November 2026');
  });

  it('returns unparsable values as they are', () => {
    expect(formatLongDate('soon', 'de')).toBe('soon');
  });
});
