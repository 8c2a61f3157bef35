/**
 * PostgreSQL stops under a running server and a signed-in console: the API answers 503, so the
 * console shows its server-unavailable bar without the network hint (000 §2, §8) and retries;
 * when PostgreSQL is back the bar goes away by itself and the list loads again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { startPgCluster, type PgCluster } from '../support/pg-cluster';
import { DEMO, login, startConsole, type Console } from './harness';

let cluster: PgCluster;
let app: Console;
let page: Page;

beforeAll(async () => {
  cluster = await startPgCluster();
  const db = await openDatabase({ databaseUrl: cluster.url });
  try {
    await migrate(db);
    await seed(db, { scale: 0.02 });
  } finally {
    await db.close();
  }
  app = await startConsole({ databaseUrl: cluster.url });
  ({ page } = await app.newPage());
  await login(page, app.url, DEMO.office1);
});

afterAll(async () => {
  await app?.close();
  cluster?.stop();
});

const bar = () => page.getByTestId('server-unavailable');

describe('a database restart in the console', () => {
  it('shows the server-unavailable bar while PostgreSQL is stopped and recovers by itself', async () => {
    cluster.pause();
    try {
      // The tab regaining focus reloads the signed-in manager, as a person switching back would.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await bar().waitFor({ timeout: 30_000 });
      await expect.poll(() => bar().innerText()).toContain('The server is currently unavailable.');
      // A 503: the server answers, so the network is not the problem.
      expect(await bar().innerText()).not.toContain('Check network connection.');
      await expect.poll(() => bar().innerText()).toMatch(/Will retry in \d+ seconds\.\.\./);
    } finally {
      cluster.resume();
    }
    await bar().waitFor({ state: 'detached', timeout: 60_000 });
    await page.reload();
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(1);
  });
});
