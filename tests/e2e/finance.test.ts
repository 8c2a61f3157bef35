/**
 * The finance product in the browser, as an operator's bookkeeper uses it: the March 2025
 * statement of the demo company uploaded as CAMT.053 books its twelve rows; the same month as
 * MT940 and as the bank's CSV (through the column mapping step) books nothing again; the files
 * list shows each upload with its counts, and the banking screen lists the booked rows with the
 * partner the IBAN names and the category the seeded rent rule gives. The taxes screen lists the
 * demo books' VAT periods with the closed one, expands a month into its rates, drills a figure down
 * to its invoices and closes the next month, at a desktop and a phone size, in English and German.
 * With `SCREENSHOT_DIR` set, each state is also saved as a picture there.
 */
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let page: Page;
const shots = process.env.SCREENSHOT_DIR;
const rows = (page: Page) => page.locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]');

async function shoot(name: string) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  app = await startConsole();
  const opened = await app.newPage();
  page = opened.page;
  // Banking is a beta screen (docs/finance.md).
  await opened.context.addInitScript(() => localStorage.setItem('backoffice.flag.beta', 'true'));
  await login(page, app.url, DEMO.office1);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

const sample = (name: string) => resolve('samples/spot', name);
const toast = (page: Page) => page.locator('.RaNotification, [role="alert"]').filter({ hasText: /Imported:/ });

/** Uploads a file from the files screen and answers with the notification's text once it shows. */
async function upload(file: string): Promise<string> {
  await page.getByTestId('spot-upload-input').setInputFiles(sample(file));
  const shown = toast(page).last();
  await shown.waitFor({ timeout: 60_000 });
  const text = await shown.innerText();
  await page.keyboard.press('Escape');
  await shown.waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  return text;
}

it('opens the files screen', async () => {
  await page.goto(`${app.url}/spot/spot-files`);
  await page.getByTestId('spot-upload').waitFor({ timeout: 30_000 });
});

it('books a CAMT.053 statement once, and finds its rows again in the MT940 and the CSV of the month', async () => {
  expect(await upload('camt053-sonnenberg-2025-03.xml')).toMatch(/Imported: 12 new, 0 already booked, 0 rejected/);
  expect(await upload('mt940-sonnenberg-2025-03.sta')).toMatch(/Imported: 0 new, 12 already booked, 0 rejected/);

  // A CSV names no account: it is chosen first, then the detected mapping is confirmed.
  await page.getByTestId('spot-upload-account').click();
  await page.getByRole('option', { name: /DE89370400440532013000/ }).click();
  await page.getByTestId('spot-upload-input').setInputFiles(sample('sparkasse-sonnenberg-2025-03.csv'));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('table').waitFor({ timeout: 60_000 });
  await expect(dialog.getByRole('table').innerText()).resolves.toContain('Kontoführung 03/2025');
  await dialog.getByTestId('spot-import').click();
  const shown = toast(page).last();
  await shown.waitFor({ timeout: 60_000 });
  expect(await shown.innerText()).toMatch(/Imported: 0 new, 12 already booked, 0 rejected/);
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });

  // The files list shows the three uploads with their formats.
  const table = page.getByTestId('resource-table');
  await expect.poll(async () => table.innerText(), { timeout: 30_000 }).toMatch(/sparkasse-sonnenberg-2025-03\.csv/);
  const listed = await table.innerText();
  expect(listed).toContain('camt053-sonnenberg-2025-03.xml');
  expect(listed).toContain('mt940-sonnenberg-2025-03.sta');
});

