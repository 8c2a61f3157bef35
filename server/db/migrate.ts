/**
 * Runs the ordered SQL files of server/migrations once each, recorded in `schema_migrations` with
 * the SHA-256 of the file as applied. A migration is never applied twice, so an applied file that
 * was edited afterwards would silently leave its database different from a new one: the server
 * refuses to start and names it. A database migrated before checksums were kept gets its applied
 * files' checksums recorded at the first start that knows them. The product's migrations are
 * followed by the rule constants SQL reads, written from their TypeScript constants
 * (`server/db/ruleConstants.ts`).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StartupError } from '../startupError';
import type { Database } from './database';
import { writeRuleConstants } from './ruleConstants';
import { sql } from './sql';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/** The checksum of a migration's text (line endings as LF, so a Windows checkout reads the same). */
export function migrationChecksum(script: string): string {
  return createHash('sha256').update(script.replace(/\r\n/g, '\n'), 'utf8').digest('hex');
}

/** Applies pending migrations in file-name order; returns the names applied. */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.execScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());' +
      'ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text',
  );
  const done = new Map(
    (await db.query<{ name: string; checksum: string | null }>(sql`SELECT name, checksum FROM schema_migrations`)).map((row) => [
      row.name,
      row.checksum,
    ]),
  );
  const files = readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const script = readFileSync(`${dir}/${file}`, 'utf8');
      return { file, script, checksum: migrationChecksum(script) };
    });
  const edited = files.filter(({ file, checksum }) => {
    const recorded = done.get(file);
    return recorded !== undefined && recorded !== null && recorded !== checksum;
  });
  if (edited.length > 0) {
    const names = edited.map(({ file }) => file).join(', ');
    throw new StartupError(
      `Refusing to start: ${edited.length === 1 ? 'migration' : 'migrations'} ${names} in ${dir} ` +
        `${edited.length === 1 ? 'was' : 'were'} changed after being applied to this database (the checksum recorded in ` +
        'schema_migrations differs). An applied migration never runs again: restore the file as it was applied and ' +
        'put the change in a new migration with the next free number.',
    );
  }
  const applied: string[] = [];
  for (const { file, script, checksum } of files) {
    if (done.has(file)) {
      // Applied before checksums were kept: the file as it is now is taken as the one applied.
      if (done.get(file) === null) await db.query(sql`UPDATE schema_migrations SET checksum = ${checksum} WHERE name = ${file}`);
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.execScript(script);
      await tx.query(sql`INSERT INTO schema_migrations (name, checksum) VALUES (${file}, ${checksum})`);
    });
    applied.push(file);
  }
  if (dir === MIGRATIONS_DIR) await writeRuleConstants(db);
  return applied;
}
