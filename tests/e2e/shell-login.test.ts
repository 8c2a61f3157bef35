/**
 * Login entry points and session end end to end (000 §2, §8): the top-bar login of the landing
 * page (inline form on wide screens, Login and Register buttons on phones), `?open=login` for
 * visitors and signed-in staff, the demo login from the server's UI info, the "Unauthorized!"
 * message when a refresh is refused and the way back to the page, a final 404 in the player
 * popup, and no stale error toast after a failed and then a successful login.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const PHONE = { width: 390, height: 844 };

async function fillTopLogin(page: Page, account: { email: string; password: string }) {
  const bar = page.getByTestId('top-login');
  await bar.getByLabel(/e-mail/i).fill(account.email);
  await bar.getByLabel(/^password/i).fill(account.password);
  await bar.getByRole('button', { name: 'Log In' }).click();
}

describe('top-bar login', () => {
  it('is an inline form on a wide screen and brings the visitor back to the page asked for', async () => {
    const { page } = await app.newPage();
    await page.goto(`${app.url}/betslips?perPage=25`);
    const bar = page.getByTestId('top-login');
    await bar.getByRole('button', { name: 'Log In' }).waitFor({ timeout: 30_000 });
    expect(await bar.getByRole('link', { name: 'Forgot password?' }).count()).toBe(1);
    // Office registration is closed by default: no Register link.
    expect(await bar.getByRole('link', { name: 'Register' }).count()).toBe(0);
    expect(await page.getByTestId('landing-login').count()).toBe(0);
    // Every control fits in the bar.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/top-login-1440.png' });
    await fillTopLogin(page, DEMO.office1);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/betslips');
    expect(url.searchParams.get('perPage')).toBe('25');
  });

  it('shows Login (and Register when open) on a phone; Login opens the full-screen modal', async () => {
    process.env.OFFICE_REGISTRATION_DISABLED = 'false';
    try {
      const { page } = await app.newPage();
      await page.setViewportSize(PHONE);
      await page.goto(`${app.url}/players`);
      const bar = page.getByTestId('top-login');
      await bar.getByRole('link', { name: 'Register' }).waitFor({ timeout: 30_000 });
      expect(await bar.getByLabel(/e-mail/i).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: 'test-results/top-login-390.png' });
      await page.getByTestId('landing-login').click();
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(PHONE.width);
      await dialog.getByLabel(/e-mail/i).fill(DEMO.office1.email);
      await dialog.getByLabel(/^password/i).fill(DEMO.office1.password);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/players');
    } finally {
      delete process.env.OFFICE_REGISTRATION_DISABLED;
    }
  });

  it('opens the login form for a visitor with ?open=login and removes only open after login', async () => {
    const { page } = await app.newPage();
    await page.goto(`${app.url}/betslips?open=login&perPage=50`);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByLabel(/e-mail/i).fill(DEMO.office1.email);
    await dialog.getByLabel(/^password/i).fill(DEMO.office1.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/betslips');
    expect(url.searchParams.get('open')).toBeNull();
    expect(url.searchParams.get('perPage')).toBe('50');
  });

  it('signs in with the demo login the server offers', async () => {
    const { page } = await app.newPage();
    await page.goto(`${app.url}/players`);
    await page.getByTestId('top-login').getByTestId('demo-login').click();
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    // The demo account is the central manager: the operator switcher is there.
    const info = await page.evaluate(async () => {
      const token = localStorage.getItem('backoffice.accessToken');
      const response = await fetch('/api/officeapp/info', { headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()).payload.uiInfo.role.role;
    });
    expect(info).toBe('central');
  });
});

describe('signed in', () => {
  it('shows the login form over the page with ?open=login; closing removes only open', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    await page.goto(`${app.url}/players?open=login&perPage=25`);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('open')).toBeNull();
    expect(new URL(page.url()).searchParams.get('perPage')).toBe('25');
    expect(await dialog.count()).toBe(0);
  });

  it('says "Unauthorized!" when the refresh is refused, and login brings the user back to the page', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    await page.goto(`${app.url}/betslips?perPage=25`);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    // The session ends on the server side: the tokens no longer work and the refresh is refused.
    await page.evaluate(() => {
      localStorage.setItem('backoffice.accessToken', 'expired.token.value');
      localStorage.setItem('backoffice.refreshToken', 'revoked-refresh-token');
    });
    await page.getByRole('button', { name: 'Refresh' }).first().click();
    await page.getByTestId('session-end-toast').filter({ hasText: 'Unauthorized!' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('landing-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/betslips');
    await fillTopLogin(page, DEMO.office1);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/betslips');
    expect(new URL(page.url()).searchParams.get('perPage')).toBe('25');
    await expect.poll(() => page.getByTestId('session-end-toast').count()).toBe(0);
  });

  it('leaves no error toast on the home screen after a failed and then a successful login', async () => {
    const { page } = await app.newPage();
    await page.goto(`${app.url}/auth/login`);
    await page.getByLabel(/e-mail/i).fill(DEMO.office1.email);
    await page.getByLabel(/^password/i).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('toast').waitFor();
    await page.getByLabel(/^password/i).fill(DEMO.office1.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
  });

  it("shows the 404 of another operator's player at once, without retrying it", async () => {
    const [op2Player] = await app.server.db.query<{ id: number }>(
      sql`SELECT id FROM players WHERE operator_code = 'op2' ORDER BY id LIMIT 1`,
    );
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    const calls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/api/officeapp/op1/players/${op2Player.id}`) calls.push(response.status());
    });
    await page.goto(`${app.url}/players?open=player-${op2Player.id}`);
    await page.getByRole('dialog').getByRole('alert').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('dialog').getByRole('alert').innerText()).toMatch(/not found/i);
    // One request: a 404 is final (react-query would otherwise ask three more times over 7 s).
    expect(calls).toEqual([404]);
  });

  it('offers no "Add Transactions" in the filter bar while /spot/spot-files has no screen', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.central);
    expect(await page.getByRole('button', { name: /add transactions/i }).count()).toBe(0);
    expect(await page.locator('a[href="/spot/spot-files"]').count()).toBe(0);
  });
});
