/**
 * CSV exports end to end, in English and German, each in its own time zone: "Current page" (built
 * in the browser) and "All pages" (written by the server) of the same rows are byte-identical and
 * open with the right columns in a strict RFC 4180 parser set to the language's separator; the
 * progress dialog counts rows as they arrive. Built console, real server, headless Chromium, real downloads.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import { parseCsv } from '../support/csv';
import { DEMO, headerTexts, login, startConsole, withoutSoftHyphens, type Console } from './harness';

const LANGUAGES = [
  {
    language: 'en',
    timeZone: 'America/New_York',
    separator: ',',
    decimal: '.',
    labels: { download: 'Download', current: 'Current page', all: /^(All pages|First \d+ pages)$/, cancel: 'Cancel' },
  },
  {
    language: 'de',
    timeZone: 'Europe/Berlin',
    separator: ';',
    decimal: ',',
    labels: { download: 'Herunterladen', current: 'Aktuelle Seite', all: /^(Alle Seiten|Erste \d+ Seiten)$/, cancel: 'Abbrechen' },
  },
] as const;

let app: Console;
/** The betslips of one player: more than a few, fewer than a page. */
let player: { id: number; betslips: number };

beforeAll(async () => {
  app = await startConsole();
  [player] = await app.server.db.query<{ id: number; betslips: number }>(
    sql`SELECT player_id AS id, count(*)::integer AS betslips FROM betslips GROUP BY player_id
        HAVING count(*) BETWEEN 8 AND 100 ORDER BY count(*) DESC, player_id LIMIT 1`,
  );
}, 120_000);
afterAll(() => app?.close());

/** A signed-in central manager's page in a language and time zone. */
async function signedIn(language: string, timeZone: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: language === 'de' ? 'de-DE' : 'en-US',
    timezoneId: timeZone,
  });
  const page = await context.newPage();
  await login(page, app.url, DEMO.central);
  return { context, page };
}

/** Downloads through the list's download menu and returns the file's bytes. */
async function download(page: Page, labels: (typeof LANGUAGES)[number]['labels'], item: string | RegExp): Promise<Buffer> {
  await page.getByRole('button', { name: labels.download }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^betslips-\d{8}-\d{4}\.csv$/);
  return readFileSync((await file.path())!);
}

/** `yyyy-MM-dd HH:mm:ss` of an instant in a time zone, as a spreadsheet reads it. */
function inZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date(instant));
}

