/**
 * Stalled CSV downloads on PostgreSQL cannot take the server down: downloads are bounded per
 * manager and in all (429 with Retry-After beyond), they read on the exports' own pool, so another
 * manager's record answers while they are held, and a reader that stops reading is cut off after
 * the stall limit, its COPY ended and its slot given back. The downloads go over real HTTP (a
 * paused response holds the server back, as a stalled client does).
 */
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../../server/app';
import { sql } from '../../../server/db/sql';
import { API, createTestDatabase, login, type TestDatabase } from '../helpers';

// Long enough for the checks while the downloads are held on a busy machine.
const STALL_MS = 20_000;

let database: TestDatabase;
let app: FastifyInstance;
let base: string;
const tokens: Record<'central' | 'office1' | 'office2', string> = { central: '', office1: '', office2: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createApp({
    db: database.db,
    logger: false,
    tokens: { secret: 'test-secret-test-secret-test-secret' },
    downloads: { perManager: 2, total: 4, stallMs: STALL_MS },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API}`;
  tokens.central = (await login(app, 'central@demo.test', 'Central123')).tokens.accessToken;
  tokens.office1 = (await login(app, 'office1@demo.test', 'Office123')).tokens.accessToken;
  tokens.office2 = (await login(app, 'office2@demo.test', 'Office123')).tokens.accessToken;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Every account-history row of op1 with wide rows (the time 200 times, 5 kB a row): far more than the sockets' buffers hold. */
const REPORT = `accountHistories/report?reportHeaders=${encodeURIComponent(
  JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ text: `created${index}`, value: 'created' }))),
)}`;

interface Download {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  /** Resolves when the connection has ended (once the client reads again). */
  closed: Promise<void>;
  /** Reads again. */
  resume(): void;
}

/** Starts a download and, for a 200, reads its first piece and then stops reading, as a stalled client does. */
function stalledDownload(as: keyof typeof tokens): Promise<Download> {
  return new Promise((resolve, reject) => {
    const op = as === 'office2' ? 'op2' : 'op1';
    const request = get(`${base}/${op}/${REPORT}`, { headers: { authorization: `Bearer ${tokens[as]}` } }, (response) => {
      const closed = new Promise<void>((done) => response.socket.once('close', () => done()));
      response.on('error', () => undefined);
      if (response.statusCode !== 200) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (piece: string) => (body += piece));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body, closed, resume: () => undefined }),
        );
        return;
      }
      response.once('data', (piece: Buffer) => {
        response.pause();
        resolve({ status: 200, headers: response.headers, body: piece.toString('utf8', 0, 200), closed, resume: () => response.resume() });
      });
    });
    request.on('error', reject);
  });
}

const copies = async () =>
  (
    await database.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY (%'`,
    )
  )[0].n;

describe('CSV downloads on PostgreSQL', () => {
  it(
    'bounds the downloads, keeps other calls answering while readers stall, and cuts stalled readers off',
    { timeout: 180_000 },
    async () => {
      const [{ rows }] = await database.db.query<{ rows: number }>(
        sql`SELECT count(*)::integer AS rows FROM account_history WHERE operator_code = 'op1'`,
      );
      // At least 10 MB a download.
      expect(rows).toBeGreaterThan(2000);
      const [player] = await database.db.query<{ id: number }>(sql`SELECT id FROM players WHERE operator_code = 'op2' ORDER BY id LIMIT 1`);
      // 12 downloads at once: two managers, six each.
      const downloads = await Promise.all(Array.from({ length: 12 }, (_, index) => stalledDownload(index % 2 ? 'office1' : 'central')));
      const accepted = downloads.filter((download) => download.status === 200);
      const refused = downloads.filter((download) => download.status === 429);
      expect(accepted).toHaveLength(4);
      expect(refused).toHaveLength(8);
      for (const download of refused) {
        expect(download.headers['retry-after']).toBe('10');
        expect(JSON.parse(download.body)).toMatchObject({
          success: false,
          retryAfterSeconds: 10,
          message: expect.stringMatching(/downloads/),
        });
      }
      expect(accepted[0].body.startsWith('\ufeffcreated0')).toBe(true);
      expect(app.downloads.size).toBe(4);

      // The server's downloads are all taken: a third manager's is refused, and their other calls answer.
      const third = await stalledDownload('office2');
      expect(third.status).toBe(429);
      expect(JSON.parse(third.body).message).toMatch(/the most it runs at once/);
      const started = performance.now();
      const record = await fetch(`${base}/op2/players/${player.id}`, { headers: { authorization: `Bearer ${tokens.office2}` } });
      const took = performance.now() - started;
      expect(record.status).toBe(200);
      expect((await record.json()).payload.id).toBe(player.id);
      // Far below the pool's 10 s wait: the record did not wait for a connection the downloads hold.
      expect(took).toBeLessThan(5000);

      // The stalled readers are cut off: their connections end, their COPYs end, their slots come back.
      await expect.poll(() => app.downloads.size, { timeout: 60_000, interval: 200 }).toBe(0);
      await expect.poll(copies, { timeout: 30_000, interval: 200 }).toBe(0);
      // The clients, reading again, find their connections ended.
      for (const download of accepted) download.resume();
      await Promise.all(accepted.map((download) => download.closed));
      const again = await fetch(`${base}/op1/accountHistories/report?page=0&size=5`, {
        headers: { authorization: `Bearer ${tokens.central}` },
      });
      expect(again.status).toBe(200);
      expect((await again.text()).split('\n').filter(Boolean).length).toBe(6);
    },
  );
});
