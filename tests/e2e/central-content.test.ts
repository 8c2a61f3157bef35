/**
 * The central office's screens in Chromium against the real server: bookmakers matches (a match's
 * page, reached from the list and from a betslip's match link), leagues, the markets order (drag
 * and keyboard), news and the help centre (writing, preview, publishing, categories) and the help
 * pages every manager reads; an office manager is sent home from each central-only screen with a
 * toast, and the API answers 403.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, DEMO, login, startConsole, type Console } from './harness';

let app: Console;
beforeAll(async () => {
  app = await startConsole();
}, 300_000);
afterAll(() => app?.close());

type Row = Record<string, unknown> & { id: number };
const menu = (page: Page) => page.locator('.RaSidebar-fixed');
const rows = (page: Page) => page.locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** The rows of a central list read through the API. */
async function central(page: Page, path: string): Promise<Row[]> {
  const { body } = await callApi(page, `central/${path}`);
  return (body as { payload: { content: Row[] } }).payload.content;
}

/** Opens a screen of the Central office group from the side menu and waits for its title. */
async function openFromMenu(page: Page, item: string, title: RegExp) {
  await menu(page).getByRole('group', { name: 'Central office' }).getByRole('menuitem', { name: item, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
}

describe('bookmakers as a central manager', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.central);
  }, 120_000);

  it('lists matches, searches them and opens a match with its figures, markets and betslips', async () => {
    await openFromMenu(page, 'Matches', /^Matches \((more than )?\d+\)$/);
    await rows(page).first().waitFor({ timeout: 30_000 });
    const [first] = await central(page, 'matches?size=1');
    const home = String(first.home);
    await page.getByRole('searchbox', { name: 'Match', exact: true }).fill(home);
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '', { timeout: 15_000 }).toContain(home);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes(home)), { timeout: 30_000 }).toBe(true);

    await rows(page).first().getByTestId('cell-name').getByRole('link').click();
    await page.getByTestId('match-page').waitFor({ timeout: 30_000 });
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const { body } = await callApi(page, `central/matches/${id}`);
    const match = (
      body as { payload: { name: string; figures: { currency: string; betslips: number }[]; markets: { marketName: string }[] } }
    ).payload;
    await page.getByRole('heading', { level: 1, name: match.name }).waitFor();
    for (const figure of match.figures) await page.getByTestId(`figures-${figure.currency}`).waitFor();
    await expect.poll(() => page.getByTestId('match-markets').innerText()).toContain(match.markets[0].marketName);
    const betslips = match.figures.reduce((sum, figure) => sum + figure.betslips, 0);
    await page.getByRole('heading', { level: 2, name: `Betslips (${betslips})` }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'All matches' }).count()).toBe(1);
  });

  it('lands on the match of a betslip’s match link', async () => {
    await page.goto(`${app.url}/betslips`);
    await rows(page).first().waitFor({ timeout: 30_000 });
    const id = (await rows(page).first().getAttribute('data-testid'))!.slice(4);
    await page.getByTestId(`expand-${id}`).click();
    const link = page.getByTestId(`panel-${id}`).locator('a[href^="/bookmakers-matches?id="]').first();
    const matchId = await link.innerText();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/bookmakers-matches' && url.searchParams.get('id') === matchId);
    await page.getByTestId('match-id').getByText(matchId, { exact: true }).waitFor({ timeout: 30_000 });
  });

  it('marks a league as top with its switch; the Leagues filter shows top and normal leagues', async () => {
    await openFromMenu(page, 'Leagues', /^Leagues$/);
    const normal = (await central(page, 'catalog/node?filter=%7B%22leagues%22%3A%22NORMAL%22%7D'))[0];
    await page.getByTestId(`action-setTopLeague-${normal.id}`).click();
    await toast(page, 'League saved').waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await central(page, `catalog/node?filter=%7B%22leagues%22%3A%22TOP%22%7D&size=100`)).map((row) => row.id))
      .toContain(normal.id);
    await page.getByRole('button', { name: /^filters/i }).click();
    await page.getByLabel('Leagues', { exact: true }).click();
    await page.getByRole('option', { name: 'Normal leagues', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await rows(page).count()) > 0 && !(await rows(page).allInnerTexts()).some((text) => text.includes(String(normal.name))),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    expect(await page.locator('[data-testid^="action-setTopLeague-"] input:checked').count()).toBe(0);
  });

  it('reorders a sport’s markets by dragging and with the arrow keys, and saves the order', async () => {
    await openFromMenu(page, 'Markets sorting', /^Markets sorting$/);
    await page.getByTestId('sport-tab-FOOTBALL').click();
    const order = page.getByTestId('market-order');
    const names = () => order.getByTestId('market-name').allInnerTexts();
    await expect.poll(names, { timeout: 15_000 }).toHaveLength(4);
    const before = await names();
    // Drag the last market onto the first row.
    await order.locator('li').nth(3).dragTo(order.locator('li').nth(0));
    await expect.poll(names).toEqual([before[3], before[0], before[1], before[2]]);
    await page.getByText('The new order is not saved yet.').waitFor();
    // The keyboard: the first market's handle, one down.
    await page.getByRole('button', { name: `Move ${before[3]}, position 1 of 4` }).press('ArrowDown');
    const expected = [before[0], before[3], before[1], before[2]];
    await expect.poll(names).toEqual(expected);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `${before[3]} moved to position 2 of 4` })
          .count(),
      )
      .toBe(1);
    await page.getByTestId('save-order').click();
    await toast(page, 'Market order saved').waitFor({ timeout: 15_000 });
    await page.reload();
    await expect.poll(names, { timeout: 30_000 }).toEqual(expected);
    const saved = await central(page, 'catalog/markets?filter=%7B%22sportCode%22%3A%22FOOTBALL%22%7D');
    expect(saved.map((row) => row.name)).toEqual(expected);
  });
});

