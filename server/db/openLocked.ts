/**
 * Opens the configured database for a server or the seed: an embedded database's folder is
 * checked and locked first (one writer per data folder), and the lock is released on close. A
 * failure is a one-line {@link StartupError}.
 */
import { checkDataDir } from '../startChecks';
import { StartupError } from '../startupError';
import { acquireDataLock, type DataLock } from './dataLock';
import { openDatabase, type Database, type DatabaseOptions } from './database';

export async function openLockedDatabase(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.databaseUrl ? undefined : options.dataDir;
  let lock: DataLock | undefined;
  if (dataDir && !dataDir.startsWith('memory://')) {
    checkDataDir(dataDir);
    lock = acquireDataLock(dataDir);
  }
  let db: Database;
  try {
    db = await openDatabase(options);
  } catch (error) {
    lock?.release();
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StartupError(
      options.databaseUrl
        ? `Cannot connect to the database in DATABASE_URL (${reason}): check that PostgreSQL runs and the URL, user and password are right`
        : `Cannot open the embedded database in ${dataDir ?? 'memory'} (${reason}): set DATA_DIR to another folder or move this one aside`,
    );
  }
  if (!lock) return db;
  const held = lock;
  const close = db.close.bind(db);
  return Object.assign(Object.create(Object.getPrototypeOf(db) as object) as Database, db, {
    async close() {
      try {
        await close();
      } finally {
        held.release();
      }
    },
  });
}
