/**
 * Seed and start: the demo data seeded at the benchmark scale into a new embedded database (every
 * index built, as a first `npm start` leaves it), in rows a second; then `npm start` on that
 * database with unchanged sources, from the command to the first answer of `GET info`.
 */
import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions';
import { seed } from '../server/seed';
import { freePort } from '../tests/support/pg-cluster';
import type { BenchContext } from './context';
import { median, minimumRow, type BenchRow } from './row';

/** Target: seeded rows a second. */
const SEED_ROWS_PER_S = 60_000;
/** Target: seconds from `npm start` to the first answer. */
const START_LIMIT_S = 5;

/** Seeds a new embedded database in `dataDir`; resolves with the rows written and the seconds taken. */
async function timedSeed(dataDir: string, scale: number): Promise<{ rows: number; seconds: number }> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    const started = performance.now();
    const counts = await seed(db, { scale });
    const seconds = (performance.now() - started) / 1000;
    return { rows: Object.values(counts).reduce((sum, count) => sum + count, 0), seconds };
  } finally {
    await db.close();
  }
}

/** Seconds of the COPY-only load of a seeded database's rows into a new one. */
interface Floor {
  rows: number;
  copy: number;
  indexes: number;
}

/**
 * Copies every table of the seeded database in `seededDir` out (`COPY … TO`), then loads them into
 * a new migrated database in one transaction as the seed writes (foreign-key triggers off, the
 * secondary indexes dropped first and built after the load). Tables the migrations or triggers
 * already filled (defaults, list counts) are left to them.
 */
async function copyFloor(seededDir: string): Promise<Floor> {
  const source = await PGlite.create(seededDir, { extensions: PGLITE_EXTENSIONS });
  const tables: { name: string; blob: Blob; rows: number }[] = [];
  try {
    const names = await source.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY relname`,
    );
    for (const { name } of names.rows) {
      if (name === 'schema_migrations') continue;
      const [{ rows }] = (await source.query<{ rows: number }>(`SELECT count(*)::integer AS rows FROM "${name}"`)).rows;
      if (rows === 0) continue;
      const copied = await source.query(`COPY "${name}" TO '/dev/blob'`);
      tables.push({ name, blob: copied.blob!, rows });
    }
  } finally {
    await source.close();
  }
  const targetDir = mkdtempSync(join(tmpdir(), 'backoffice-floor-'));
  try {
    const migrated = await openDatabase({ dataDir: targetDir });
    await migrate(migrated).finally(() => migrated.close());
    const target = await PGlite.create(targetDir, { extensions: PGLITE_EXTENSIONS });
    try {
      const indexes = await target.query<{ name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' AND indexdef ` +
          `NOT LIKE 'CREATE UNIQUE%'`,
      );
      let rows = 0;
      let copy = 0;
      let built = 0;
      await target.transaction(async (tx) => {
        const started = performance.now();
        await tx.exec(`SET LOCAL session_replication_role = replica; SET LOCAL maintenance_work_mem = '256MB';`);
        await tx.exec(indexes.rows.map((index) => `DROP INDEX "${index.name}";`).join('\n'));
        for (const table of tables) {
          const empty = await tx.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM "${table.name}") AS empty`);
          if (!empty.rows[0].empty) continue;
          await tx.query(`COPY "${table.name}" FROM '/dev/blob'`, [], { blob: table.blob });
          rows += table.rows;
        }
        copy = (performance.now() - started) / 1000;
        await tx.exec(indexes.rows.map((index) => `${index.definition};`).join('\n'));
        built = (performance.now() - started) / 1000 - copy;
      });
      return { rows, copy, indexes: built };
    } finally {
      await target.close();
    }
  } finally {
    rmSync(targetDir, { recursive: true, force: true });
  }
}

/** Seconds of one start: until the build check passed and until `GET info` answered. */
interface Start {
  buildCheck: number;
  answer: number;
}

/** Runs `npm start` on `dataDir`; resolves with its {@link Start} times, then stops it. */
async function timedStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let buildCheck = NaN;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (Number.isNaN(buildCheck) && output.includes('Console build is up to date')) buildCheck = (performance.now() - started) / 1000;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const answered = await fetch(`http://localhost:${port}/api/officeapp/info`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return { buildCheck, answer: (performance.now() - started) / 1000 };
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not answer:\n${output.slice(-2000)}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

/** Seeding throughput and the time of a start with unchanged sources and a seeded database. */
export async function startBench(context: BenchContext): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-start-'));
  try {
    const seeded = await timedSeed(dataDir, context.options.scale);
    const floor = await copyFloor(dataDir);
    const floorSeconds = floor.copy + floor.indexes;
    const starts: Start[] = [];
    for (let run = 0; run < Math.min(context.options.runs, 3); run++) starts.push(await timedStart(dataDir));
    const startS = median(starts.map((start) => start.answer));
    const seconds = (values: number[]) => values.map((value) => (Number.isNaN(value) ? 'rebuilt' : `${value.toFixed(1)} s`)).join(', ');
    return [
      minimumRow(
        `seeding the demo data at scale ${context.options.scale}`,
        seeded.rows / seeded.seconds,
        SEED_ROWS_PER_S,
        'rows/s',
        `${seeded.rows.toLocaleString('en')} rows in ${seeded.seconds.toFixed(1)} s, every index built; the floor of any loader ` +
          `(the seeded tables' ${floor.rows.toLocaleString('en')} rows COPYed into a new database): ` +
          `${Math.round(floor.rows / floorSeconds).toLocaleString('en')} rows/s, ${floor.copy.toFixed(1)} s of COPY and ` +
          `${floor.indexes.toFixed(1)} s of indexes`,
      ),
      {
        measure: 'npm start with unchanged sources, to the first answer',
        value: `${startS.toFixed(1)} s`,
        target: `≤ ${START_LIMIT_S} s`,
        ok: startS <= START_LIMIT_S,
        detail:
          `${seconds(starts.map((start) => start.answer))} (median of ${starts.length}, seeded database; ` +
          `build check passed after ${seconds(starts.map((start) => start.buildCheck))})`,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
