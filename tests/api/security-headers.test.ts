/** Security headers on API answers and on the console's files; no-store on API answers. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { API_CONTENT_SECURITY_POLICY } from '../../server/http/securityHeaders';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
let withConsole: FastifyInstance;
let staticDir: string;
const savedProxy = process.env.TRUST_PROXY;

beforeAll(async () => {
  api = await createTestApi();
  staticDir = mkdtempSync(join(tmpdir(), 'console-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Backoffice</title>');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'main-Ab12Cd34.js'), 'export const ready = true;');
  writeFileSync(join(staticDir, 'version.json'), '{"version":"1"}');
  process.env.TRUST_PROXY = 'true';
  withConsole = await createApp({ db: api.db, logger: false, staticDir, tokens: { secret: 'test-secret-test-secret-test-secret' } });
});
afterAll(async () => {
  if (savedProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = savedProxy;
  await withConsole.close();
  await api.close();
  rmSync(staticDir, { recursive: true, force: true });
});

function expectHardened(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toContain("script-src-attr 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https?:)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
}

/** What every API answer carries: a policy that loads nothing, no framing, no sniffing, no-store; no page headers. */
function expectApiHardened(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  expect(String(headers['content-security-policy'])).toContain("default-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe('no-store');
  for (const name of [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-xss-protection',
    'x-dns-prefetch-control',
  ]) {
    expect(headers[name]).toBeUndefined();
  }
}

it('hardens API answers (successful and refused) and marks them no-store', async () => {
  const list = await api.call('office1', { method: 'GET', url: `${API}/op1/players?page=0&size=25` });
  expect(list.statusCode).toBe(200);
  expectApiHardened(list.headers);
  const refused = await api.app.inject({ method: 'GET', url: `${API}/op1/players` });
  expect(refused.statusCode).toBe(401);
  expectApiHardened(refused.headers);
  const invalid = await api.call('office1', { method: 'GET', url: `${API}/op1/players?page=-1` });
  expect(invalid.statusCode).toBe(400);
  expectApiHardened(invalid.headers);
});

it('hardens the console files without no-store', async () => {
  const page = await withConsole.inject({ method: 'GET', url: '/players' });
  expect(page.statusCode).toBe(200);
  expectHardened(page.headers);
  expect(page.headers['cache-control']).not.toBe('no-store');
});

it("sends a hashed file the headers that guard files, not a document's policy", async () => {
  const script = await withConsole.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js' });
  expect(script.statusCode).toBe(200);
  expect(script.headers['x-content-type-options']).toBe('nosniff');
  expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(script.headers['cache-control']).toContain('immutable');
  for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
    expect(script.headers[name]).toBeUndefined();
  }
  const version = await withConsole.inject({ method: 'GET', url: '/version.json' });
  expect(version.headers['x-content-type-options']).toBe('nosniff');
  expect(version.headers['content-security-policy']).toBeUndefined();
  // A path under /assets/ that is no file gets the console's page, and a page gets the whole policy.
  const missing = await withConsole.inject({ method: 'GET', url: '/assets/missing.js' });
  expect(missing.headers['content-security-policy']).toBeDefined();
});

it('sends HSTS only over HTTPS', async () => {
  const plain = await withConsole.inject({ method: 'GET', url: `${API}/info` });
  expect(plain.headers['strict-transport-security']).toBeUndefined();
  const secure = await withConsole.inject({ method: 'GET', url: `${API}/info`, headers: { 'x-forwarded-proto': 'https' } });
  expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
});
