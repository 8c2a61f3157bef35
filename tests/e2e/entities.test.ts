/**
 * The six transaction and monitoring screens end to end (betslips, KYC, player bonuses, activity
 * log, payments, account history): the built console and the real server on one fresh embedded
 * database, driven in headless Chromium. Each screen is opened, filtered through the filter bar,
 * sorted, paged, expanded, and its action is run and checked after a reload; filters cleared by Any
 * and by Reset filters (back to the default time frame) stay so through the next sort and page size; row colours are
 * compared with the spec's rules; two filtered lists are exported (All pages) and the CSV is
 * counted against the API's totalElements; an office manager sees only their operator.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import en from '../../i18n/en.json';
import { parseCsv } from '../support/csv';
import { DEMO, headerTexts, login, startConsole, type Console } from './harness';

/** Screenshots for a person to look at (`ENTITY_SCREENSHOTS=/some/dir`). */
const SHOTS = process.env.ENTITY_SCREENSHOTS;

let app: Console;

beforeAll(async () => {
  app = await startConsole({ seedScale: 0.3 });
}, 300_000);

afterAll(async () => {
  await app?.close();
});

/** The page of the running describe, photographed when a test fails. */
let current: Page | undefined;
afterEach(async (context) => {
  if (SHOTS && current && context.task.result?.state === 'fail') {
    await current.screenshot({ path: `${SHOTS}/failed-${context.task.name.replace(/\W+/g, '-')}.png` }).catch(() => undefined);
  }
});

// ---------------------------------------------------------------------------------------------
// Helpers

type Row = Record<string, unknown> & { id: number };
interface ApiAnswer {
  status: number;
  body: { success: boolean; payload: unknown } | null;
}

/** Calls the API from inside the page with the signed-in user's token. */
async function api(page: Page, path: string, method = 'GET'): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ url, verb }) => {
      const token = localStorage.getItem('backoffice.accessToken');
      const response = await fetch(url, { method: verb, headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url: `/api/officeapp/${path}`, verb: method },
  );
}

/** A list page: its rows, its total, and whether the total is a lower bound (the count stopped past its threshold). */
interface ListAnswer {
  content: Row[];
  totalElements: number;
  totalElementsAtLeast?: boolean;
}

/** The rows and total of a list payload (betslips nest theirs under `betslips`). */
function pageOf(payload: unknown): ListAnswer {
  const body = payload as ListAnswer & { betslips?: ListAnswer };
  return body.betslips ?? body;
}

const filterParam = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify(filter));

/** Reads a value at a dotted path. */
function at(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], record);
}

/**
 * Keeps the last list answer the console received for an API path (`{op}/{api.path}` with the
 * list query), so the screen can be compared with what the server sent.
 */
function recordLists(page: Page) {
  const last = new Map<string, ListAnswer & { url: URL }>();
  const requested = new Map<string, string>();
  /** The API path (after the operator) of a list call, undefined for any other address. */
  const listPath = (url: URL) => (url.searchParams.has('page') ? /^\/api\/officeapp\/[^/]+\/(.+)$/.exec(url.pathname)?.[1] : undefined);
  page.on('request', (request) => {
    const url = new URL(request.url());
    const path = listPath(url);
    if (path) requested.set(path, url.href);
  });
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    const path = listPath(url);
    if (!path || response.status() !== 200) return;
    void response
      .json()
      .then((body: { payload: unknown }) => {
        const { content, totalElements, totalElementsAtLeast } = pageOf(body.payload);
        if (Array.isArray(content)) last.set(path, { url, content, totalElements, totalElementsAtLeast });
      })
      .catch(() => undefined);
  });
  return {
    /** The last list answer for `api.path`. */
    get(apiPath: string) {
      const entry = last.get(apiPath);
      if (!entry) throw new Error(`No list answer for ${apiPath} yet`);
      return entry;
    },
    has: (apiPath: string) => last.has(apiPath),
    /** Whether the last answer is that of the last request sent (an earlier one may arrive later). */
    answersLastRequest: (apiPath: string) => last.get(apiPath)?.url.href === requested.get(apiPath),
    clear: (apiPath: string) => last.delete(apiPath),
  };
}

/** The ids of the rows currently rendered, top to bottom. */
function rowIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.slice('row-'.length)));
}

/** The texts of one column's cells in the rendered rows. */
function cellTexts(page: Page, source: string): Promise<string[]> {
  return page.locator(`[data-testid^="row-"] > [data-testid="cell-${source}"]`).allInnerTexts();
}

/** The data-tone of each rendered row by id ('' when none). */
function rowTones(page: Page): Promise<Record<string, string>> {
  return page
    .locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]')
    .evaluateAll((rows) =>
      Object.fromEntries(rows.map((row) => [row.getAttribute('data-testid')!.slice(4), row.getAttribute('data-tone') ?? ''])),
    );
}

async function openScreen(page: Page, route: string) {
  await page.goto(`${app.url}${route}`);
  await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]').first().waitFor({ timeout: 30_000 });
}

