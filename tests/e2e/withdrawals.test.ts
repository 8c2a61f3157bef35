/**
 * The withdrawal and deposit screens end to end, on the built console and the real server: opened
 * from the menu by an office manager and the central manager, the queue of what waits for a person
 * (as many as Home counts), filters, a decision on a request's page, a rejection of selected rows
 * with one refused and listed with the server's reason, reprocessing, the withdrawal rules, the
 * deposits' retry and demo move, and operator isolation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositRequest } from '../../resources/deposits';
import type { WithdrawalRequest } from '../../resources/withdrawals';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole({ seedScale: 0.3 });
}, 300_000);
afterAll(async () => {
  await app?.close();
});

/** Calls the API from the page with the signed-in user's token. */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = localStorage.getItem('backoffice.accessToken');
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url: `/api/officeapp/${path}`, method: init.method ?? 'GET', body: init.body },
  ) as Promise<{ status: number; body: T }>;
}

type Page_<R> = { payload: { content: R[]; totalElements: number } };
const WAITING = ['PENDING', 'REQUESTED', 'TO_CHECK', 'FAILED', 'UNKNOWN'];
const menu = (page: Page) => page.locator('.RaSidebar-fixed');
const cellTexts = (page: Page, source: string) => page.locator(`[data-testid^="row-"] > [data-testid="cell-${source}"]`).allInnerTexts();
const field = (page: Page, source: string) => page.getByTestId(`field-${source}`).locator('> *').nth(1);

async function withdrawalsOf(page: Page, filter: object, op = 'op1', size = 200): Promise<WithdrawalRequest[]> {
  const answer = await api<Page_<WithdrawalRequest>>(
    page,
    `${op}/withdrawal/requests?size=${size}&sort=created,ASC&filter=${encodeURIComponent(JSON.stringify(filter))}`,
  );
  return answer.body.payload.content;
}

