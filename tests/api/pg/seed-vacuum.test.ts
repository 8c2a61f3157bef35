/**
 * A seed on PostgreSQL vacuums and analyses the tables it filled: autovacuum would otherwise rewrite every page
 * of the new rows about a minute later, while the demo is in use.
 */
import { sql } from '../../../server/db/sql';
import { createTestDatabase, type TestDatabase } from '../helpers';

let database: TestDatabase;
beforeAll(async () => {
  // Not the template's copy: a database seeded here.
  database = await createTestDatabase(0.02);
});
afterAll(() => database.close());

describe('seed on PostgreSQL', () => {
  it('vacuums and analyses the bulk tables once seeded, so autovacuum has nothing left to do', async () => {
    const stats = () =>
      database.db.query<{ table: string; vacuumed: boolean; inserted: number; changed: number }>(sql`SELECT relname AS table,
          last_vacuum IS NOT NULL AND last_analyze IS NOT NULL AS vacuumed, n_ins_since_vacuum::integer AS inserted,
          n_mod_since_analyze::integer AS changed
        FROM pg_stat_user_tables WHERE relname IN ('betslips', 'bet_rows', 'account_history', 'players') ORDER BY relname`);
    await expect
      .poll(async () => (await stats()).filter((table) => table.vacuumed && table.inserted === 0 && table.changed === 0).length)
      .toBe(4);
  });
});
