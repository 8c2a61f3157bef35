/**
 * The last refresh of the session, as the tab that made it recorded it under the refresh lock:
 * the refresh token it sent and the tokens it got back. A tab whose turn at the lock comes next
 * reads it before sending anything.
 *
 * The stored tokens themselves (localStorage) cannot tell it: Chromium hands a write in one tab to
 * the other tabs' copies of localStorage some time later, on a channel of its own, and a tab that
 * takes the lock right after another tab released it reads its old tokens about every other time
 * (95 of 200 handoffs between two pages). It would send the refresh token the other tab has just
 * rotated, and that second use ends the session. IndexedDB is one store for every tab of the
 * origin: a transaction that completed before the lock was released is seen by every transaction
 * started after it.
 */
import type { Tokens } from './types';

/** A refresh: the refresh token sent (`from`) and the tokens the server answered. */
export interface Rotation {
  from: string;
  tokens: Tokens;
}

export interface RotationRecord {
  /** The last refresh recorded, or undefined (none, or the store could not be read in time). */
  read: () => Promise<Rotation | undefined>;
  /** Records a refresh; resolves once the record is visible to every tab (or could not be made). */
  write: (rotation: Rotation) => Promise<void>;
  /** Forgets the record (the session ended). */
  clear: () => Promise<void>;
}

const DATABASE = 'backoffice.session';
const STORE = 'rotation';
const KEY = 'last';
/**
 * The longest wait for the store. The refresh waits for it while holding the tabs' lock, so a
 * store that does not answer must not hold up every tab: past this the tab goes on as without a
 * record (the server's grace period still answers a repeat with the same tokens).
 */
export const RECORD_WAIT_MS = 5_000;

/** A record kept in memory: for the tabs of one test, or a browser without IndexedDB (one tab). */
export function memoryRotationRecord(): RotationRecord {
  let last: Rotation | undefined;
  return {
    read: async () => last,
    write: async (rotation) => {
      last = rotation;
    },
    clear: async () => {
      last = undefined;
    },
  };
}

/** Nothing recorded: every read finds nothing. */
const noRecord: RotationRecord = { read: async () => undefined, write: async () => undefined, clear: async () => undefined };

/** The record in the origin's IndexedDB (default the browser's), or none where it has none. */
export function createRotationRecord(factory: IDBFactory | undefined = browserIndexedDb()): RotationRecord {
  if (!factory) return noRecord;
  let opening: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const db = request.result;
        // Another release asking for a newer version: let it, and open again next time.
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('the session store is blocked'));
    }).catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
  /** Runs one request in a transaction and resolves when the transaction completed. */
  const run = <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest | undefined) =>
    within(
      open().then(
        (db) =>
          new Promise<T | undefined>((resolve, reject) => {
            const transaction = db.transaction(STORE, mode);
            const request = act(transaction.objectStore(STORE));
            transaction.oncomplete = () => resolve(request?.result as T | undefined);
            transaction.onerror = () => reject(transaction.error);
            transaction.onabort = () => reject(transaction.error);
          }),
      ),
    );
  return {
    read: async () => {
      const value = await run<unknown>('readonly', (store) => store.get(KEY));
      return isRotation(value) ? value : undefined;
    },
    write: async (rotation) => {
      await run('readwrite', (store) => store.put(rotation, KEY));
    },
    clear: async () => {
      await run('readwrite', (store) => store.delete(KEY));
    },
  };
}

/** The promise's value, or undefined when it fails or takes longer than RECORD_WAIT_MS. */
function within<T>(promise: Promise<T>): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), RECORD_WAIT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

function isRotation(value: unknown): value is Rotation {
  const rotation = value as Partial<Rotation> | null | undefined;
  return (
    typeof rotation?.from === 'string' &&
    typeof rotation.tokens?.accessToken === 'string' &&
    typeof rotation.tokens?.refreshToken === 'string'
  );
}

function browserIndexedDb(): IDBFactory | undefined {
  try {
    return typeof indexedDB === 'undefined' ? undefined : indexedDB;
  } catch {
    // A browser that forbids storage for the page throws on access.
    return undefined;
  }
}
