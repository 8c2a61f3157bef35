/**
 * Global set-up of the API tests on PGlite: one database migrated and seeded for the run, kept as
 * a dump of its data folder that every test file's in-memory database starts from. Opening a
 * database from the dump takes a fraction of a fresh one's `initdb`, migrations and seed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { seed } from '../../server/seed';
import { TEST_SEED_SCALE } from './pg-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template's dump (an uncompressed tar of its data folder); unset on PostgreSQL. */
    pgliteTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'backoffice-api-template-'));
  try {
    const dataDir = join(folder, 'data');
    // WAL segments of 1 MB instead of 16: the dump every test file loads holds the few segments
    // the seed leaves (78 MB instead of 100 MB; opening from it takes about a quarter less).
    const cluster = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, initDbStartParams: ['--wal-segsize=1'] });
    await cluster.close();
    const db = await openDatabase({ dataDir });
    await migrate(db);
    await seed(db, { scale: TEST_SEED_SCALE });
    await db.close();
    const pg = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    const file = join(folder, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    rmSync(dataDir, { recursive: true, force: true });
    project.provide('pgliteTemplate', file);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