it('lists the booked rows on the banking screen with the partner and the category the rules give', async () => {
  await page.goto(`${app.url}/spot/spot-banking`);
  const table = page.getByTestId('resource-table');
  await table.waitFor({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search text, counterparty or IBAN' }).fill('Miete März 2025');
  await expect.poll(async () => table.innerText(), { timeout: 30_000 }).toMatch(/Immobilien Weber KG/);
  const rows = await table.innerText();
  expect(rows).toContain('Rent');
});

it('lists the books’ notifications, counts them in the bell and leads to the filtered list, on a phone and in German too', async () => {
  const shots = process.env.SCREENSHOT_DIR;
  const shoot = async (name: string) => {
    if (shots) await page.screenshot({ path: resolve(shots, `${name}.png`), fullPage: true });
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${app.url}/spot/spot-notifications`);
  const table = page.getByTestId('resource-table');
  await expect.poll(async () => table.innerText(), { timeout: 30_000 }).toMatch(/Transactions without a category/);
  // The bell counts the books' notifications beside the operator's alerts, and its drawer lists them first.
  const bell = page.getByRole('button', { name: /^Notifications: \d+$/ });
  await bell.waitFor({ timeout: 60_000 });
  await bell.click();
  const drawer = page.getByTestId('notifications-table');
  await expect.poll(async () => drawer.innerText(), { timeout: 30_000 }).toMatch(/transactions? without a category/);
  await shoot('notifications-drawer-en-1440');
  await drawer.getByRole('link', { name: /transactions? without a category/ }).click();
  await page.waitForURL(/\/spot\/spot-banking\?filter=/, { timeout: 30_000 });
  expect(decodeURIComponent(page.url())).toContain('"uncategorised":true');
  await page.goto(`${app.url}/spot/spot-notifications`);
  await expect.poll(async () => table.innerText(), { timeout: 30_000 }).toMatch(/Transactions without a category/);
  await shoot('notifications-en-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot('notifications-en-390');
  await page.evaluate(() => localStorage.setItem('backoffice.locale', 'de'));
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}/spot/spot-notifications`);
    await expect.poll(async () => page.getByTestId('resource-table').innerText(), { timeout: 30_000 }).toMatch(/Umsätze ohne Kategorie/);
    await shoot(`notifications-de-${width}`);
  }
  await page.evaluate(() => localStorage.setItem('backoffice.locale', 'en'));
});

it('lists the VAT periods with the closed month, drills a rate down to its invoices and closes the next month', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const periods = `${app.url}/spot/spot-taxes?filter=${encodeURIComponent(JSON.stringify({ issueDate: 'upToDate', grouping: 'MONTH' }))}&sort=startDate&order=ASC`;
  await page.goto(periods);
  const first = rows(page).first();
  await expect.poll(async () => first.innerText(), { timeout: 60_000 }).toMatch(/Closed[\s\S]*Sonnenberg Handels GmbH/);
  const closedId = (await first.getAttribute('data-testid'))!.slice(4);
  await expect(page.getByTestId(`action-closePeriod-${closedId}`).isDisabled()).resolves.toBe(true);
  await page.getByTestId(`expand-${closedId}`).click();
  const panel = page.getByTestId(`panel-${closedId}`);
  const link = panel.locator('a[href*="kind=SENT"][href*="vatRate=19"]').first();
  await link.waitFor({ timeout: 30_000 });
  await expect(panel.innerText()).resolves.toMatch(/19\s*%[\s\S]*7\s*%/);
  await shoot('taxes-en-1440');
  const figure = await link.innerText();
  await link.click();
  await page.waitForURL((url) => url.pathname === '/spot/spot-tax-invoices');
  await expect.poll(async () => page.getByTestId('resource-table').innerText(), { timeout: 30_000 }).toMatch(/Sent[\s\S]*19\s*%/);
  expect(await page.getByTestId('resource-table').innerText()).not.toMatch(/Incoming/);
  expect(figure).toMatch(/\d/);
  await shoot('tax-invoices-en-1440');

  await page.goto(periods);
  const second = rows(page).nth(1);
  await expect.poll(async () => second.innerText(), { timeout: 60_000 }).toMatch(/Open/);
  const openId = (await second.getAttribute('data-testid'))!.slice(4);
  await page.getByTestId(`action-closePeriod-${openId}`).click();
  await page.getByRole('dialog').getByTestId('confirm-closePeriod-submit').click();
  await page
    .locator('.RaNotification, [role="alert"]')
    .filter({ hasText: /VAT period \d{4}-\d{2} closed/ })
    .waitFor({ timeout: 30_000 });
  await expect.poll(async () => second.innerText(), { timeout: 30_000 }).toMatch(/Closed/);
});

it('shows the VAT periods on a phone, and in German', async () => {
  const periods = `${app.url}/spot/spot-taxes?filter=${encodeURIComponent(JSON.stringify({ issueDate: 'upToDate', grouping: 'QUARTER' }))}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(periods);
  await expect.poll(async () => page.getByTestId('resource-table').innerText(), { timeout: 60_000 }).toMatch(/Q\d/);
  await shoot('taxes-en-390');
  await page.evaluate(() => localStorage.setItem('backoffice.locale', 'de'));
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(periods);
    await expect.poll(async () => page.getByTestId('resource-table').innerText(), { timeout: 60_000 }).toMatch(/Offen/);
    await expect(page.getByRole('heading', { level: 1 }).first().innerText()).resolves.toMatch(/USt\.-Zeitr/);
    await shoot(`taxes-de-${width}`);
  }
  await page.evaluate(() => localStorage.setItem('backoffice.locale', 'en'));
});
