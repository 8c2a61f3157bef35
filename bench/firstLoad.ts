/**
 * First load: a signed-in manager opens `/players` with an empty browser cache. Measured against a
 * minimal stock react-admin build (bench/stock: one List of the same 100 players, same MUI) served
 * by a tiny static and JSON server, in the same Chromium and run:
 *
 * - bytes on the wire (compressed, headers included) until the page is idle, ÷ stock (≤ 1);
 * - time from navigation to the first list row in the DOM, ÷ stock (≤ 1.2).
 *
 * One unmeasured load of each warms both servers; then `runs` cold loads each, alternating, medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { build } from 'vite';
import { pollPage, type BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';
import { startStockServer } from './stockServer';

const BYTES_TARGET = 1;
const TIME_TARGET = 1.2;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Load {
  bytes: number;
  firstRowMs: number;
}

/** Records when the first element matching `selector` enters the DOM (milliseconds since navigation). */
const firstRowMarker = (selector: string) => `(() => {
  const mark = () => {
    if (window.__firstRow === undefined && document.querySelector(${JSON.stringify(selector)})) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(mark);
  observer.observe(document, { subtree: true, childList: true });
})()`;

/** One load with an empty cache: bytes received until the network is idle, time to the first row. */
async function coldLoad(browser: Browser, url: string, rowSelector: string, storageState?: StorageState): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
    });
    await page.addInitScript(firstRowMarker(rowSelector));
    await page.goto(url);
    const firstRowMs = await pollPage<number>(page, 'window.__firstRow');
    await page.waitForLoadState('networkidle');
    return { bytes, firstRowMs };
  } finally {
    await context.close();
  }
}

/** Builds the stock app into a temporary folder. */
async function buildStock(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'backoffice-stock-'));
  await build({ configFile: fileURLToPath(new URL('./stock/vite.config.ts', import.meta.url)), build: { outDir }, logLevel: 'warn' });
  return outDir;
}

/** Compressed bytes and cold time to the first row of `/players`, console ÷ stock. */
export async function firstLoadBench(context: BenchContext): Promise<BenchRow[]> {
  const server = await context.server();
  const browser = await context.browser();
  const page = await context.signedInPage();
  const storageState = await page.context().storageState();
  const token = (await page.evaluate(() => localStorage.getItem('backoffice.accessToken'))) ?? '';
  await page.close();

  const response = await fetch(`${server.url}/api/officeapp/central/players?page=0&size=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const players = ((await response.json()) as { payload: { content: unknown[] } }).payload.content;
  const stockDir = await buildStock();
  const stock = await startStockServer(stockDir, players);
  context.onClose(async () => {
    await stock.close();
    rmSync(stockDir, { recursive: true, force: true });
  });

  const console_ = () => coldLoad(browser, `${server.url}/players`, '[data-testid^="row-"]', storageState);
  const baseline = () => coldLoad(browser, `${stock.url}/#/players`, '.RaDatagrid-row');
  await console_();
  await baseline();
  const ours: Load[] = [];
  const theirs: Load[] = [];
  for (let run = 0; run < context.options.runs; run++) {
    ours.push(await console_());
    theirs.push(await baseline());
  }
  const bytes = { ours: median(ours.map((load) => load.bytes)), theirs: median(theirs.map((load) => load.bytes)) };
  const time = { ours: median(ours.map((load) => load.firstRowMs)), theirs: median(theirs.map((load) => load.firstRowMs)) };
  return [
    ratioRow(
      'first load of /players, compressed bytes ÷ stock',
      bytes.ours / bytes.theirs,
      BYTES_TARGET,
      `console ${kB(bytes.ours)}, stock ${kB(bytes.theirs)}`,
    ),
    ratioRow(
      'first load of /players, cold time to first row ÷ stock',
      time.ours / time.theirs,
      TIME_TARGET,
      `console ${ms(time.ours)}, stock ${ms(time.theirs)} (median of ${context.options.runs})`,
    ),
  ];
}
