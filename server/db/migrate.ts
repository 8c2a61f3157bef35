/** Runs the ordered SQL files of server/migrations once each, recorded in `schema_migrations`. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';
import { sql } from './sql';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Applies pending migrations in file-name order; returns the names applied. */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.execScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>(sql`SELECT name FROM schema_migrations`)).map((row) => row.name));
  const files = readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = readFileSync(`${dir}/${file}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.execScript(script);
      await tx.query(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
    });
    applied.push(file);
  }
  return applied;
}
