/**
 * The beta office items end to end: the dashboard (/index2), roles, quick links and exports open
 * from the menu for beta users of both views, list, filter and act; without the beta flag each
 * sends the user home with the toast saying why, and the API keeps other operators out (403).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole();
}, 300_000);
afterAll(async () => {
  await app?.close();
});

/** A signed-in page with the beta flag on (or off). */
async function signedIn(account: { email: string; password: string }, beta = true): Promise<Page> {
  const { context, page } = await app.newPage();
  if (beta) await context.addInitScript(() => localStorage.setItem('backoffice.flag.beta', 'true'));
  await login(page, app.url, account);
  return page;
}

/** Opens an item of the beta office group of the side menu. */
async function openFromMenu(page: Page, name: string, path: string) {
  await page.locator('.RaSidebar-fixed').getByRole('group', { name: 'Office (beta)' }).getByRole('menuitem', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Calls the API from inside the page with the signed-in user's token. */
function callApi(page: Page, path: string, method = 'GET'): Promise<{ status: number; body: { payload?: unknown } | null }> {
  return page.evaluate(
    async ({ url, verb }) => {
      const token = localStorage.getItem('backoffice.accessToken');
      const response = await fetch(url, { method: verb, headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url: `/api/officeapp/${path}`, verb: method },
  );
}

const table = (page: Page) => page.getByTestId('resource-table');

describe('the dashboard (/index2)', () => {
  it('shows the queues, the figures of a time frame and currency, and their chart', async () => {
    const page = await signedIn(DEMO.office1);
    const answers: { series?: { period: string }[]; currencies: { currency: string }[] }[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.endsWith('/dashboard') && response.status() === 200)
        answers.push((await response.json()).payload);
    });
    await openFromMenu(page, 'Dashboard', '/index2');
    await page.getByTestId('dashboard-chart').waitFor({ timeout: 30_000 });
    expect(Number(await page.getByTestId('queue-count-kycUnderReview').innerText())).toBeGreaterThanOrEqual(0);
    await page.getByTestId('dashboard-page').getByRole('combobox', { name: 'Time frame' }).click();
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    await expect.poll(() => answers.filter((answer) => (answer.series?.length ?? 0) > 7).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const summary = answers.at(-1)!;
    expect(summary.series!.every((point) => /^\d{4}-\d{2}-\d{2}$/.test(point.period))).toBe(true);
    const currencies = summary.currencies.map((entry) => entry.currency);
    await expect
      .poll(() => page.getByTestId('dashboard-currencies').locator('tbody tr').count(), { timeout: 30_000 })
      .toBe(currencies.length);
    if (currencies.length > 1) {
      await page.getByTestId('dashboard-page').getByRole('combobox', { name: 'Currency' }).click();
      await page.getByRole('option', { name: currencies[1], exact: true }).click();
      await page.getByText(`Per day, ${currencies[1]}`).waitFor();
    }
    // A year is charted per month.
    await page.getByTestId('dashboard-page').getByRole('combobox', { name: 'Time frame' }).click();
    await page.getByRole('option', { name: 'This year', exact: true }).click();
    await page.getByText(/^Per month, /).waitFor({ timeout: 30_000 });
    await page.getByTestId('queue-kycUnderReview').click();
    await page.waitForURL((url) => url.pathname === '/kyc');
  });
});

describe('roles', () => {
  it('lists the roles with what each may do, as the server checks it', async () => {
    const page = await signedIn(DEMO.office1);
    await openFromMenu(page, 'Roles', '/roles');
    await page.getByTestId('role-DENY_ALL').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid^="role-"][data-testid$="_MANAGER"], [data-testid="role-OFFICE"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.MuiAccordion-root').count()).toBe(10);
    expect(await page.getByTestId('role-summary-PLAYER').innerText()).toBe('Player app only: no access to this console');
    await page.getByTestId('role-OFFICE').getByRole('button').first().click();
    const officeLog = page.getByTestId('role-OFFICE').getByTestId('role-screen-statistics-activities-log');
    await officeLog.waitFor();
    expect(await officeLog.innerText()).not.toContain('Add activity');
    await page.getByTestId('role-CENTRAL_MANAGER').getByRole('button').first().click();
    expect(await page.getByTestId('role-CENTRAL_MANAGER').getByTestId('role-screen-statistics-activities-log').innerText()).toContain(
      'Add activity',
    );
    // What the page says an office manager may not do, the server refuses.
    expect((await callApi(page, 'op1/activities-log/add', 'POST')).status).toBe(403);
    await page.getByTestId('role-OFFICE').getByRole('link', { name: 'KYC', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/kyc');
  });
});

describe('quick links', () => {
  it('pins a page from the app bar, opens it, reorders and removes links', async () => {
    const page = await signedIn(DEMO.office1);
    await page.goto(`${app.url}/statistics-activities-log`);
    await table(page).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Pin this page to Quick links' }).click();
    await page.getByText('Page pinned to Quick links').waitFor();
    await page.getByRole('button', { name: 'Unpin this page from Quick links' }).waitFor();
    await openFromMenu(page, 'Quick links', '/quick-links');
    await table(page).waitFor();
    const titles = () => page.locator('[data-testid="cell-title"]').allInnerTexts();
    await expect.poll(titles, { timeout: 30_000 }).toContain('Activity log');
    const before = await titles();
    expect(before.slice(0, 3)).toEqual(['KYC under review', 'Withdrawals waiting', 'Locked players']);
    // Down on the first link swaps it with the second.
    await page.locator('[data-testid^="action-moveDown-"]').first().click();
    await expect.poll(titles, { timeout: 30_000 }).toEqual([before[1], before[0], ...before.slice(2)]);
    // Search narrows the list.
    await page.getByRole('searchbox', { name: 'Title', exact: true }).fill('Locked');
    await expect.poll(titles, { timeout: 30_000 }).toEqual(['Locked players']);
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect.poll(async () => (await titles()).length, { timeout: 30_000 }).toBe(before.length);
    const pinned = page.locator('[role="row"]', { has: page.getByText('Activity log', { exact: true }) });
    await pinned.locator('[data-testid^="action-remove-"]').click();
    await expect.poll(titles, { timeout: 30_000 }).not.toContain('Activity log');
    await page.getByRole('link', { name: 'Locked players' }).click();
    await page.waitForURL((url) => url.pathname === '/players' && url.search.includes('LOCKED'));
    // Another operator's manager does not see them.
    expect((await callApi(page, 'op2/quick-links')).status).toBe(403);
  });
});

describe('exports', () => {
  it('writes a list on the server, downloads it, uploads a file and filters by status', async () => {
    const page = await signedIn(DEMO.office1);
    await page.goto(`${app.url}/players`);
    await table(page).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Export to server' }).click();
    const toast = page.getByText(/^The server is writing players-\d{8}-\d{4}\.csv: find it under Exports$/);
    await toast.waitFor({ timeout: 30_000 });
    const fileName = /players-\d{8}-\d{4}\.csv/.exec(await toast.innerText())![0];
    await openFromMenu(page, 'Exports', '/exports');
    await table(page).waitFor();
    const row = page.locator('[role="row"]', { has: page.getByText(fileName) }).first();
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh now' }).first().click();
          return row.getByTestId('cell-status').innerText();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe('Ready');
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      row.getByRole('button', { name: `Download ${fileName}` }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(fileName);
    const text = readFileSync((await file.path())!, 'utf8');
    const rows = Number((await row.getByTestId('cell-rows').innerText()).trim());
    expect(text.trimEnd().split('\r\n')).toHaveLength(rows + 1);

    await page
      .getByTestId('upload-export-input')
      .setInputFiles({ name: 'settlement.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Amount\r\n2026-01-02,10.00\r\n') });
    await page.getByText('settlement.csv uploaded').waitFor({ timeout: 30_000 });
    await page
      .locator('[role="row"]', { has: page.getByText('settlement.csv') })
      .first()
      .getByText('Uploaded by staff')
      .waitFor();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByLabel('Status', { exact: true }).and(page.locator('[role="combobox"]:not([data-testid="resource-table"] *)')).click();
    await page.getByRole('option', { name: 'Failed', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => new Set(await page.locator('[data-testid="cell-status"]').allInnerTexts()), { timeout: 30_000 })
      .toEqual(new Set(['Failed']));
    expect(await page.locator('[data-testid^="action-retry-"]:not([disabled])').count()).toBeGreaterThan(0);
    expect((await callApi(page, 'op2/exports')).status).toBe(403);
  });
});

describe('without the beta flag', () => {
  it('sends the user home from each beta office page, with the toast saying why', async () => {
    const page = await signedIn(DEMO.central, false);
    expect(await page.locator('.RaSidebar-fixed').getByRole('group', { name: 'Office (beta)' }).count()).toBe(0);
    for (const path of ['/index2', '/quick-links', '/exports', '/roles']) {
      await page.goto(`${app.url}${path}`);
      await page.getByText('This page is in beta: turn on beta features to open it.').first().waitFor({ timeout: 30_000 });
      await page.waitForURL((url) => url.pathname === '/');
    }
  });
});
