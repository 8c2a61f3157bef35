/**
 * The beta and debug flags (000 §1): user-toggled, stored locally. Unparsable stored values are
 * removed and logged (000 §4). The query parameter `isDebug=true|false` sets debug mode.
 */

export type FlagName = 'beta' | 'debug';

export interface Flags {
  beta: boolean;
  debug: boolean;
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'backoffice.flag.';
const listeners = new Set<() => void>();
let cached: Flags | undefined;

function storage(): FlagStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function readOne(store: FlagStorage | undefined, name: FlagName): boolean {
  const raw = store?.getItem(KEY_PREFIX + name);
  if (raw == null) return false;
  try {
    const value = JSON.parse(raw);
    if (typeof value === 'boolean') return value;
  } catch {
    // handled below
  }
  console.warn(`Removed unparsable stored ${name} flag: ${raw}`);
  store?.removeItem(KEY_PREFIX + name);
  return false;
}

/** The current flags (default false). */
export function readFlags(): Flags {
  cached ??= { beta: readOne(storage(), 'beta'), debug: readOne(storage(), 'debug') };
  return cached;
}

/** Sets and persists one flag, notifying subscribers. */
export function setFlag(name: FlagName, value: boolean): void {
  storage()?.setItem(KEY_PREFIX + name, JSON.stringify(value));
  cached = { ...readFlags(), [name]: value };
  listeners.forEach((listener) => listener());
}

/** Subscribes to flag changes; returns the unsubscribe function. */
export function subscribeFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies `isDebug=true|false` from a query string. */
export function applyDebugQuery(search: string): void {
  const value = new URLSearchParams(search).get('isDebug');
  if (value === 'true' || value === 'false') setFlag('debug', value === 'true');
}

/** Forgets the cached flags (tests). */
export function resetFlagsCache(): void {
  cached = undefined;
}