/** Opens the advanced filters when they are closed. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^filters/i });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Picks an option of a (multi-)select filter by its label. */
async function choose(page: Page, label: string, option: string | RegExp, multiple = false) {
  await showFilters(page);
  // Row action selectors may share the label (KYC status): take the filter bar's.
  await page.getByLabel(label, { exact: true }).and(page.locator('[role="combobox"]:not([data-testid="resource-table"] *)')).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  if (multiple) await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Waits until the rendered log rows are all of one log type (its label). */
async function onlyLogType(page: Page, label: string) {
  await expect
    .poll(async () => {
      const types = await cellTexts(page, 'logType');
      return types.length > 0 && types.every((t) => t === label);
    })
    .toBe(true);
}

/** Waits until the rendered rows are the first rows of the answer to the last list request. */
async function rowsMatchServer(page: Page, lists: ReturnType<typeof recordLists>, apiPath: string, idOf = (r: Row) => String(r.id)) {
  await expect
    .poll(
      async () => {
        if (!lists.has(apiPath)) return 'waiting';
        // A list keeps the previous answer's rows on screen while the next one loads.
        if (!lists.answersLastRequest(apiPath)) return 'waiting';
        const shown = await rowIds(page);
        const expected = lists.get(apiPath).content.slice(0, shown.length).map(idOf);
        return shown.length > 0 && JSON.stringify(shown) === JSON.stringify(expected) ? 'same' : 'different';
      },
      { timeout: 30_000 },
    )
    .toBe('same');
}

/** Sorts by a column header and checks the screen and the server agree on the order. */
async function sortAndCompare(
  page: Page,
  lists: ReturnType<typeof recordLists>,
  apiPath: string,
  header: string,
  sortField: string,
  compare: (a: Row, b: Row) => number,
  idOf?: (r: Row) => string,
) {
  lists.clear(apiPath);
  await page.getByTestId(`header-${header}`).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === sortField && url.searchParams.get('order') === 'ASC');
  await expect
    .poll(() => lists.has(apiPath) && lists.get(apiPath).url.searchParams.get('sort'), { timeout: 30_000 })
    .toBe(`${sortField},ASC`);
  await rowsMatchServer(page, lists, apiPath, idOf);
  const { content } = lists.get(apiPath);
  for (let i = 1; i < content.length; i++) expect(compare(content[i - 1], content[i])).toBeLessThanOrEqual(0);
}

