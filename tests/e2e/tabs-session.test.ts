/**
 * Two tabs of one session (a bet row link opens in a new tab) stay signed in across many token
 * refreshes: the tabs refresh one at a time under a Web Lock and share the new tokens, so no
 * refresh token is sent twice. The server runs with a 40 s access token lifetime (a refresh 30 s
 * after each token is issued, 000 §9's 10 s lead) and without its grace period for a repeated
 * refresh token, so any second use would end the session at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

const ROUNDS = 5;
let app: Console;
const saved = { ttl: process.env.ACCESS_TOKEN_TTL_SECONDS, grace: process.env.REFRESH_REUSE_GRACE_SECONDS };

beforeAll(async () => {
  process.env.ACCESS_TOKEN_TTL_SECONDS = '40';
  process.env.REFRESH_REUSE_GRACE_SECONDS = '0';
  app = await startConsole();
}, 300_000);
afterAll(async () => {
  await app?.close();
  for (const [name, value] of [
    ['ACCESS_TOKEN_TTL_SECONDS', saved.ttl],
    ['REFRESH_REUSE_GRACE_SECONDS', saved.grace],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// Five lifetimes of 40 s: 158 s alone on two cores. Beside the other half of the browser suite
// the refreshes stopped coming and it ran past 600 s, so it runs alone with E2E_TABS=1; the
// coordination is covered by tests/unit/auth/tabs.test.ts and tests/api/pg/refresh-races.test.ts.
describe('two tabs of one session', () => {
  it.skipIf(!process.env.E2E_TABS)(
    `refresh once between them for ${ROUNDS} token lifetimes and both stay signed in`,
    async () => {
      const { context, page: first } = await app.newPage();
      const refreshes: { token: string; status: number }[] = [];
      let roundDone: (() => void) | undefined;
      context.on('response', (response) => {
        if (!response.url().endsWith('/auth/refresh-token')) return;
        const body = response.request().postData() ?? '';
        refreshes.push({ token: (JSON.parse(body) as { refreshToken: string }).refreshToken, status: response.status() });
        roundDone?.();
      });
      await login(first, app.url, DEMO.office1);
      const second = await context.newPage();
      await second.goto(`${app.url}/betslips`);
      await second.getByTestId('resource-table').waitFor({ timeout: 30_000 });
      // Each round: both tabs plan the refresh for the same moment; one sends it.
      while (refreshes.length < ROUNDS) {
        await new Promise<void>((resolve) => {
          roundDone = resolve;
        });
      }
      roundDone = undefined;
      expect(refreshes.map((refresh) => refresh.status)).toEqual(refreshes.map(() => 200));
      expect(new Set(refreshes.map((refresh) => refresh.token)).size).toBe(refreshes.length);
      for (const page of [first, second]) {
        // Signed in: a page opened again shows the console, not the landing page's login.
        await page.reload();
        await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
        expect(await page.getByTestId('top-login').count()).toBe(0);
      }
      await context.close();
    },
    // The rounds take five lifetimes however fast the machine is; a busy one adds its delays.
    600_000,
  );
});
