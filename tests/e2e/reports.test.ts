/**
 * The Statistics group's reports end to end, on the built console and the real server: Profit and
 * loss and Reports open from the menu, list what the server computed, filter (the time frame, the
 * period, a sport, concentrated markets), switch figures and tabs with `view` kept in the address,
 * export the rows,
 * and a central manager changes a significant-event threshold (validated in the form, logged). An
 * office manager who opens offer monitoring or the thresholds is sent home with a toast saying why,
 * and the API answers 403.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv';
import { DEMO, headerTexts, login, startConsole, type Console } from './harness';

let app: Console;
/** How long a poll waits for a report the server computes. */
const SERVER = { timeout: 60_000 };

beforeAll(async () => {
  app = await startConsole();
}, 300_000);
afterAll(async () => {
  await app?.close();
});

/** Calls the API from inside the page with the signed-in user's token. */
async function api(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = localStorage.getItem('backoffice.accessToken');
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url: `/api/officeapp/${path}`, method: init.method ?? 'GET', body: init.body },
  );
}

/** The last list answer of an API path (`op1/profit-loss`) the page received. */
function lastList(page: Page, path: RegExp) {
  const answers: { url: URL; totalElements: number; content: Record<string, unknown>[] }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!path.test(url.pathname) || !url.searchParams.has('page') || response.status() !== 200) return;
    // An answer the page navigated away from before reading has no body any more.
    const body = await response.json().catch(() => undefined);
    if (body) answers.push({ url, ...body.payload });
  });
  return () => answers.at(-1);
}

const rows = (page: Page) => page.locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]');
/** How many rows the (virtualised) table holds, shown or not. */
async function tableRows(page: Page) {
  const table = page.getByTestId('resource-table');
  return (await table.count()) === 0 ? 0 : Number(await table.getAttribute('aria-rowcount')) - 1;
}
const cells = (page: Page, source: string) => page.locator(`[data-testid^="row-"] > [data-testid="cell-${source}"]`).allInnerTexts();
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const urlFilter = (page: Page) => JSON.parse(urlParam(page, 'filter') ?? '{}') as Record<string, unknown>;
/** The `filter` a list request sent (time frames resolved to instants). */
const wireFilter = (answer: { url: URL }) => JSON.parse(answer.url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
/** The first instant of a calendar month in UTC, the browser's time zone here. */
const utcStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString();

async function openFromMenu(page: Page, name: string) {
  await page.getByRole('menuitem', { name, exact: true }).click();
  await rows(page).first().waitFor({ timeout: 60_000 });
}

/** Picks an option of a (multi-)select filter of the filter bar. */
async function choose(page: Page, label: string, option: string, multiple = false) {
  const toggle = page.getByRole('button', { name: /^filters/i });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel(label, { exact: true }).and(page.locator('[role="combobox"]:not([data-testid="resource-table"] *)')).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('an office manager', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.office1);
  });

  it('opens Profit and loss from the menu: the days of this month, a chart, months by the period filter, the CSV of the rows, and this year by the time frame', async () => {
    const last = lastList(page, /\/op1\/profit-loss$/);
    await openFromMenu(page, 'Profit and loss');
    expect(new URL(page.url()).pathname).toBe('/statistics-profit-loss');
    await expect.poll(() => last()?.url.searchParams.get('timeZone'), SERVER).toBe('UTC');
    const now = new Date();
    expect(wireFilter(last()!)).toEqual({
      created: { from: utcStart(now.getUTCFullYear(), now.getUTCMonth()), to: expect.any(String) },
      period: 'DAY',
    });
    await expect.poll(async () => (await tableRows(page)) === last()!.totalElements, SERVER).toBe(true);
    expect(new Set(await cells(page, 'currencyCode'))).toEqual(new Set(['EUR']));
    const first = last()!.content[0] as { stakes: number; grossGamingRevenue: number; openStakes: number; payouts: number };
    expect(first.grossGamingRevenue).toBeCloseTo(first.stakes - first.openStakes - first.payouts, 2);

    const chart = page.getByTestId('report-chart');
    expect(await chart.getAttribute('aria-label')).toBe('Net gaming revenue, EUR');
    await page.getByTestId('report-chart-frame').getByRole('button', { name: 'Deposits', exact: true }).click();
    expect(await chart.getAttribute('aria-label')).toBe('Deposits, EUR');

    await choose(page, 'Group by', 'Month');
    await expect.poll(() => urlFilter(page).period, SERVER).toBe('MONTH');
    await expect.poll(() => last()?.content.every((row) => row.period === 'MONTH'), SERVER).toBe(true);
    await expect.poll(() => rows(page).count(), SERVER).toBe(1);
    expect((await cells(page, 'periodStart'))[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}( – \d{1,2})?, \d{4}$|^[A-Z][a-z]+ \d{4}$/);

    await page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('menuitem', { name: /^All pages$/ }).click(),
    ]);
    const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
    // The file's columns are the table's, in the order a wide screen shows them: the key figures after the period.
    expect(csv[0]).toEqual((await headerTexts(page)).map((text) => text.trim()));
    expect(csv[0][0]).toBe('Period');
    expect(csv).toHaveLength(2);

    await choose(page, 'Time frame', 'This year');
    await expect.poll(() => urlFilter(page), SERVER).toEqual({ created: 'currentYear', period: 'MONTH' });
    await expect.poll(() => (wireFilter(last()!).created as { from?: string }).from, SERVER).toBe(utcStart(now.getUTCFullYear(), 0));
    await expect.poll(async () => (await tableRows(page)) === last()!.totalElements, SERVER).toBe(true);
    const months = last()!.content.map((row) => String(row.periodStart));
    expect(months[0]).toBe(utcStart(now.getUTCFullYear(), now.getUTCMonth()));
    expect(months.every((start) => start >= utcStart(now.getUTCFullYear(), 0))).toBe(true);
  });

  it('opens Reports from the menu on Revenue and switches views, keeping the view in the address, filtering liability by sport', async () => {
    const revenue = lastList(page, /\/op1\/reports\/revenue$/);
    const significant = lastList(page, /\/op1\/reports\/significant-events$/);
    await openFromMenu(page, 'Reports');
    expect(urlParam(page, 'view')).toBe('revenue');
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['REVENUE', 'LIABILITY', 'FUTURE EVENTS', 'SIGNIFICANT EVENTS']);
    await page.getByTestId('report-chart').waitFor();
    await expect.poll(async () => (await tableRows(page)) === revenue()?.content.length, SERVER).toBe(true);
    expect(wireFilter(revenue()!)).toMatchObject({
      period: 'DAY',
      created: { from: utcStart(new Date().getUTCFullYear(), new Date().getUTCMonth()) },
    });

    await page.getByRole('tab', { name: 'Liability' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'liability');
    await rows(page).first().waitFor({ timeout: 60_000 });
    const exposures = (await cells(page, 'exposure')).map((text) => Number(text.replace(/[^\d.-]/g, '')));
    expect(exposures).toEqual([...exposures].sort((a, b) => b - a));
    await choose(page, 'Sport', 'Football', true);
    await expect.poll(() => urlFilter(page).sportCode, SERVER).toEqual(['FOOTBALL']);
    expect(urlParam(page, 'view')).toBe('liability');
    await expect.poll(async () => new Set(await cells(page, 'sportCode')), SERVER).toEqual(new Set(['Football']));

    await page.getByRole('tab', { name: 'Future events' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'future-events' && url.searchParams.has('filter'));
    expect(urlFilter(page)).toEqual({ matchDate: 'next3days' });
    await rows(page).first().waitFor({ timeout: 60_000 });

    await page.getByRole('tab', { name: 'Significant events' }).click();
    await page.getByText(/Large stakes and large wins are measured/).waitFor();
    await expect.poll(() => significant()?.url.searchParams.has('filter'), SERVER).toBe(true);
    expect(urlFilter(page)).toEqual({ created: 'last7days' });
    expect(Date.now() - Date.parse((wireFilter(significant()!).created as { from: string }).from)).toBeGreaterThan(6 * 86_400_000);
    await expect.poll(async () => (await tableRows(page)) === significant()!.content.length, SERVER).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit thresholds' }).count()).toBe(0);
  });

  it('is sent home from offer monitoring and the thresholds with a toast saying why, and the API answers 403', async () => {
    for (const path of ['/reports?view=offer-monitoring', '/significant-event-thresholds']) {
      await page.goto(`${app.url}${path}`);
      await page.getByText("This page belongs to the central office: it is not part of an operator's console.").first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');
    }
    expect((await api(page, 'op1/reports/offer-monitoring?page=0&size=25')).status).toBe(403);
    expect((await api(page, 'op1/significant-event-thresholds?page=0&size=25')).status).toBe(403);
    expect((await api(page, 'op2/profit-loss?page=0&size=25')).status).toBe(403);
  });
});