/** Next page shows other rows; then the page size changes to 25. */
async function pageThrough(page: Page, lists: ReturnType<typeof recordLists>, apiPath: string, idOf?: (r: Row) => string) {
  const first = await rowIds(page);
  // The pager names the answer's total, or "more than" the count's threshold when the count stopped there.
  const { totalElements, totalElementsAtLeast } = lists.get(apiPath);
  const of = totalElementsAtLeast ? `of more than ${totalElements - 1}` : `of ${totalElements}`;
  await page
    .getByText(new RegExp(`^\\d+-\\d+ ${of}$`))
    .first()
    .waitFor({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) console.log(`${apiPath}: the page is ${overflow}px wider than the window`);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect.poll(async () => (await rowIds(page)).some((id) => first.includes(id)), { timeout: 30_000 }).toBe(false);
  await rowsMatchServer(page, lists, apiPath, idOf);
  expect(lists.get(apiPath).url.searchParams.get('page')).toBe('1');
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('perPage') === '25');
  await expect.poll(() => page.getByText(/^1-25 of (more than )?\d+/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  expect(page.url()).not.toMatch(/[?&]page=2/);
  await rowsMatchServer(page, lists, apiPath, idOf);
}

/** The filter values in the page's address bar. */
const urlFilter = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/**
 * Checks the address bar holds exactly `expected` filter values and the last list request the
 * same filters (by key: the dataProvider resolves time frames to from/to), with the rows shown
 * being that answer's.
 */
async function expectFilters(page: Page, lists: ReturnType<typeof recordLists>, apiPath: string, expected: Record<string, unknown>) {
  expect(urlFilter(page)).toEqual(expected);
  const requested = () => Object.keys(JSON.parse(lists.get(apiPath).url.searchParams.get('filter') ?? '{}')).sort();
  await expect.poll(requested, { timeout: 30_000 }).toEqual(Object.keys(expected).sort());
  await rowsMatchServer(page, lists, apiPath);
}

/** Exports "All pages" through the download menu and returns the parsed CSV. */
async function exportAllPages(page: Page): Promise<string[][]> {
  await page.getByRole('button', { name: 'Download' }).click();
  const item = page.getByRole('menuitem', { name: /^(All pages|First \d+ pages)$/ });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), item.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  return parseCsv(readFileSync(path, 'utf8'));
}

/** Checks an All pages export of the current list against its total and headers. */
async function checkExport(page: Page, lists: ReturnType<typeof recordLists>, apiPath: string) {
  const { totalElements, totalElementsAtLeast, url } = lists.get(apiPath);
  const perPage = Number(url.searchParams.get('size'));
  const info = await api(page, 'info');
  const pages = Number((info.body?.payload as { uiInfo: { reportPagesExportSize: number } }).uiInfo.reportPagesExportSize);
  const headers = (await headerTexts(page)).map((text) => text.trim());
  const records = await exportAllPages(page);
  expect(records[0]).toEqual(headers);
  // A total that is a lower bound (more than the count's threshold) is reached or passed, up to the export's limit.
  if (totalElementsAtLeast) {
    expect(records.length - 1).toBeGreaterThanOrEqual(Math.min(totalElements, pages * perPage));
    expect(records.length - 1).toBeLessThanOrEqual(pages * perPage);
  } else expect(records.length - 1).toBe(Math.min(totalElements, pages * perPage));
  return records;
}

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

// ---------------------------------------------------------------------------------------------

describe('betslips', () => {
  let page: Page;
  let lists: ReturnType<typeof recordLists>;

  beforeAll(async () => {
    ({ page } = await app.newPage());
    current = page;
    lists = recordLists(page);
    await login(page, app.url, DEMO.central);
  });

  it('opens with the last 24 hours, the count in the title and the operator column', async () => {
    await openScreen(page, '/betslips');
    await rowsMatchServer(page, lists, 'betslips');
    const { totalElements, totalElementsAtLeast, url } = lists.get('betslips');
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toHaveProperty('timeFrame');
    const count = totalElementsAtLeast ? `more than ${totalElements - 1}` : String(totalElements);
    await expect.poll(() => page.getByTestId('list-title').innerText()).toBe(`Betslips (${count})`);
    expect(await page.getByTestId('header-operatorCode').isVisible()).toBe(true);
    await screenshot(page, 'betslips');
  });

  it('filters by status through the filter bar, with the filter in the URL and rows coloured', async () => {
    await choose(page, 'Status', 'Won', true);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"WON"'));
    await expect
      .poll(async () => {
        const statuses = await cellTexts(page, 'betslipStatus.simpleStatus');
        return statuses.length > 0 && statuses.every((s) => s === 'Won');
      })
      .toBe(true);
    await rowsMatchServer(page, lists, 'betslips');
    const records = new Map(lists.get('betslips').content.map((r) => [String(r.id), r]));
    const tones = await rowTones(page);
    for (const [id, tone] of Object.entries(tones)) {
      const record = records.get(id)!;
      const expected = record.isCancelled ? 'warning' : at(record, 'paymentStatus.simpleStatus') === 'CLEARED' ? 'success' : '';
      expect(tone, `row ${id}`).toBe(expected);
    }
    expect(Object.values(tones)).toContain('success');
    // Any is exclusive: it clears the status filter; the next sort and page size keep it cleared.
    await choose(page, 'Status', 'Any', true);
    await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('WON'));
  });

  it('sorts by total stake the way the server does, the status cleared by Any staying cleared', async () => {
    await sortAndCompare(page, lists, 'betslips', 'totalStake', 'totalStake', (a, b) => Number(a.totalStake) - Number(b.totalStake));
    await expectFilters(page, lists, 'betslips', { timeFrame: 'last24hours' });
  });

  it('pages and changes the page size, the status cleared by Any staying cleared', async () => {
    await pageThrough(page, lists, 'betslips');
    await expectFilters(page, lists, 'betslips', { timeFrame: 'last24hours' });
  });

  it('expands a betslip into its bet rows with a grey totals row', async () => {
    const shown = await rowIds(page);
    // List rows carry counters, not bet rows: the panel reads the betslip when it opens.
    const record = lists.get('betslips').content.find((r) => shown.includes(String(r.id)) && ((r.counters as Row).allBets as number) > 1)!;
    expect(record).toBeDefined();
    expect(record).not.toHaveProperty('betrows');
    await page.getByTestId(`expand-${record.id}`).click();
    const panel = page.getByTestId(`panel-${record.id}`);
    await panel.getByTestId('bet-rows').waitFor();
    const betrows = ((await api(page, `op1/betslips/${record.id}`)).body?.payload as { betrows: { id: number; betrowStake: number }[] })
      .betrows;
    expect(await panel.locator('[data-testid^="bet-row-"]:not([data-testid="bet-rows-totals"])').count()).toBe(betrows.length);
    const totals = panel.getByTestId('bet-rows-totals');
    expect(await totals.getAttribute('data-tone')).toBe('neutral');
    // The totals row shows the betslip's own stake (a MULTIPLE's legs each carry it).
    const stake = Number(record.totalStake);
    const totalsText = await totals.innerText();
    expect(totalsText).toContain('Total');
    expect(
      Number(
        totalsText
          .split(/\s+/)
          .find((t) => /\d/.test(t))
          ?.replace(/,/g, ''),
      ),
    ).toBeCloseTo(stake, 1);
    await screenshot(page, 'betslips-expanded');
  });

  it('Reset filters goes back to the default time frame for good: the next sort and page size keep it', async () => {
    const defaults = { timeFrame: 'last24hours' };
    await choose(page, 'Status', 'Won', true);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"WON"'));
    await expect
      .poll(() => lists.has('betslips') && (lists.get('betslips').url.searchParams.get('filter') ?? ''), { timeout: 30_000 })
      .toContain('WON');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === JSON.stringify(defaults));
    await sortAndCompare(page, lists, 'betslips', 'id', 'id', (a, b) => a.id - b.id);
    await expectFilters(page, lists, 'betslips', defaults);
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('perPage') === '50');
    await expect.poll(() => lists.get('betslips').url.searchParams.get('size'), { timeout: 30_000 }).toBe('50');
    await expectFilters(page, lists, 'betslips', defaults);
    await expect.poll(() => page.getByText(/^1-50 of (more than )?\d+/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  });

  it('cancels a betslip whose bet rows are all not settled, kept after a reload', async () => {
    const { body } = await api(
      page,
      `op1/betslips?page=0&size=1000&sort=created,DESC&filter=${filterParam({ 'betslipStatus.simpleStatus': ['NOT_SETTLED'] })}`,
    );
    const target = pageOf(body!.payload).content.find((r) => {
      const counters = r.counters as { allBets: number; notSettledBets: number };
      return !r.isCancelled && counters.notSettledBets === counters.allBets;
    })!;
    expect(target).toBeDefined();
    await openScreen(page, `/betslips?id=${target.id}`);
    await expect.poll(() => rowIds(page)).toEqual([String(target.id)]);
    const toggle = page.getByTestId(`action-cancel-${target.id}`).locator('input');
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    // Cancelling refunds the stake: the confirmation names the betslip and the player first.
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading').innerText())
      .toBe(`Cancel betslip ${target.id} of ${String(target.playerUsername)}?`);
    await dialog.getByTestId('confirm-cancel-submit').click();
    await page
      .getByTestId('toast')
      .filter({ hasText: `Betslip ${target.id} cancelled:` })
      .waitFor({ timeout: 30_000 });
    await expect.poll(async () => ((await api(page, `op1/betslips/${target.id}`)).body?.payload as Row).isCancelled).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId(`action-cancel-${target.id}`).locator('input').isChecked(), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await rowTones(page))[String(target.id)]).toBe('warning');
  });

  it('sets a bet row status from the panel, kept after a reload and highlighted as an override', async () => {
    const { body } = await api(
      page,
      `op1/betslips?page=0&size=100&sort=created,DESC&filter=${filterParam({ 'betslipStatus.simpleStatus': ['NOT_SETTLED'] })}`,
    );
    const target = pageOf(body!.payload).content.find((r) => !r.isCancelled)!;
    type Slip = { betrows: { id: number; status: { code: string }; manualOverride: boolean }[] };
    const slip = (await api(page, `op1/betslips/${target.id}`)).body?.payload as Slip;
    const betrow = slip.betrows.find((row) => !row.manualOverride)!;
    expect(betrow).toBeDefined();
    await openScreen(page, `/betslips?id=${target.id}`);
    await page.getByTestId(`expand-${target.id}`).click();
    const panel = page.getByTestId(`panel-${target.id}`);
    await panel.getByRole('combobox', { name: `Status ${betrow.id}` }).click();
    await page.getByRole('option', { name: 'Void', exact: true }).click();
    const statusOf = async () => {
      const betslip = (await api(page, `op1/betslips/${target.id}`)).body?.payload as Slip;
      return betslip.betrows.find((row) => row.id === betrow.id);
    };
    await expect.poll(async () => (await statusOf())?.status.code).toBe('VOID');
    expect((await statusOf())?.manualOverride).toBe(true);
    await page.reload();
    await page.getByTestId(`expand-${target.id}`).click();
    const row = page.getByTestId(`panel-${target.id}`).getByTestId(`bet-row-${betrow.id}`);
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain('Void');
    expect(await row.getAttribute('data-tone')).toBe('warning');
  });

  it('exports all pages of a filtered list, as many records as the server counts', async () => {
    await openScreen(page, `/betslips?filter=${filterParam({ timeFrame: 'last24hours' })}`);
    await choose(page, 'Status', 'Lost', true);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"LOST"'));
    await expect
      .poll(() => lists.has('betslips') && (lists.get('betslips').url.searchParams.get('filter') ?? '').includes('LOST'))
      .toBe(true);
    await rowsMatchServer(page, lists, 'betslips');
    const records = await checkExport(page, lists, 'betslips');
    const status = records[0].indexOf('Status');
    // Exports write enum labels, as the screens show them.
    expect(records.slice(1).every((r) => r[status] === en.enums.betslipStatus.LOST)).toBe(true);
  });
});

