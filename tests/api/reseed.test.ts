/** `npm run seed -- --force` on a database that holds data replaces it with the same demo data. */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { sql } from '../../server/db/sql';
import { clearData, isEmpty, seed } from '../../server/seed';

describe('forced re-seed', () => {
  it('empties the data tables, keeps the settings, and seeds the same volume again', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(db);
      await db.query(sql`INSERT INTO settings (key, value) VALUES ('reseed-test', 'kept') ON CONFLICT DO NOTHING`);
      const first = await seed(db, { scale: 0.02 });
      expect(await isEmpty(db)).toBe(false);
      await clearData(db);
      expect(await isEmpty(db)).toBe(true);
      const second = await seed(db, { scale: 0.02 });
      expect(second).toEqual(first);
      const kept = await db.query<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'reseed-test'`);
      expect(kept).toEqual([{ value: 'kept' }]);
    } finally {
      await db.close();
    }
  });
});