/** Confirms the open dialog (filling its text field first when given) and waits for it to close. */
async function confirm(page: Page, text?: string) {
  // The confirm dialog only: a bulk action's report opens as a dialog of its own right after it.
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Confirm' }) });
  if (text !== undefined) await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Picks an option of a filter of the filter bar by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  const toggle = page.getByRole('button', { name: /^filters/i });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel(label, { exact: true }).and(page.locator('[role="combobox"]:not([data-testid="resource-table"] *)')).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Opens the withdrawals screen on its default view and waits for its rows. */
async function openWithdrawals(page: Page) {
  await page.goto(`${app.url}/withdrawals`);
  await page.locator('[data-testid^="row-"]').first().waitFor({ timeout: 30_000 });
}

describe('withdrawals, as the office manager of op1', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.office1);
  });

  it('opens from the menu on what waits for a person, oldest first, as many as Home counts', async () => {
    await menu(page).getByRole('menuitem', { name: 'Withdrawals', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/withdrawals');
    await page.locator('[data-testid^="row-"]').first().waitFor({ timeout: 30_000 });
    const dashboard = await api<{ payload: { queues: { withdrawalsWaiting: number } } }>(page, 'op1/dashboard');
    const waiting = dashboard.body.payload.queues.withdrawalsWaiting;
    await expect.poll(() => page.getByTestId('list-title').innerText()).toBe(`Withdrawals (${waiting})`);
    const expected = await withdrawalsOf(page, { status: WAITING });
    await expect
      .poll(async () => (await page.locator('[data-testid^="row-"] > [data-testid="cell-id"]').allInnerTexts()).slice(0, 10))
      .toEqual(expected.slice(0, 10).map((row) => String(row.id)));
    for (const status of new Set(await cellTexts(page, 'status')))
      expect(['Pending', 'Requested', 'To Check', 'Failed', 'Unknown']).toContain(status);
    expect(await page.getByTestId('withdrawal-rules-link').isVisible()).toBe(true);
  });

  it('filters by withdrawal state; Reset filters goes back to the waiting ones', async () => {
    await choose(page, 'Withdrawal state', /^Limited/);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('LIMITED'));
    await expect
      .poll(async () => {
        const states = await cellTexts(page, 'withdrawalState');
        return states.length > 0 && states.every((state) => state.startsWith('Limited'));
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').withdrawalState === undefined);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ status: WAITING });
  });

  it('accepts a request on its page after a confirmation', async () => {
    const [request] = (await withdrawalsOf(page, { status: ['REQUESTED', 'PENDING'] })).filter((row) => !row.withdrawalDisabled);
    expect(request, 'no request to accept').toBeDefined();
    await page.goto(`${app.url}/withdrawals/${request.id}`);
    await page.getByTestId('action-acceptWithdrawal').click();
    await expect
      .poll(() => page.getByRole('dialog').innerText())
      .toContain(`Withdrawal ${request.id} of ${request.playerUsername} will be accepted`);
    await confirm(page);
    await page.getByText('Withdrawal accepted', { exact: true }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => field(page, 'status').innerText()).toBe('Accepted');
    expect(await page.getByTestId('action-acceptWithdrawal').count()).toBe(0);
    const after = await api<{ payload: WithdrawalRequest }>(page, `op1/withdrawal/requests/${request.id}`);
    expect(after.body.payload).toMatchObject({ status: 'ACCEPTED', updatedBy: 'office1@demo.test' });
  });

  it("rejects selected requests with one reason; one paid out meanwhile is listed with the server's reason", async () => {
    await openWithdrawals(page);
    const rows = (await withdrawalsOf(page, { status: WAITING })).filter((row) => !row.withdrawalDisabled && row.status !== 'UNKNOWN');
    const [rejected, paid] = rows;
    const balanceOf = async (playerId: number) =>
      (await api<{ payload: { totalBalance: { value: number } } }>(page, `op1/players/${playerId}`)).body.payload.totalBalance.value;
    const before = await balanceOf(rejected.playerId);
    for (const row of [rejected, paid]) await page.getByTestId(`row-${row.id}`).getByRole('checkbox').check();
    // Someone else pays the second one out by hand before the rejection runs.
    const meanwhile = await api(page, `op1/withdrawal/requests/${paid.id}/withdrawEvent/PROCESS_MANUAL_WITHDRAWAL`, {
      method: 'POST',
      body: {},
    });
    expect(meanwhile.status).toBe(200);
    await page.getByTestId('bulk-actions').getByTestId('action-rejectWithdrawal').click();
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('Reject — selected: 2.');
    await confirm(page, 'Documents do not match the account holder');
    const report = page.getByTestId('selection-report');
    await report.waitFor({ timeout: 30_000 });
    expect(await report.getByTestId(`selection-failure-${paid.id}`).innerText()).toMatch(
      new RegExp(`WITHDRAWAL_REJECTED_FROM_BACKOFFICE applies only to a withdrawal with status .*; withdrawal ${paid.id} is PROCESSED`),
    );
    expect(await report.getByTestId(`selection-failure-${rejected.id}`).count()).toBe(0);
    await report.getByRole('button', { name: 'Close' }).click();
    const after = await api<{ payload: WithdrawalRequest }>(page, `op1/withdrawal/requests/${rejected.id}`);
    expect(after.body.payload).toMatchObject({ status: 'REJECTED_BY_OPERATOR', statusReason: 'Documents do not match the account holder' });
    expect(await balanceOf(rejected.playerId)).toBeCloseTo(before + rejected.amount, 2);
    await expect
      .poll(async () =>
        (await page.locator('[data-testid^="row-"] > [data-testid="cell-id"]').allInnerTexts()).includes(String(rejected.id)),
      )
      .toBe(false);
  });

  it('checks the waiting withdrawals against the rules again', async () => {
    await openWithdrawals(page);
    await page.getByTestId('action-reprocessWithdrawals').click();
    await confirm(page);
    await page
      .getByText(/^\d+ withdrawals checked: \d+ accepted, \d+ wait for a person$/)
      .first()
      .waitFor({ timeout: 30_000 });
  });

  it('keeps the withdrawal rules: adds one, saves a new amount, deletes it', async () => {
    await openWithdrawals(page);
    await page.getByTestId('withdrawal-rules-link').click();
    await page.waitForURL((url) => url.pathname === '/withdrawal-rules');
    await page.locator('[data-testid^="row-"]').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('action-addWithdrawalRule').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Currency').fill('EUR');
    await dialog.getByLabel('Gateway (empty: every gateway)').click();
    await page.getByRole('option', { name: 'Skrill', exact: true }).click();
    await dialog.getByLabel('Accepted up to').fill('150');
    await dialog.getByLabel('Per player in 24 hours').fill('400');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Withdrawal rule added', { exact: true }).first().waitFor({ timeout: 30_000 });
    const rules = await api<Page_<{ id: number; gatewayCode: string | null }>>(page, 'op1/withdrawal/rules?size=50');
    const rule = rules.body.payload.content.find((candidate) => candidate.gatewayCode === 'SKRILL')!;
    await expect
      .poll(async () => (await page.getByTestId(`row-${rule.id}`).getByTestId('cell-maxAmount').innerText()).replace(/\s/g, ' '))
      .toBe('150.00 EUR');

    await page.getByTestId(`row-${rule.id}`).getByRole('button', { name: 'Edit' }).click();
    const amount = page.getByLabel('Accepted up to');
    await amount.fill('175');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Withdrawal rule saved', { exact: true }).first().waitFor({ timeout: 30_000 });
    expect((await api<{ payload: { maxAmount: number } }>(page, `op1/withdrawal/rules/${rule.id}`)).body.payload.maxAmount).toBe(175);

    await page.goto(`${app.url}/withdrawal-rules/${rule.id}/show`);
    await page.getByTestId('action-deleteWithdrawalRule').click();
    await confirm(page);
    await page.getByText('Withdrawal rule deleted', { exact: true }).first().waitFor({ timeout: 30_000 });
    expect((await api(page, `op1/withdrawal/rules/${rule.id}`)).status).toBe(404);
  });
});

describe('deposits, as the office manager of op1', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.office1);
  });

  it('opens from the menu on the last 7 days, filters by status, retries a pending deposit and moves another (demo)', async () => {
    await menu(page).getByRole('menuitem', { name: 'Deposits', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/deposits');
    await page.locator('[data-testid^="row-"]').first().waitFor({ timeout: 30_000 });
    // The default view is a time frame (the last 7 days): one filter is on.
    expect(await page.getByRole('button', { name: /^filters/i }).innerText()).toContain('1');
    await choose(page, 'Status', 'Pending');
    await expect
      .poll(async () => {
        const statuses = await cellTexts(page, 'status');
        return statuses.length > 0 && statuses.every((status) => status === 'Pending');
      })
      .toBe(true);

    const pending = (
      await api<Page_<DepositRequest>>(
        page,
        `op1/depositRequests?size=50&filter=${encodeURIComponent(JSON.stringify({ status: ['PENDING'] }))}`,
      )
    ).body.payload.content;
    expect(pending.length).toBeGreaterThan(1);
    const moved = pending.at(-1)!;
    await page.goto(`${app.url}/deposits/${moved.id}`);
    await page.getByRole('combobox', { name: 'Demo: move to status' }).click();
    await page.getByRole('option', { name: 'Processing', exact: true }).click();
    await page.getByText('Status moved (demo)', { exact: true }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => field(page, 'status').innerText()).toBe('Processing');

    const retried = pending.find((row) => row.id !== moved.id)!;
    await page.goto(`${app.url}/deposits/${retried.id}`);
    await page.getByTestId('action-manualRetryDeposit').click();
    await confirm(page);
    await page
      .getByText(/^Deposit retried and processed$|^The deposit cannot be processed/)
      .first()
      .waitFor({ timeout: 30_000 });
    const after = (await api<{ payload: DepositRequest }>(page, `op1/depositRequests/${retried.id}`)).body.payload;
    if (after.status === 'PROCESSED') await expect.poll(() => field(page, 'status').innerText()).toBe('Processed');
    else expect(after.status).toBe('PENDING');
  });
});

