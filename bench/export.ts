/**
 * CSV export of all rows through `/report` against PostgreSQL's own COPY of the same rows and
 * columns (the physical limit), on the embedded database and on PostgreSQL: time ÷ COPY time
 * (target ≤ 2), and the server's memory above its resting level for N rows and for N/10 rows
 * (streaming keeps memory flat). Run with `--expose-gc` (`npm run bench` does): the live heap is
 * measured after a forced collection (garbage not yet collected does not count) at the same points
 * of every export, whatever its speed: when a batch is asked of the database and when it has come,
 * that is while the batch before is on its way to the client.
 */
import { BINDINGS } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { ident, join as joinSql, sql } from '../server/db/sql';
import { compileListSpec, parseReportHeaders } from '../server/resource/list-query';
import { reportColumnOf } from '../server/resource/report';
import { seed } from '../server/seed';
import { startServer, type RunningServer } from '../server/start';
import { startPgCluster } from '../tests/support/pg-cluster';
import type { BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';

const LISTS = ['players', 'betslips'] as const;

/** Live heap growth accepted while streaming the largest export. */
const HEAP_LIMIT_MB = 16;
/** Export time ÷ COPY time of the same rows. */
const COPY_RATIO_LIMIT = 2;

const gc = (globalThis as { gc?: () => void }).gc;
const liveBytes = () => {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/** The COPY select of the rows and columns a default `/report` of a list writes, in its order. */
function copySelect(apiPath: string, rows: number): string {
  const binding = BINDINGS.find((candidate) => candidate.resource.api.path === apiPath)!;
  const spec = compileListSpec(binding.resource, binding.mapping);
  const columns = parseReportHeaders(spec, undefined).map((header) => {
    const column = reportColumnOf(spec, header);
    const path = column.kind === 'user' ? `${column.source}.userUsername` : column.source;
    return sql`${ident(`${spec.mapping.table}.${spec.mapping.fields[path].column}`)}`;
  });
  const { field, order } = binding.resource.list.defaultSort;
  const dir = order === 'ASC' ? sql`ASC` : sql`DESC`;
  const sort = ident(`${spec.mapping.table}.${spec.mapping.fields[field].column}`);
  const id = ident(`${spec.mapping.table}.${spec.mapping.idColumn}`);
  const statement = sql`SELECT ${joinSql(columns)} FROM ${ident(spec.mapping.table)} ORDER BY ${sort} ${dir}, ${id} ${dir}`;
  return `${statement.compile().text} LIMIT ${Math.trunc(rows)}`;
}

/**
 * Measures the live heap at each read of `server`'s database while `work` runs: when a batch is
 * asked for and when its rows have come, or (a streamed COPY, on PostgreSQL) when each piece of the
 * stream has come. A timer would sample a short export not at all (a tenth of the rows streams in
 * less than its period) and a long one at random points.
 */
async function sampleAtBatches<T>(
  server: RunningServer,
  work: () => Promise<T>,
): Promise<{ result: T; peakLive: number; samples: number }> {
  const db = server.db;
  const read = db.copyBatch;
  const stream = db.copyStream;
  let peakLive = 0;
  let samples = 0;
  const sample = () => {
    peakLive = Math.max(peakLive, liveBytes());
    samples++;
  };
  db.copyBatch = async (select, delimiter) => {
    sample();
    const batch = await read.call(db, select, delimiter);
    sample();
    return batch;
  };
  if (stream) {
    db.copyStream = async function* (select, delimiter) {
      sample();
      for await (const piece of stream.call(db, select, delimiter)) {
        sample();
        yield piece;
      }
    };
  }
  try {
    return { result: await work(), peakLive, samples };
  } finally {
    db.copyBatch = read;
    db.copyStream = stream;
  }
}

/**
 * Streams `/report` while sampling the server's memory (it runs in this process): resident size
 * every 20 ms, the live heap at each batch read ({@link sampleAtBatches}). The forced collections
 * stop the server for a while, so the timed runs go without sampling and memory has runs of its own.
 */
async function exportSampled(server: RunningServer, token: string, apiPath: string, size: number) {
  const restingLive = liveBytes();
  const resting = process.memoryUsage().rss;
  let peak = resting;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const { result, peakLive, samples } = await sampleAtBatches(server, () => exportOnce(server, token, apiPath, size));
    return { ...result, peakMb: (peak - resting) / 2 ** 20, liveMb: Math.max(0, peakLive - restingLive) / 2 ** 20, samples };
  } finally {
    clearInterval(sampler);
  }
}

/** Streams `/report` once: its data rows, bytes and seconds. */
async function exportOnce(server: RunningServer, token: string, apiPath: string, size: number) {
  const url = `${server.url}/api/officeapp/central/${apiPath}/report?page=0&size=${size}&filter=${encodeURIComponent('{}')}`;
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${apiPath}/report answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000 };
}

