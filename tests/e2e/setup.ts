/**
 * Global set-up of the browser tests: the embedded database most test files start on (the
 * default seed scale of {@link startConsole}), migrated, seeded and indexed once for the run in a
 * data folder that each test file's server starts on a copy of. A copy takes a fraction of a
 * second; a fresh database's `initdb`, migrations and seed take many seconds of both cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { ensureIndexes, seed } from '../../server/seed';
import { E2E_SEED_SCALE } from './seedScale';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The data folder seeded at {@link E2E_SEED_SCALE} that test files' servers start on copies
     * of, and when it was seeded (ISO date-time).
     */
    e2eTemplate: { dataDir: string; seededAt: string };
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'backoffice-e2e-template-'));
  try {
    const dataDir = join(folder, 'data');
    const seededAt = new Date().toISOString();
    const db = await openDatabase({ dataDir });
    try {
      // As a new server seeds its database (server/start.ts).
      await migrate(db);
      await seed(db, { scale: E2E_SEED_SCALE, deferIndexes: true });
      await ensureIndexes(db);
    } finally {
      await db.close();
    }
    project.provide('e2eTemplate', { dataDir, seededAt });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