describe('the central view and other operators', () => {
  it("a central manager works every operator's queue; rules are listed, but added in an operator's view", async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.central);
    await menu(page).getByRole('menuitem', { name: 'Withdrawals', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/withdrawals');
    await page.locator('[data-testid^="row-"]').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('header-operatorCode').isVisible()).toBe(true);
    await expect.poll(async () => new Set(await cellTexts(page, 'operatorCode')).size).toBeGreaterThan(1);
    await page.getByTestId('withdrawal-rules-link').click();
    await page.waitForURL((url) => url.pathname === '/withdrawal-rules');
    await expect.poll(async () => new Set(await cellTexts(page, 'operatorCode'))).toEqual(new Set(['op1', 'op2', 'op3']));
    expect(await page.getByTestId('action-addWithdrawalRule').count()).toBe(0);
  });

  it("an office manager of another operator finds no op1 request and gets 403 on op1's calls", async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office2);
    const central = await app.newPage();
    await login(central.page, app.url, DEMO.central);
    const [foreign] = await withdrawalsOf(central.page, { status: WAITING });
    await page.goto(`${app.url}/withdrawals/${foreign.id}`);
    await expect
      .poll(() => page.getByTestId('record-not-found').innerText(), { timeout: 30_000 })
      .toBe(`Withdrawal not found: ID ${foreign.id}`);
    expect((await api(page, 'op1/withdrawal/requests')).status).toBe(403);
    expect(
      (
        await api(page, `op1/withdrawal/requests/${foreign.id}/withdrawEvent/WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(403);
  });
});
