/**
 * The side menu in groups and the integer id filters, end to end; the menu, the routes and the links
 * follow the view chosen in the switcher, and the beta and debug switches of the user menu apply at
 * once: a central manager who switches to an operator gets that operator's menu, and every entry of
 * it opens without a 403.
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
/** The user menu's button: the manager's name and "(Profile)". */
const USER_MENU = /\(Profile\)$/;

/** Opens the user menu and flips one of its feature switches; the menu is closed again afterwards. */
async function toggleFlag(page: Page, name: RegExp) {
  await page.getByRole('button', { name: USER_MENU }).click();
  const item = page.getByRole('menuitemcheckbox', { name });
  const before = await item.getAttribute('aria-checked');
  await item.click();
  await expect.poll(() => item.getAttribute('aria-checked')).not.toBe(before);
  await page.keyboard.press('Escape');
  await item.waitFor({ state: 'detached' });
}

/** Every API answer of the page with status 403, as `METHOD path`. */
function forbiddenAnswers(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/'))
      seen.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return seen;
}

/** The API calls the page has started and not yet finished. */
function inFlight(page: Page): () => number {
  const open = new Set<unknown>();
  const api = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => void (api(request.url()) && open.add(request)));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  return () => open.size;
}

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

describe('the view chosen in the switcher', () => {
  it("gives a central manager who switched to op1 that operator's menu, every entry of which opens without a 403", async () => {
    const { page } = await app.newPage();
    const forbidden = forbiddenAnswers(page);
    const pending = inFlight(page);
    await login(page, app.url, DEMO.central);
    await menu(page).getByRole('group', { name: 'Central office' }).waitFor();

    await page.getByRole('combobox', { name: 'Operator' }).click();
    await page.getByRole('option', { name: 'op1', exact: true }).click();
    await expect.poll(() => menu(page).getByRole('group', { name: 'Central office' }).count()).toBe(0);
    // Beta applies at once: the office group appears without a reload.
    expect(await menu(page).getByRole('group', { name: 'Office (beta)' }).count()).toBe(0);
    await toggleFlag(page, /beta features/i);
    await menu(page).getByRole('group', { name: 'Office (beta)' }).waitFor();

    const links = await menu(page)
      .locator('a[role="menuitem"]')
      .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    expect(links).toEqual(expect.arrayContaining(['/players', '/betslips', '/index2', '/managers']));
    expect(links.some((route) => route.startsWith('/bookmakers') || route === '/operators')).toBe(false);
    const refused: string[] = [];
    for (const route of links.filter((route) => route !== '/')) {
      await menu(page).locator(`a[role="menuitem"][href="${route}"]`).click();
      await page.waitForURL((url) => url.pathname === route);
      // The page is open once its calls are answered and nothing sent it home.
      await expect.poll(() => pending(), { timeout: 30_000 }).toBe(0);
      if (new URL(page.url()).pathname !== route) refused.push(`${route} sent to ${new URL(page.url()).pathname}`);
    }
    expect(refused).toEqual([]);
    expect(forbidden).toEqual([]);

    // Back in the central view, the central office's menu is there again and a bet row's match links to its page.
    await page.getByRole('combobox', { name: 'Operator' }).click();
    await page.getByRole('option', { name: 'Central Office Manager' }).click();
    await menu(page).getByRole('group', { name: 'Central office' }).waitFor();
  });

  it('tells an office manager that a central office page is not theirs, without offering a switch they do not have', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    await page.goto(`${app.url}/bookmakers-matches`);
    await page.waitForURL((url) => url.pathname === '/');
    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.innerText(), { timeout: 30_000 }).toMatch(/belongs to the central office/);
    expect(await toast.innerText()).not.toMatch(/Central Office Manager/);
  });

  it('shows debug columns as soon as debug mode is switched on in the user menu', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    await page.goto(`${app.url}/betslips`);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    const counter = page.getByTestId('header-counters.allBets');
    expect(await counter.count()).toBe(0);
    await toggleFlag(page, /debug mode/i);
    await counter.waitFor();
    // Stored locally: a reload keeps it.
    await page.reload();
    await counter.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: USER_MENU }).click();
    expect(await page.getByRole('menuitemcheckbox', { name: /debug mode/i }).getAttribute('aria-checked')).toBe('true');
  });
});
