/**
 * `npm run seed -- --scale N`: migrates and seeds the configured database (DATABASE_URL or
 * DATA_DIR) with the demo data, whose accounts have published passwords. A PostgreSQL database is
 * seeded only with `--demo`, saying it is a demo database: a mistyped DATABASE_URL must not give a
 * real installation known logins.
 */
import { parseArgs } from 'node:util';
import { openLockedDatabase } from './db/openLocked';
import { startupLine } from './startupError';
import { migrate } from './db/migrate';
import { clearData, isEmpty, seed } from './seed';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    force: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
if (!(scale > 0)) {
  console.error('--scale must be a positive number');
  process.exit(2);
}
if (process.env.DATABASE_URL && !values.demo) {
  console.error(
    'DATABASE_URL is set: the demo data has accounts with published passwords, so a PostgreSQL database is seeded only ' +
      'when it is a demo one; pass --demo (npm run seed -- --demo) to seed it.',
  );
  process.exit(2);
}
// The same one-writer lock as the server: seeding a folder a running server holds is refused.
const db = await openLockedDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'data/pglite' }).catch(
  (error: unknown) => {
    console.error(startupLine(error));
    process.exit(1);
  },
);
try {
  await migrate(db);
  if (!(await isEmpty(db)) && !values.force) {
    console.error('The database already holds data; pass --force to replace it with the demo data.');
    process.exitCode = 1;
  } else {
    if (values.force) await clearData(db);
    const started = Date.now();
    const counts = await seed(db, { scale });
    console.log(`Seeded in ${Date.now() - started} ms:`, counts);
  }
} finally {
  await db.close();
}
