/**
 * Benchmarks, printed as figures and as ratios against a baseline measured in the same run (the
 * machine is small and noisy, so absolute times mean little). `npm run bench` builds the console,
 * then runs on a fresh seeded embedded database with Debian's headless Chromium.
 *
 *   npm run bench                      # list render ratio (players, betslips) and CSV export
 *   npm run bench -- --scale 2 --runs 5 --only render
 *
 * 1. List render: time from the list response's last byte to the painted table, after switching
 *    the page size in the console; 10,000 rows ÷ 100 rows (target ≤ 1.3).
 * 2. CSV export of all rows through `/report`: time, and the server's memory above its resting
 *    level, for N rows and for N/10 rows (streaming keeps memory flat). Run with `--expose-gc`
 *    (`npm run bench` does): every 250 ms a forced collection measures the live heap, so garbage
 *    not yet collected does not count; the peak resident set size is printed too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../server/start';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const scale = Number(option('scale', '2'));
const runs = Number(option('runs', '5'));
const only = option('only', 'all');

interface ListTarget {
  label: string;
  route: string;
  apiPath: string;
  query: string;
}

const LISTS: ListTarget[] = [
  { label: 'players', route: '/players', apiPath: 'players', query: '' },
  { label: 'betslips', route: '/betslips', apiPath: 'betslips', query: `filter=${encodeURIComponent('{}')}` },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
  const seedStart = performance.now();
  const server = await startServer({ port: 0, dataDir, staticDir: resolve('dist'), seedScale: scale });
  console.log(`server ready on a scale-${scale} seed in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Marks when each API response body has been parsed, so render time excludes JSON parsing.
    await page.addInitScript(`(() => {
      const parse = JSON.parse;
      window.__lastParse = 0;
      JSON.parse = function (text, reviver) {
        const value = parse.call(JSON, text, reviver);
        if (typeof text === 'string' && text.length > 100000) window.__lastParse = performance.now();
        return value;
      };
    })()`);
    await login(page, server.url);
    if (only === 'all' || only === 'render') {
      for (const target of LISTS) await benchRender(page, server.url, target);
    }
    if (only === 'all' || only === 'export') {
      const token = await page.evaluate(() => localStorage.getItem('backoffice.accessToken'));
      for (const target of LISTS) await benchExport(server.url, token ?? '', target);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function login(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel(/e-mail/i).fill('central@demo.test');
  await page.getByLabel(/^password/i).fill('Central123');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** Milliseconds from the list response's end to the table painted after a page-size switch. */
async function renderTime(page: Page, baseUrl: string, target: ListTarget, from: number, to: number) {
  const query = [target.query, `perPage=${from}`].filter(Boolean).join('&');
  await page.goto(`${baseUrl}${target.route}?${query}`);
  await page.locator('[data-testid^="row-"]').first().waitFor({ timeout: 60_000 });
  // Page scripts are strings: tsx would otherwise inject helpers the page does not have.
  // react-admin keeps the previous page on screen while loading, so the pagination label is no
  // signal: the table is done when it first changes after the new list response has ended.
  await page.evaluate(`(() => {
    const request = /\\/api\\/officeapp\\/.*[?&]size=${to}(&|$)/;
    const table = document.querySelector('[data-testid="resource-table"]');
    window.__rendered = new Promise((done) => {
      const observer = new MutationObserver(() => {
        const entry = performance.getEntriesByType('resource').filter((e) => request.test(e.name)).pop();
        if (!entry) return;
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => done({
          totalMs: performance.now() - entry.responseEnd,
          renderMs: performance.now() - Math.max(entry.responseEnd, window.__lastParse),
          rows: document.querySelectorAll('[data-testid^="row-"]').length,
        })));
      });
      observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  })()`);
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: String(to), exact: true }).click();
  return page.evaluate('window.__rendered') as Promise<{ renderMs: number; totalMs: number; rows: number }>;
}

async function benchRender(page: Page, baseUrl: string, target: ListTarget) {
  const small: number[] = [];
  const large: number[] = [];
  const smallTotal: number[] = [];
  const largeTotal: number[] = [];
  let renderedRows = 0;
  for (let run = 0; run < runs; run++) {
    const one = await renderTime(page, baseUrl, target, 25, 100);
    small.push(one.renderMs);
    smallTotal.push(one.totalMs);
    const big = await renderTime(page, baseUrl, target, 100, 10000);
    large.push(big.renderMs);
    largeTotal.push(big.totalMs);
    renderedRows = big.rows;
  }
  const ratio = median(large) / median(small);
  console.log(
    `render ${target.label}: 100 rows ${ms(median(small))}, 10000 rows ${ms(median(large))} ` +
      `(rows in the DOM: ${renderedRows}); ratio 10000/100 = ${ratio.toFixed(2)} (target ≤ 1.3) ${ratio <= 1.3 ? 'OK' : 'OVER'}`,
  );
  console.log(
    `  with JSON parsing: 100 rows ${ms(median(smallTotal))}, 10000 rows ${ms(median(largeTotal))}; ` +
      `ratio ${(median(largeTotal) / median(smallTotal)).toFixed(2)}`,
  );
}

const gc = (globalThis as { gc?: () => void }).gc;
const liveBytes = () => {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/** Streams `/report` and samples the server's memory (it runs in this process). */
async function exportOnce(baseUrl: string, token: string, target: ListTarget, size: number) {
  const url = `${baseUrl}/api/officeapp/central/${target.apiPath}/report?page=0&size=${size}&filter=${encodeURIComponent('{}')}`;
  const restingLive = liveBytes();
  const resting = process.memoryUsage().rss;
  let peak = resting;
  let peakLive = restingLive;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const liveSampler = setInterval(() => {
    peakLive = Math.max(peakLive, liveBytes());
  }, 250);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${target.apiPath}/report answered ${response.status}`);
  let lines = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const text = decoder.decode(chunk, { stream: true });
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(liveSampler);
  return { rows: lines - 1, seconds, peakMb: (peak - resting) / 2 ** 20, liveMb: (peakLive - restingLive) / 2 ** 20 };
}

async function benchExport(baseUrl: string, token: string, target: ListTarget) {
  const totalResponse = await fetch(
    `${baseUrl}/api/officeapp/central/${target.apiPath}?page=0&size=25&filter=${encodeURIComponent('{}')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const body = (await totalResponse.json()) as { payload: { totalElements?: number; betslips?: { totalElements: number } } };
  const total = body.payload.totalElements ?? body.payload.betslips?.totalElements ?? 0;
  const full = Math.min(total, 100_000);
  const tenth = Math.max(1, Math.floor(full / 10));
  const baseline = await exportOnce(baseUrl, token, target, tenth);
  const result = await exportOnce(baseUrl, token, target, full);
  const rowsOk = result.rows === full && baseline.rows === tenth;
  const memory = (run: typeof result) =>
    `${gc ? `live heap +${run.liveMb.toFixed(1)} MB, ` : ''}resident +${run.peakMb.toFixed(1)} MB`;
  console.log(
    `export ${target.label}: ${tenth} rows ${baseline.seconds.toFixed(2)} s (${memory(baseline)}); ` +
      `${full} rows ${result.seconds.toFixed(2)} s (${memory(result)}); ` +
      `time ratio ${(result.seconds / baseline.seconds).toFixed(2)} for 10× rows; row count ${rowsOk ? 'OK' : `WRONG (${result.rows}/${full})`}`,
  );
  if (!gc) console.log('  (run node with --expose-gc for the live-heap figure)');
  if (!rowsOk) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
