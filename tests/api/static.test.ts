import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';

let dir: string;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Backoffice</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  app = await createApp({ db, logger: false, staticDir: dir });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built console', () => {
  it('serves files', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it.each(['/', '/players', '/players/12/show', '/auth/login?open=login'])('falls back to index.html for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>Backoffice</title>');
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/officeapp/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });

  it('the info endpoint answers on an empty database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/officeapp/info' });
    expect(response.statusCode).toBe(200);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a request id and no internals', async () => {
    const other = await createApp({ db, logger: false });
    other.get('/api/officeapp/test-failure', async () => {
      throw new Error('secret internals');
    });
    const response = await other.inject({ method: 'GET', url: '/api/officeapp/test-failure' });
    await other.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal server error', requestId: expect.any(String) });
  });
});