describe('KYC', () => {
  let page: Page;
  let lists: ReturnType<typeof recordLists>;
  const API = 'players/kyc/grouped/paginated';
  const idOf = (r: Row) => String(r.playerId);

  beforeAll(async () => {
    ({ page } = await app.newPage());
    current = page;
    lists = recordLists(page);
    await login(page, app.url, DEMO.central);
    await openScreen(page, '/kyc');
    await screenshot(page, 'kyc');
  });

  it('filters by KYC status with rows coloured by it', async () => {
    await choose(page, 'KYC status', 'Rejected', true);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('REJECTED'));
    await expect
      .poll(async () => {
        const statuses = await cellTexts(page, 'kycStatus');
        return statuses.length > 0 && statuses.every((s) => s === 'Rejected');
      })
      .toBe(true);
    const tones = Object.values(await rowTones(page));
    expect(tones.every((tone) => tone === 'error')).toBe(true);
    await choose(page, 'KYC status', 'Verified', true);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('VERIFIED'));
    await expect.poll(async () => new Set(Object.values(await rowTones(page)))).toEqual(new Set(['error', 'success']));
    await choose(page, 'KYC status', 'Any', true);
    await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('REJECTED'));
  });

  it('sorts by username the way the server does', async () => {
    // Collations differ on punctuation; the first letters must not go down.
    await openScreen(page, `/kyc?filter=${filterParam({})}`);
    const initial = (r: Row) => String(at(r, 'playerCode.playerUsername')).charAt(0).toLowerCase();
    await sortAndCompare(
      page,
      lists,
      API,
      'playerCode.playerUsername',
      'playerCode.playerUsername',
      (a, b) => initial(a).localeCompare(initial(b)),
      idOf,
    );
  });

  it('pages and changes the page size', async () => {
    await pageThrough(page, lists, API, idOf);
  });

  it('expands a player into documents, shows an image and accepts a document, kept after a reload', async () => {
    const { body } = await api(
      page,
      `op1/${API}?page=0&size=100&sort=lastDocumentUpdated,DESC&filter=${filterParam({ kycStatus: ['UNDER_REVIEW'] })}`,
    );
    const target = pageOf(body!.payload).content.find((r) =>
      (r.playerDocuments as { documentStatus: string }[]).some((d) => d.documentStatus !== 'ACCEPTED'),
    )!;
    const document = (target.playerDocuments as { id: number; documentStatus: string }[]).find((d) => d.documentStatus !== 'ACCEPTED')!;
    const username = String(at(target, 'playerCode.playerUsername'));
    await page.getByLabel('Username', { exact: true }).first().fill(username);
    await expect.poll(() => rowIds(page), { timeout: 30_000 }).toEqual([String(target.playerId)]);
    expect(page.url()).toContain(encodeURIComponent(username).slice(0, 8));
    await page.getByTestId(`expand-${target.playerId}`).click();
    const panel = page.getByTestId(`panel-${target.playerId}`);
    await panel.getByTestId('kyc-documents').waitFor();
    expect(await panel.locator('[data-testid^="kyc-document-"]').count()).toBe((target.playerDocuments as unknown[]).length);
    const row = panel.getByTestId(`kyc-document-${document.id}`);
    await row.getByRole('button', { name: 'Show image' }).click();
    await expect
      .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
    await screenshot(page, 'kyc-expanded');
    await row.getByRole('button', { name: 'Accepted', exact: true }).click();
    const docStatus = async () =>
      (
        (await api(page, `op1/${API}?page=0&size=25&filter=${filterParam({ username })}`)).body!.payload as {
          content: { playerDocuments: { id: number; documentStatus: string }[] }[];
        }
      ).content[0].playerDocuments.find((d) => d.id === document.id)?.documentStatus;
    await expect.poll(docStatus).toBe('ACCEPTED');
    await page.reload();
    await page.getByTestId(`expand-${target.playerId}`).click();
    await expect.poll(() => page.getByTestId(`kyc-document-${document.id}`).innerText(), { timeout: 30_000 }).toContain('Accepted');
  });

  it('changes the KYC status and the withdrawal state from the row, kept after a reload', async () => {
    const id = (await rowIds(page))[0];
    const row = page.getByTestId(`row-${id}`);
    const username = await row.locator('[data-testid="cell-playerCode.playerUsername"]').innerText();
    const kycRow = async () =>
      pageOf((await api(page, `op1/${API}?page=0&size=25&filter=${filterParam({ username })}`)).body!.payload).content[0];
    await row.locator('[data-testid="cell-kycStatus"] [role="combobox"]').click();
    await page.getByRole('option', { name: 'Verified' }).click();
    await expect.poll(async () => (await kycRow())?.kycStatus, { timeout: 30_000 }).toBe('VERIFIED');
    await row.locator('[data-testid="cell-withdrawalState"] [role="combobox"]').click();
    await page.getByRole('option', { name: /^Trusted/ }).click();
    await expect.poll(async () => (await kycRow())?.withdrawalState, { timeout: 30_000 }).toBe('TRUSTED');
    await page.reload();
    await expect
      .poll(() => page.getByTestId(`row-${id}`).locator('[data-testid="cell-kycStatus"]').innerText(), { timeout: 30_000 })
      .toBe('Verified');
    expect(await page.getByTestId(`row-${id}`).locator('[data-testid="cell-withdrawalState"]').innerText()).toMatch(/^Trusted/);
    expect(await page.getByTestId(`row-${id}`).getAttribute('data-tone')).toBe('success');
  });
});

