/** Embedded PostgreSQL (PGlite), on disk or in memory. */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import type { Sql } from './sql';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(statement: Sql): Promise<T[]> {
      const { text, values } = statement.compile();
      const result = await target.query<T>(text, values);
      return result.rows;
    },
    async execScript(script: string): Promise<void> {
      await target.exec(script);
    },
  };
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(inMemory ? undefined : dataDir);
  const base = wrap(pg);
  let closed = false;
  return {
    kind: 'pglite',
    ...base,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
