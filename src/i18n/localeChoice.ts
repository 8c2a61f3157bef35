/**
 * Where the chosen language lives between visits. react-admin keeps it in its store
 * (`RaStore.locale`), which logout clears; we also keep it under `backoffice.locale`, and before
 * the console mounts copy the choice (a `?locale=` query parameter first, then ours) into the
 * store so react-admin loads it. The query parameter is how a browser test picks the pseudo-locale.
 */
import { isKnownLocale } from './languages';

/** Our own key for the chosen locale. */
export const LOCALE_STORAGE_KEY = 'backoffice.locale';
/** react-admin's store key for the locale (localStorageStore, default app key). */
export const RA_STORE_LOCALE_KEY = 'RaStore.locale';

/** The part of `Storage` used here. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readRaStore(storage: LocaleStorage): unknown {
  const raw = storage.getItem(RA_STORE_LOCALE_KEY);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The locale asked for: `?locale=` when known, else our stored choice, else react-admin's; undefined when none. */
export function chosenLocale(search: string, storage: LocaleStorage): string | undefined {
  const fromQuery = new URLSearchParams(search).get('locale');
  if (isKnownLocale(fromQuery)) return fromQuery;
  const ours = storage.getItem(LOCALE_STORAGE_KEY);
  if (isKnownLocale(ours)) return ours;
  const stored = readRaStore(storage);
  return isKnownLocale(stored) ? stored : undefined;
}

/** Saves a chosen locale under our key. */
export function rememberLocale(locale: string, storage: LocaleStorage): void {
  if (isKnownLocale(locale)) storage.setItem(LOCALE_STORAGE_KEY, locale);
}

/** Copies the chosen locale into react-admin's store before it mounts; returns the locale. */
export function seedLocaleChoice(search: string, storage: LocaleStorage): string | undefined {
  const locale = chosenLocale(search, storage);
  if (!locale) return undefined;
  rememberLocale(locale, storage);
  if (readRaStore(storage) !== locale) storage.setItem(RA_STORE_LOCALE_KEY, JSON.stringify(locale));
  return locale;
}
