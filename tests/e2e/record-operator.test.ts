/**
 * A call about a record uses the record's operatorCode: a central manager in the view spanning
 * all operators ("Central Office Manager") opens an op3 player; the popup finds it through the
 * central list, then reads, changes and exports it under op3 (its panels, actions and exports),
 * with no 404. The profile shows the answer of a KYC status or risk-group change without reading
 * the player again; the risk-group PUT carries the player record. The limits screen reads the
 * players list with showLimitsDetails. Built console, real server, headless Chromium.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let page: Page;
/** Every API request of the page: method, path with query, body and the answer's status. */
const requests: { method: string; url: string; body: unknown; status?: number }[] = [];

async function api<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backoffice.accessToken');
    return (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()).payload;
  }, path);
}

const apiPath = (url: string) => decodeURIComponent(new URL(url).pathname + new URL(url).search).replace(/^\/api\/officeapp\//, '');

beforeAll(async () => {
  app = await startConsole();
  ({ page } = await app.newPage());
  page.on('request', (request) => {
    if (!request.url().includes('/api/officeapp/')) return;
    requests.push({ method: request.method(), url: apiPath(request.url()), body: request.postDataJSON() as unknown });
  });
  page.on('response', (response) => {
    const entry = [...requests].reverse().find((r) => r.url === apiPath(response.url()) && r.status === undefined);
    if (entry) entry.status = response.status();
  });
  await login(page, app.url, DEMO.central);
});
afterAll(() => app.close());

describe('a central manager in the view spanning all operators', () => {
  it('opens an op3 player: found through the central list, then every call under op3, answers used in place', async () => {
    const info = await api<{ uiInfo: { role: { operatorCode: string } } }>('/api/officeapp/info');
    expect(info.uiInfo.role.operatorCode).toBe('central');
    const list = await api<{ content: { id: number; operatorCode: string; kycStatus: string }[] }>(
      `/api/officeapp/central/players?size=1&filter=${encodeURIComponent('{"operatorCode":"op3","kycStatus":["UNDER_REVIEW"]}')}`,
    );
    const player = list.content[0];
    expect(player.operatorCode).toBe('op3');
    requests.length = 0;

    await page.goto(`${app.url}/players?open=player-${player.id}`);
    await page.getByTestId('player-profile').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('profile-operator').innerText()).toBe('op3');
    for (const panel of ['limits', 'accountHistory', 'betslips', 'payments', 'statistics']) {
      await page.getByTestId(`panel-${panel}`).locator('.MuiAccordionSummary-root').click();
    }
    await page.getByTestId('manual-payment').waitFor({ timeout: 20_000 });
    await page.getByTestId('account-activity-day').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('panel-limits').getByTestId('limit-maxStakePerBetslip').first().waitFor({ timeout: 20_000 });

    // An export from the player page: that player's rows, under op3.
    await page.getByTestId('panel-betslips').getByRole('button', { name: 'Download' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('menuitem', { name: /^(All pages|First \d+ pages)$/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^betslips-.*\.csv$/);

    // KYC status: the answer is the updated player, shown without reading it again.
    const reads = () => requests.filter((r) => r.method === 'GET' && r.url.split('?')[0] === `op3/players/${player.id}`).length;
    const before = reads();
    await page.getByTestId('action-changeKycStatus').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Verified', exact: true }).click();
    await page.getByText('Status of documents has been successfully updated').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('action-changeKycStatus').inputValue()).toBe('VERIFIED');
    // The risk group: the PUT carries the player record (001 §7); the answer is shown in place.
    await page.getByTestId('risk-group-select').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: /^Risk 50/ }).click();
    await page.getByText('Risk group successfully updated to 50%').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('risk-group-select').inputValue()).toBe('Risk50');
    expect(reads()).toBe(before);
    const riskPut = requests.find((r) => r.method === 'PUT' && r.url === `op3/players/${player.id}/riskGroup/Risk50`);
    expect(riskPut?.body).toMatchObject({ id: player.id, operatorCode: 'op3', kycStatus: 'VERIFIED' });

    // About the player, only the look-up went to central (the list behind the popup and the
    // notifications are the view's own); everything else went to op3, and nothing failed.
    const aboutPlayer = requests.filter((r) => new RegExp(`(/|"id":|"playerId":|playerId=)${player.id}(\\D|$)`).test(r.url));
    expect(aboutPlayer.length).toBeGreaterThan(10);
    expect(aboutPlayer.filter((r) => !r.url.startsWith('op3/')).map((r) => r.url)).toEqual([
      `central/players?page=0&size=1&sort=updated,DESC&filter={"id":${player.id}}`,
    ]);
    await expect.poll(() => requests.filter((r) => r.status === undefined).length, { timeout: 15_000 }).toBe(0);
    expect(requests.filter((r) => (r.status ?? 0) >= 400).map((r) => `${r.status} ${r.method} ${r.url}`)).toEqual([]);
  });

  it('the limits screen reads the players list with showLimitsDetails; a row’s risk group goes to its operator without a body', async () => {
    requests.length = 0;
    await page.goto(`${app.url}/players-limits`);
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    const read = requests.find((r) => r.method === 'GET' && r.url.startsWith('central/players?'));
    expect(read && JSON.parse(new URLSearchParams(read.url.split('?')[1]).get('filter')!)).toMatchObject({ showLimitsDetails: true });
    expect(requests.some((r) => r.url.includes('players/limits'))).toBe(false);
    const row = page.locator('[role="row"][data-testid^="row-"]').first();
    const id = Number((await row.getAttribute('data-testid'))!.slice(4));
    const operator = (
      await api<{ content: { operatorCode: string }[] }>(`/api/officeapp/central/players?filter=${encodeURIComponent(`{"id":${id}}`)}`)
    ).content[0].operatorCode;
    await row.getByTestId('risk-group-chip').click();
    await page
      .getByRole('menuitem')
      .filter({ hasText: /^Risk 30/ })
      .click();
    await page.getByText('Risk group successfully updated to 30%').waitFor({ timeout: 15_000 });
    const put = requests.find((r) => r.method === 'PUT' && r.url === `${operator}/players/${id}/riskGroup/Risk30`);
    expect(put).toBeDefined();
    expect(put!.body).toBeNull();
  });
});
