/**
 * One token refresh at a time across the console's tabs. Every tab of a session keeps the same
 * tokens (localStorage) and plans its own refresh for the same moment; without agreement each would
 * send the same refresh token, and a second use of a rotated refresh token ends the session. The
 * tabs take an exclusive Web Lock (`navigator.locks`) for the refresh: the first refreshes, the
 * others find the new tokens in the storage when their turn comes and use them. Where the browser
 * has no Web Locks the refresh runs unguarded; the reference server still answers a repeat within
 * its grace period with the same tokens (docs/sessions.md).
 */

/** Runs `task` while holding the refresh lock of the console's origin. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

/** The name of the lock the tabs share. */
export const REFRESH_LOCK_NAME = 'backoffice.token-refresh';

/** The part of the Web Locks API the refresh uses. */
export interface LockManagerLike {
  request: <T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>) => Promise<T>;
}

/** The lock over `locks` (default the browser's `navigator.locks`), or a pass-through without one. */
export function createRefreshLock(locks: LockManagerLike | undefined = browserLocks()): RefreshLock {
  if (!locks) return (task) => task();
  return (task) => locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, task);
}

function browserLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}
