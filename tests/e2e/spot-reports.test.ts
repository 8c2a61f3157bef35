/**
 * The finance product's reports in the browser on the demo books: profitability per entity and per
 * cost center, and the cash-flow screen with its forecast chart, whose lowest point is marked and
 * labelled inside the chart, at a desktop and a phone size, in English and German. With
 * `SCREENSHOT_DIR` set, each state is also saved as a picture there.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let page: Page;
const shots = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  app = await startConsole();
  const opened = await app.newPage();
  page = opened.page;
  await login(page, app.url, DEMO.office1);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

async function shoot(name: string) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** The box of `inner` lies within the box of `outer`. */
async function inside(inner: ReturnType<Page['locator']>, outer: ReturnType<Page['locator']>) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x);
  expect(a!.y).toBeGreaterThanOrEqual(b!.y);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + b!.height + 0.5);
}

async function noSidewaysScroll() {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

it('shows the profitability of the demo company per entity and per cost center', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${app.url}/spot/reports`);
  const chart = page.getByTestId('spot-profitability-chart');
  await chart.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 60_000 });
  await expect(page.getByRole('table').innerText()).resolves.toContain('Sonnenberg Handels GmbH');
  await shoot('profitability-en-1440');
  await page.goto(
    `${app.url}/spot/reports?filter=${encodeURIComponent(JSON.stringify({ bookingDate: 'currentYear', grouping: 'COST_CENTER' }))}`,
  );
  await expect.poll(async () => page.getByRole('table').innerText(), { timeout: 30_000 }).toMatch(/VERTRIEB|LAGER|VERWALTUNG/);
  await shoot('profitability-cost-centers-en-1440');
});

it('shows the cash flow per month and the forecast with its lowest point labelled inside the chart', async () => {
  await page.goto(`${app.url}/spot/spot-reports`);
  const forecast = page.getByTestId('spot-forecast-chart');
  await forecast.locator('.recharts-line-curve').waitFor({ timeout: 60_000 });
  const label = page.getByTestId('spot-forecast-lowest-label');
  await label.waitFor({ timeout: 30_000 });
  await expect(label.textContent()).resolves.toMatch(/^Lowest: \d.*EUR.*\(\d/);
  await inside(label, forecast.locator('svg').first());
  await page.getByTestId('spot-cash-flow-chart').locator('.recharts-bar-rectangle').first().waitFor({ timeout: 30_000 });
  await expect(page.getByTestId('spot-forecast-recurring').innerText()).resolves.toContain('Immobilien Weber KG');
  await shoot('cash-flow-en-1440');
});

it('fits a phone, in German too', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.url}/spot/spot-reports`);
  const forecast = page.getByTestId('spot-forecast-chart');
  await forecast.locator('.recharts-line-curve').waitFor({ timeout: 60_000 });
  const label = page.getByTestId('spot-forecast-lowest-label');
  await label.waitFor({ timeout: 30_000 });
  await inside(label, forecast.locator('svg').first());
  await noSidewaysScroll();
  await shoot('cash-flow-en-390');
  await page.goto(`${app.url}/spot/reports`);
  await page.getByTestId('spot-profitability-chart').locator('.recharts-bar-rectangle').first().waitFor({ timeout: 60_000 });
  await noSidewaysScroll();
  await shoot('profitability-en-390');

  await page.evaluate(() => localStorage.setItem('backoffice.locale', 'de'));
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}/spot/spot-reports`);
    const label = page.getByTestId('spot-forecast-lowest-label');
    await label.waitFor({ timeout: 60_000 });
    await expect(label.textContent()).resolves.toMatch(/^Tiefster Stand: \d.*EUR.*\(\d/);
    await inside(label, page.getByTestId('spot-forecast-chart').locator('svg').first());
    await noSidewaysScroll();
    await shoot(`cash-flow-de-${width}`);
    await page.goto(`${app.url}/spot/reports`);
    await page.getByTestId('spot-profitability-chart').locator('.recharts-bar-rectangle').first().waitFor({ timeout: 60_000 });
    await expect(page.getByRole('table').innerText()).resolves.toContain('Sonnenberg Handels GmbH');
    await noSidewaysScroll();
    await shoot(`profitability-de-${width}`);
  }
});