describe('player bonuses', () => {
  let page: Page;
  let lists: ReturnType<typeof recordLists>;
  const API = 'players/bonus';

  beforeAll(async () => {
    ({ page } = await app.newPage());
    current = page;
    lists = recordLists(page);
    await login(page, app.url, DEMO.central);
    await openScreen(page, '/bonuses');
    await screenshot(page, 'bonuses');
  });

  it('colours rows by status: green WON, red LOST, amber cancelled', async () => {
    await rowsMatchServer(page, lists, API);
    const records = new Map(lists.get(API).content.map((r) => [String(r.id), r]));
    const expected: Record<string, string> = {
      WON: 'success',
      LOST: 'error',
      CANCELLED_BY_PLAYER: 'warning',
      CANCELLED_BY_MANAGER: 'warning',
      LOCKED: '',
    };
    for (const [id, tone] of Object.entries(await rowTones(page)))
      expect(tone, `bonus ${id}`).toBe(expected[String(records.get(id)!.bonusPlayerStatus)]);
  });

  it('filters by status through the filter bar', async () => {
    await choose(page, 'Status', 'Locked', true);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('LOCKED'));
    await expect
      .poll(async () => {
        // The status column and the Cancelled switch column share the source; the switch has no text.
        const cells = (await cellTexts(page, 'bonusPlayerStatus')).filter((text) => text !== '');
        return cells.length > 0 && cells.every((s) => s === 'Locked');
      })
      .toBe(true);
  });

  it('sorts by bonus amount the way the server does', async () => {
    await sortAndCompare(page, lists, API, 'bonusAmount', 'bonusAmount', (a, b) => Number(a.bonusAmount) - Number(b.bonusAmount));
  });

  it('pages and changes the page size', async () => {
    await pageThrough(page, lists, API);
  });

  it('expands a bonus into its whole history', async () => {
    const shown = await rowIds(page);
    const record = lists
      .get(API)
      .content.find((r) => shown.includes(String(r.id)) && ((r.bonusPlayerHistories as unknown[]) ?? []).length > 0)!;
    await page.getByTestId(`expand-${record.id}`).click();
    const panel = page.getByTestId(`panel-${record.id}`);
    await panel.getByTestId('bonus-history').waitFor();
    expect(await panel.getByTestId('bonus-history-row').count()).toBe((record.bonusPlayerHistories as unknown[]).length);
    await screenshot(page, 'bonuses-expanded');
  });

  it('cancels a LOCKED bonus with the Cancelled switch, kept after a reload', async () => {
    const id = (await rowIds(page))[0];
    const record = lists.get(API).content.find((r) => String(r.id) === id)!;
    expect(record.bonusPlayerStatus).toBe('LOCKED');
    const toggle = page.getByTestId(`action-cancel-${id}`).locator('input');
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    // Cancelling forfeits the bonus money: the confirmation names the bonus first.
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').innerText()).toMatch(new RegExp(`^Cancel bonus ${id} of `));
    await dialog.getByTestId('confirm-cancel-submit').click();
    const status = async () =>
      pageOf(
        (await api(page, `${record.operatorCode}/${API}?page=0&size=25&filter=${filterParam({ bonusPlayerId: Number(id) })}`)).body!
          .payload,
      ).content[0]?.bonusPlayerStatus;
    await expect.poll(status).toBe('CANCELLED_BY_MANAGER');
    await page.goto(`${app.url}/bonuses?filter=${filterParam({ bonusPlayerId: Number(id) })}`);
    await expect.poll(() => page.getByTestId(`action-cancel-${id}`).locator('input').isChecked(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId(`action-cancel-${id}`).locator('input').isDisabled()).toBe(true);
    expect(await page.getByTestId(`row-${id}`).getAttribute('data-tone')).toBe('warning');
  });
});

