/**
 * PostgreSQL restarted under a running server: while it is stopped every call, the public server
 * info and login included, answers 503 with Retry-After (a transitory error to the console, 000
 * §8), never a 500; once it is back the same server answers again without a restart, on fresh
 * connections. The test runs its own cluster, which it stops and starts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../../server/db/availability';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/seed';
import { DATABASE_AWAY_MESSAGE } from '../../../server/http/unavailable';
import { startPgCluster, type PgCluster } from '../../support/pg-cluster';
import { API, login } from '../helpers';

let cluster: PgCluster;
let db: Database;
let app: FastifyInstance;
let token: string;
let refreshToken: string;

beforeAll(async () => {
  cluster = await startPgCluster();
  db = await openDatabase({ databaseUrl: cluster.url });
  await migrate(db);
  await seed(db, { scale: 0.005 });
  app = await createApp({ db, logger: false, tokens: { secret: 'test-secret-test-secret-test-secret' } });
  ({ accessToken: token, refreshToken } = (await login(app, 'office1@demo.test', 'Office123')).tokens);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  cluster?.stop();
});

const player = () => app.inject({ method: 'GET', url: `${API}/op1/players?page=0&size=1`, headers: { authorization: `Bearer ${token}` } });

describe('a database restart', () => {
  it('answers 503 with Retry-After while PostgreSQL is stopped, and recovers when it is back', async () => {
    const listed = await player();
    expect(listed.statusCode).toBe(200);
    const id = (listed.json().payload.content as { id: number }[])[0].id;
    const record = await app.inject({ method: 'GET', url: `${API}/op1/players/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(record.statusCode).toBe(200);
    cluster.pause();
    try {
      const calls = [
        player(),
        // A write: nothing is stored, and the client is told to try again.
        app.inject({
          method: 'PUT',
          url: `${API}/op1/players/${id}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { ...record.json().payload, locality: 'Split' },
        }),
        app.inject({ method: 'POST', url: `${API}/auth/refresh-token`, payload: { refreshToken } }),
        app.inject({ method: 'GET', url: `${API}/info` }),
        app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { username: 'office1@demo.test', password: 'Office123' } }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(response.json()).toEqual({ success: false, message: DATABASE_AWAY_MESSAGE });
      }
    } finally {
      cluster.resume();
    }
    await expect.poll(async () => (await player()).statusCode, { timeout: 30_000, interval: 200 }).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${API}/info` })).statusCode).toBe(200);
    // The refused calls changed nothing: the refresh token still works, the record is as it was.
    const refreshed = await app.inject({ method: 'POST', url: `${API}/auth/refresh-token`, payload: { refreshToken } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const after = await app.inject({ method: 'GET', url: `${API}/op1/players/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(after.json().payload).toEqual(record.json().payload);
  });
});
