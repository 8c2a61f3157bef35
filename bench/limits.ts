/**
 * Player limits as fast to usable as Players: a signed-in manager opens `/players-limits` and
 * `/players` (full page loads, warm browser cache, the same 100-row default page), alternating,
 * and the bench takes the medians of
 *
 * - the time from navigation to the first list row in the DOM, and
 * - the main thread's blocking time: the part beyond 50 ms of every long task from navigation
 *   until the page has been quiet for a second after its first row (what makes a tab freeze).
 *
 * Figures: Player limits ÷ Players for each (target ≤ 1.2), in the central view and in an
 * office manager's view.
 */
import type { Browser } from 'playwright-core';
import { login, pollPage, type BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';

const TARGET = 1.2;
const ROW = '[data-testid^="row-"]';
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Records the first row's time and every long task from the start of the navigation. */
const MARKERS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (window.__firstRow === undefined && document.querySelector(${JSON.stringify(ROW)})) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true });
})()`;

/** Resolves once a second has passed since the first row and since the end of the last long task. */
const QUIET = `(() => {
  if (window.__firstRow === undefined) return false;
  const last = window.__longTasks.reduce((end, [start, duration]) => Math.max(end, start + duration), window.__firstRow);
  return performance.now() - last > 1000 && document.querySelector('[data-testid="pending-calls"]') === null
    ? { firstRowMs: window.__firstRow, blockingMs: window.__longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longestMs: window.__longTasks.reduce((max, [, duration]) => Math.max(max, duration), 0) }
    : false;
})()`;

interface Opening {
  firstRowMs: number;
  blockingMs: number;
  longestMs: number;
}

/** One full load of `route`: the time to its first row and the main-thread blocking until it is quiet. */
async function open(page: Awaited<ReturnType<Browser['newPage']>>, url: string): Promise<Opening> {
  await page.goto(url);
  return pollPage<Opening>(page, QUIET, 120_000, 100);
}

/** Limits ÷ players for one account: rows for the time to the first row and for the blocking time. */
async function compare(browser: Browser, baseUrl: string, account: { label: string; email: string; password: string }, runs: number) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await login(page, baseUrl, account.email, account.password);
    await page.addInitScript(MARKERS);
    const routes = { limits: `${baseUrl}/players-limits`, players: `${baseUrl}/players` };
    // One unmeasured opening of each fills the browser's cache and the server's.
    await open(page, routes.limits);
    await open(page, routes.players);
    const samples = { limits: [] as Opening[], players: [] as Opening[] };
    for (let run = 0; run < runs; run++) {
      samples.limits.push(await open(page, routes.limits));
      samples.players.push(await open(page, routes.players));
    }
    const m = (side: Opening[], key: keyof Opening) => median(side.map((one) => one[key]));
    const detail = (key: keyof Opening) =>
      `${account.label}: Player limits ${ms(m(samples.limits, key))}, Players ${ms(m(samples.players, key))}` +
      (key === 'blockingMs' ? ` (longest task ${ms(m(samples.limits, 'longestMs'))} against ${ms(m(samples.players, 'longestMs'))})` : '');
    return [
      ratioRow(
        `Player limits ÷ Players, time to the first row (${account.label})`,
        m(samples.limits, 'firstRowMs') / m(samples.players, 'firstRowMs'),
        TARGET,
        detail('firstRowMs'),
      ),
      // Blocking of a few milliseconds on both sides would make a noisy ratio: 50 ms of slack on each side.
      ratioRow(
        `Player limits ÷ Players, main-thread blocking (${account.label})`,
        (m(samples.limits, 'blockingMs') + 50) / (m(samples.players, 'blockingMs') + 50),
        TARGET,
        detail('blockingMs'),
      ),
    ];
  } finally {
    await page.close();
  }
}

/** The limits page against the players page, for a central and an office manager. */
export async function limitsBench(context: BenchContext): Promise<BenchRow[]> {
  const server = await context.server();
  const browser = await context.browser();
  const runs = context.options.runs;
  return [
    ...(await compare(browser, server.url, { label: 'central view', email: 'central@demo.test', password: 'Central123' }, runs)),
    ...(await compare(browser, server.url, { label: 'office manager', email: 'office1@demo.test', password: 'Office123' }, runs)),
  ];
}
