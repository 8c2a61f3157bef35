/**
 * Player workspace end to end (001 §2–§7, 002 §2): the player profile popup and its panels on the
 * built console and the real server — profile edit, limits, exclusion, a manual deposit, the
 * statistics tiles, the printable ticket, the limits legend and accessibility scans of whole pages.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_LIMIT_PERIODS } from '../../resources/paymentRules';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let page: Page;
let playerId: number;
/** A player a 10 EUR deposit is allowed for today: no self-protection deposit limit. */
let depositPlayerId: number;
let operator: string;

/** Calls the API from inside the page with the signed-in user's token. */
async function api<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backoffice.accessToken');
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()).payload;
  }, path);
}

interface PlayerBody {
  id: number;
  operatorCode: string;
  firstName?: string | null;
  totalBalance: { value: number };
}

const getPlayer = (id = playerId) => api<PlayerBody>(`/api/officeapp/${operator}/players/${id}`);

async function openProfile(id = playerId) {
  await page.goto(`${app.url}/players?open=player-${id}`);
  await page.getByTestId('player-profile').waitFor({ timeout: 20_000 });
}

async function openPanel(key: string) {
  await page.getByTestId(`panel-${key}`).locator('.MuiAccordionSummary-root').click();
}

/** Waits until nothing is loading (no progress bar), so a scan sees the finished page. */
async function settled() {
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
}

/** Runs axe-core on the page (default: the whole body); returns serious and critical violations. */
async function axeViolations(selector = 'body'): Promise<{ id: string; impact: string; targets: string[] }[]> {
  // Evaluated through the DevTools protocol: the page's script policy refuses injected script tags.
  await page.evaluate(readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (scope) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    const result = await axe.run(scope, { resultTypes: ['violations'] });
    type Node = { target: string[] };
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: (violation.nodes as Node[]).map((node) => node.target.join(' ')),
      }));
  }, selector);
}

