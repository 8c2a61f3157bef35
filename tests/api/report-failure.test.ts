/**
 * A report whose query fails: before the first byte it is an error answer; after streaming
 * started the connection is aborted, so the download fails instead of ending as a short 200.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import type { Database, Queryable } from '../../server/db/database';
import type { Sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
let app: FastifyInstance;
let base: string;
/** Report batches (keyset reads) answered before the database "fails"; Infinity = never fails. */
let batchesBeforeFailure = Infinity;
let batches = 0;

/** The real database, with report batch reads failing once `batchesBeforeFailure` were served. */
function failingReports(db: Database): Database {
  const guard = (target: Queryable): Queryable => ({
    query<T>(statement: Sql): Promise<T[]> {
      if (statement.compile().text.includes('"__sort"') && batches++ >= batchesBeforeFailure) {
        return Promise.reject(new Error('terminating connection due to administrator command'));
      }
      return target.query<T>(statement);
    },
    execScript: (script) => target.execScript(script),
  });
  return { ...db, ...guard(db), kind: db.kind, transaction: (work) => db.transaction((tx) => work(guard(tx))), close: () => db.close() };
}

beforeAll(async () => {
  api = await createTestApi();
  app = await createApp({ db: failingReports(api.db), logger: false, tokens: { secret: 'test-secret-test-secret-test-secret' } });
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
});

function report(params: Record<string, unknown> = {}) {
  return fetch(`${base}/central/betslips/report${query({ filter: { reportHeaders: [{ text: 'Id', value: 'id' }] }, ...params })}`, {
    headers: { authorization: `Bearer ${api.tokens.central}` },
  });
}

describe('report failures', () => {
  it('streams every row when nothing fails (more than one batch)', async () => {
    const response = await report();
    expect(response.status).toBe(200);
    const rows = (await response.text()).split('\r\n').filter(Boolean);
    expect(rows.length).toBeGreaterThan(1001);
    expect(batches).toBeGreaterThan(1);
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
