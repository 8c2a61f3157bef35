/**
 * Reports beside short requests (`--only reportstall`): a central manager's one-record call
 * (`GET op1/players/{id}`) asked one after another, first on an idle server, then while two other
 * clients keep running the heavy reports (significant events, revenue, liability, offer monitoring
 * and the account history CSV), on the embedded database and on PostgreSQL. Prints the record
 * call's p95 under the reports ÷ its idle p95 (target ≤ 3), with each report's median time.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/seed';
import { startPgCluster } from '../tests/support/pg-cluster';
import { startServer, type RunningServer } from '../server/start';
import type { BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';

/** Record calls measured idle, and at least as many under the reports. */
const CALLS = Number(process.env.BENCH_STALL_CALLS ?? 60);
/** Clients running reports at once. */
const REPORTERS = 2;
/** Target: the record call's p95 under the reports ÷ its idle p95. */
const LIMIT = 3;

const REPORTS = [
  'central/reports/significant-events?size=100',
  'central/reports/revenue?size=100',
  'central/reports/liability?size=100',
  'central/reports/offer-monitoring?size=100',
  'op1/accountHistories/report',
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

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Idle and loaded record-call times and the reports' times on one server. */
async function measure(server: RunningServer) {
  const api = `${server.url}/api/officeapp`;
  const headers = { authorization: `Bearer ${await login(api)}` };
  const list = (await (await fetch(`${api}/op1/players?page=0&size=1`, { headers })).json()) as {
    payload: { content: Array<{ id: number }> };
  };
  const record = `${api}/op1/players/${list.payload.content[0].id}`;
  for (let i = 0; i < 5; i++) await timed(record, headers);
  const idle: number[] = [];
  for (let i = 0; i < CALLS; i++) idle.push(await timed(record, headers));

  const reportTimes = new Map<string, number[]>(REPORTS.map((path) => [path, []]));
  // Each report once before the loaded calls start, so their first plans and caches are not counted.
  for (const path of REPORTS) reportTimes.get(path)!.push(await timed(`${api}/${path}`, headers));
  let running = true;
  let rounds = 0;
  const reporters = Array.from({ length: REPORTERS }, async (_, index) => {
    for (let i = index; running; i++) {
      const path = REPORTS[i % REPORTS.length];
      reportTimes.get(path)!.push(await timed(`${api}/${path}`, headers));
      rounds++;
    }
  });
  const loaded: number[] = [];
  // Under the reports until CALLS calls and every report has run again at least twice.
  while (loaded.length < CALLS || rounds < 2 * REPORTS.length) loaded.push(await timed(record, headers));
  running = false;
  await Promise.all(reporters);
  return { idle: percentile(idle, 95), loaded: percentile(loaded, 95), reportTimes, calls: loaded.length };
}

function rows(label: string, figures: Awaited<ReturnType<typeof measure>>): BenchRow[] {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const reports = [...figures.reportTimes].map(([path, times]) => `${path.replace(/\?.*/, '')} ${ms(median(times))}`).join(', ');
  return [
    ratioRow(
      `${label}: record call p95 while reports run ÷ idle p95`,
      figures.loaded / figures.idle,
      LIMIT,
      `${label}: GET op1/players/{id} p95 idle ${ms(figures.idle)}, under ${REPORTERS} clients running reports ` +
        `${ms(figures.loaded)} (${figures.calls} calls); report medians: ${reports}`,
    ),
  ];
}

/** The benchmark on the shared embedded server and on a seeded PostgreSQL. */
export async function reportStallBench(context: BenchContext): Promise<BenchRow[]> {
  const result: BenchRow[] = [];
  result.push(...rows('PGlite', await measure(await context.server())));

  const postgres = await startPgCluster();
  try {
    const db = await openDatabase({ databaseUrl: postgres.url });
    try {
      await migrate(db);
      await seed(db, { scale: context.options.scale });
    } finally {
      await db.close();
    }
    const server = await startServer({ port: 0, databaseUrl: postgres.url, staticDir: resolve('dist') });
    try {
      result.push(...rows('PostgreSQL', await measure(server)));
    } finally {
      await server.close();
    }
  } finally {
    postgres.stop();
  }
  return result;
}