/** COPY of the same rows: seconds and bytes. */
async function copyOnce(server: RunningServer, apiPath: string, rows: number) {
  const started = performance.now();
  const bytes = await server.db.copyOut(copySelect(apiPath, rows));
  return { seconds: (performance.now() - started) / 1000, bytes };
}

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/officeapp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'central@demo.test', password: 'Central123' }),
  });
  return ((await response.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

async function total(server: RunningServer, token: string, apiPath: string): Promise<number> {
  const response = await fetch(`${server.url}/api/officeapp/central/${apiPath}?page=0&size=1&filter=${encodeURIComponent('{}')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { payload: { totalElements?: number; betslips?: { totalElements: number } } };
  return body.payload.totalElements ?? body.payload.betslips?.totalElements ?? 0;
}

/** The export rows of one server (`label`: the database). */
async function measure(server: RunningServer, label: string, runs: number): Promise<BenchRow[]> {
  const token = await signIn(server);
  const result: BenchRow[] = [];
  for (const apiPath of LISTS) {
    const full = Math.min(await total(server, token, apiPath), 100_000);
    const tenth = Math.max(1, Math.floor(full / 10));
    // One unmeasured run of each warms the caches; then medians.
    await exportOnce(server, token, apiPath, tenth);
    await copyOnce(server, apiPath, tenth);
    const exports = [];
    const copies = [];
    for (let run = 0; run < runs; run++) {
      exports.push(await exportOnce(server, token, apiPath, full));
      copies.push(await copyOnce(server, apiPath, full));
    }
    const small = await exportSampled(server, token, apiPath, tenth);
    const large = await exportSampled(server, token, apiPath, full);
    const exportSeconds = median(exports.map((run) => run.seconds));
    const copySeconds = median(copies.map((run) => run.seconds));
    const rowsOk = exports.every((run) => run.rows === full) && small.rows === tenth && large.rows === full;
    const live = large.liveMb;
    const memory = (run: { liveMb: number; peakMb: number; samples: number }) =>
      `${gc ? `live heap +${run.liveMb.toFixed(1)} MB in ${run.samples} samples, ` : ''}resident +${run.peakMb.toFixed(1)} MB`;
    const ratio = ratioRow(
      `${label}: ${apiPath} CSV export ÷ COPY of the same ${full} rows`,
      rowsOk ? exportSeconds / copySeconds : Number.NaN,
      COPY_RATIO_LIMIT,
      `export ${exportSeconds.toFixed(2)} s (${(exports[0].bytes / 2 ** 20).toFixed(1)} MB), COPY ${copySeconds.toFixed(2)} s ` +
        `(${(copies[0].bytes / 2 ** 20).toFixed(1)} MB), median of ${runs}; row count ${rowsOk ? 'exact' : 'WRONG'}`,
    );
    result.push(ratio, {
      measure: `${label}: ${apiPath} CSV export of ${full} rows, live heap growth`,
      value: gc ? `${live.toFixed(1)} MB` : 'run with --expose-gc',
      target: `≤ ${HEAP_LIMIT_MB} MB`,
      ok: !gc || live <= HEAP_LIMIT_MB,
      detail: `${tenth} rows ${small.seconds.toFixed(2)} s (${memory(small)}); ${full} rows ${large.seconds.toFixed(2)} s (${memory(large)}), both runs sampling memory; the timed runs above do not`,
    });
  }
  return result;
}

/** The players and betslips exports on the shared embedded server, then on a seeded PostgreSQL. */
export async function exportBench(context: BenchContext): Promise<BenchRow[]> {
  const runs = context.options.runs;
  const rows = await measure(await context.server(), 'PGlite', runs);
  const postgres = await startPgCluster();
  try {
    const db = await openDatabase({ databaseUrl: postgres.url });
    try {
      await migrate(db);
      await seed(db, { scale: context.options.scale });
    } finally {
      await db.close();
    }
    const server = await startServer({ port: 0, databaseUrl: postgres.url });
    try {
      rows.push(...(await measure(server, 'PostgreSQL', runs)));
    } finally {
      await server.close();
    }
  } finally {
    postgres.stop();
  }
  return rows;
}