describe('both export paths write the same file', () => {
  for (const { language, timeZone, separator, decimal, labels } of LANGUAGES) {
    it(`in ${language} (${timeZone}): byte-identical, BOM, "${separator}", headers and labels in the language, local dates, amounts as shown`, async () => {
      const { context, page } = await signedIn(language, timeZone);
      try {
        const filter = encodeURIComponent(JSON.stringify({ playerId: player.id }));
        await page.goto(`${app.url}/betslips?locale=${language}&filter=${filter}&perPage=100&sort=id&order=DESC`);
        const rows = page.locator('[data-testid="resource-table"] [data-testid^="row-"]');
        await expect.poll(() => page.getByTestId('list-title').innerText(), { timeout: 30_000 }).toContain(`(${player.betslips})`);
        await rows.first().waitFor();

        const current = await download(page, labels, labels.current);
        const all = await download(page, labels, labels.all);
        expect(all.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        expect(current.toString('utf8')).toBe(all.toString('utf8'));
        expect(current.equals(all)).toBe(true);

        const records = parseCsv(all.toString('utf8'), separator);
        const headers = (await headerTexts(page)).map((text) => text.trim());
        expect(records[0]).toEqual(headers);
        expect(records).toHaveLength(player.betslips + 1);
        for (const record of records) expect(record).toHaveLength(headers.length);

        // Each record matches the row on screen: id, labels as shown, amounts as shown, dates in the user's zone.
        const column = (name: string) => records[0].indexOf(name);
        const header = async (source: string) => withoutSoftHyphens(await page.getByTestId(`header-${source}`).innerText()).trim();
        const [idAt, statusAt, stakeAt, createdAt] = await Promise.all(
          ['id', 'betslipStatus.simpleStatus', 'totalStake', 'created'].map(async (source) => column(await header(source))),
        );
        const api = await page.evaluate(async (id) => {
          const token = localStorage.getItem('backoffice.accessToken');
          const response = await fetch(
            `/api/officeapp/central/betslips?page=0&size=100&sort=id,DESC&filter=${encodeURIComponent(JSON.stringify({ playerId: id }))}`,
            {
              headers: { authorization: `Bearer ${token}` },
            },
          );
          return (await response.json()).payload.betslips.content as { id: number; created: string }[];
        }, player.id);
        const created = new Map(api.map((betslip) => [String(betslip.id), betslip.created]));
        let compared = 0;
        for (const record of records.slice(1)) {
          const id = record[idAt];
          expect(record[createdAt]).toBe(inZone(created.get(id)!, timeZone));
          expect(record[stakeAt]).toMatch(new RegExp(`^-?\\d+\\${decimal}\\d{2}$`));
          const row = page.getByTestId(`row-${id}`);
          if ((await row.count()) === 0) continue;
          expect((await row.getByTestId('cell-betslipStatus.simpleStatus').innerText()).trim()).toBe(record[statusAt]);
          // The screen groups thousands and adds the currency; the file has the same digits, ungrouped.
          const shown = (await row.getByTestId('cell-totalStake').innerText()).replace(/[^\d.,-]/g, '');
          const digits = (text: string) => text.replace(decimal === '.' ? /,/g : /\./g, '');
          expect(digits(shown).replace(/[.,]$/, '')).toBe(record[stakeAt]);
          compared += 1;
        }
        expect(compared).toBeGreaterThan(5);
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});

describe('export of all pages, with progress', () => {
  const { labels } = LANGUAGES[0];
  let context: BrowserContext;
  let page: Page;
  /** The report answers' ends: whether the whole file was written. */
  const reportEnds: boolean[] = [];

  beforeAll(async () => {
    ({ context, page } = await signedIn('en', 'UTC'));
    // Watching the real server's report answers.
    app.server.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.includes('/report')) response.once('close', () => reportEnds.push(response.writableFinished));
    });
    await page.goto(`${app.url}/betslips?filter=${encodeURIComponent('{}')}&perPage=1000`);
    await page.locator('[data-testid="resource-table"] [data-testid^="row-"]').first().waitFor({ timeout: 60_000 });
  }, 120_000);
  afterAll(() => context?.close());

  /** Starts "All pages" and records every progress text the dialog shows. */
  async function startExport() {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressTexts: string[] }).progressTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[aria-labelledby="export-progress-title"]')?.textContent ?? '';
        const found = /([\d,]+) of ([\d,]+) rows/.exec(text);
        if (found && seen.at(-1) !== found[0]) seen.push(found[0]);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: labels.download }).click();
    await page.getByRole('menuitem', { name: labels.all }).click();
  }
  const progressTexts = () => page.evaluate(() => (window as unknown as { progressTexts: string[] }).progressTexts);
  const rowsOf = (text: string) => text.split(' of ').map((part) => Number(part.replace(/\D/g, '')));

  it('counts rows as they arrive, then saves the whole file', async () => {
    // A line of about 1 MB/s, so the file takes seconds to arrive however fast the machine is.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 5,
      downloadThroughput: 1024 * 1024,
      uploadThroughput: -1,
    });
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 180_000 }), startExport()]);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    const csv = parseCsv(readFileSync((await file.path())!, 'utf8'));
    const texts = await progressTexts();
    const counts = texts.map(rowsOf);
    const total = counts[0][1];
    expect(total).toBe(csv.length - 1);
    // Rows arrived in steps: at least one count between none and all was shown.
    expect(counts.some(([rows]) => rows > 0 && rows < total)).toBe(true);
    expect(counts.map(([rows]) => rows)).toEqual([...counts.map(([rows]) => rows)].sort((a, b) => a - b));
    expect(reportEnds.at(-1)).toBe(true);
  }, 240_000);

  it('Cancel closes the dialog, saves nothing and aborts the report request', async () => {
    // A slow line (about 64 kB/s), so the export is still arriving when staff press Cancel.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 64 * 1024,
      uploadThroughput: -1,
    });
    const downloads: string[] = [];
    const onDownload = (file: { suggestedFilename(): string }) => void downloads.push(file.suggestedFilename());
    page.on('download', onDownload);
    const failed: string[] = [];
    const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
      if (request.url().includes('/report')) failed.push(request.failure()?.errorText ?? '');
    };
    page.on('requestfailed', onFailed);
    try {
      await startExport();
      // Some rows have arrived, not all of them.
      await expect
        .poll(async () => (await progressTexts()).map(rowsOf).some(([rows, total]) => rows > 0 && rows < total), { timeout: 90_000 })
        .toBe(true);
      await page.getByRole('dialog').getByRole('button', { name: labels.cancel }).click();
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
      // The browser dropped the report request (the server's side of a dropped answer is an API test).
      await expect.poll(() => failed, { timeout: 30_000 }).toEqual(['net::ERR_ABORTED']);
      expect(downloads).toEqual([]);
    } finally {
      page.off('download', onDownload);
      page.off('requestfailed', onFailed);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.detach();
    }
  }, 240_000);
});