/** The text of a PDF: pdftotext when available (installed in the test setup as root), else its inflated streams. */
function pdfText(pdf: Buffer): string {
  if (spawnSync('which', ['pdftotext']).status !== 0 && process.getuid?.() === 0) {
    spawnSync('apt-get', ['install', '-y', '-q', 'poppler-utils'], { stdio: 'ignore', timeout: 120_000 });
  }
  if (spawnSync('which', ['pdftotext']).status === 0) {
    const dir = mkdtempSync(join(tmpdir(), 'ticket-'));
    try {
      writeFileSync(join(dir, 'ticket.pdf'), pdf);
      execFileSync('pdftotext', [join(dir, 'ticket.pdf'), join(dir, 'ticket.txt')]);
      return readFileSync(join(dir, 'ticket.txt'), 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return parts.join('\n');
}

beforeAll(async () => {
  app = await startConsole();
  ({ page } = await app.newPage());
  await login(page, app.url, DEMO.office1);
  const first = await page.locator('[data-testid="cell-id"] a').first().textContent();
  playerId = Number(first);
  const info = await api<{ uiInfo: { role: { operatorCode: string } } }>('/api/officeapp/info');
  operator = info.uiInfo.role.operatorCode;
  // The demo data gives one player in four self-protection deposit limits, and deposits fall in
  // "today" depending on the hour the tests run at: the deposit is made for a player without them.
  const filter = encodeURIComponent(JSON.stringify({ showLimitsDetails: true }));
  const limits = await api<{ content: ({ id: number } & Record<string, { limit?: number | null } | null | undefined>)[] }>(
    `/api/officeapp/${operator}/players?page=0&size=100&sort=updated,DESC&filter=${filter}`,
  );
  const free = limits.content.find((row) => Object.keys(DEPOSIT_LIMIT_PERIODS).every((name) => row[name]?.limit == null));
  expect(free, 'a demo player without self-protection deposit limits').toBeDefined();
  depositPlayerId = free!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('player workspace', () => {
  it('opens the profile from the players list and persists an edit', async () => {
    await page.locator('[data-testid="cell-id"] a').first().click();
    await page.getByTestId('player-profile').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('open')).toBe(`player-${playerId}`);
    await page.getByTestId('player-firstName').fill('Edited');
    await page.getByTestId('update-player').click();
    await expect.poll(async () => (await getPlayer()).firstName, { timeout: 10_000 }).toBe('Edited');
    await openProfile();
    expect(await page.getByTestId('player-firstName').inputValue()).toBe('Edited');
  });

  it('rejects a profile value over the schema limit', async () => {
    await page.getByTestId('player-phoneNumber').fill('12345');
    expect(await page.getByTestId('update-player').isDisabled()).toBe(true);
    await page.getByText('Reset', { exact: true }).click();
  });

  it('changes a limit, which persists and is coloured as manually changed', async () => {
    await openProfile();
    await openPanel('limits');
    const cell = page.getByTestId('panel-limits').getByTestId('limit-maxStakePerBetslip').first();
    await cell.click();
    await page.getByTestId('limit-value').fill('');
    await page.getByTestId('limit-save').click();
    await page.getByText('Limit should not be empty!').waitFor();
    await page.getByTestId('limit-value').fill('-1');
    await page.getByText('Limit should be positive!').waitFor();
    await page.getByTestId('limit-value').fill('123');
    await page.getByTestId('limit-description').fill('e2e');
    await page.getByTestId('limit-reason').fill('test');
    await page.getByTestId('limit-save').click();
    await page.getByText('Player limit has been successfully updated').waitFor({ timeout: 10_000 });
    await expect.poll(() => cell.getAttribute('data-origin'), { timeout: 10_000 }).toBe('MANUAL');
    // Money in the player's currency, as every amount is written.
    expect(await cell.textContent()).toMatch(/^123\.00\u00a0\S+$/);
    const limits = await api<{ content: { maxStakePerBetslip: { limit: number; color: string } }[] }>(
      `/api/officeapp/${operator}/players?filter=${encodeURIComponent(JSON.stringify({ showLimitsDetails: true, id: playerId }))}`,
    );
    expect(limits.content[0].maxStakePerBetslip).toMatchObject({ limit: 123, color: 'MANUAL' });
  });

  it('excludes the player, then revokes the exclusion', async () => {
    await openProfile();
    await openPanel('selfProtection');
    const chip = page.getByTestId('panel-selfProtection').getByTestId('exclusion-cell').first();
    await chip.click();
    // The exclusion dialog's code loads when it first opens; until then the popup is the only dialog.
    await page.getByTestId('exclusion-reason').waitFor();
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.getByRole('option', { name: /7 days/i }).click();
    // The menu closes on the choice, and the form holds it.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('exclusion-time-frame').inputValue()).toBe('P7D');
    await page.getByTestId('exclusion-reason').fill('requested');
    await page.getByTestId('exclusion-description').fill('by phone');
    await page.getByTestId('exclusion-submit').click();
    await expect.poll(async () => (await chip.textContent()) ?? '', { timeout: 10_000 }).not.toBe('Not excluded');
    await chip.click();
    await page.getByTestId('excluded-until').waitFor();
    await page.getByTestId('exclusion-reason').fill('revoked');
    await page.getByTestId('exclusion-description').fill('by phone');
    await page.getByTestId('exclusion-submit').click();
    await expect.poll(async () => chip.textContent(), { timeout: 10_000 }).toBe('Not excluded');
  });

  it('posts a manual deposit: balance, account history and activity log change', async () => {
    const before = (await getPlayer(depositPlayerId)).totalBalance.value;
    await openProfile(depositPlayerId);
    await openPanel('payments');
    const form = page.getByTestId('manual-payment');
    await form.waitFor({ timeout: 15_000 });
    await page.getByTestId('payment-submit').click();
    await page.getByText('cash desk gateway cannot be empty!').waitFor();
    await page.getByText('description cannot be empty!').waitFor();
    await form.getByRole('combobox').first().click();
    await page.getByRole('option').first().click();
    await form.getByRole('combobox').nth(1).click();
    await page.getByRole('option', { name: /EUR/ }).first().click();
    await page.getByTestId('payment-amount').fill('10');
    await page.getByTestId('payment-description').fill('e2e deposit');
    await page.getByTestId('payment-submit').click();
    // Nothing is booked before the confirmation, which names player, amount and currency.
    const confirm = page.getByRole('dialog', { name: 'Confirm deposit' });
    await confirm.waitFor();
    const username = await page.getByTestId('profile-username').innerText();
    expect(await confirm.getByTestId('confirm-player').innerText()).toBe(username);
    expect(await confirm.getByTestId('confirm-amount').innerText()).toMatch(/^10\.00\sEUR/);
    expect((await getPlayer(depositPlayerId)).totalBalance.value).toBe(before);
    await confirm.getByRole('button', { name: 'Book deposit' }).click();
    await page.getByText('Payment done').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await getPlayer(depositPlayerId)).totalBalance.value, { timeout: 10_000 }).toBeCloseTo(before + 10, 2);
    const history = await api<{ groups: { content: { accountMovement: number; description?: string }[] }[] }>(
      `/api/officeapp/${operator}/accountHistories/player/${depositPlayerId}?page=0&size=25&sort=created,DESC`,
    );
    const entries = history.groups.flatMap((group) => group.content);
    expect(entries.some((entry) => entry.description === 'e2e deposit' && entry.accountMovement === 10)).toBe(true);
    const log = await api<{ content: { logType: string }[] }>(
      `/api/officeapp/${operator}/activities-log/player/${depositPlayerId}?page=0&size=25`,
    );
    expect(log.content.some((entry) => entry.logType === 'DEPOSIT')).toBe(true);
    await openPanel('accountHistory');
    await page.getByTestId('panel-accountHistory').getByText('e2e deposit').first().waitFor({ timeout: 15_000 });
  });

  it.each([
    [1440, 900, 'en'],
    [390, 844, 'de'],
  ])('Add money toggles the Payments panel, open at the amount in one click (%i×%i, %s)', async (width, height, locale) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}/players?open=player-${playerId}&locale=${locale}`);
    await page.getByTestId('player-profile').waitFor({ timeout: 20_000 });
    await page.getByTestId('add-money').click();
    const amount = page.getByTestId('payment-amount');
    await expect.poll(() => amount.evaluate((input) => input === document.activeElement), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(async () => {
        const box = await amount.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= height;
      })
      .toBe(true);
    expect(await page.getByTestId('panel-payments').locator('.MuiAccordionSummary-root').getAttribute('aria-expanded')).toBe('true');
    // A gateway with one currency has it chosen already.
    const form = page.getByTestId('manual-payment');
    await form.getByRole('combobox').first().click();
    await page.getByRole('option').first().click();
    const gateways = await api<{ allowedCurrencies: { currency: string }[] }[]>(
      `/api/officeapp/${operator}/cash-desk/gateways/${playerId}`,
    );
    // The demo gateways each allow the operator's currency only.
    expect(gateways[0].allowedCurrencies).toHaveLength(1);
    await expect.poll(() => page.getByTestId('payment-currency').inputValue()).toBe(gateways[0].allowedCurrencies[0].currency);
    await page.screenshot({ path: `/tmp/pgt/shots/add-money-${locale}-${width}.png` });
    // A second click folds the panel away again: Add money toggles it (001 §2).
    const summary = page.getByTestId('panel-payments').locator('.MuiAccordionSummary-root');
    await page.getByTestId('add-money').click();
    await expect.poll(() => summary.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('false');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${app.url}/players?locale=en`);
  });

  it('shows a Deposit tile equal to the sum of the processed deposits list', async () => {
    const filter = { accountHistoryType: { paymentRequest: 'DEPOSIT', paymentStatus: ['PROCESSED'] } };
    const list = await api<{ content: { accountMovement: number }[] }>(
      `/api/officeapp/${operator}/payments?page=0&size=1000&playerId=${playerId}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    const sum = Math.round(list.content.reduce((total, row) => total + row.accountMovement, 0) * 100) / 100;
    await openProfile();
    await openPanel('statistics');
    const tile = page.getByTestId('stat-value-deposit');
    await tile.waitFor({ timeout: 15_000 });
    expect(Number(await tile.getAttribute('data-value'))).toBe(sum);
  });

  it('prints the ticket to a PDF that contains the betslip id', async () => {
    await page.goto(`${app.url}/betslips`);
    await page.getByTestId('ticket-open').first().click({ timeout: 20_000 });
    const id = (await page.getByTestId('ticket-betslipId').textContent()) ?? '';
    expect(id).toMatch(/^\d+$/);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    expect(pdfText(pdf)).toContain(id);
  });

  it('shows the limit colour legend on the standalone limits screens', async () => {
    for (const route of ['players-limits', 'players-self-protection-limits']) {
      await page.goto(`${app.url}/${route}`);
      await page.getByTestId('resource-table').waitFor({ timeout: 20_000 });
      const legend = page.getByRole('group', { name: 'Legend' });
      await legend.waitFor();
      expect(await legend.getAttribute('data-testid')).toBe('limits-legend');
      expect(await page.getByTestId('limits-legend').count()).toBe(1);
      for (const text of ['Operator default limit', 'Risk group changed', 'Manually changed']) {
        expect(await legend.getByText(text, { exact: true }).count()).toBe(1);
      }
    }
  });

  it('names the profile popup by its header title (the username)', async () => {
    await openProfile();
    const username = (await page.getByTestId('profile-username').textContent()) ?? '';
    expect(username).not.toBe('');
    expect(await page.getByRole('dialog', { name: username, exact: true }).count()).toBe(1);
  });

  it('has no serious or critical accessibility violations on whole pages, light and dark: profile, lists, the limits screen', async () => {
    // Whole pages (body): the app bar, the menu, the content and, for the profile, the popup.
    const scan = async (label: string) => ({ label, violations: await axeViolations() });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('backoffice.userTheme', value), theme);
      await openProfile();
      await settled();
      expect(await scan(`${theme} profile`)).toEqual({ label: `${theme} profile`, violations: [] });
      await page.goto(`${app.url}/players`);
      await page.getByTestId('resource-table').waitFor({ timeout: 20_000 });
      await settled();
      expect(await scan(`${theme} players`)).toEqual({ label: `${theme} players`, violations: [] });
      await page.goto(`${app.url}/players-limits`);
      await page.getByTestId('resource-table').waitFor({ timeout: 20_000 });
      await page.getByTestId('limits-legend').waitFor();
      await settled();
      expect(await scan(`${theme} players-limits`)).toEqual({ label: `${theme} players-limits`, violations: [] });
      // An expandable list with a row open: the expand control, not the row, carries aria-expanded.
      await page.goto(`${app.url}/betslips?filter=${encodeURIComponent('{}')}`);
      await page.getByTestId('resource-table').waitFor({ timeout: 20_000 });
      await page.locator('[data-testid^="expand-"]').first().click({ timeout: 20_000 });
      await page.getByTestId('bet-rows').first().waitFor({ timeout: 20_000 });
      await settled();
      expect(await scan(`${theme} betslips`)).toEqual({ label: `${theme} betslips`, violations: [] });
    }
    await page.evaluate(() => localStorage.setItem('backoffice.userTheme', 'default'));
  });
});
