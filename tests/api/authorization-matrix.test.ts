/**
 * Authorization matrix: every registered route × method × identity (none, forged, expired,
 * an office manager of another operator, central). Nothing but the public calls answers without a
 * valid session, no operator's data reaches another operator's manager, and nothing answers 5xx.
 */
import { SignJWT } from 'jose';
import { sql } from '../../server/db/sql';
import { routeTable } from '../../server/http/routeTable';
import { API, createTestApi, type TestApi } from './helpers';

const SECRET = 'test-secret-test-secret-test-secret';

/** Calls that answer without a session (000 §7: info and the account calls). */
const PUBLIC =
  /^\/(info|openapi\.json|external-servers|auth\/(login|logout|refresh-token|register|reset-password|verify-token|send-activation-email|forgot-password))$/;

let api: TestApi;
let victim: { id: number; username: string; email: string };
let headers: Record<string, Record<string, string>>;

beforeAll(async () => {
  api = await createTestApi();
  [victim] = await api.db.query<typeof victim>(
    sql`SELECT id, username, email FROM players WHERE operator_code = 'op1' ORDER BY id LIMIT 1`,
  );
  const claims = JSON.parse(Buffer.from(api.tokens.central.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('another-secret-another-secret-another'));
  const expired = await new SignJWT({ ...claims, iat: Math.floor(Date.now() / 1000) - 3600, exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(SECRET));
  headers = {
    none: {},
    forged: { authorization: `Bearer ${forged}` },
    expired: { authorization: `Bearer ${expired}` },
    otherOperator: { authorization: `Bearer ${api.tokens.office2}` },
    central: { authorization: `Bearer ${api.tokens.central}` },
  };
});
afterAll(() => api.close());

/** Fills a route's parameters: operator op1, ids of op1's first player, plausible values elsewhere. */
function fill(url: string, op: string): string {
  return url.replace(/:(\w+)(\|:\w+)*/g, (_, name: string) => {
    if (name === 'op') return op;
    if (name === 'resource') return 'players';
    if (name === 'status') return 'ENABLED';
    if (/^(id|\w+Id)$/.test(name)) return String(victim.id);
    return 'x';
  });
}

/** An answer carries op1's data: its operator code or its player's name or e-mail. */
function carriesOp1(body: string): boolean {
  return body.includes('"op1"') || body.includes(victim.username) || body.includes(victim.email);
}

it('lets no identity reach what it must not, on every route', async () => {
  const routes = routeTable(api.app).filter((route) => route.url.startsWith(API));
  const cells: { identity: string; method: string; url: string; status: number; leak: boolean }[] = [];
  for (const route of routes) {
    const path = route.url.slice(API.length);
    const targets: [string, string, string][] = [
      ['none', 'none', fill(path, 'op1')],
      ['forged', 'forged', fill(path, 'op1')],
      ['expired', 'expired', fill(path, 'op1')],
      ['otherOperator', 'otherOperator', fill(path, 'op1')],
      ['central', 'central', fill(path, 'op1')],
    ];
    // The other operator's manager on its own operator's path, with op1's record ids.
    if (path.includes(':op') && /:(id|\w+Id)\b/.test(path)) targets.push(['otherOperator ids', 'otherOperator', fill(path, 'op2')]);
    for (const [identity, who, url] of targets) {
      // Logging out would end the session the later cells of this identity need.
      if (path === '/auth/logout' && (who === 'central' || who === 'otherOperator')) continue;
      const write = route.method !== 'GET' && route.method !== 'HEAD';
      const response = await api.app.inject({
        method: route.method as 'GET',
        url: `${API}${url}`,
        headers: { ...headers[who], ...(write ? { 'content-type': 'application/json' } : {}) },
        ...(write ? { payload: '{}' } : {}),
      });
      const ok = response.statusCode < 400;
      let leak = false;
      if (PUBLIC.test(path)) leak = false;
      else if (['none', 'forged', 'expired'].includes(identity)) leak = response.statusCode !== 401;
      else if (identity.startsWith('otherOperator')) leak = ok && carriesOp1(response.body);
      cells.push({ identity, method: route.method, url, status: response.statusCode, leak: leak || response.statusCode >= 500 });
    }
  }
  const leaks = cells.filter((cell) => cell.leak);
  const counts = new Map<string, number>();
  for (const cell of cells) counts.set(cell.identity, (counts.get(cell.identity) ?? 0) + 1);
  const byIdentity = [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
  console.log(`authorization matrix: ${cells.length} cells over ${routes.length} routes (${byIdentity}); leaks or 5xx: ${leaks.length}`);
  for (const leak of leaks.slice(0, 20)) console.log(JSON.stringify(leak));
  expect(leaks).toEqual([]);
  // The signed-in identities stayed signed in for the whole matrix, so their cells checked something.
  const signedOut = cells.filter(
    (cell) => (cell.identity === 'central' || cell.identity.startsWith('otherOperator')) && cell.status === 401,
  );
  expect(signedOut).toEqual([]);
}, 600_000);
