import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { DYNAMIC_BROTLI_QUALITY } from '../../server/http/staticAssets';

const BIG_SCRIPT = `export const rows = [${Array.from({ length: 500 }, (_, i) => `"row ${i}"`).join(',')}];`;

let dir: string;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Backoffice</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'big-Ab12Cd34.js'), BIG_SCRIPT);
  writeFileSync(join(dir, 'assets', 'big-Ab12Cd34.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dir, 'assets', 'big-Ab12Cd34.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(join(dir, 'version.json'), '{"version":"1"}');
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

  it('sends the precompressed brotli file of a hashed asset, cached for a year as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/big-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('falls back to the gzip file, then to the plain file', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/big-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/big-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it.each(['/', '/index.html', '/players', '/version.json'])('revalidates %s on every load (no-cache)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/officeapp/info', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).success).toBe(true);
    const gzip = await app.inject({ method: 'GET', url: '/api/officeapp/info', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).success).toBe(true);
  });

  it('compresses JSON answers at the declared brotli quality, not the plugin default', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/officeapp/info', headers: { 'accept-encoding': 'br' } });
    const plain = brotliDecompressSync(response.rawPayload);
    const at = (quality: number) =>
      brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: quality },
      });
    expect(at(DYNAMIC_BROTLI_QUALITY).length).toBeLessThan(at(4).length);
    expect(response.rawPayload.equals(at(DYNAMIC_BROTLI_QUALITY))).toBe(true);
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
