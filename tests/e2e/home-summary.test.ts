/**
 * Home as the start of the day end to end: the queues that need a person open their lists really
 * filtered (the filter in the address, in the filter bar and in the rows, the list's total equal
 * to the queue's count), the figures of the time frame per currency as the server counted them,
 * and the layout at 1440×900 and 390×844 in German.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

interface Summary {
  currencies: { currency: string; deposits: number; withdrawals: number; stakes: number; payouts: number; houseWin: number }[];
  newPlayers: number;
  betslips: number;
  queues: { kycUnderReview: number; withdrawalsWaiting: number };
}

/** Collects the dashboard answers the page receives. */
function dashboardAnswers(page: Page): Summary[] {
  const answers: Summary[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.endsWith('/dashboard') && response.status() === 200) answers.push((await response.json()).payload);
  });
  return answers;
}

async function openHome(page: Page) {
  await login(page, app.url, DEMO.office1);
  await page.goto(`${app.url}/`);
  await page.getByTestId('queue-withdrawalsWaiting').waitFor({ timeout: 30_000 });
}

/** The "1-25 of N" total of the list's pager. */
async function listTotal(page: Page): Promise<number> {
  const pager = page.getByText(/^\d+-\d+ of \d+/).first();
  await pager.waitFor({ timeout: 30_000 });
  return Number((await pager.innerText()).match(/of (\d+)/)![1]);
}

describe('home', () => {
  it('opens the waiting withdrawals filtered, visibly, with the queue count as the list total', async () => {
    const { page } = await app.newPage();
    await openHome(page);
    const count = Number(await page.getByTestId('queue-count-withdrawalsWaiting').innerText());
    expect(count).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/home-1440.png' });
    await page.getByTestId('queue-withdrawalsWaiting').click();
    await page.waitForURL((url) => url.pathname === '/withdrawals');
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter).toEqual({ status: ['PENDING', 'REQUESTED', 'TO_CHECK', 'FAILED', 'UNKNOWN'] });
    expect(await listTotal(page)).toBe(count);
    const statuses = await page.locator('[data-testid="cell-status"]').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of new Set(statuses)) expect(['Pending', 'Requested', 'To Check', 'Failed', 'Unknown']).toContain(status);
    // The filter bar shows what the link set.
    const toggle = page.getByRole('button', { name: /^filters/i });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const statusFilter = page
      .getByLabel('Status', { exact: true })
      .and(page.locator('[role="combobox"]:not([data-testid="resource-table"] *)'));
    expect(await statusFilter.innerText()).toContain('To Check');
  });

  it('opens the KYC reviews filtered to Under review with the queue count as the total', async () => {
    const { page } = await app.newPage();
    await openHome(page);
    const count = Number(await page.getByTestId('queue-count-kycUnderReview').innerText());
    await page.getByTestId('queue-kycUnderReview').click();
    await page.waitForURL((url) => url.pathname === '/kyc');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ kycStatus: ['UNDER_REVIEW'] });
    if (count === 0) return;
    expect(await listTotal(page)).toBe(count);
    const statuses = await page.locator('[data-testid="cell-kycStatus"]').allInnerTexts();
    expect(statuses.every((text) => text.includes('Under review'))).toBe(true);
  });

  it('shows the time frame figures per currency as the server counted them', async () => {
    const { page } = await app.newPage();
    const answers = dashboardAnswers(page);
    await openHome(page);
    await page.getByTestId('home-summary').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(1);
    const summary = answers.at(-1)!;
    expect(summary.currencies.length).toBeGreaterThan(0);
    const { currency, deposits, houseWin } = summary.currencies[0];
    // As every list writes money: no grouping (000 §9), two decimals, then the currency's code.
    const money = (value: number) =>
      `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(value)}\u00a0${currency}`;
    await expect.poll(() => page.getByTestId(`stat-value-deposits-${currency}`).innerText(), { timeout: 30_000 }).toBe(money(deposits));
    expect(await page.getByTestId(`stat-value-houseWin-${currency}`).innerText()).toBe(money(houseWin));
    expect(await page.getByTestId('stat-value-newPlayers').innerText()).toBe(String(summary.newPlayers));
  });

  it('links a notification to what it is about', async () => {
    const { page } = await app.newPage();
    await openHome(page);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('link', { name: /KYC documents uploaded/ }).click();
    await page.waitForURL((url) => url.pathname === '/kyc');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ kycStatus: ['UNDER_REVIEW'] });
    await expect.poll(() => drawer.count()).toBe(0);
  });

  it('fits a phone in German', async () => {
    const { page } = await app.newPage();
    await openHome(page);
    await page.evaluate(() => localStorage.setItem('backoffice.locale', 'de'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText('Zu erledigen').waitFor({ timeout: 30_000 });
    await page.getByTestId('queue-kycUnderReview').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/home-390-de.png', fullPage: true });
    // On a phone the menu is a drawer over the page, announced by its name.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.getByRole('menuitem', { name: 'Startseite' }).waitFor();
  });
});