describe('activity log', () => {
  let page: Page;
  let lists: ReturnType<typeof recordLists>;
  const API = 'activities-log';

  beforeAll(async () => {
    ({ page } = await app.newPage());
    current = page;
    lists = recordLists(page);
    await login(page, app.url, DEMO.central);
    await openScreen(page, '/statistics-activities-log');
    await screenshot(page, 'activity-log');
  });

  it('filters by log type, showing the columns of that type only', async () => {
    await choose(page, 'Log type', 'Deposit');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('DEPOSIT'));
    await onlyLogType(page, 'Deposit');
    expect(await page.getByTestId('header-transactionId').isVisible()).toBe(true);
    expect(await page.getByTestId('header-amount').isVisible()).toBe(true);
    expect(await page.getByTestId('header-matchId').count()).toBe(0);
    await choose(page, 'Log type', 'Bonus Campaign Changed');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('BONUS_CAMPAIGN_CHANGED'));
    await expect.poll(() => page.getByTestId('header-bonusCampaignId').count()).toBe(1);
    expect(await page.getByTestId('header-transactionId').count()).toBe(0);
    await onlyLogType(page, en.enums.activityLogType.BONUS_CAMPAIGN_CHANGED);
  });

  it('exports all pages of the filtered log', async () => {
    await rowsMatchServer(page, lists, API);
    const records = await checkExport(page, lists, API);
    const type = records[0].indexOf('Log type');
    expect(new Set(records.slice(1).map((r) => r[type]))).toEqual(new Set([en.enums.activityLogType.BONUS_CAMPAIGN_CHANGED]));
    await choose(page, 'Log type', 'Any');
    await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('BONUS_CAMPAIGN_CHANGED'));
  });

  it('sorts by time the way the server does', async () => {
    await sortAndCompare(page, lists, API, 'time', 'time', (a, b) => Date.parse(String(a.time)) - Date.parse(String(b.time)));
  });

  it('pages and changes the page size', async () => {
    await pageThrough(page, lists, API);
  });

  it('adds an activity by hand after checking the dialog rules, kept after a reload', async () => {
    await openScreen(page, '/statistics-activities-log');
    await page.getByRole('button', { name: 'Add activity' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(2);
    await dialog.getByLabel('Severity').click();
    await page.getByRole('option', { name: 'High 80' }).click();
    await dialog.getByLabel('Details').fill('x'.repeat(2001));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.getByText('Maximum length is 2000').count()).toBe(1);
    const details = `Checked the payout queue by hand ${Date.now()}`;
    await dialog.getByLabel('Details').fill(details);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByLabel('Details', { exact: true }).first().fill(details);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('payout queue'));
    await expect.poll(() => page.getByText(details).count(), { timeout: 30_000 }).toBe(1);
    const { body } = await api(
      page,
      `central/${API}?page=0&size=25&sort=time,DESC&filter=${filterParam({ logType: 'MANUAL_ADDED_EVENT' })}`,
    );
    const entry = pageOf(body!.payload).content.find((r) => r.details === details)!;
    expect(entry.significanceLevel).toBe('High80');
    expect(at(entry, 'userCode.userUsername')).toBe(DEMO.central.email);
  });
});

