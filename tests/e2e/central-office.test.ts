/**
 * The central office's Operators, Exchange rates, Translations and System screens end to end: a
 * central manager opens each from the menu, lists and acts (a theme change reaches the
 * operator's console, a rate change the rate page); an office manager is sent home with the toast
 * that says why, and the API answers 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let central: Page;

beforeAll(async () => {
  app = await startConsole({ seedScale: 0.1 });
  ({ page: central } = await app.newPage());
  await login(central, app.url, DEMO.central);
});
afterAll(async () => {
  await app?.close();
});

/** The status of a GET of the API with the page's session. */
async function apiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backoffice.accessToken');
    return (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status;
  }, `/api/officeapp/${path}`);
}

const menu = (page: Page) => page.locator('.RaSidebar-fixed').getByRole('group', { name: 'Central office' });

describe('central office screens as a central manager', () => {
  it('lists the operators from the menu and saves a theme that the operator console then wears', async () => {
    await menu(central).getByRole('menuitem', { name: 'Operators', exact: true }).click();
    await central.waitForURL((url) => url.pathname === '/operators');
    const table = central.getByTestId('resource-table');
    await table.getByText('Demo Bet Two', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await table.innerText()).toContain('Demo Bet One');

    await central.goto(`${app.url}/operators/op1/show`);
    await central.getByTestId('console-preview').waitFor({ timeout: 30_000 });
    await central.getByTestId('colour-primary').fill('#c62828');
    await central.getByTestId('console-save').click();
    await central.getByText('Console of Demo Bet One saved').waitFor();

    const { page: office } = await app.newPage();
    await login(office, app.url, DEMO.office1);
    await expect
      .poll(() => office.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')), { timeout: 30_000 })
      .toBe('#c62828');
    await office.context().close();
  });

  it('changes a rate, which the rate page and the history then show', async () => {
    await menu(central).getByRole('menuitem', { name: 'Exchange rates', exact: true }).click();
    await central.waitForURL((url) => url.pathname === '/exchange-rates');
    await central.getByTestId('exchange-header').waitFor({ timeout: 30_000 });
    await central.getByTestId('resource-table').getByText('USD', { exact: true }).first().waitFor();

    await central.goto(`${app.url}/exchange-rates/USD/show`);
    await central.getByTestId('rate-change').click();
    await central.getByTestId('rate-input').fill('1.25');
    await central.getByTestId('rate-save').click();
    await expect.poll(() => central.getByTestId('rate-value').innerText(), { timeout: 30_000 }).toContain('1.25 USD');
    await expect
      .poll(async () => (await apiStatus(central, 'central/exchange-rates/history?currency=USD&page=0&size=5')) === 200)
      .toBe(true);
  });

  it('lists the labels and opens the export', async () => {
    await menu(central).getByRole('menuitem', { name: 'Translations', exact: true }).click();
    await central.waitForURL((url) => url.pathname === '/translations');
    await central.getByTestId('translations-toolbar').waitFor({ timeout: 30_000 });
    await central.getByTestId('resource-table').getByRole('row').nth(1).waitFor();
    await central.getByTestId('labels-export').click();
    await central.getByRole('dialog', { name: 'Export labels' }).waitFor();
    await central.keyboard.press('Escape');
  });

  it('shows the system settings by section, nothing to save before a change', async () => {
    await menu(central).getByRole('menuitem', { name: 'System', exact: true }).click();
    await central.waitForURL((url) => url.pathname === '/system');
    await central.getByTestId('section-REPORTS').waitFor({ timeout: 30_000 });
    expect(await central.getByTestId('section-CONNECTIVITY').count()).toBe(1);
    expect(await central.getByTestId('save-REPORTS').isDisabled()).toBe(true);
  });
});

describe('central office screens as an office manager', () => {
  it('are not in the menu, send the manager home with the reason, and answer 403', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    expect(await menu(page).count()).toBe(0);
    for (const route of ['/exchange-rates', '/translations', '/system']) {
      await page.goto(`${app.url}${route}`);
      await page.getByText("This page belongs to the central office: it is not part of an operator's console.").first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');
    }
    for (const path of [
      'op1/operators?page=0&size=5',
      'op1/exchange-rates/currencies?page=0&size=5',
      'op1/translations?page=0&size=5',
      'central/system/settings',
    ]) {
      expect(await apiStatus(page, path), path).toBe(403);
    }
  });
});