describe('news and the help centre as a central manager', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.central);
  }, 120_000);

  it('writes a news article beside its live preview, then publishes, edits and deletes it', async () => {
    await openFromMenu(page, 'News', /^News \(\d+\)$/);
    await rows(page).first().waitFor({ timeout: 30_000 });
    await page.getByTestId('new-article').click();
    const form = page.getByTestId('article-form');
    await form.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Sports', exact: true }).click();
    await form.getByLabel('Title').fill('Derby day: kick-off moved');
    await form.getByLabel('Text (Markdown)').fill('## Kick-off\n\nNow at **18:30**. <img src=x onerror="window.injected=1">');
    const preview = page.getByTestId('article-view');
    await preview.getByRole('heading', { name: 'Derby day: kick-off moved' }).waitFor();
    await preview.locator('strong', { hasText: '18:30' }).waitFor();
    await preview.getByText('<img src=x onerror="window.injected=1">').waitFor();
    expect(await preview.locator('img').count()).toBe(0);
    await page.getByTestId('article-save').click();
    await toast(page, 'Draft saved').waitFor({ timeout: 15_000 });
    await page.getByTestId('article-state').filter({ hasText: 'Draft' }).waitFor();
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();

    await page.getByTestId('article-publish').click();
    await toast(page, 'Article published').waitFor({ timeout: 15_000 });
    await page.getByTestId('article-state').filter({ hasText: 'Published' }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    expect((await callApi(page, `central/news/articles/${id}`)).body).toMatchObject({ payload: { published: true, category: 'SPORTS' } });

    await page.getByRole('link', { name: 'Edit' }).click();
    await form.getByLabel('Title').fill('Derby day: kick-off at 18:30');
    await page.getByTestId('article-save').click();
    await toast(page, 'Article saved').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Derby day: kick-off at 18:30' }).waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Article deleted').waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/news');
    expect((await callApi(page, `central/news/articles/${id}`)).status).toBe(404);
  });

  it('adds a help-centre category and a German article in it; published, the help page shows it', async () => {
    await openFromMenu(page, 'Help Center', /^Help Center \(\d+\)$/);
    await page.getByTestId('category-chip-DEPOSITS').click();
    await expect
      .poll(
        async () => new Set((await rows(page).locator('[data-testid="cell-categoryName"]').allInnerTexts()).map((text) => text.trim())),
        {
          timeout: 15_000,
        },
      )
      .toEqual(new Set(['Deposits', 'Einzahlungen', 'Para yatırma', 'Depuneri', 'Dépôts', 'Uplate']));

    await page.getByTestId('manage-categories').click();
    await page.getByTestId('new-category').click();
    const category = page.getByRole('dialog', { name: 'New category' });
    await category.getByLabel('Code').fill('CASINO');
    await category.getByLabel('Name in English').fill('Casino');
    await category.getByLabel('Name in German').fill('Kasino');
    await category.getByTestId('category-save').click();
    await toast(page, 'Category created').waitFor({ timeout: 15_000 });
    await page.getByTestId('help-category-CASINO').waitFor();
    await page.getByRole('dialog', { name: 'Categories' }).getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('category-chip-CASINO').waitFor();

    await page.getByTestId('new-article').click();
    const form = page.getByTestId('article-form');
    await form.getByLabel('Language').click();
    await page.getByRole('option', { name: 'German', exact: true }).click();
    await form.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Casino', exact: true }).click();
    await page.getByTestId('article-view').getByText('Kasino', { exact: true }).waitFor();
    await form.getByLabel('Title').fill('Wie funktioniert das Kasino-Guthaben?');
    await form.getByLabel('Text (Markdown)').fill('Das Guthaben gilt für **alle Spiele**.');
    await page.getByTestId('article-save').click();
    await toast(page, 'Draft saved').waitFor({ timeout: 15_000 });
    await page.getByTestId('article-state').filter({ hasText: 'Draft' }).waitFor();
    await page.getByTestId('article-publish').click();
    await toast(page, 'Article published').waitFor({ timeout: 15_000 });

    await page.goto(`${app.url}/help?language=de`);
    await page
      .getByRole('navigation', { name: 'Inhalt' })
      .or(page.getByRole('navigation', { name: 'Contents' }))
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Wie funktioniert das Kasino-Guthaben?' }).click();
    await page.getByTestId('article-view').locator('strong', { hasText: 'alle Spiele' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the articles' }).fill('Kasino-Guthaben');
    await expect.poll(() => page.locator('[data-testid^="help-link-"]').count()).toBe(1);
  });
});

