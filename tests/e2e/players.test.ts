/**
 * Players end to end: the built console and the real server on a fresh embedded database,
 * driven in headless Chromium. Covers login for both roles, sorting, filtering, page size,
 * editing in the player's workspace page, the status change with a reason (and its activity-log row), and operator isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/db/sql';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole();
});

afterAll(async () => {
  await app?.close();
});

interface PlayerRow {
  id: number;
  operatorCode: string;
  status: string;
  firstName?: string | null;
  playerCode: { playerUsername: string };
}

/** The parts of an API answer these tests read. */
interface ApiBody {
  success: boolean;
  payload: PlayerRow & { content: PlayerRow[] };
}

/** The usernames of the rows currently rendered, top to bottom. */
async function visibleUsernames(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="row-"] [data-testid="cell-playerCode.playerUsername"]').allInnerTexts();
}

/** Calls the API from inside the page with the signed-in user's token. */
async function apiFromPage(page: Page, path: string): Promise<{ status: number; body: ApiBody }> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backoffice.accessToken');
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, path);
}

describe('players as a central manager', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.central);
  });

  it('shows rows of every operator with the operator column and switcher', async () => {
    await expect.poll(async () => (await visibleUsernames(page)).length).toBeGreaterThan(10);
    await expect(page.getByTestId('header-operatorCode').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Operator').first().isVisible()).resolves.toBe(true);
    const operators = await page.locator('[data-testid^="row-"] [data-testid="cell-operatorCode"]').allInnerTexts();
    expect(new Set(operators).size).toBeGreaterThan(1);
  });

  it('sorts by username the way the server does', async () => {
    await page.getByTestId('header-playerCode.playerUsername').click();
    await page.waitForURL(/sort=playerCode\.playerUsername/);
    const { body } = await apiFromPage(
      page,
      `/api/officeapp/central/players?page=0&size=100&sort=${encodeURIComponent('playerCode.playerUsername,ASC')}`,
    );
    const expected = body.payload.content.slice(0, 8).map((p: PlayerRow) => p.playerCode.playerUsername);
    await expect.poll(async () => (await visibleUsernames(page)).slice(0, 8)).toEqual(expected);
  });

  it('filters by status', async () => {
    await page.getByRole('button', { name: /^filters/i }).click();
    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/DISABLED/);
    await expect
      .poll(async () => {
        const statuses = await page.locator('[data-testid^="row-"] [data-testid="cell-status"]').allInnerTexts();
        return statuses.length > 0 && statuses.every((s) => s === 'Disabled');
      })
      .toBe(true);
    await page.getByRole('button', { name: /reset filters/i }).click();
    await page.waitForURL((url) => !url.toString().includes('DISABLED'));
  });

  it('changes the page size to 1000 and renders only the rows in view', async () => {
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '1000', exact: true }).click();
    await page.waitForURL(/perPage=1000/);
    await expect.poll(() => page.getByText(/^1-1000 of \d+/).count()).toBeGreaterThan(0);
    const rendered = await page.locator('[data-testid^="row-"]').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(200);
  });

  it('edits the first name in the workspace the pencil leads to, kept after a reload', async () => {
    const { body } = await apiFromPage(page, '/api/officeapp/central/players?page=0&size=25&sort=updated,DESC');
    const player = body.payload.content[0];
    // The pencil's route leads to the player's workspace page, which offers no Delete.
    await page.goto(`${app.url}/players/${player.id}`);
    await page.waitForURL((url) => url.pathname === `/players/${player.id}/show`);
    const firstName = page.getByTestId('player-firstName');
    await firstName.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await firstName.fill('Annelise');
    await page.getByTestId('update-player').click();
    await page.getByText('Player Profile has been successfully updated').waitFor({ timeout: 15_000 });
    await page.reload();
    // The reload loads the workspace's chunks afresh: allow a busy machine time for them.
    await expect.poll(() => page.getByTestId('player-firstName').inputValue(), { timeout: 30_000 }).toBe('Annelise');
    const after = await apiFromPage(page, `/api/officeapp/central/players/${player.id}`);
    expect(after.body.payload.firstName).toBe('Annelise');
  });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`the player's page at ${size.width}×${size.height} is the workspace inline: no dialog, the app bar in view, no wider than the window`, async () => {
      const { body } = await apiFromPage(page, '/api/officeapp/central/players?page=0&size=1&sort=id,ASC');
      const player = body.payload.content[0];
      await page.setViewportSize(size);
      try {
        await page.goto(`${app.url}/players/${player.id}/show`);
        const workspace = page.getByTestId('player-workspace-page').getByTestId('player-profile');
        await workspace.waitFor({ timeout: 30_000 });
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
        // The app bar stays on top, uncovered: the element at its middle belongs to it.
        const appBarFree = await page.evaluate(() => {
          const bar = document.querySelector('header')!;
          const box = bar.getBoundingClientRect();
          return box.top === 0 && box.height > 0 && bar.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
        });
        expect(appBarFree).toBe(true);
        await page.getByTestId('player-firstName').waitFor();
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        // Back leads to the players list.
        await page.getByRole('button', { name: 'Back' }).first().click();
        await page.waitForURL((url) => url.pathname === '/players');
      } finally {
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    });
  }

  it('disables a player with a reason and writes the activity log', async () => {
    const { body } = await apiFromPage(
      page,
      `/api/officeapp/op1/players?page=0&size=25&sort=updated,DESC&filter=${encodeURIComponent('{"status":["ENABLED"]}')}`,
    );
    const player = body.payload.content[0];
    await page.goto(`${app.url}/players/${player.id}/show`);
    // The workspace header's status selector (its hidden input carries the name).
    await page.getByTestId('action-changeStatus').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    const dialog = page.getByRole('dialog');
    // It names the player and the status chosen.
    await expect
      .poll(() => dialog.getByRole('heading').innerText())
      .toBe(`Change the status of ${player.playerCode.playerUsername} to “Disabled”?`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByText('Required').count()).toBeGreaterThan(0);
    await dialog.getByLabel('Disabled reason').fill('Chargeback under investigation');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await apiFromPage(page, `/api/officeapp/op1/players/${player.id}`)).body.payload.status)
      .toBe('DISABLED');
    const rows = await app.server.db.query<{
      log_type: string;
      details: string | null;
      before: unknown;
      after: unknown;
      user_username: string;
    }>(
      sql`SELECT log_type, details, before, after, user_username FROM activity_log
          WHERE affected_user_id = ${player.id} AND log_type = 'STATUS_CHANGED' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].user_username).toBe(DEMO.central.email);
    expect(JSON.stringify(rows[0].before)).toContain('ENABLED');
    expect(JSON.stringify(rows[0].after)).toContain('DISABLED');
    expect(JSON.stringify(rows[0].after)).toContain('Chargeback under investigation');
  });
});

describe('players as an office manager of op1', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.office1);
  });

  it('sees only op1 players, without the operator column or switcher', async () => {
    await expect.poll(async () => (await visibleUsernames(page)).length).toBeGreaterThan(10);
    expect(await page.getByTestId('header-operatorCode').count()).toBe(0);
    expect(await page.getByLabel('Operator').count()).toBe(0);
    const { body } = await apiFromPage(page, '/api/officeapp/op1/players?page=0&size=1000&sort=updated,DESC');
    expect(body.payload.content.every((p: PlayerRow) => p.operatorCode === 'op1')).toBe(true);
  });

  it('cannot reach op2 data through the API', async () => {
    expect((await apiFromPage(page, '/api/officeapp/op2/players?page=0&size=25')).status).toBe(403);
    expect((await apiFromPage(page, '/api/officeapp/central/players?page=0&size=25')).status).toBe(403);
    const filtered = await apiFromPage(
      page,
      `/api/officeapp/op1/players?page=0&size=25&filter=${encodeURIComponent('{"operatorCode":"op2"}')}`,
    );
    const rows = filtered.status === 200 ? filtered.body.payload.content : [];
    expect(rows.every((p: PlayerRow) => p.operatorCode === 'op1')).toBe(true);
  });

  it('cannot open an op2 player through the UI', async () => {
    const [op2Player] = await app.server.db.query<{ id: number; email: string }>(
      sql`SELECT id, email FROM players WHERE operator_code = 'op2' ORDER BY id LIMIT 1`,
    );
    // The page asks for the record under op1; once that answer (not found) is in, no data of it can show.
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/officeapp/op1/players/${op2Player.id}`);
    await page.goto(`${app.url}/players/${op2Player.id}/show`);
    expect((await answer).status()).toBe(404);
    const { body } = await apiFromPage(page, `/api/officeapp/op2/players/${op2Player.id}`);
    expect(body.success).toBe(false);
    // Whatever the page shows after the 404 (the message, the list it returns to), never that player.
    expect(await page.getByText(op2Player.email).count()).toBe(0);
  });

  it('made no request outside the origin', () => {
    expect(app.outsideRequests).toEqual([]);
  });
});