describe('payments (beta)', () => {
  let page: Page;
  let lists: ReturnType<typeof recordLists>;
  const API = 'payments';

  beforeAll(async () => {
    let context;
    ({ page, context } = await app.newPage());
    current = page;
    await context.addInitScript(() => localStorage.setItem('backoffice.flag.beta', 'true'));
    lists = recordLists(page);
    await login(page, app.url, DEMO.central);
    await openScreen(page, '/statistics-payments');
    await screenshot(page, 'payments');
  });

  it('filters processed deposits; only those rows can expand; links go to the request', async () => {
    await choose(page, 'Type', 'Deposit');
    await choose(page, 'Payment status', 'Processed', true);
    await page.waitForURL((url) => /DEPOSIT.*PROCESSED|PROCESSED.*DEPOSIT/.test(url.searchParams.get('filter') ?? ''));
    await expect
      .poll(async () => {
        const types = await cellTexts(page, 'paymentRequest');
        const statuses = await cellTexts(page, 'paymentStatus');
        return types.length > 0 && types.every((t) => t === 'Deposit') && statuses.every((s) => s === 'Processed');
      })
      .toBe(true);
    await rowsMatchServer(page, lists, API);
    const ids = await rowIds(page);
    expect(await page.locator('[data-testid^="expand-"]').count()).toBe(ids.length);
    const record = lists.get(API).content.find((r) => String(r.id) === ids[0])!;
    expect(await page.getByTestId(`row-${ids[0]}`).locator('[data-testid="cell-paymentRequestId"] a').getAttribute('href')).toBe(
      `/deposits/${record.paymentRequestId}`,
    );
  });

  it('exports all pages of the filtered payments', async () => {
    const records = await checkExport(page, lists, API);
    const status = records[0].indexOf('Payment status');
    expect(records.slice(1).every((r) => r[status] === en.enums.paymentStatus.PROCESSED)).toBe(true);
  });

  it('sorts by amount the way the server does', async () => {
    await sortAndCompare(
      page,
      lists,
      API,
      'accountMovement',
      'accountMovement',
      (a, b) => Number(a.accountMovement) - Number(b.accountMovement),
    );
  });

  it('pages and changes the page size', async () => {
    await pageThrough(page, lists, API);
  });

  it('withdrawal rows do not expand', async () => {
    await choose(page, 'Payment status', 'Any', true);
    await choose(page, 'Type', 'Withdrawal');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('WITHDRAWAL'));
    await expect.poll(async () => (await cellTexts(page, 'paymentRequest')).every((t) => t === 'Withdrawal')).toBe(true);
    expect(await page.locator('[data-testid^="expand-"]').count()).toBe(0);
    const id = (await rowIds(page))[0];
    expect(await page.getByTestId(`row-${id}`).locator('[data-testid="cell-paymentRequestId"] a').getAttribute('href')).toMatch(
      /^\/withdrawals\/\d+$/,
    );
  });

  it('applies a bonus campaign to a processed deposit, kept after a reload', async () => {
    // A PROCESSED op1 deposit that is its player's latest one without a bonus, with a campaign available.
    const filter = filterParam({ accountHistoryType: { paymentRequest: 'DEPOSIT', paymentStatus: ['PROCESSED'] } });
    const deposits = pageOf((await api(page, `op1/${API}?page=0&size=1000&sort=created,DESC&filter=${filter}`)).body!.payload).content;
    const seen = new Set<unknown>();
    let target: { deposit: Row; title: string } | undefined;
    for (const deposit of deposits) {
      if (seen.has(deposit.playerId)) continue;
      seen.add(deposit.playerId);
      const offered = (await api(page, `op1/${deposit.playerId}/bonus/campaigns?bonusContext=existingDeposit&transactionId=${deposit.id}`))
        .body?.payload as { available: boolean; bonusCampaign: { title: string; minDepositAmount: number | null } }[] | undefined;
      const available = offered?.find((o) => o.available);
      if (available) {
        target = { deposit, title: available.bonusCampaign.title };
        break;
      }
    }
    if (!target) {
      // None in the seed: the panel says so.
      const deposit = deposits[0];
      await page.goto(`${app.url}/statistics-payments?filter=${filterParam({ playerUsername: deposit.playerUsername })}`);
      await page.getByTestId(`expand-${deposit.id}`).click();
      await expect.poll(() => page.getByText('No Bonus Campaigns currently available for this player').count()).toBe(1);
      return;
    }
    const { deposit, title } = target;
    await page.goto(`${app.url}/statistics-payments?filter=${filterParam({ playerUsername: deposit.playerUsername })}`);
    await page.getByTestId(`expand-${deposit.id}`).click();
    const panel = page.getByTestId(`panel-${deposit.id}`);
    await panel.getByTestId('payment-bonus').waitFor({ timeout: 30_000 });
    await screenshot(page, 'payments-expanded');
    await panel.getByLabel('Bonus campaign').click();
    await page.getByRole('option', { name: title, exact: true }).click();
    expect(await panel.getByText('This cannot be undone!').count()).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Apply Bonus' }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.innerText()).toContain('This cannot be undone!');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const assigned = async () =>
      (
        (await api(page, `op1/players/${deposit.playerId}/transactions/${deposit.id}/bonus/campaigns`)).body?.payload as
          unknown[] | undefined
      )?.length;
    await expect.poll(assigned).toBe(1);
    await page.reload();
    await page.getByTestId(`expand-${deposit.id}`).click();
    await expect
      .poll(() => page.getByTestId(`panel-${deposit.id}`).getByText(`Assigned bonus campaign: ${title}`).count(), { timeout: 30_000 })
      .toBe(1);
  });
});