describe('as an office manager', () => {
  let page: Page;
  beforeAll(async () => {
    let context;
    ({ page, context } = await app.newPage());
    await context.addInitScript(() => localStorage.setItem('backoffice.flag.beta', 'true'));
    await login(page, app.url, DEMO.office1);
  }, 120_000);

  it.each([
    '/bookmakers-matches',
    '/bookmakers-matches?id=1',
    '/bookmakers-markets-sorting',
    '/bookmakers-leagues',
    '/news',
    '/help-center',
  ])('is sent home from %s with a toast saying why', async (route) => {
    await page.goto(`${app.url}${route}`);
    await toast(page, "This page belongs to the central office: it is not part of an operator's console.").waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/');
    expect(await menu(page).getByRole('group', { name: 'Central office' }).count()).toBe(0);
  });

  it('gets 403 from the central office’s API', async () => {
    for (const [path, method, body] of [
      ['op1/matches', 'GET'],
      ['op1/matches/1', 'GET'],
      ['op1/catalog/node', 'GET'],
      ['op1/catalog/markets', 'GET'],
      ['op1/catalog/markets/order', 'PUT', { sportCode: 'FOOTBALL', ids: [1] }],
      ['op1/news/articles', 'GET'],
      ['op1/news/articles/add', 'POST', { language: 'en', category: 'SPORTS', title: 'x', body: 'y' }],
      ['op1/helpcenter/articles', 'GET'],
      ['op1/helpcenter/categories', 'GET'],
      ['central/matches', 'GET'],
    ] as const) {
      expect((await callApi(page, path, method, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('reads the help centre from the footer and from a player’s Help Center tile', async () => {
    await page.goto(`${app.url}/`);
    await page.locator('footer').getByRole('link', { name: 'Help Center' }).click();
    await page.waitForURL((url) => url.pathname === '/help');
    await page.getByRole('button', { name: 'How do I reset my password?' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Edit the help centre' }).count()).toBe(0);

    const players = (await callApi(page, 'op1/players?size=1')).body as { payload: { content: (Row & { langCode: string })[] } };
    const player = players.payload.content[0];
    const help = (await callApi(page, `op1/helpcenter/published?language=${player.langCode}`)).body as {
      payload: { categories: { articles: { title: string }[] }[] };
    };
    await page.goto(`${app.url}/players/${player.id}/show`);
    await page.getByTestId('profile-help-link').click();
    await page.waitForURL((url) => url.pathname === '/help' && url.searchParams.get('language') === player.langCode);
    await page.getByRole('button', { name: help.payload.categories[0].articles[0].title, exact: true }).waitFor({ timeout: 30_000 });
  });
});
