/**
 * The built console in front of a second `/api/officeapp` (tests/support/other-api/), written from
 * the specification alone and taking the other reading wherever it allows one: flat tokens,
 * `{ code, currencySymbol }` currencies, a number of days as the redemption period, 404 for no
 * cash-desk gateways, the operator code only where the path catalogue writes it, the bet row call
 * on a path of its own and its own filter key for the player status. The console is configured
 * only by the API profile's tags in the served index.html. One browser context, one login, the
 * screens walked in turn; the access token lives 20 s, so the walk goes past several expiries.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS } from '../support/chromium';
import { OTHER_API_ACCOUNT, startOtherApi, type OtherApi } from '../support/other-api/server';

const TOKEN_SECONDS = 20;
const PROFILE = [
  '<meta name="backoffice:api-operator" content="catalogue">',
  '<meta name="backoffice:api-call" content="betslips.setBetRowStatus POST betRows/{betrowId}/status">',
  '<meta name="backoffice:api-filter" content="players.status state">',
];

describe('the console in front of another implementation of the specification', () => {
  let api: OtherApi;
  let browser: Browser;
  let page: Page;
  let signedInAt = 0;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    api = await startOtherApi({ distDir: resolve('dist'), meta: PROFILE, tokenSeconds: TOKEN_SECONDS });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  const open = async (path: string) => {
    await page.goto(`${api.url}${path}`);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
  };
  const tableText = () => page.getByTestId('resource-table').innerText();

  it('signs in on a flat token answer and lists the players, the status filter sent under its own key', async () => {
    await page.goto(`${api.url}/auth/login`);
    await page.getByLabel(/e-mail/i).fill(OTHER_API_ACCOUNT.email);
    await page.getByLabel(/^password/i).fill(OTHER_API_ACCOUNT.password);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
    signedInAt = Date.now();
    await open('/players');
    await expect.poll(tableText).toContain('amina');
    expect(await tableText()).toContain('Female');
    await open(`/players?filter=${encodeURIComponent(JSON.stringify({ status: ['DISABLED'] }))}`);
    await expect.poll(tableText).not.toContain('amina');
    expect(await tableText()).toContain('carol');
    expect(api.calls.some((call) => call.startsWith('GET op7/players?') && decodeURIComponent(call).includes('"state":'))).toBe(true);
  });

  it('opens a profile with its panels and changes the status with a reason and the KYC status', async () => {
    await page.goto(`${api.url}/players/11/show`);
    const profile = page.getByTestId('player-profile');
    await expect.poll(() => profile.innerText(), { timeout: 30_000 }).toContain('amina');
    for (const [name, text] of [
      ['kyc', 'Passport'],
      ['accountHistory', 'M-Pesa deposit'],
      ['betslips', '701'],
      ['payments', '198.51.100.7'],
      ['bonuses', 'Welcome hundred'],
      ['gateways', '+254700000011'],
    ] as const) {
      const panel = page.getByTestId(`panel-${name}`);
      await panel.getByRole('button').first().click();
      await expect.poll(() => panel.innerText(), { timeout: 20_000, message: name }).toContain(text);
    }
    // The KYC panel reads the grouped list through its player filter: this player's row alone.
    expect(await page.getByTestId('panel-kyc').innerText()).not.toContain('brian');
    await page.getByTestId('action-changeStatus').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Locked' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Disabled reason').fill('Shared the account');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The dialog closes as the write leaves; the API has it once its answer is in.
    await expect
      .poll(() => ({ status: api.data.players[0].status, disabledReason: api.data.players[0].disabledReason }))
      .toEqual({ status: 'LOCKED', disabledReason: 'Shared the account' });
    await page.getByTestId('action-changeKycStatus').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Verified', exact: true }).click();
    await expect.poll(() => api.data.players[0].kycStatus).toBe('VERIFIED');
  });

  it('lists KYC and the limits and changes a limit, the colours read from the legend words', async () => {
    await open('/kyc');
    await expect.poll(tableText).toContain('Verified');
    await open('/players-limits');
    await expect.poll(tableText).toMatch(/1000\.00\s€/);
    const tones = await page
      .locator('[data-testid^="limit-"][data-origin]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-origin')));
    expect(tones).toContain('RISK_GROUP');
    const cell = page.getByTestId('limit-maxStakePerBetslip').first();
    await cell.click();
    await page.getByTestId('limit-value').fill('123');
    await page.getByTestId('limit-description').fill('Asked by the player');
    await page.getByTestId('limit-reason').fill('Phone call');
    await page.getByTestId('limit-save').click();
    await expect.poll(() => api.data.limits.get(11)?.maxStakePerBetslip).toMatchObject({ limit: 123, reason: 'Phone call' });
    // This API answers a manual limit's colour as the legend's word ("white", 001 §2).
    await expect.poll(() => cell.getAttribute('data-origin')).toBe('MANUAL');
  });

  it('opens a betslip ticket with a redemption period in days and sets a bet row status on its own path', async () => {
    await open('/betslips');
    await page.getByTestId('ticket-open').first().click({ timeout: 20_000 });
    const ticket = page.getByRole('dialog');
    await expect.poll(() => ticket.innerText()).toMatch(/70[12]/);
    expect(await ticket.innerText()).toContain('90');
    await page.keyboard.press('Escape');
    await ticket.waitFor({ state: 'hidden' });
    await page.getByTestId('expand-701').click();
    const panel = page.getByTestId('panel-701');
    await panel.getByRole('combobox', { name: 'Status 7011' }).click();
    await page.getByRole('option', { name: 'Void', exact: true }).click();
    await expect.poll(() => api.data.betslips[0].betrows[0].status.code).toBe('VOID');
    expect(api.calls).toContain('POST betRows/7011/status');
  });

  it('cancels a bonus, the answer carrying its histories', async () => {
    await open('/bonuses');
    await page.getByTestId('action-cancel-301').locator('input').click();
    await page.getByRole('dialog').getByTestId('confirm-cancel-submit').click();
    await expect.poll(() => api.data.bonuses[0].bonusPlayerStatus).toBe('CANCELLED_BY_MANAGER');
    await expect.poll(() => page.getByTestId('action-cancel-301').locator('input').isChecked()).toBe(true);
  });

  it('shows payments and the account history with their currencies, and exports the payments as CSV', async () => {
    await open('/statistics-account-history');
    await expect.poll(tableText).toMatch(/25\.50\s€/);
    await open('/statistics-payments');
    await expect.poll(tableText).toMatch(/25\.50\s€/);
    expect(await tableText()).not.toContain('[object Object]');
    await page.getByRole('button', { name: 'Download' }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Current page' }).click()]);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('amina');
    expect(csv).toContain('25.50');
    expect(csv).not.toContain('[object Object]');
  });

  it('stayed signed in past the token lifetime by flat refresh answers, with no page error', async () => {
    // However fast the walk was: wait for the refresh after the first token's lifetime, then show a
    // list again with the refreshed token.
    await expect
      .poll(() => (Date.now() - signedInAt > TOKEN_SECONDS * 1000 ? api.data.refreshes : 0), { timeout: 4 * TOKEN_SECONDS * 1000 })
      .toBeGreaterThan(0);
    await open('/players');
    await expect.poll(() => page.locator('[data-testid^="row-"]').count()).toBeGreaterThan(0);
    expect(api.refused).toEqual([]);
    expect(pageErrors).toEqual([]);
    // No call put the operator code in front of a path the catalogue writes without it.
    expect(api.unanswered.filter((call) => /^\w+ op7\/(payments|accountHistories|betslips|betRows|gateways)\b/.test(call))).toEqual([]);
  });
});
