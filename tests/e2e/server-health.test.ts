/**
 * Server health end to end: with an unsaved edit in a player's form, the API stops; the
 * server-unavailable bar appears with its texts and countdown; the API comes back on the same
 * port and database; the console recovers by itself and the unsaved edit is still there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let page: Page;

beforeAll(async () => {
  app = await startConsole();
  ({ page } = await app.newPage());
  await login(page, app.url, DEMO.central);
});

afterAll(async () => {
  await app?.server.listen().catch(() => undefined);
  await app?.close();
});

const bar = () => page.getByTestId('server-unavailable');

describe('server-unavailable bar', () => {
  it('appears while the API is down and goes away by itself, keeping unsaved edits', async () => {
    const id = await page.evaluate(async () => {
      const token = localStorage.getItem('backoffice.accessToken');
      const response = await fetch('/api/officeapp/op1/players?page=0&size=1&sort=id,ASC', {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()).payload.content[0].id as number;
    });
    await page.goto(`${app.url}/players/${id}`);
    const firstName = page.getByTestId('player-firstName');
    await firstName.waitFor();
    await firstName.fill('Unsaved Draft');

    await app.server.stopListening();
    // The tab regaining focus reloads the signed-in manager, as a person switching back would.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await bar().waitFor({ timeout: 20_000 });
    // The player's workspace is a page, not a dialog: nothing covers the bar.
    const barUncovered = await bar().evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(barUncovered).toBe(true);
    await expect.poll(() => bar().innerText()).toContain('The server is currently unavailable.');
    expect(await bar().innerText()).toContain('Check network connection.');
    await expect.poll(() => bar().innerText()).toMatch(/Will retry in \d+ seconds\.\.\./);
    expect(await bar().getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);

    await bar().hover();
    const probes = page.getByTestId('server-probes');
    await probes.waitFor({ timeout: 10_000 });
    await expect.poll(() => probes.innerText()).toContain('/api/officeapp/info');

    await app.server.listen();
    await bar().waitFor({ state: 'detached', timeout: 30_000 });
    expect(await firstName.inputValue()).toBe('Unsaved Draft');
    expect(new URL(page.url()).pathname).toBe(`/players/${id}/show`);
  });
});