describe('a central manager', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.central);
  });

  it('monitors the offer across operators and filters the concentrated markets', async () => {
    await openFromMenu(page, 'Reports');
    await page.getByRole('tab', { name: 'Offer monitoring' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'offer-monitoring');
    await rows(page).first().waitFor({ timeout: 60_000 });
    const stakes = (await cells(page, 'stakes')).map((text) => Number(text.replace(/[^\d.-]/g, '')));
    expect(stakes).toEqual([...stakes].sort((a, b) => b - a));
    await choose(page, 'Concentrated', 'Yes');
    await expect.poll(() => urlFilter(page).concentrated, SERVER).toBe(true);
    const tones = () => rows(page).evaluateAll((shown) => shown.map((row) => row.getAttribute('data-tone')));
    await expect
      .poll(
        async () => {
          const t = await tones();
          return t.length > 0 && t.every((tone) => tone === 'warning');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await page.locator('[data-testid="cell-concentrated"] [aria-label="Yes"]').count()).toBe(await rows(page).count());
  });

  it('changes a threshold from significant events: refused below the minimum, saved and logged', async () => {
    await page.goto(`${app.url}/reports?view=significant-events`);
    await page.getByRole('link', { name: 'Edit thresholds' }).click();
    await page.waitForURL((url) => url.pathname === '/significant-event-thresholds');
    const eur = page.locator('[data-testid^="row-"]').filter({ hasText: 'EUR' });
    await eur.getByRole('button', { name: 'Edit' }).click();
    const stake = page.getByLabel('Large stake from');
    await stake.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be at least 0.01').waitFor();
    await stake.fill('420');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Thresholds saved').waitFor();
    const list = await api(page, 'central/significant-event-thresholds?page=0&size=25');
    expect(list.body.payload.content.find((row: { currency: string }) => row.currency === 'EUR').largeStake).toBe(420);
    const log = await api(
      page,
      `central/activities-log?page=0&size=1&filter=${encodeURIComponent(JSON.stringify({ logType: 'DATA_CHANGED' }))}`,
    );
    expect(log.body.payload.content[0]).toMatchObject({ logType: 'DATA_CHANGED', details: expect.stringContaining('largeStake') });
  });
});
