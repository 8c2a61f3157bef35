/**
 * A long export beside a one-record call on the embedded database, which runs one statement at a
 * time: the export reads in keyset batches, one statement each, so the record call's statements
 * run between two batches and it answers while the export is still being read; the offer
 * monitoring, liability and significant events pages, read from their kept rows, do too.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

/** Rows per export batch: the op1 account history export is many batches. */
const ROWS_PER_BATCH = 100;

let api: TestApi;
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  api = await createTestApi();
  app = await createApp({
    db: api.db,
    logger: false,
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

const headers = (as: 'central' | 'office1') => ({ authorization: `Bearer ${api.tokens[as]}` });

describe('a long export beside a one-record call (PGlite)', () => {
  it('the record call and the kept reports’ pages answer before the export has been read', async () => {
    const [{ rows }] = await api.db.query<{ rows: number }>(
      sql`SELECT count(*)::integer AS rows FROM account_history WHERE operator_code = 'op1'`,
    );
    // The export is at least twenty batches: after its first, nineteen more statements queue one by one.
    expect(rows).toBeGreaterThan(20 * ROWS_PER_BATCH);
    const [player] = await api.db.query<{ id: number }>(sql`SELECT id FROM players WHERE operator_code = 'op1' ORDER BY id LIMIT 1`);
    const answered: string[] = [];

    const response = await fetch(`${base}/op1/accountHistories/report`, { headers: headers('office1') });
    expect(response.status).toBe(200);
    // The first batch went out; the rest is read while the calls below are made.
    const exported = response.text().then((text) => {
      answered.push('export');
      return text;
    });
    const record = fetch(`${base}/op1/players/${player.id}`, { headers: headers('office1') }).then(async (answer) => {
      answered.push('record');
      return answer.json();
    });
    const reports = ['offer-monitoring', 'liability', 'significant-events'].map((name) =>
      fetch(`${base}/central/reports/${name}${query({ size: 100 })}`, { headers: headers('central') }).then(async (answer) => {
        answered.push(name);
        return answer.json() as Promise<{ payload: { content: unknown[]; totalElements: number } }>;
      }),
    );
    const [text, recordBody, ...reportBodies] = await Promise.all([exported, record, ...reports]);

    expect(recordBody.payload.id).toBe(player.id);
    for (const body of reportBodies) {
      expect(body.payload.content.length).toBeGreaterThan(0);
      expect(body.payload.totalElements).toBeGreaterThanOrEqual(body.payload.content.length);
    }
    // The header record, then one record per row.
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(rows + 1);
    expect(answered.at(-1)).toBe('export');
  });
});
