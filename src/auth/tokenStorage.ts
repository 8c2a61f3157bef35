/**
 * Token storage: tokens in localStorage, the access token mirrored in an `authorization` cookie
 * (000 §3). Falls back to memory where localStorage is missing. The console's tabs share it: a
 * tab hears another tab's new tokens or sign-out through the `storage` event.
 */
import type { Tokens } from './types';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const ACCESS = 'backoffice.accessToken';
const REFRESH = 'backoffice.refreshToken';

/** A Storage-like object kept in memory. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Writes the `authorization` cookie, or clears it with null. */
export function writeAuthCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = token
    ? `authorization=${encodeURIComponent(token)}; path=/; SameSite=Strict`
    : 'authorization=; path=/; max-age=0; SameSite=Strict';
}

export interface TokenStorage {
  get: () => Partial<Tokens>;
  set: (tokens: Tokens) => void;
  clear: () => void;
  /** Calls `listener` when another tab changed the stored tokens; returns the unsubscribe function. */
  subscribe?: (listener: () => void) => () => void;
}

/** Where another tab's writes to the storage are heard: the window's `storage` event. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Token storage over a Storage-like object and a cookie writer. */
export function createTokenStorage(
  storage: KeyValueStorage = typeof localStorage === 'undefined' ? memoryStorage() : localStorage,
  setCookie: (token: string | null) => void = writeAuthCookie,
  events: StorageEvents | undefined = typeof window === 'undefined' ? undefined : window,
): TokenStorage {
  return {
    subscribe: (listener) => {
      if (!events) return () => undefined;
      // key null: the whole storage was cleared.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === ACCESS || event.key === REFRESH) listener();
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
    get: () => ({
      accessToken: storage.getItem(ACCESS) ?? undefined,
      refreshToken: storage.getItem(REFRESH) ?? undefined,
    }),
    set: ({ accessToken, refreshToken }) => {
      storage.setItem(ACCESS, accessToken);
      storage.setItem(REFRESH, refreshToken);
      setCookie(accessToken);
    },
    clear: () => {
      storage.removeItem(ACCESS);
      storage.removeItem(REFRESH);
      setCookie(null);
    },
  };
}
