/**
 * The player workspace's further parts and the bet row page end to end: a betslip's bet row link
 * opens /bets/{id} in a new tab (details, status change, history, betslip link); the profile's KYC
 * panel shows the player's row open; previous accounts are added and removed (in the workspace and
 * under a players list row); the beta limits settings edit the exclusion's reason on its own.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole();
}, 300_000);
afterAll(async () => {
  await app?.close();
});

async function signedIn(beta = false): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await app.newPage();
  if (beta) await opened.context.addInitScript(() => localStorage.setItem('backoffice.flag.beta', 'true'));
  await login(opened.page, app.url, DEMO.office1);
  return opened;
}

const panel = (page: Page, key: string) => page.getByTestId(`panel-${key}`);
const openPanel = (page: Page, key: string) => panel(page, key).locator('.MuiAccordionSummary-root').click();

describe('the bet row page (/bets/{id})', () => {
  it("opens from a betslip's bet row in a new tab, changes the status and shows it in the history", async () => {
    const { context, page } = await signedIn();
    const [slip] = await app.server.db.query<{ id: number }>(sql`SELECT b.id FROM betslips b
      WHERE b.operator_code = 'op1' AND EXISTS (SELECT 1 FROM bet_rows r WHERE r.betslip_id = b.id AND r.status = 'NOT_SETTLED')
      ORDER BY b.created DESC LIMIT 1`);
    await page.goto(`${app.url}/betslips?id=${slip.id}`);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    await page.getByTestId(`expand-${slip.id}`).click();
    const link = page.getByTestId('bet-rows').locator('tbody tr').first().getByRole('link').first();
    await link.waitFor({ timeout: 30_000 });
    expect(await link.getAttribute('target')).toBe('_blank');
    const rowId = Number(await link.innerText());
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForURL((url) => url.pathname === `/bets/${rowId}`);
    await tab.getByTestId('bet-row-history').waitFor({ timeout: 30_000 });
    expect(await tab.getByRole('heading', { level: 1 }).innerText()).toBe(`Bet row ${rowId}`);
    expect(await tab.getByTestId('field-betslipId').innerText()).toContain(String(slip.id));
    const steps = tab.getByTestId('bet-row-step');
    const before = await steps.count();
    expect(await steps.first().innerText()).toContain('Placed by the player');

    await tab.getByRole('combobox', { name: 'Change status' }).click();
    await tab.getByRole('option', { name: 'Void', exact: true }).click();
    await expect.poll(() => tab.getByTestId('bet-row-status').innerText(), { timeout: 30_000 }).toBe('Void');
    await expect.poll(() => steps.count(), { timeout: 30_000 }).toBe(before + 1);
    expect(await steps.last().innerText()).toContain('Changed by staff');
    expect(await steps.last().innerText()).toContain('from Not Settled');

    await tab.getByRole('link', { name: `Open betslip ${slip.id}` }).click();
    await tab.waitForURL((url) => url.pathname === `/betslips/${slip.id}`);
    await tab.goto(`${app.url}/bets/999999999`);
    expect(await tab.getByTestId('record-not-found').innerText()).toBe('Bet row 999999999 not found');
    await tab.goto(`${app.url}/players/999999999/show`);
    expect(await tab.getByTestId('record-not-found').innerText()).toBe('Player not found: ID 999999999');
  });
});

describe('the player workspace', () => {
  it('opens the KYC row, and adds and removes a previous account with the spec toasts', async () => {
    const { page } = await signedIn();
    const [player, other] = await app.server.db.query<{ id: number; username: string }>(sql`SELECT p.id, p.username FROM players p
      WHERE p.operator_code = 'op1' AND p.previous_accounts IS NULL
        AND EXISTS (SELECT 1 FROM kyc_documents d WHERE d.player_id = p.id) ORDER BY p.id LIMIT 2`);
    await page.goto(`${app.url}/players/${player.id}/show`);
    await page.getByTestId('player-profile').waitFor({ timeout: 30_000 });
    await openPanel(page, 'kyc');
    // "A single player's row can be shown already expanded" (001 §2).
    await panel(page, 'kyc').getByTestId('kyc-documents').waitFor({ timeout: 30_000 });

    await openPanel(page, 'previousAccounts');
    const accounts = panel(page, 'previousAccounts');
    await accounts.getByRole('combobox', { name: 'Account to add' }).fill(other.username);
    await page.getByRole('option', { name: new RegExp(`^${other.username} `) }).click();
    await accounts.getByTestId('add-account').click();
    await page.getByText('Successfully added account to player accounts').waitFor({ timeout: 30_000 });
    const row = accounts.locator('[role="row"]', { has: page.getByText(other.username, { exact: true }) });
    await row.waitFor({ timeout: 30_000 });
    // The sub-table's page size is 25 (001 §9).
    expect(await accounts.innerText()).toMatch(/Rows per page:\s*25/);
    await row.locator('[data-testid^="action-remove-"]').click();
    await page.getByText('Successfully removed account from player accounts').waitFor({ timeout: 30_000 });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
    // Without the beta flag there is no limits settings panel.
    expect(await panel(page, 'limitsSettings').count()).toBe(0);
  });

  it("expands a players list row into the player's previous accounts", async () => {
    const { page } = await signedIn();
    const [linked] = await app.server.db.query<{ id: number; username: string; account: string }>(sql`SELECT id, username,
      previous_accounts[1] AS account FROM players WHERE operator_code = 'op1' AND previous_accounts IS NOT NULL ORDER BY id LIMIT 1`);
    await page.goto(`${app.url}/players?filter=${encodeURIComponent(JSON.stringify({ username: linked.username }))}`);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    await page.getByTestId(`expand-${linked.id}`).click();
    await page.getByTestId('previous-accounts').getByText(linked.account, { exact: true }).waitFor({ timeout: 30_000 });
  });

  it("edits the exclusion's reason on its own in the beta limits settings", async () => {
    const { page } = await signedIn(true);
    const [player] = await app.server.db.query<{ id: number }>(sql`SELECT id FROM players
      WHERE operator_code = 'op1' AND exclude_until IS NULL ORDER BY id DESC LIMIT 1`);
    await page.goto(`${app.url}/players/${player.id}/show`);
    await page.getByTestId('player-profile').waitFor({ timeout: 30_000 });
    await openPanel(page, 'limitsSettings');
    const settings = page.getByTestId('limits-settings');
    await settings.waitFor({ timeout: 30_000 });
    expect(await settings.getByTestId('exclusionReason-input').isDisabled()).toBe(true);
    await settings.getByText('The player is not excluded: exclude first').first().waitFor();
    // Exclude through the exclusion chip, as in the limits table.
    await settings.getByTestId('exclusion-cell').click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Time frame' }).click();
    await page.getByRole('option', { name: '7 days' }).click();
    await page.getByTestId('exclusion-reason').fill('Player asked');
    await page.getByTestId('exclusion-description').fill('By phone');
    await page.getByTestId('exclusion-submit').click();
    const reason = settings.getByTestId('exclusionReason-input');
    await expect.poll(() => reason.inputValue(), { timeout: 30_000 }).toBe('Player asked');
    await reason.fill('Gambling problem reported by the player');
    await settings.getByTestId('exclusionReason-save').click();
    await page.getByText('Player limit has been successfully updated').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(
        async () =>
          (await app.server.db.query<{ reason: string }>(sql`SELECT exclusion_reason AS reason FROM players WHERE id = ${player.id}`))[0]
            .reason,
        { timeout: 30_000 },
      )
      .toBe('Gambling problem reported by the player');
    // Each limit is listed with who set it.
    expect(await settings.getByTestId('settings-maxStakePerBetslip').innerText()).toMatch(
      /Operator default limit|Risk group changed|Manually changed/,
    );
  });
});
