/**
 * A stale save end to end: a manager edits a player in the player workspace while someone else
 * saves the same player; the console shows the conflict with both values and saves the manager's
 * change on top of the current record when asked. Built console, real server, headless Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/db/sql';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let page: Page;

beforeAll(async () => {
  app = await startConsole({ seedScale: 0.05 });
  ({ page } = await app.newPage());
  await login(page, app.url, DEMO.office1);
});

afterAll(async () => {
  await app?.close();
});

/** Someone else's save of the player: another last name, a new `updated`. */
async function saveElsewhere(id: number, lastName: string) {
  await app.server.db.query(sql`UPDATE players SET last_name = ${lastName}, updated = now() WHERE id = ${id}`);
}

async function playerOf(offset: number): Promise<{ id: number; first: string | null }> {
  const [row] = await app.server.db.query<{ id: number; first: string | null }>(sql`SELECT id, first_name AS first FROM players
    WHERE operator_code = 'op1' ORDER BY id OFFSET ${offset} LIMIT 1`);
  return row;
}

async function names(id: number) {
  const [row] = await app.server.db.query<{ first: string; last: string }>(sql`SELECT first_name AS first, last_name AS last
    FROM players WHERE id = ${id}`);
  return row;
}

describe('saving a player someone else changed meanwhile', () => {
  it('shows both values per field and applies my change again on top of theirs', async () => {
    const player = await playerOf(1);
    // The pencil's route leads to the workspace page.
    await page.goto(`${app.url}/players/${player.id}`);
    await page.waitForURL((url) => url.pathname === `/players/${player.id}/show`);
    const firstName = page.getByTestId('player-firstName');
    await firstName.waitFor();
    await firstName.fill('Margarethe');
    await saveElsewhere(player.id, 'Okonkwo');
    await page.getByRole('button', { name: 'Update player details' }).click();

    const dialog = page.getByRole('dialog', { name: 'Changed by someone else' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('Margarethe', { exact: true }).count()).toBe(1);
    await expect.poll(() => dialog.getByText('Okonkwo', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/pgt/shots/conflict-en-1440.png' });
    // Nothing of the refused save was stored.
    expect((await names(player.id)).first).toBe(player.first);

    await dialog.getByRole('button', { name: 'Apply my change again' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => names(player.id)).toEqual({ first: 'Margarethe', last: 'Okonkwo' });
    await expect.poll(() => page.getByTestId('player-lastName').inputValue()).toBe('Okonkwo');
  });

  it('reload drops my change and shows the current values', async () => {
    const player = await playerOf(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/players/${player.id}?locale=de`);
    const firstName = page.getByTestId('player-firstName');
    await firstName.waitFor();
    await firstName.fill('Wilhelmina');
    await saveElsewhere(player.id, 'Abernathy');
    await page.getByTestId('update-player').click();
    const dialog = page.getByRole('dialog', { name: 'Von jemand anderem geändert' });
    await dialog.getByText('Abernathy', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/pgt/shots/conflict-de-390.png' });
    await dialog.getByRole('button', { name: 'Neu laden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('player-lastName').inputValue()).toBe('Abernathy');
    expect(await firstName.inputValue()).toBe(player.first ?? '');
    expect((await names(player.id)).first).toBe(player.first);
  });
});
