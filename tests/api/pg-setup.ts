/**
 * Global set-up of the API tests on PostgreSQL: one throw-away cluster for the run and a
 * template database, migrated and seeded once, that every test file copies (`CREATE DATABASE
 * ... TEMPLATE`) instead of seeding its own.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { startPgCluster } from '../support/pg-cluster';
import { TEMPLATE_DATABASE, TEST_SEED_SCALE } from './pg-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test cluster without a database name (`postgres://…/`); unset on PGlite. */
    pgServer: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  try {
    const admin = await openDatabase({ databaseUrl: cluster.url });
    await admin.execScript(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.close();
    const template = await openDatabase({ databaseUrl: cluster.urlOf(TEMPLATE_DATABASE) });
    await migrate(template);
    await seed(template, { scale: TEST_SEED_SCALE });
    await template.close();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('pgServer', cluster.urlOf(''));
  return () => cluster.stop();
}
