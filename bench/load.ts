/**
 * Staff working at once: N concurrent clients each loop over the pages staff keep open (players,
 * betslips, payments, the activity log; office and central views) for a fixed time, on the
 * embedded database and on PostgreSQL, while a probe asks every 100 ms for a file that needs no
 * database (the build's `version.json`) and for `GET info` (which reads the console's look and
 * settings). Prints p50 / p95 of the page requests, throughput, and the probes' p50 for each database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/seed';
import { startPgCluster } from '../tests/support/pg-cluster';
import { startServer, type RunningServer } from '../server/start';
import type { BenchContext } from './context';
import { median, type BenchRow } from './row';

/** Concurrent staff. */
const STAFF = Number(process.env.BENCH_STAFF ?? 50);
/** How long the load runs per database, in ms. */
const DURATION_MS = Number(process.env.BENCH_LOAD_MS ?? 15_000);
/** Target: a request that needs no database answers within this, whatever the load. */
const NO_DATABASE_P50_LIMIT_MS = 50;

const PAGES = [
  'op1/players?page=0&size=25',
  'central/players?page=0&size=25',
  'op1/betslips?page=0&size=25',
  'central/betslips?page=0&size=25',
  'op1/payments?page=0&size=25',
  'op1/activities-log?page=0&size=25',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function login(api: string): Promise<string> {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'central@demo.test', password: 'Central123' }),
  });
  const body = (await response.json()) as { tokens?: { accessToken: string } };
  if (!body.tokens) throw new Error(`Login failed: HTTP ${response.status}`);
  return body.tokens.accessToken;
}

/** Runs the load against one server; returns the figures. */
async function measure(server: RunningServer) {
  const api = `${server.url}/api/officeapp`;
  const token = await login(api);
  const headers = { authorization: `Bearer ${token}` };
  const latencies: number[] = [];
  const plain: number[] = [];
  const info: number[] = [];
  let failures = 0;
  const end = performance.now() + DURATION_MS;
  const staff = Array.from({ length: STAFF }, async (_, index) => {
    for (let i = index; performance.now() < end; i++) {
      const started = performance.now();
      const response = await fetch(`${api}/${PAGES[i % PAGES.length]}`, { headers });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures++;
    }
  });
  const timed = async (url: string, into: number[]) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    into.push(performance.now() - started);
  };
  const probe = (async () => {
    while (performance.now() < end) {
      await timed(`${server.url}/version.json`, plain);
      await timed(`${api}/info`, info);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const began = performance.now();
  await Promise.all([...staff, probe]);
  const seconds = (performance.now() - began) / 1000;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    throughput: latencies.length / seconds,
    plain: median(plain),
    info: median(info),
    failures,
  };
}

function rows(label: string, figures: Awaited<ReturnType<typeof measure>>, embedded: boolean): BenchRow[] {
  const ms = (n: number) => `${Math.round(n)} ms`;
  return [
    {
      measure: `${label}: ${STAFF} staff, page p50 / p95`,
      value: `${ms(figures.p50)} / ${ms(figures.p95)}`,
      target: 'reported',
      ok: figures.failures === 0,
      detail: `${label}: ${figures.throughput.toFixed(1)} requests/s, ${figures.failures} failed requests`,
    },
    // The target is the embedded database's: on PostgreSQL the driver shares the HTTP thread by design.
    embedded
      ? {
          measure: `${label}: a file without the database, p50 under that load`,
          value: ms(figures.plain),
          target: `≤ ${NO_DATABASE_P50_LIMIT_MS} ms`,
          ok: figures.plain <= NO_DATABASE_P50_LIMIT_MS,
        }
      : { measure: `${label}: a file without the database, p50 under that load`, value: ms(figures.plain), target: 'reported', ok: true },
    // GET info reads the console's look and settings: it waits for the database like the pages.
    { measure: `${label}: GET info p50 under that load`, value: ms(figures.info), target: 'reported', ok: true },
  ];
}

/** The load benchmark on PGlite (own seeded server) and on PostgreSQL, side by side. */
export async function loadBench(context: BenchContext): Promise<BenchRow[]> {
  const scale = context.options.scale;
  const result: BenchRow[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-load-'));
  const embedded = await startServer({ port: 0, dataDir, seedScale: scale, staticDir: resolve('dist') });
  try {
    result.push(...rows('PGlite', await measure(embedded), true));
  } finally {
    await embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgres = await startPgCluster();
  try {
    const db = await openDatabase({ databaseUrl: postgres.url });
    try {
      await migrate(db);
      await seed(db, { scale });
    } finally {
      await db.close();
    }
    const server = await startServer({ port: 0, databaseUrl: postgres.url, staticDir: resolve('dist') });
    try {
      result.push(...rows('PostgreSQL', await measure(server), false));
    } finally {
      await server.close();
    }
  } finally {
    postgres.stop();
  }
  return result;
}
