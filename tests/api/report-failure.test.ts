/**
 * A report whose query fails: before the first byte it is an error answer; after streaming
 * started the connection is aborted, so the download fails instead of ending as a short 200.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
let app: FastifyInstance;
let base: string;
/** Report batches (keyset reads) answered before the database "fails"; Infinity = never fails. */
let batchesBeforeFailure = Infinity;
let batches = 0;
/** While set, report batch reads after the first wait for it. */
let gate: Promise<void> | undefined;
/** The server's log lines (JSON). */
const logLines: string[] = [];
const ROWS_PER_BATCH = 100;

/** The real database, with report batch reads failing once `batchesBeforeFailure` were served. */
function failingReports(db: Database): Database {
  return {
    ...db,
    // Batch reads on PostgreSQL too (its own exports stream one COPY; report.test.ts covers that).
    copyStream: undefined,
    copyBatch(select: string, delimiter: string) {
      if (batches++ >= batchesBeforeFailure) {
        return Promise.reject(new Error('terminating connection due to administrator command'));
      }
      const held = batches > 1 ? gate : undefined;
      const read = () => db.copyBatch(select, delimiter);
      return held ? held.then(read) : read();
    },
  };
}

beforeAll(async () => {
  api = await createTestApi();
  app = await createApp({
    db: failingReports(api.db),
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    tokens: { secret: 'test-secret-test-secret-test-secret' },
    reportBatchRows: ROWS_PER_BATCH,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API}`;
});
afterAll(async () => {
  await app.close();
  await api.close();
});
beforeEach(() => {
  batches = 0;
  batchesBeforeFailure = Infinity;
  gate = undefined;
});

function report(params: Record<string, unknown> = {}, signal?: AbortSignal) {
  return fetch(`${base}/central/betslips/report${query({ filter: { reportHeaders: [{ text: 'Id', value: 'id' }] }, ...params })}`, {
    headers: { authorization: `Bearer ${api.tokens.central}` },
    signal,
  });
}

describe('report failures', () => {
  it('streams every row when nothing fails (more than one batch)', async () => {
    const response = await report();
    expect(response.status).toBe(200);
    const rows = (await response.text()).split('\r\n').filter(Boolean);
    expect(rows.length).toBeGreaterThan(ROWS_PER_BATCH * 3);
    expect(batches).toBe(Math.ceil((rows.length - 1) / ROWS_PER_BATCH) + ((rows.length - 1) % ROWS_PER_BATCH === 0 ? 1 : 0));
  });

  it('a download the client cancels stops the report: no read after the one in flight', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const controller = new AbortController();
    const response = await report({}, controller.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('Id\r\n');
    // The second batch is waiting at the gate; the user presses Cancel.
    await expect.poll(() => batches).toBe(2);
    controller.abort();
    await reader.cancel().catch(() => undefined);
    const said = (text: string) => () => logLines.some((line) => line.includes(text));
    await expect.poll(said('CSV report download closed by the client'), { timeout: 10_000 }).toBe(true);
    release();
    await expect.poll(said('CSV report stopped before its end'), { timeout: 10_000 }).toBe(true);
    expect(batches).toBe(2);
    expect(Math.ceil(2500 / ROWS_PER_BATCH)).toBeGreaterThan(2);
  });

  it('a query that fails before the first byte is an error answer, not a 200', async () => {
    batchesBeforeFailure = 0;
    const response = await report();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('bad parameters are a 400 before the first byte', async () => {
    const response = await report({ sort: 'nope,DESC' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Cannot sort by');
  });

  it('a database failure after streaming started aborts the download', async () => {
    batchesBeforeFailure = 1;
    const response = await report();
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});

describe('a report read in one COPY', () => {
  /** Pieces of the real COPY handed out before the database "fails"; Infinity = never fails. */
  let piecesBeforeFailure = Infinity;
  let streamed: FastifyInstance;
  let streamBase: string;

  beforeAll(async () => {
    // Pieces of 200 bytes, so the answer's first chunk (at least 50 bytes a batch row) goes out before the failure.
    const failing: Database = {
      ...api.db,
      async *copyStream(select: string, delimiter: string) {
        let pieces = 0;
        for await (const piece of api.db.copyStream!(select, delimiter)) {
          for (let at = 0; at < piece.length; at += 200) {
            if (pieces++ >= piecesBeforeFailure) throw new Error('terminating connection due to administrator command');
            yield piece.subarray(at, at + 200);
          }
        }
      },
    };
    // Batches of 2 rows: a slice of 6 is one COPY on both databases, finished in pieces of at least 100 bytes.
    streamed = await createApp({
      db: failing,
      logger: false,
      tokens: { secret: 'test-secret-test-secret-test-secret' },
      reportBatchRows: 2,
    });
    await streamed.listen({ port: 0, host: '127.0.0.1' });
    streamBase = `http://127.0.0.1:${(streamed.server.address() as AddressInfo).port}${API}`;
  });
  afterAll(() => streamed.close());
  beforeEach(() => {
    piecesBeforeFailure = Infinity;
  });

  // Every list column: about 150 bytes a row.
  const read = () =>
    fetch(`${streamBase}/central/betslips/report${query({ size: 6 })}`, { headers: { authorization: `Bearer ${api.tokens.central}` } });

  it('sends every row of the slice', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n').filter(Boolean)).toHaveLength(7);
  });

  it('a database failure after the first piece went out aborts the download', async () => {
    piecesBeforeFailure = 2;
    const response = await read();
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});
