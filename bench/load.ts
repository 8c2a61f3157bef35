/**
 * Staff working at once: N concurrent clients each loop over the pages staff keep open (players,
 * betslips, payments, the activity log; office and central views; pages of 100 rows, as the lists
 * open) for a fixed time, on the embedded database and on PostgreSQL, while a probe asks every
 * 100 ms for a file that needs no database (the build's `version.json`) and for `GET info` (which
 * reads the console's look and settings).
 *
 * Before the load the same pages are asked one at a time (the idle server's p50, the baseline of
 * the load's p95) and their answers kept; after it a bare Fastify server with the console's
 * compression answers each page's URL with those kept bytes under the same load: the floor of
 * requests a second any Fastify server sending these answers reaches on this machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/seed';
import { registerCompression } from '../server/http/staticAssets';
import { startPgCluster } from '../tests/support/pg-cluster';
import { startServer, type RunningServer } from '../server/start';
import type { BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';

/** Concurrent staff. */
const STAFF = Number(process.env.BENCH_STAFF ?? 50);
/** How long the load runs per database, in ms. */
const DURATION_MS = Number(process.env.BENCH_LOAD_MS ?? 15_000);
/** The databases measured (`BENCH_LOAD_ON=postgres` measures PostgreSQL only). */
const DATABASES = (process.env.BENCH_LOAD_ON ?? 'pglite,postgres').split(',');
/** Target: a request that needs no database answers within this, whatever the load. */
const NO_DATABASE_P50_LIMIT_MS = 50;
/** Target on PostgreSQL: the pages' p95 under the load ÷ their p50 on the idle server. */
const LOADED_P95_RATIO = 3;
/** Rounds of the six pages asked one at a time on the idle server. */
const IDLE_ROUNDS = 8;

const PAGES = [
  'op1/players?page=0&size=100',
  'central/players?page=0&size=100',
  'op1/betslips?page=0&size=100',
  'central/betslips?page=0&size=100',
  'op1/payments?page=0&size=100',
  'op1/activities-log?page=0&size=100',
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

/** `STAFF` clients looping over the pages for `DURATION_MS`; `beside` runs alongside (the probes). */
async function underLoad(base: string, headers: Record<string, string>, beside: (end: number) => Promise<void> = async () => {}) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + DURATION_MS;
  const staff = Array.from({ length: STAFF }, async (_, index) => {
    for (let i = index; performance.now() < end; i++) {
      const started = performance.now();
      const response = await fetch(`${base}/${PAGES[i % PAGES.length]}`, { headers });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures++;
    }
  });
  const began = performance.now();
  await Promise.all([...staff, beside(end)]);
  const seconds = (performance.now() - began) / 1000;
  return { latencies, failures, throughput: latencies.length / seconds };
}

/** Each page asked one at a time; its answer's text is kept for the floor. */
async function idle(api: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  const answers = new Map<string, string>();
  for (let round = 0; round < IDLE_ROUNDS; round++) {
    for (const page of PAGES) {
      const started = performance.now();
      const response = await fetch(`${api}/${page}`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
      latencies.push(performance.now() - started);
      answers.set(page, text);
    }
  }
  return { p50: percentile(latencies, 50), answers };
}

/** The floor: a bare Fastify server with the console's compression sending the kept answers. */
async function floor(answers: Map<string, string>) {
  const app = Fastify();
  await registerCompression(app);
  app.get('/*', (request, reply) => {
    const answer = answers.get(request.url.slice(1));
    if (answer === undefined) return reply.code(404).send();
    return reply.type('application/json; charset=utf-8').send(answer);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const quiet: number[] = [];
    for (let round = 0; round < IDLE_ROUNDS; round++) {
      for (const page of PAGES) {
        const started = performance.now();
        await (await fetch(`${url}/${page}`)).arrayBuffer();
        quiet.push(performance.now() - started);
      }
    }
    return { ...(await underLoad(url, {})), idleP50: percentile(quiet, 50) };
  } finally {
    await app.close();
  }
}

/** Runs the load against one server; returns the figures. */
async function measure(server: RunningServer) {
  const api = `${server.url}/api/officeapp`;
  const token = await login(api);
  const headers = { authorization: `Bearer ${token}` };
  const quiet = await idle(api, headers);
  const plain: number[] = [];
  const info: number[] = [];
  const timed = async (url: string, into: number[]) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    into.push(performance.now() - started);
  };
  const loaded = await underLoad(api, headers, async (end) => {
    while (performance.now() < end) {
      await timed(`${server.url}/version.json`, plain);
      await timed(`${api}/info`, info);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const bare = await floor(quiet.answers);
  const bytes = [...quiet.answers.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0) / quiet.answers.size;
  return {
    idleP50: quiet.p50,
    p50: percentile(loaded.latencies, 50),
    p95: percentile(loaded.latencies, 95),
    throughput: loaded.throughput,
    floor: bare.throughput,
    floorFailures: bare.failures,
    floorP95: percentile(bare.latencies, 95),
    floorIdleP50: bare.idleP50,
    pageKb: bytes / 1000,
    plain: median(plain),
    info: median(info),
    failures: loaded.failures,
  };
}

function rows(label: string, figures: Awaited<ReturnType<typeof measure>>, embedded: boolean): BenchRow[] {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const ratio = figures.p95 / figures.idleP50;
  const loadRow = ratioRow(
    `${label}: ${STAFF} staff, pages of 100, p95 ÷ idle p50`,
    ratio,
    LOADED_P95_RATIO,
    `${label}: p50 / p95 ${ms(figures.p50)} / ${ms(figures.p95)} under the load, ${ms(figures.idleP50)} p50 idle; ` +
      `${figures.failures} failed requests; ${figures.pageKb.toFixed(1)} kB of JSON a page on average`,
  );
  return [
    // The target is PostgreSQL's: the embedded database runs one statement at a time on one thread.
    embedded ? { ...loadRow, target: 'reported', ok: figures.failures === 0 } : { ...loadRow, ok: loadRow.ok && figures.failures === 0 },
    {
      measure: `${label}: ${STAFF} staff, requests/s ÷ bare Fastify floor`,
      value: (figures.throughput / figures.floor).toFixed(2),
      target: 'reported',
      ok: figures.floorFailures === 0,
      detail:
        `${label}: ${figures.throughput.toFixed(1)} requests/s against ${figures.floor.toFixed(1)} for Fastify sending the same answers, ` +
        `whose own p95 under the load ÷ idle p50 is ${(figures.floorP95 / figures.floorIdleP50).toFixed(2)} ` +
        `(${ms(figures.floorP95)} / ${ms(figures.floorIdleP50)})`,
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

  if (DATABASES.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-load-'));
    const embedded = await startServer({ port: 0, dataDir, seedScale: scale, staticDir: resolve('dist') });
    try {
      result.push(...rows('PGlite', await measure(embedded), true));
    } finally {
      await embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (DATABASES.includes('postgres')) {
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
  }
  return result;
}
