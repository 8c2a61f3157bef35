/**
 * The central office's limit alerts and bonus campaigns end to end: opened from the menu as the
 * central manager, listed, filtered and worked on (acknowledge one and the selected alerts; create,
 * publish and pause a campaign, copy one from the player bonuses), Home's queue equal to the list
 * it opens, and an office manager sent home from each with the toast, the API answering 403.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const menu = (page: Page) => page.locator('.RaSidebar-fixed');
const rows = (page: Page) => page.locator('[data-testid^="row-"]');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** Calls the API from inside the page with the signed-in user's token. */
async function api(page: Page, path: string): Promise<{ status: number; body: { payload?: unknown } | null }> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backoffice.accessToken');
    const response = await fetch(`/api/officeapp/${url}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, path);
}

/** The "1-25 of N" total of the list's pager. */
async function listTotal(page: Page): Promise<number> {
  const pager = page.getByText(/^\d+-\d+ of \d+/).first();
  await pager.waitFor({ timeout: 30_000 });
  return Number((await pager.innerText()).match(/of (\d+)/)![1]);
}

describe('limit alerts as the central manager', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.central);
  });

  it('opens from Home as the queue of alerts to acknowledge, its count the list total', async () => {
    await page.goto(`${app.url}/`);
    const count = Number(await page.getByTestId('queue-count-limitAlerts').innerText({ timeout: 30_000 }));
    expect(count).toBeGreaterThan(0);
    await page.getByTestId('queue-limitAlerts').click();
    await page.waitForURL((url) => url.pathname === '/limit-alerts');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ acknowledged: false });
    expect(await listTotal(page)).toBe(count);
  });

  it('opens from the menu, filters by level, links the player and the match', async () => {
    await page.goto(`${app.url}/`);
    await menu(page).getByRole('menuitem', { name: 'Limit alerts' }).click();
    await page.waitForURL((url) => url.pathname === '/limit-alerts');
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // The queue: nothing acknowledged yet.
    expect(await page.locator('[data-testid^="row-"] [role="switch"]:checked').count()).toBe(0);
    await page.getByRole('button', { name: /^filters/i }).click();
    await page.getByLabel('Level', { exact: true }).click();
    await page.getByRole('option', { name: 'Critic 100' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/Critic100/);
    await expect
      .poll(async () => {
        const levels = await page.locator('[data-testid^="row-"] [data-testid="cell-alertLevel"]').allInnerTexts();
        return levels.length > 0 && levels.every((level) => level === 'Critic 100');
      })
      .toBe(true);
    const match = page.locator('[data-testid="cell-match"] a').first();
    if ((await match.count()) > 0) expect(await match.getAttribute('href')).toMatch(/^\/bookmakers-matches\?id=\d+$/);
    const player = page.locator('[data-testid="cell-playerUsername"] a').first();
    await player.click();
    await page.waitForURL(/open=player-\d+/);
    await page.keyboard.press('Escape');
  });

  it('acknowledges one alert with its switch and a note, then the selected ones; each leaves the queue', async () => {
    await page.goto(`${app.url}/limit-alerts`);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(3);
    const before = await listTotal(page);
    const first = page.locator('[data-testid^="action-acknowledge-"]').first();
    const id = Number((await first.getAttribute('data-testid'))!.split('-').at(-1));

    // The switch asks for the note first; closing the dialog acknowledges nothing.
    await first.getByRole('switch').click();
    let dialog = page.getByRole('dialog', { name: 'Acknowledge' });
    await dialog.getByLabel('Note').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api(page, `central/limitAlerts/${id}`)).body?.payload).toMatchObject({ id, acknowledged: false });

    await first.getByRole('switch').click();
    dialog = page.getByRole('dialog', { name: 'Acknowledge' });
    await dialog.getByLabel('Note').fill('Stake reviewed with trading');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Limit alert acknowledged').waitFor({ timeout: 30_000 });
    expect((await api(page, `central/limitAlerts/${id}`)).body?.payload).toMatchObject({
      id,
      acknowledged: true,
      acknowledgedBy: expect.stringContaining('central'),
      acknowledgedNote: 'Stake reviewed with trading',
    });
    await page.getByRole('button', { name: /refresh now/i }).click();
    await expect.poll(() => listTotal(page), { timeout: 30_000 }).toBe(before - 1);
    await expect.poll(() => page.locator(`[data-testid="action-acknowledge-${id}"]`).count()).toBe(0);

    // Two selected rows, one note for both.
    const selected = await Promise.all(
      [0, 1].map(async (index) =>
        Number((await page.locator('[data-testid^="action-acknowledge-"]').nth(index).getAttribute('data-testid'))!.split('-').at(-1)),
      ),
    );
    await page
      .getByLabel(/^Select this row/)
      .nth(0)
      .check();
    await page
      .getByLabel(/^Select this row/)
      .nth(1)
      .check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Acknowledge' }).click();
    dialog = page.getByRole('dialog', { name: 'Acknowledge' });
    await dialog.getByLabel('Note').fill('Reviewed in the morning round');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Selected limit alerts acknowledged').waitFor({ timeout: 30_000 });
    await expect.poll(() => listTotal(page), { timeout: 30_000 }).toBe(before - 3);
    for (const alert of selected) {
      expect((await api(page, `central/limitAlerts/${alert}`)).body?.payload).toMatchObject({
        id: alert,
        acknowledged: true,
        acknowledgedNote: 'Reviewed in the morning round',
      });
    }
  });
});

describe('bonus campaigns as the central manager', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.central);
  });

  it('opens from the menu without the archived ones and filters by type', async () => {
    await menu(page).getByRole('menuitem', { name: 'Bonus campaigns' }).click();
    await page.waitForURL((url) => url.pathname === '/bonus-campaign');
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(5);
    // The rows' cells render after the rows themselves: wait for the statuses, archived ones left out.
    await expect
      .poll(async () => new Set(await page.locator('[data-testid^="row-"] [data-testid="cell-status"]').allInnerTexts()), {
        timeout: 30_000,
      })
      .toEqual(new Set(['Draft', 'Not Started', 'Ongoing', 'Paused', 'Recently Ended']));
    await page.getByRole('button', { name: /^filters/i }).click();
    await page.getByLabel('Campaign type', { exact: true }).click();
    await page.getByRole('option', { name: 'Cashback' }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        const types = await page.locator('[data-testid^="row-"] [data-testid="cell-type"]').allInnerTexts();
        return types.length > 0 && types.every((type) => type === 'Cashback');
      })
      .toBe(true);
    // An address that names no campaign says so; react-admin's create address leads to the create page.
    await page.goto(`${app.url}/bonus-campaign/abc`);
    expect(await page.getByTestId('record-not-found').innerText()).toBe('Bonus campaign not found: ID abc');
    await page.goto(`${app.url}/bonus-campaign/create`);
    await page.waitForURL((url) => url.pathname === '/bonus-campaign-new');
  });

  it('creates a campaign, refusing a negative bonus first, then publishes and pauses it; the payments form follows', async () => {
    await page.goto(`${app.url}/bonus-campaign`);
    await page.getByTestId('new-campaign').click();
    await page.waitForURL((url) => url.pathname === '/bonus-campaign-new');
    const form = page.getByRole('form', { name: 'Bonus campaign' });
    await form.getByRole('combobox', { name: 'Operator' }).click();
    await page.getByRole('option', { name: 'op1', exact: true }).click();
    await page.getByTestId('campaign-code').fill('E2E_SPRING');
    await page.getByTestId('campaign-title').fill('Spring 30%');
    await form.getByRole('combobox', { name: 'Gateways' }).click();
    await page.getByRole('option', { name: 'Skrill' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('campaign-bonusPercent').fill('-30');
    await page.getByTestId('campaign-minDepositAmount').fill('10');
    await page.getByTestId('campaign-rollover').fill('4');
    await page.getByTestId('campaign-submit').click();
    await page.getByText('Must be at least 0').waitFor();
    await page.getByTestId('campaign-bonusPercent').fill('30');
    await page.getByTestId('campaign-submit').click();
    await toast(page, 'Campaign created as a draft').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/bonus-campaign\/\d+\/show$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    await expect.poll(() => page.getByTestId('campaign-status').innerText()).toBe('Draft');

    await page.getByTestId('action-publish').click();
    // Publishing asks first, naming the campaign.
    const confirmation = page.getByRole('dialog');
    await expect.poll(() => confirmation.getByRole('heading').innerText()).toMatch(/^Publish campaign .+\?$/);
    await confirmation.getByTestId('confirm-publish-submit').click();
    await toast(page, /^Campaign .+ published$/).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('campaign-status').innerText(), { timeout: 30_000 }).toBe('Ongoing');
    const [player] = (
      (await api(page, `central/players?size=1&filter=${encodeURIComponent('{"operatorCode":"op1"}')}`)).body?.payload as {
        content: { id: number }[];
      }
    ).content;
    const offers = async () => {
      const answer = await api(page, `central/${player.id}/bonus/campaigns?bonusContext=newDeposit`);
      return (answer.body?.payload as { bonusCampaign: { code: string } }[]).map((entry) => entry.bonusCampaign.code);
    };
    expect(await offers()).toContain('E2E_SPRING');
    await page.getByTestId('action-pause').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/no longer offered this campaign/).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('campaign-status').innerText(), { timeout: 30_000 }).toBe('Paused');
    expect(await offers()).not.toContain('E2E_SPRING');
    expect((await api(page, `central/bonus/campaigns/${id}`)).body?.payload).toMatchObject({ status: 'PAUSED' });
  });

  it('keeps the money terms of a campaign with player bonuses, and copies it from the player bonuses list', async () => {
    await page.goto(`${app.url}/bonuses`);
    const link = page.locator('[data-testid="cell-bonusCampaign.title"] a').first();
    await link.waitFor({ timeout: 30_000 });
    const href = (await link.getAttribute('href'))!;
    const code = new URL(href, app.url).searchParams.get('campaignCode')!;
    await link.click();
    await page.waitForURL((url) => url.pathname === '/bonus-campaign-new');
    await page
      .getByText(new RegExp(`copy of ${code}`))
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('campaign-code').inputValue()).toBe(`${code}_2`);
    expect(await page.getByTestId('campaign-startTime').inputValue()).toBe('');

    const list = (
      await api(page, `central/bonus/campaigns?filter=${encodeURIComponent(JSON.stringify({ code: 'WELCOME100', operatorCode: 'op1' }))}`)
    ).body?.payload as { content: { id: number }[] };
    await page.goto(`${app.url}/bonus-campaign/${list.content[0].id}/show`);
    await page.getByTestId('campaign-locks').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('campaign-bonusPercent').isDisabled()).toBe(true);
    expect(await page.getByTestId('campaign-title').isEnabled()).toBe(true);
    await page.getByTestId('copy-campaign').click();
    await page.waitForURL(/campaignCode=WELCOME100&operatorCode=op1/);
  });
});

describe('as an office manager', () => {
  it('is sent home from each central-only screen with the toast saying why; the API answers 403', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    expect(await menu(page).getByRole('menuitem', { name: 'Limit alerts' }).count()).toBe(0);
    for (const path of ['/limit-alerts', '/bonus-campaign', '/bonus-campaign-new?campaignCode=WELCOME100']) {
      await page.goto(`${app.url}${path}`);
      await toast(page, "This page belongs to the central office: it is not part of an operator's console.").waitFor({
        timeout: 30_000,
      });
      await page.waitForURL((url) => url.pathname === '/');
    }
    expect(await page.getByTestId('queue-limitAlerts').count()).toBe(0);
    for (const path of ['op1/limitAlerts', 'op1/bonus/campaigns', 'central/limitAlerts']) expect((await api(page, path)).status).toBe(403);
  });
});