describe('account history', () => {
  let page: Page;
  let lists: ReturnType<typeof recordLists>;
  const API = 'accountHistories';

  beforeAll(async () => {
    ({ page } = await app.newPage());
    current = page;
    lists = recordLists(page);
    await login(page, app.url, DEMO.central);
    await openScreen(page, '/statistics-account-history');
    await screenshot(page, 'account-history');
  });

  async function linksOfType(type: string, source: string, pattern: RegExp) {
    await choose(page, 'Transaction type', 'Any', true);
    await choose(page, 'Transaction type', type, true);
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(type.toUpperCase()));
    await expect
      .poll(async () => {
        const types = await cellTexts(page, 'accountHistoryType.historyType');
        return types.length > 0 && types.every((t) => t === type);
      })
      .toBe(true);
    await rowsMatchServer(page, lists, API);
    const records = new Map(lists.get(API).content.map((r) => [String(r.id), r]));
    const links = await page
      .locator(`[data-testid^="row-"]`)
      .evaluateAll(
        (rows, cell) =>
          rows.map((row) => [
            row.getAttribute('data-testid')!.slice(4),
            row.querySelector(`[data-testid="cell-${cell}"] a`)?.getAttribute('href') ?? '',
          ]),
        source,
      );
    expect(links.length).toBeGreaterThan(0);
    for (const [id, href] of links) {
      expect(href).toMatch(pattern);
      expect(href.split('/').pop()).toBe(String(records.get(id)![source]));
    }
    return links;
  }

  it('filters by transaction type; betslip, bonus and payment entries link where they belong', async () => {
    await linksOfType('Betslip', 'betslipId', /^\/betslips\/\d+$/);
    await linksOfType('Bonus', 'bonusPlayerId', /^\/bonuses\/\d+$/);
    const payments = await linksOfType('Payment', 'paymentRequestId', /^\/(deposits|withdrawals)\/\d+$/);
    const records = new Map(lists.get(API).content.map((r) => [String(r.id), r]));
    for (const [id, href] of payments) {
      const direction = at(records.get(id), 'accountHistoryType.paymentRequest');
      expect(href.startsWith(direction === 'DEPOSIT' ? '/deposits/' : '/withdrawals/')).toBe(true);
    }
  });

  it('sorts by amount the way the server does', async () => {
    await sortAndCompare(
      page,
      lists,
      API,
      'accountMovement',
      'accountMovement',
      (a, b) => Number(a.accountMovement) - Number(b.accountMovement),
    );
  });

  it('pages and changes the page size', async () => {
    await pageThrough(page, lists, API);
  });

  it('a betslip link opens that betslip', async () => {
    // The same wait as the filter test: the URL carries the filter and the rows are the server's answer to it.
    const [[id, href]] = await linksOfType('Betslip', 'betslipId', /^\/betslips\/\d+$/);
    await page.locator(`[data-testid="row-${id}"] [data-testid="cell-betslipId"] a`).click();
    await page.waitForURL((url) => url.pathname.startsWith(href!));
    await page.getByTestId('resource-table').waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => page.getByText(href!.split('/').pop()!, { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});

describe('betslips for an office manager of op1', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await app.newPage());
    current = page;
    await login(page, app.url, DEMO.office1);
  });

  it('sees only op1 betslips and is refused op2', async () => {
    await openScreen(page, '/betslips');
    expect(await page.getByTestId('header-operatorCode').count()).toBe(0);
    const { body } = await api(page, 'op1/betslips?page=0&size=1000&sort=created,DESC');
    const rows = pageOf(body!.payload).content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.operatorCode === 'op1')).toBe(true);
    expect((await api(page, 'op2/betslips?page=0&size=25')).status).toBe(403);
    expect((await api(page, 'op2/players/bonus?page=0&size=25')).status).toBe(403);
    expect((await api(page, 'op2/payments?page=0&size=25')).status).toBe(403);
    expect((await api(page, 'central/betslips?page=0&size=25')).status).toBe(403);
  });

  it('made no request outside the origin', () => {
    expect(app.outsideRequests).toEqual([]);
  });
});
