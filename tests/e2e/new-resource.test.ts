/**
 * "Adding a screen" as the README says it, proven end to end: a copy of the project gets a new
 * resource file, its catalogue entries and the migration of its new table (the files under
 * tests/e2e/fixtures/new-resource/), and nothing else. The copy is generated, its catalogues are
 * checked, the console is built, the real server started on it, and in Chromium the new screen is
 * listed, filtered, sorted, shown, edited (its declared rule refusing a bad value first) and
 * exported. The repository's own tree is never written.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS } from '../support/chromium';
import { parseCsv } from '../support/csv';
import { DEMO, login } from './harness';

const ROOT = resolve('.');
const FIXTURE = join(ROOT, 'tests/e2e/fixtures/new-resource');
const LANGUAGES = ['en', 'de', 'fr', 'tr', 'ro', 'hr', 'ru'];
/** What the copy needs to generate, build and serve. */
const PROJECT_PARTS = [
  'resources',
  'src',
  'server',
  'generator',
  'i18n',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

let copy: string;
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let baseUrl: string;
let serverOutput = '';

/** Runs a command in the copy; throws with its output when it fails. */
function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Merges `extra` into `target`, object by object. */
function merge(target: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(extra)) {
    const present = target[key];
    target[key] =
      value && typeof value === 'object' && present && typeof present === 'object'
        ? merge(present as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return target;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Adds the fixture's three kinds of files to the copy, where a developer would write them. */
function addTheScreen() {
  // The resource file imports the model as a file in resources/ does.
  const resource = readFileSync(join(FIXTURE, 'resources/bettingShop.ts'), 'utf8').replaceAll("'../../../../../resources/", "'./");
  writeFileSync(join(copy, 'resources/bettingShop.ts'), resource);
  cpSync(join(FIXTURE, 'server/migrations'), join(copy, 'server/migrations'), { recursive: true });
  for (const language of LANGUAGES) {
    const file = join(copy, `i18n/${language}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const entries = JSON.parse(readFileSync(join(FIXTURE, `i18n/${language}.json`), 'utf8')) as Record<string, unknown>;
    writeFileSync(file, `${JSON.stringify(merge(catalogue, entries), null, 2)}\n`);
  }
}

beforeAll(async () => {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: run node scripts/ensure-chromium.mjs`);
  copy = mkdtempSync(join(tmpdir(), 'backoffice-new-resource-'));
  for (const part of PROJECT_PARTS) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  addTheScreen();

  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const generated = run(tsx, ['generator/cli.ts']);
  expect(generated).toContain('wrote src/generated/betting-shops/BettingShopsList.tsx');
  run(tsx, ['scripts/i18n-check.ts']);
  run(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error']);

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(copy, 'data'), SEED_SCALE: '0.05' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Ready when it says so on its console (after migrating and seeding), failed when it exits first.
  await new Promise<void>((ready, fail) => {
    const listen = (chunk: Buffer) => {
      serverOutput += String(chunk);
      if (serverOutput.includes('Back office running at')) ready();
    };
    server!.stdout!.on('data', listen);
    server!.stderr!.on('data', listen);
    server!.once('exit', (code) => fail(new Error(`the server stopped (${code}):\n${serverOutput}`)));
  });
  const info = await fetch(`${baseUrl}/api/officeapp/info`);
  expect(info.status).toBe(200);
  browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}, 600_000);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The ids of the rendered rows, top to bottom. */
async function rowIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.slice(4)));
}

describe('a screen added as a resource file, catalogue entries and a migration', () => {
  it('is in the menu, lists, filters, sorts and shows its records', async () => {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await login(page, baseUrl, DEMO.central);

    // The menu places it from its declaration; the list shows the migration's rows in the default order.
    await page
      .locator('.RaSidebar-fixed')
      .getByRole('group', { name: 'Statistics' })
      .getByRole('menuitem', { name: 'Betting shops' })
      .click();
    await page.waitForURL((url) => url.pathname === '/betting-shops');
    await expect.poll(() => rowIds(page), { timeout: 30_000 }).toEqual(['1', '2', '3', '4']);

    // Filter: the declared city filter, sent to the server and answered from the derived table.
    const toggle = page.getByRole('button', { name: /^filters/i });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByLabel('City', { exact: true }).fill('Zagreb');
    await expect.poll(() => rowIds(page), { timeout: 30_000 }).toEqual(['2', '3']);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('Zagreb'));

    // Sort: by turnover, descending on the second click.
    await page.getByTestId('header-turnover').click();
    await expect.poll(() => rowIds(page), { timeout: 30_000 }).toEqual(['2', '3']);
    await page.getByTestId('header-turnover').click();
    await expect.poll(() => rowIds(page), { timeout: 30_000 }).toEqual(['3', '2']);
    expect(new URL(page.url()).searchParams.get('order')).toBe('DESC');

    // Show: a row opens its detail page with the declared section.
    await page.getByTestId('row-3').click();
    await page.waitForURL((url) => url.pathname === '/betting-shops/3/show');
    await expect.poll(() => page.getByTestId('field-shopName').innerText(), { timeout: 30_000 }).toContain('Riverside Kiosk');
    expect(await page.getByTestId('field-city').innerText()).toContain('Zagreb');
    expect(await page.getByTestId('field-operatorCode').innerText()).toContain('op2');
    await context.close();
  });

  it('edits a record under its declared rule and exports the list', async () => {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    await login(page, baseUrl, DEMO.central);

    // Edit: the shop name's declared rule (at most 40 characters) shows its message and keeps the form.
    await page.goto(`${baseUrl}/betting-shops/1/show`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === '/betting-shops/1');
    const shopName = page.getByLabel('Shop name');
    await expect.poll(() => shopName.inputValue(), { timeout: 30_000 }).toBe('Harbour Corner');
    await shopName.fill('x'.repeat(41));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Maximum length is 40').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/betting-shops/1');

    // A good value is saved and shown.
    await shopName.fill('Harbour Corner Bar');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor({ timeout: 15_000 });
    await page.goto(`${baseUrl}/betting-shops/1/show`);
    await expect.poll(() => page.getByTestId('field-shopName').innerText(), { timeout: 30_000 }).toContain('Harbour Corner Bar');

    // Export: all pages through the server's report, with the list's headers and the saved row.
    await page.goto(`${baseUrl}/betting-shops`);
    await expect.poll(() => rowIds(page), { timeout: 30_000 }).toEqual(['1', '2', '3', '4']);
    await page.getByRole('button', { name: 'Download' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('menuitem', { name: /^(All pages|First \d+ pages)$/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^betting-shops-.*\.csv$/);
    const csv = parseCsv(readFileSync((await file.path())!, 'utf8'));
    expect(csv[0]).toEqual(['ID', 'Shop name', 'City', 'Turnover', 'Opened']);
    expect(csv).toHaveLength(5);
    expect(csv[1].slice(0, 3)).toEqual(['1', 'Harbour Corner Bar', 'Split']);
    await context.close();
  });

  it('keeps another operator’s shops from an office manager', async () => {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await login(page, baseUrl, DEMO.office1);
    await page.goto(`${baseUrl}/betting-shops`);
    await expect.poll(() => rowIds(page), { timeout: 30_000 }).toEqual(['1', '2']);
    await context.close();
  });
});
