/**
 * Shell end to end: login errors, the 404 redirect, the notifications drawer, the debug dialog
 * (Ctrl+?), and registration with activation through the mailed link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { lastMailLink } from '../../server/shell/outbox';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
const savedRegistration = process.env.OFFICE_REGISTRATION_DISABLED;

beforeAll(async () => {
  app = await startConsole();
});
afterAll(async () => {
  if (savedRegistration === undefined) delete process.env.OFFICE_REGISTRATION_DISABLED;
  else process.env.OFFICE_REGISTRATION_DISABLED = savedRegistration;
  await app?.close();
});

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function fillLogin(page: Page | Locator, email: string, password: string) {
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

describe('login errors', () => {
  it('shows the server description and marks the form red for 3 s', async () => {
    const { page } = await app.newPage();
    await page.goto(`${app.url}/auth/login`);
    await fillLogin(page, DEMO.office1.email, 'wrong-password');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await toast(page, 'Invalid username or password').waitFor();
    expect(await page.getByLabel(/e-mail/i).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByLabel(/e-mail/i).getAttribute('aria-invalid'), { timeout: 6_000 }).toBe('false');
  });

  it('sends no request with empty fields', async () => {
    const { page } = await app.newPage();
    await page.goto(`${app.url}/auth/login`);
    let logins = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/login') && request.method() === 'POST') logins++;
    });
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    expect(await page.getByLabel(/e-mail/i).getAttribute('aria-invalid')).toBe('true');
    expect(logins).toBe(0);
  });

  it('returns to the page first asked for after login', async () => {
    const { page } = await app.newPage();
    await page.goto(`${app.url}/my-profile`);
    // A visitor sees the landing page there; its top-bar login keeps the page asked for.
    await page.getByTestId('top-login').waitFor({ timeout: 30_000 });
    await fillLogin(page.getByTestId('top-login'), DEMO.office1.email, DEMO.office1.password);
    await page.waitForURL(/\/my-profile/);
    await page.getByTestId('manager-profile').waitFor();
    expect(await page.getByText('Manager Profile / Operator: op1').count()).toBe(1);
  });
});

describe('signed in', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.office1);
  });

  it("asks for a list route's first page once, started before the console's script has run", async () => {
    // Each API call's path and the script that sent it, as the browser's network log gives them.
    const sent: { path: string; by?: string }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      const path = new URL(event.request.url).pathname;
      if (path.startsWith('/api/')) sent.push({ path, by: event.initiator.stack?.callFrames[0]?.url });
    });
    try {
      await page.goto(`${app.url}/players`);
      await page.locator('[data-testid^="row-"]').first().waitFor();
      await expect.poll(() => sent.some((call) => call.path.endsWith('/notifications'))).toBe(true);
    } finally {
      await cdp.detach();
    }
    const calls = (path: string) => sent.filter((call) => call.path === path);
    for (const path of ['/api/officeapp/auth/userinfo', '/api/officeapp/info', '/api/officeapp/op1/players']) {
      // Sent by the start script (the list once the info named the operator); the console's own
      // first calls took those answers instead of asking again.
      expect(calls(path), path).toHaveLength(1);
      expect(calls(path)[0].by, path).toMatch(/\/session-start\.js$/);
    }
  });

  it('redirects an unknown page home after 1.5 s', async () => {
    await page.goto(`${app.url}/no-such-page`);
    await page.getByText('Page not found').waitFor();
    expect(await page.getByText('Redirecting home page...').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
  });

  it('opens the notifications drawer from the bell', async () => {
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.waitFor();
    const table = page.getByTestId('notifications-table');
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Description', 'Created']);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  });

  it('does not open the debug dialog for an office manager', async () => {
    // The shortcut's handler takes the key (preventDefault) when it opens the dialog; for an office
    // manager no handler is registered, so the event stays untouched and nothing opens.
    const taken = await page.evaluate(() => {
      const event = new KeyboardEvent('keydown', {
        key: '?',
        code: 'Slash',
        ctrlKey: true,
        shiftKey: true,
        bubbles: true,
        cancelable: true,
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(taken).toBe(false);
    expect(await page.getByText('Debug info and settings').count()).toBe(0);
  });

  it('sends an office manager home from a central-only page, with a toast saying why', async () => {
    await page.goto(`${app.url}/operators`);
    await page.getByText("This page belongs to the central office: it is not part of an operator's console.").waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends a user without the beta flag home from a beta page, with a toast saying why', async () => {
    await page.goto(`${app.url}/roles`);
    await page.getByText('This page is in beta: turn on beta features to open it.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('debug dialog', () => {
  it('opens with Ctrl+? for a central manager and toggles the beta flag', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.central);
    await page.keyboard.press('Control+?');
    const dialog = page.getByRole('dialog', { name: 'Debug info and settings' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Monitoring path').inputValue()).toBe('_monitoring');
    expect(await dialog.innerText()).toContain('Server build version');
    await dialog.getByLabel('Beta').check();
    expect(await page.evaluate(() => localStorage.getItem('backoffice.flag.beta'))).toBe('true');
    await dialog.getByRole('button', { name: 'Restore Defaults' }).click();
    expect(await page.evaluate(() => localStorage.getItem('backoffice.flag.beta'))).toBe('false');
  });
});

describe('registration', () => {
  it('is closed by default', async () => {
    delete process.env.OFFICE_REGISTRATION_DISABLED;
    const { page } = await app.newPage();
    await page.goto(`${app.url}/auth/register`);
    await page.getByText('The registration is currently disabled.').waitFor();
  });

  it('registers, activates through the mailed link and logs in', async () => {
    process.env.OFFICE_REGISTRATION_DISABLED = 'false';
    const { page } = await app.newPage();
    await page.goto(`${app.url}/auth/register`);
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('First name').waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => dialog.getByText('You must agree to Terms and Conditions!').count()).toBe(1);

    const email = `new.manager.${Date.now()}@example.com`;
    await dialog.getByLabel('First name').fill('Nina');
    await dialog.getByLabel('Last name').fill('Newcomer');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password', { exact: false }).first().fill('Secret123');
    await dialog.getByLabel('Repeat password').fill('Secret124');
    await dialog.getByRole('group', { name: 'Birthdate' }).click();
    await page.keyboard.type('19900402');
    await dialog.getByLabel('I agree to the Terms and Conditions').check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => dialog.getByText('The passwords you entered do not match.').count()).toBe(1);
    await dialog.getByLabel('Repeat password').fill('Secret123');
    await dialog.getByRole('button', { name: 'Register' }).click();

    await toast(page, 'Thanks for your registration, please check your inbox!').waitFor();
    // Then home (001 §2), which a visitor sees as the landing page.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.getByTestId('landing-page').waitFor();

    const link = lastMailLink(email);
    expect(link).toMatch(/\/auth\/account-verified\?token=/);
    await page.goto(link!);
    await toast(page, 'Your account was successfully verified.').waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/');

    const fresh = await app.newPage();
    await fresh.page.goto(`${app.url}/auth/login`);
    await fillLogin(fresh.page, email, 'Secret123');
    await fresh.page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
    await fresh.page.getByText(/Welcome, Nina Newcomer/).waitFor();
  });
});
