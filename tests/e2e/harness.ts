/**
 * Browser end-to-end harness: the real server (the same `startServer` that `npm start` runs,
 * serving the built console from dist/) on a fresh embedded database in a temporary folder, and
 * Debian's headless Chromium driven by playwright-core. No mocked backend.
 */
import { cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startServer } from '../../server/start';
import { CHROMIUM_FLAGS } from '../support/chromium';
import { E2E_SEED_SCALE } from './seedScale';

export const DEMO = {
  central: { email: 'central@demo.test', password: 'Central123' },
  office1: { email: 'office1@demo.test', password: 'Office123' },
  office2: { email: 'office2@demo.test', password: 'Office123' },
} as const;

export type Console = Awaited<ReturnType<typeof startConsole>>;

/**
 * The demo data is dated relative to the day it is seeded: a copy seeded on another day (a run
 * across midnight) would show other figures for "today" than a fresh seed.
 */
function sameDay(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10) && a.toDateString() === b.toDateString();
}

/**
 * Starts the server on a random port with a fresh seeded database and a headless Chromium. At the
 * default scale the database is a copy of the run's seeded folder (tests/e2e/setup.ts) when it was
 * seeded today; otherwise the server seeds its own, as a new server does. With `databaseUrl`, the
 * server runs on that PostgreSQL database (seeded by the caller) instead.
 */
export async function startConsole(options: { seedScale?: number; databaseUrl?: string } = {}) {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: run node scripts/ensure-chromium.mjs`);
  }
  const seedScale = options.seedScale ?? E2E_SEED_SCALE;
  const dataDir = join(mkdtempSync(join(tmpdir(), 'backoffice-e2e-')), 'data');
  const template = inject('e2eTemplate');
  if (!options.databaseUrl && seedScale === E2E_SEED_SCALE && sameDay(new Date(template.seededAt), new Date())) {
    cpSync(template.dataDir, dataDir, { recursive: true });
  }
  const database = options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir };
  // The browser tests sign in with the seeded demo accounts and the one-click demo login, which an
  // installation offers only when asked to.
  const server = await startServer({ port: 0, ...database, staticDir: resolve('dist'), seedScale, demoLogin: true });
  // Activation and reset e-mails link to the address staff open, as PUBLIC_URL says in production.
  process.env.PUBLIC_URL = server.url;
  const browser: Browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  const outsideRequests: string[] = [];

  /** A new browser context whose requests must all stay on the server's origin. */
  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const origin = new URL(server.url).origin;
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outsideRequests.push(url);
    });
    return { context, page };
  }

  async function close() {
    await browser.close().catch(() => undefined);
    await server.close();
    rmSync(dirname(dataDir), { recursive: true, force: true });
  }

  return { url: server.url, server, browser, newPage, close, outsideRequests };
}

/** Logs in through the console's login form and waits for the players list. */
export async function login(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel(/e-mail/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
  if (!new URL(page.url()).pathname.startsWith('/players')) await page.goto(`${baseUrl}/players`);
  await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
}

/** A text as the page shows it, without the soft hyphens the console puts into long header words. */
export const withoutSoftHyphens = (text: string) => text.replace(/\u00AD/g, '');

/** The visible column headers' texts, in order, as an export writes them (the ticket icon column repeats the id and is left out). */
export async function headerTexts(page: Page): Promise<string[]> {
  const texts = await page.locator('[role="columnheader"][data-testid^="header-"]:not([data-testid="header-ticket"])').allInnerTexts();
  return texts.map(withoutSoftHyphens);
}

/** An API call from the page with its session's token, as the console makes it: the status and JSON body. */
export async function callApi(page: Page, path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ url, verb, payload }) => {
      const token = localStorage.getItem('backoffice.accessToken');
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method: verb, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url: `/api/officeapp/${path}`, verb: method, payload: body },
  );
}
