/**
 * First load: a signed-in office manager (`office1@demo.test`, the README's first screen) opens
 * `/players`, `/betslips` and `/reports?view=revenue` with an empty browser cache. Each is measured
 * against a minimal stock react-admin build (bench/stock: one List per screen with the same rows and
 * visible columns, same react-admin and MUI) served by a tiny static and JSON server that compresses
 * its data as the console's server does, in the same Chromium and run:
 *
 * - bytes on the wire (compressed, headers included) until the page is idle, ÷ stock (≤ 1);
 * - time from navigation to the first list row in the DOM, ÷ stock (≤ 1).
 *
 * One unmeasured load of each screen warms both servers and gives the stock app the rows the
 * console's list received; then `runs` cold loads each, alternating console and stock, medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Response } from 'playwright-core';
import { build } from 'vite';
import { login, pollPage, type BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';
import { startStockServer } from './stockServer';

const BYTES_TARGET = 1;
const TIME_TARGET = 1;
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

/**
 * One load with an empty cache: bytes received until the network is idle, time to the first row.
 * `onResponse` sees every response of the page (the warm-up load reads the list's rows with it).
 */
async function coldLoad(
  browser: Browser,
  url: string,
  rowSelector: string,
  storageState?: StorageState,
  onResponse?: (response: Response) => void,
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  try {
    const page = await context.newPage();
    if (onResponse) page.on('response', onResponse);
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

/** A measured screen: the console's route, the stock app's resource, and the console's list call. */
interface Screen {
  route: string;
  stockResource: string;
  /** Matches the URL of the list call whose rows the screen shows first. */
  listCall: RegExp;
}

const SCREENS: Screen[] = [
  { route: '/players', stockResource: 'players', listCall: /\/api\/officeapp\/op1\/players\?/ },
  { route: '/betslips', stockResource: 'betslips', listCall: /\/api\/officeapp\/op1\/betslips\?/ },
  { route: '/reports?view=revenue', stockResource: 'reports', listCall: /\/api\/officeapp\/op1\/reports\/revenue\?/ },
];

/** The rows of a list answer (`{ payload: { content } }`, the betslips' `{ payload: { betslips: { content } } }`, or an array). */
function rowsOf(body: unknown): unknown[] | undefined {
  const payload = (body as { payload?: unknown } | null)?.payload;
  if (Array.isArray(payload)) return payload;
  const page = (payload as { betslips?: unknown } | null)?.betslips ?? payload;
  const content = (page as { content?: unknown } | null)?.content;
  return Array.isArray(content) ? content : undefined;
}

/** Compressed bytes and cold time to the first row of each screen, console ÷ stock. */
export async function firstLoadBench(context: BenchContext): Promise<BenchRow[]> {
  const server = await context.server();
  const browser = await context.browser();
  const signIn = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const signInPage = await signIn.newPage();
  await login(signInPage, server.url, 'office1@demo.test', 'Office123');
  const storageState = await signIn.storageState();
  await signIn.close();

  const stockDir = await buildStock();
  const stock = await startStockServer(stockDir);
  context.onClose(async () => {
    await stock.close();
    rmSync(stockDir, { recursive: true, force: true });
  });

  const rows: BenchRow[] = [];
  for (const screen of SCREENS) {
    const console_ = (onResponse?: (response: Response) => void) =>
      coldLoad(browser, `${server.url}${screen.route}`, '[data-testid^="row-"]', storageState, onResponse);
    const baseline = () => coldLoad(browser, `${stock.url}/#/${screen.stockResource}`, '.RaDatagrid-row');
    // The warm-up load of the console hands its list's rows to the stock app.
    let listRows: Promise<unknown[] | undefined> | undefined;
    const calls: string[] = [];
    await console_((response) => {
      if (response.url().includes('/api/')) calls.push(`${response.request().method()} ${response.url()}`);
      if (!listRows && screen.listCall.test(response.url()) && response.request().method() === 'GET') {
        listRows = response.json().then(rowsOf, () => undefined);
      }
    });
    const received = await listRows;
    if (!received?.length)
      throw new Error(`the console's ${screen.route} showed no rows from a call matching ${screen.listCall}: ${calls.join(', ')}`);
    stock.setRows(screen.stockResource, received);
    await baseline();
    const encoding = stock.acceptEncoding.get(screen.stockResource) ?? '';
    if (!/\b(br|gzip)\b/.test(encoding)) throw new Error(`the stock app's data request accepted "${encoding}", not compression`);
    const ours: Load[] = [];
    const theirs: Load[] = [];
    for (let run = 0; run < context.options.runs; run++) {
      ours.push(await console_());
      theirs.push(await baseline());
    }
    const bytes = { ours: median(ours.map((load) => load.bytes)), theirs: median(theirs.map((load) => load.bytes)) };
    const time = { ours: median(ours.map((load) => load.firstRowMs)), theirs: median(theirs.map((load) => load.firstRowMs)) };
    rows.push(
      ratioRow(
        `first load of ${screen.route} (office manager), compressed bytes ÷ stock`,
        bytes.ours / bytes.theirs,
        BYTES_TARGET,
        `console ${kB(bytes.ours)}, stock ${kB(bytes.theirs)} (${received.length} rows, stock data accepted as ${encoding})`,
      ),
      ratioRow(
        `first load of ${screen.route} (office manager), cold time to first row ÷ stock`,
        time.ours / time.theirs,
        TIME_TARGET,
        `console ${ms(time.ours)}, stock ${ms(time.theirs)} (median of ${context.options.runs})`,
      ),
    );
  }
  return rows;
}
