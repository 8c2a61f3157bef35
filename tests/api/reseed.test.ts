/**
 * `npm run seed -- --force` on a database that holds data replaces it with the same demo data:
 * the same volume, and the same players in the same order of their times, whatever second the
 * seed runs in (lists and browser tests open "the first player" of the default sort).
 */
import { describe, expect, it } from 'vitest';
import { openDatabase, type Queryable } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { sql } from '../../server/db/sql';
import { clearData, isEmpty, seed } from '../../server/seed';

/** The players by the list's default sort, with their times as seconds after their creation. */
async function playerTimes(db: Queryable) {
  return db.query(sql`SELECT username,
      extract(epoch FROM updated - created)::bigint AS updated,
      extract(epoch FROM last_login_date - created)::bigint AS "lastLogin"
    FROM players ORDER BY updated DESC, id`);
}

describe('forced re-seed', () => {
  it('empties the data tables, keeps the settings, and seeds the same data again', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(db);
      await db.query(sql`INSERT INTO settings (key, value) VALUES ('reseed-test', 'kept') ON CONFLICT DO NOTHING`);
      const first = await seed(db, { scale: 0.02 });
      const firstTimes = await playerTimes(db);
      expect(await isEmpty(db)).toBe(false);
      await clearData(db);
      expect(await isEmpty(db)).toBe(true);
      const second = await seed(db, { scale: 0.02 });
      expect(second).toEqual(first);
      expect(await playerTimes(db)).toEqual(firstTimes);
      const kept = await db.query<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'reseed-test'`);
      expect(kept).toEqual([{ value: 'kept' }]);
    } finally {
      await db.close();
    }
    // Two seeds and the migrations on a fresh embedded database: 50 s alone at a load average of
    // 18 on two cores, past a minute with the rest of the suite beside it.
  }, 240_000);
});
