/**
 * Payment requests end to end: the built console and the real server on a fresh embedded
 * database, driven in headless Chromium. The account history's deposit link opens
 * /deposits/{paymentRequestId}, the deposit request's page; a deposit id under /withdrawals/ and
 * an unknown id show a not-found message; a pending deposit is cancelled through the confirm
 * dialog (Cancel first runs nothing) and stays cancelled after a reload; a cancelled withdrawal's
 * reserved amount is back in the player's balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Payment } from '../../resources/payments';
import type { Player } from '../../resources/player';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let page: Page;

beforeAll(async () => {
  app = await startConsole({ seedScale: 0.3 });
  ({ page } = await app.newPage());
  await login(page, app.url, DEMO.central);
}, 300_000);

afterAll(async () => {
  await app?.close();
});

/** Calls the API (`/api/officeapp/central/<path>`) from inside the page with the signed-in user's token. */
async function api<T>(path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const token = localStorage.getItem('backoffice.accessToken');
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, `/api/officeapp/central/${path}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { payload: T }).payload;
}

/** Payment rows of one direction and status, newest first. */
async function paymentsOf(direction: Payment['paymentRequest'], status: Payment['paymentStatus']): Promise<Payment[]> {
  const filter = { accountHistoryType: { paymentRequest: direction, paymentStatus: [status] } };
  const page = await api<{ content: Payment[] }>(`payments?size=25&filter=${encodeURIComponent(JSON.stringify(filter))}`);
  return page.content;
}

/** The payment row of a request, read again from the API. */
async function paymentOf(payment: Payment): Promise<Payment> {
  return api<Payment>(`payments/${payment.id}`);
}

/** The value of a shown field of the detail page (`field-<source>`: its label, then its value). */
const field = (source: string) => ({
  innerText: async () => (await page.getByTestId(`field-${source}`).innerText()).split('\n').slice(1).join('\n').trim(),
  count: () => page.getByTestId(`field-${source}`).count(),
});

/** Opens `/<route>/{paymentRequestId}` and waits for the request's page. */
async function openRequest(route: 'deposits' | 'withdrawals', payment: Payment) {
  await page.goto(`${app.url}/${route}/${payment.paymentRequestId}`);
  await expect.poll(() => field('id').innerText(), { timeout: 30_000 }).toBe(String(payment.paymentRequestId));
}

/** Runs a record action through its confirm dialog: checks the warning, confirms, waits for the toast. */
async function confirmAction(action: string, warning: RegExp, toast: RegExp) {
  await page.getByTestId(`action-${action}`).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.innerText()).toMatch(warning);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText(toast).first().waitFor({ timeout: 30_000 });
  await dialog.waitFor({ state: 'detached' });
}

describe('/deposits/{id} and /withdrawals/{id}', () => {
  it('the account history deposit link opens the payment by its request id', async () => {
    // Payment entries only: which kinds of entry come first depends on the hour the demo data was seeded at.
    const payments = encodeURIComponent(JSON.stringify({ accountHistoryType: { historyType: ['PAYMENT'] } }));
    await page.goto(`${app.url}/statistics-account-history?filter=${payments}`);
    const link = page.locator('[data-testid^="row-"] a[href^="/deposits/"]').first();
    await link.waitFor({ timeout: 30_000 });
    const href = (await link.getAttribute('href'))!;
    const requestId = Number(href.split('/').pop());
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => field('id').innerText(), { timeout: 30_000 }).toBe(String(requestId));
    await page
      .getByRole('heading', { name: `Deposit ${requestId}`, exact: true })
      .first()
      .waitFor();
    expect(await page.getByTestId('record-not-found').count()).toBe(0);
  });

  it('a deposit id under /withdrawals/ and an unknown id show a not-found message', async () => {
    const [deposit] = await paymentsOf('DEPOSIT', 'PROCESSED');
    await page.goto(`${app.url}/withdrawals/${deposit.paymentRequestId}`);
    await expect
      .poll(() => page.getByTestId('record-not-found').innerText(), { timeout: 30_000 })
      .toBe(`Withdrawal not found: ID ${deposit.paymentRequestId}`);
    expect(await field('id').count()).toBe(0);

    for (const id of ['1', 'abc']) {
      await page.goto(`${app.url}/deposits/${id}`);
      await expect.poll(() => page.getByTestId('record-not-found').innerText(), { timeout: 30_000 }).toBe(`Deposit not found: ID ${id}`);
    }
  });
});

describe('manual actions ask first', () => {
  it('cancels a pending deposit through the confirm dialog; Cancel runs nothing; the status survives a reload', async () => {
    const [deposit] = await paymentsOf('DEPOSIT', 'PENDING');
    expect(deposit, 'no pending deposit in the seed').toBeDefined();
    await openRequest('deposits', deposit);
    expect(await field('status').innerText()).toBe('Pending');

    await page.getByTestId('action-manualCancelDeposit').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`Deposit ${deposit.paymentRequestId} will be cancelled.`);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await paymentOf(deposit)).paymentStatus).toBe('PENDING');

    await confirmAction('manualCancelDeposit', new RegExp(`Deposit ${deposit.paymentRequestId} will be cancelled`), /^Deposit cancelled$/);
    await expect.poll(() => field('status').innerText()).toBe('Canceled');
    expect(await page.getByTestId('action-manualCancelDeposit').count()).toBe(0);
    expect((await paymentOf(deposit)).paymentStatus).toBe('CANCELED');

    await page.reload();
    await expect.poll(() => field('status').innerText(), { timeout: 30_000 }).toBe('Canceled');
    expect(new URL(page.url()).pathname).toBe(`/deposits/${deposit.paymentRequestId}`);
  });

  it('cancelling a requested withdrawal returns its amount to the player balance', async () => {
    const [withdrawal] = await paymentsOf('WITHDRAWAL', 'REQUESTED');
    expect(withdrawal, 'no requested withdrawal in the seed').toBeDefined();
    const before = await api<Player>(`players/${withdrawal.playerId}`);
    await openRequest('withdrawals', withdrawal);
    await page
      .getByRole('heading', { name: `Withdrawal ${withdrawal.paymentRequestId}`, exact: true })
      .first()
      .waitFor();

    await confirmAction(
      'manualCancelWithdrawal',
      new RegExp(`Withdrawal ${withdrawal.paymentRequestId} will be cancelled and its reserved amount returned`),
      /^Withdrawal cancelled, the amount is back in the balance$/,
    );
    await expect.poll(() => field('status').innerText()).toBe('Canceled');
    expect((await paymentOf(withdrawal)).paymentStatus).toBe('CANCELED');
    const after = await api<Player>(`players/${withdrawal.playerId}`);
    expect(after.totalBalance.value).toBeCloseTo(before.totalBalance.value + Math.abs(withdrawal.accountMovement), 2);
  });
});
