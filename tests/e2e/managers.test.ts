/**
 * The managers screen (/managers, Office beta group) end to end: from the menu for an office
 * manager and for the central manager, listing, filtering, the manager popup with its status,
 * the credentials row panel, adding a manager, and the beta guard.
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

const rows = (page: Page) => page.locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Turns the beta flag on and opens Managers from the side menu's Office (beta) group. */
async function openFromMenu(page: Page) {
  await page.evaluate(() => localStorage.setItem('backoffice.flag.beta', 'true'));
  await page.reload();
  await page.locator('.RaSidebar-fixed').getByRole('group', { name: 'Office (beta)' }).getByRole('menuitem', { name: 'Managers' }).click();
  await page.waitForURL((url) => url.pathname === '/managers');
  await rows(page).first().waitFor({ timeout: 30_000 });
}

/** The status column of every rendered row. */
const statuses = (page: Page) => rows(page).locator('[data-testid="cell-status"]').allInnerTexts();

describe('managers as an office manager', () => {
  let page: Page;
  beforeAll(async () => {
    page = (await app.newPage()).page;
  });

  it('is sent home with the beta toast while the beta flag is off', async () => {
    await login(page, app.url, DEMO.office1);
    await page.goto(`${app.url}/managers`);
    await page.getByText('This page is in beta: turn on beta features to open it.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("lists the operator's own managers without an operator column, and filters them", async () => {
    await openFromMenu(page);
    expect(await page.getByTestId('header-operatorCode').count()).toBe(0);
    expect(await rows(page).count()).toBeGreaterThanOrEqual(8);
    expect(new Set(await statuses(page))).toEqual(new Set(['Enabled', 'Registered', 'Disabled', 'Locked']));
    await page.getByRole('button', { name: /^filters/i }).click();
    await page.getByTestId('advanced-filters').getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Registered', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => [...new Set(await statuses(page))], { timeout: 20_000 }).toEqual(['Registered']);
    await page.getByLabel('Username, e-mail, name or id', { exact: true }).first().fill('office1@');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('office1@'));
    await page.getByText('No results').waitFor();
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
  });

  it('opens a manager popup from a row, changes the status there, and the list follows', async () => {
    const row = rows(page)
      .filter({ has: page.locator('[data-testid="cell-status"]', { hasText: 'Enabled' }) })
      .filter({ hasNotText: 'office1@demo.test' })
      .first();
    const username = (await row.locator('[data-testid="cell-userUsername"]').innerText()).trim();
    await row.locator('[data-testid="cell-userUsername"] a').click();
    await page.waitForURL((url) => url.searchParams.get('open') === `manager-backoffice:${username}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Manager Profile / Operator: op1').waitFor();
    await dialog.getByTestId('manager-credentials').getByText('E-mail and password').waitFor();
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Disabled', exact: true }).click();
    await toast(page, 'Manager status has been successfully updated').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('open'));
    const changed = rows(page).filter({ hasText: username });
    await expect.poll(() => changed.locator('[data-testid="cell-status"]').innerText(), { timeout: 20_000 }).toBe('Disabled');
  });

  it('adds a manager after the form names the broken rules; the new manager is Registered', async () => {
    await page.getByRole('button', { name: 'Add manager' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(3);
    await dialog.getByLabel('E-mail', { exact: true }).fill('not an address');
    await dialog.getByLabel('Phone', { exact: true }).fill('0049 1');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Email must be valid').waitFor();
    await dialog.getByText('Phone must start with + then country code. Use numbers and optionally dots').waitFor();
    await dialog.getByLabel('E-mail', { exact: true }).fill('nora.new@op1.demo.test');
    await dialog.getByLabel('First name', { exact: true }).fill('Nora');
    await dialog.getByLabel('Last name', { exact: true }).fill('New');
    await dialog.getByLabel('Phone', { exact: true }).fill('+385.1.2345');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Manager added; an activation e-mail has been sent').waitFor();
    const added = rows(page).first();
    await expect
      .poll(() => added.locator('[data-testid="cell-userUsername"]').innerText(), { timeout: 20_000 })
      .toBe('nora.new@op1.demo.test');
    expect(await added.locator('[data-testid="cell-status"]').innerText()).toBe('Registered');
  });
});

describe('managers as the central manager', () => {
  it('lists every operator with the operator column, filters one, and expands the credentials', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.central);
    await openFromMenu(page);
    await page.getByTestId('header-operatorCode').waitFor();
    const operators = () => rows(page).locator('[data-testid="cell-operatorCode"]').allInnerTexts();
    await expect.poll(async () => new Set(await operators()).size, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: /^filters/i }).click();
    await page.getByTestId('advanced-filters').getByLabel('Operator', { exact: true }).click();
    await page.getByRole('option', { name: 'op2', exact: true }).click();
    await expect.poll(async () => [...new Set(await operators())], { timeout: 20_000 }).toEqual(['op2']);
    const first = rows(page).first();
    const id = (await first.getAttribute('data-testid'))!.replace('row-', '');
    await page.getByTestId(`expand-${id}`).click();
    await page.getByTestId(`panel-${id}`).getByTestId('manager-credentials').getByText('Login method').waitFor();
    // The row opens the popup over the filtered list, keeping its filter.
    await first.locator('[data-testid="cell-lastName"]').click();
    await page.waitForURL(
      (url) => (url.searchParams.get('open') ?? '').startsWith('manager-') && (url.searchParams.get('filter') ?? '').includes('op2'),
    );
    await page.getByRole('dialog').getByText('Manager Profile / Operator: op2').waitFor();
  });
});
