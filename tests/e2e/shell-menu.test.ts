/**
 * The side menu in groups and the integer id filters, end to end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole();
});
afterAll(async () => {
  await app?.close();
});

const menu = (page: Page) => page.locator('.RaSidebar-fixed');

describe('side menu', () => {
  it('shows the Players and Statistics groups to an office manager, every item with an icon', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    const players = menu(page).getByRole('group', { name: 'Players' });
    await players.waitFor();
    expect(await players.getByRole('menuitem').allInnerTexts()).toEqual(expect.arrayContaining(['Players', 'KYC', 'Betslips']));
    expect(await menu(page).getByRole('group', { name: 'Statistics' }).count()).toBe(1);
    expect(await menu(page).getByRole('group', { name: 'Central office' }).count()).toBe(0);
    const items = menu(page).getByRole('menuitem');
    const count = await items.count();
    for (let index = 0; index < count; index++) expect(await items.nth(index).locator('svg').count()).toBeGreaterThan(0);

    // A group folds and unfolds; the choice is kept.
    await menu(page).getByTestId('menu-group-statistics-toggle').click();
    await expect.poll(() => menu(page).getByRole('group', { name: 'Statistics' }).count(), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await players.waitFor();
    expect(await menu(page).getByRole('group', { name: 'Statistics' }).count()).toBe(0);
    await menu(page).getByTestId('menu-group-statistics-toggle').click();
    await menu(page).getByRole('group', { name: 'Statistics' }).waitFor();
  });

  it('marks the screen shown, and its arrow keys move between the top-level items', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    await page.goto(`${app.url}/betslips`);
    const current = menu(page).locator('[aria-current="page"]');
    await expect.poll(() => current.count(), { timeout: 30_000 }).toBe(1);
    expect(await current.innerText()).toBe('Betslips');
    await menu(page).getByRole('menuitem', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent);
    await expect.poll(focused).toBe('menu-group-players-toggle');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe('Home');
  });
});

describe('integer filters', () => {
  it('flags 1.5 and 99999999999 in the betslip id filter and sends neither', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    await page.goto(`${app.url}/betslips`);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/betslips?')) sent.push(decodeURIComponent(request.url()));
    });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const id = page.getByRole('textbox', { name: 'Betslip ID', exact: true });
    await id.fill('1.5');
    await page.getByText('Enter a whole number').waitFor();
    await id.fill('99999999999');
    await page.getByText('At most 2147483647').waitFor();
    await id.fill('12');
    await expect.poll(() => sent.some((url) => /[?&]id=12(&|$)|"id":12\b/.test(url)), { timeout: 10_000 }).toBe(true);
    expect(sent.some((url) => url.includes('99999999999') || url.includes('1.5'))).toBe(false);
    expect(await page.getByTestId('toast').count()).toBe(0);
  });
});
