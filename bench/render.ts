/**
 * List render: time from the list response's last byte to the painted table after switching the
 * page size in the console, 10,000 rows ÷ 100 rows (target ≤ 1.3: the table renders only the
 * rows in view). The same with JSON parsing included is printed as a detail.
 */
import type { Page } from 'playwright-core';
import type { BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';

interface ListTarget {
  label: string;
  route: string;
  query: string;
}

const LISTS: ListTarget[] = [
  { label: 'players', route: '/players', query: '' },
  { label: 'betslips', route: '/betslips', query: `filter=${encodeURIComponent('{}')}` },
];

const TARGET = 1.3;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Marks when each large API response body has been parsed, so render time excludes JSON parsing. */
const PARSE_MARKER = `(() => {
  const parse = JSON.parse;
  window.__lastParse = 0;
  JSON.parse = function (text, reviver) {
    const value = parse.call(JSON, text, reviver);
    if (typeof text === 'string' && text.length > 100000) window.__lastParse = performance.now();
    return value;
  };
})()`;

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

async function benchList(page: Page, baseUrl: string, target: ListTarget, runs: number): Promise<BenchRow> {
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
  return ratioRow(
    `${target.label} list render, 10000 ÷ 100 rows`,
    median(large) / median(small),
    TARGET,
    `100 rows ${ms(median(small))}, 10000 rows ${ms(median(large))}, ${renderedRows} rows in the DOM; ` +
      `with JSON parsing ${ms(median(smallTotal))} / ${ms(median(largeTotal))} ` +
      `(ratio ${(median(largeTotal) / median(smallTotal)).toFixed(2)})`,
  );
}

/** The render ratio of the players and betslips lists. */
export async function renderBench(context: BenchContext): Promise<BenchRow[]> {
  const server = await context.server();
  const page = await context.signedInPage();
  await page.addInitScript(PARSE_MARKER);
  const rows: BenchRow[] = [];
  try {
    for (const target of LISTS) rows.push(await benchList(page, server.url, target, context.options.runs));
  } finally {
    await page.close();
  }
  return rows;
}
