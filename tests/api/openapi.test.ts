/**
 * The API contract (server/generated/openapi.json): the reference server registers exactly the
 * document's calls, serves the document, and its answers to every read call validate against the
 * document's schemas (the conformance kit run through the server). The kit names a renamed field.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../server/http/routeTable';
import { formatTable, runContract } from '../../scripts/contract/runContract';
import { SAFE_WRITES } from '../../scripts/contract/safeWrites';
import { sql } from '../../server/db/sql';
import { injectFetch } from './consoleProvider';
import { API, createTestApi, type TestApi } from './helpers';

const document = JSON.parse(readFileSync(new URL('../../server/generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** `GET /{op}/players/{id}` with parameter names dropped: `GET /{}/players/{}`. */
const normalise = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{\w+\}|:\w+/g, '{}')}`;

describe('the contract document', () => {
  it('lists exactly the calls the reference server registers', () => {
    const served = new Set(
      routeTable(api.app)
        .filter((route) => route.method !== 'HEAD' && route.url.startsWith(`${API}/`))
        .map((route) => normalise(route.method, route.url.slice(API.length))),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => normalise(method, path))),
    );
    expect([...served].filter((call) => !documented.has(call)).sort(), 'served but not in the document').toEqual([]);
    expect([...documented].filter((call) => !served.has(call)).sort(), 'in the document but not served').toEqual([]);
    const count = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(count, 'one entry per call').toBe(documented.size);
  });

  it('is served at GET /api/officeapp/openapi.json without a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(document);
  });

  it.each([
    ['office1@demo.test', 'Office123'],
    ['central@demo.test', 'Central123'],
  ])(
    'answers every read call as the document says (%s)',
    async (username, password) => {
      const rows = await runContract({ api: API, username, password, document, fetch: injectFetch(api.app) });
      console.log(formatTable(rows));
      expect(rows.filter((row) => !row.ok)).toEqual([]);
      const checked = rows.filter((row) => !row.skipped);
      expect(checked.length).toBeGreaterThan(30);
    },
    180_000,
  );
});

describe('the conformance kit with --write', () => {
  it.each([
    ['office1@demo.test', 'Office123'],
    ['central@demo.test', 'Central123'],
  ])(
    'makes the safe writes, each answered as the document says, and changes no record (%s)',
    async (username, password) => {
      const snapshot = () =>
        api.db.query(
          sql`SELECT id, status, disabled_reason, kyc_status, account_type, risk_group, withdrawal_state, first_name, limits,
          exclude_until, exclusion_description FROM players ORDER BY id`,
        );
      const documents = () => api.db.query(sql`SELECT id, document_status FROM kyc_documents ORDER BY id`);
      const before = [await snapshot(), await documents()];
      const rows = await runContract({ api: API, username, password, document, write: true, fetch: injectFetch(api.app) });
      console.log(formatTable(rows));
      expect(rows.filter((row) => !row.ok)).toEqual([]);
      const made = rows.filter((row) => !row.skipped).map((row) => row.call);
      expect(made).toEqual(expect.arrayContaining(SAFE_WRITES.map((write) => write.call)));
      expect(rows.at(-1)!.call).toBe('POST /auth/logout');
      expect([await snapshot(), await documents()]).toEqual(before);
      // The writes that move money or send e-mail are listed, not made.
      expect(rows.find((row) => row.call === 'POST /{op}/deposits/{id}/manualRetry')?.result).toBe('SKIPPED: not made: it moves money');
    },
    180_000,
  );
});

describe('the conformance kit', () => {
  it('names a field the API renamed in the players list', async () => {
    const inner = injectFetch(api.app);
    // A proxy that renames playerCode to playerKode in the players list answer.
    const proxy = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await inner(input, init);
      if (!/\/op1\/players(\?|$)/.test(String(input))) return response;
      const text = (await response.text()).replaceAll('"playerCode":', '"playerKode":');
      return new Response(text, { status: response.status, headers: response.headers });
    }) as typeof fetch;
    const rows = await runContract({ api: API, username: 'office1@demo.test', password: 'Office123', document, fetch: proxy });
    const players = rows.find((row) => row.call === 'GET /{op}/players')!;
    // Every row's missing field is named, not the first only.
    const named = players.findings.filter((f) => /^\$\.payload\.content\[\d+\]\.playerCode: /.test(f.message));
    expect(named.length).toBeGreaterThan(1);
    expect(named[0]!.source).toBe('reference server');
  }, 180_000);
});
