/**
 * Every list page of the side menu, in Chromium at 1440×900 and 390×844, in English and German:
 * the page never scrolls sideways as a whole (only the table does), the list title starts right
 * under the app bar, the app bar's and the toolbar's buttons and the pager are inside the window, a
 * header's words are whole (as wide as a header makes its column), the identifying
 * columns (id, username) stay put when the table scrolls sideways, the declared key figure
 * (`list.keyColumns`) is inside the window and the table without scrolling, the toolbar is one row
 * at 1440 px and at most two short rows on a phone, and cut text ends with an ellipsis and carries
 * its full text in `title`. Record pages whose cards hold a form and a table
 * (an operator, an exchange rate) never scroll sideways as a whole either: their tables scroll
 * inside their cards. Built console, real server, headless Chromium. The console is loaded once
 * per size and language; the list pages are opened in it as its links do.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import { resourceDefinitions } from '../../src/generated/declarations';
import { DEMO, login, startConsole, type Console } from './harness';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const LANGUAGES = ['en', 'de'] as const;
/** The most the list title may start below the app bar: the content's top padding. */
const MAX_TITLE_GAP = 8;
/** Cells whose `title` is checked per page (hovering each one). */
const TITLE_SAMPLE = 4;
/** The most a phone's toolbar may take: two rows of controls, far from half the screen. */
const MAX_PHONE_TOOLBAR = 112;

/** The cell test ids of each list route's key figure, as its declaration names the columns. */
const KEY_CELLS = new Map(
  Object.values(resourceDefinitions).map((resource) => {
    const columns = resource.list.columns as readonly { source: string; label?: string }[];
    const keys = (resource.list as { keyColumns?: readonly string[] }).keyColumns ?? [];
    const cells = columns.filter((column) => keys.includes(column.label ?? column.source)).map((column) => `cell-${column.source}`);
    return [resource.route, cells] as const;
  }),
);

/** Record pages with a form and a table, and the table whose rows show the page is in. */
const RECORD_PAGES: { route: string; rows: string }[] = [
  { route: '/operators/op2', rows: '[data-testid="gateways-card"] tbody tr' },
  { route: '/exchange-rates/USD', rows: '[data-testid="rate-changes"] tbody tr' },
  { route: '/bookmakers-markets-sorting', rows: '[data-testid^="market-row"]' },
];

let app: Console;
let page: Page;
/** The menu's list routes (a route whose page shows a list title). */
const listRoutes: string[] = [];

beforeAll(async () => {
  app = await startConsole();
  let context;
  ({ page, context } = await app.newPage());
  // Payments is a beta screen: the beta flag shows every list of the menu.
  await context.addInitScript(() => localStorage.setItem('backoffice.flag.beta', 'true'));
  await login(page, app.url, DEMO.central);
  // The match with the most bet rows: its page holds the widest tables.
  const [match] = await app.server.db.query<{ id: number }>(
    sql`SELECT match_id AS id FROM bet_rows GROUP BY match_id ORDER BY count(*) DESC, match_id LIMIT 1`,
  );
  RECORD_PAGES.push({ route: `/bookmakers-matches?id=${match.id}`, rows: '[data-testid="match-markets"] tbody tr' });
  const routes = await page
    .locator('.RaSidebar-fixed [role="menuitem"][href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const route of routes.filter((candidate) => candidate !== '/')) {
    if (new URL(page.url()).pathname !== route) await showRoute(route);
    const list = await page
      .locator('[data-testid="list-title"]:not([data-left])')
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (list) listRoutes.push(route);
  }
}, 300_000);
afterAll(() => app?.close());

/** What shows a list's rows are in: its rows, its empty state or its error state. */
const ROWS_IN = '[data-testid="resource-table"] [role="row"][data-testid^="row-"], [data-testid="list-empty"], [data-testid="list-error"]';

/** Opens the console in a language: a full load, whose `?locale=` the console keeps for the pages opened after it. */
async function openConsole(language: string) {
  await page.goto(`${app.url}/players?locale=${language}`);
  await page.getByTestId('list-title').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('backoffice.locale'))).toBe(language);
}

/**
 * Opens a list page as the menu does, without loading the console again (one load per language
 * and size instead of one per page), and waits until its rows (or its empty or error state) are
 * in. What the page showed before is marked first, so only the new page's title and rows count.
 */
async function openList(route: string) {
  // The page the console was loaded on is new already.
  if (new URL(page.url()).pathname !== route) await showRoute(route);
  await page.locator('[data-testid="list-title"]:not([data-left])').waitFor({ timeout: 30_000 });
  const fresh = ROWS_IN.split(', ')
    .map((selector) => `${selector}:not([data-left])`)
    .join(', ');
  await expect.poll(() => page.locator(fresh).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  // The list's loading bar is gone (rows of some lists carry progress bars of their own).
  await expect.poll(() => page.locator('[data-testid="list-title"] ~ .MuiLinearProgress-root').count(), { timeout: 30_000 }).toBe(0);
}

/** Goes to a route in the running console, as its links do, marking what the page showed before. */
async function showRoute(route: string) {
  await page.evaluate(
    ([to, shown]) => {
      for (const element of document.querySelectorAll(`[data-testid="list-title"], ${shown}`)) element.setAttribute('data-left', '');
      window.scrollTo(0, 0);
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    [route, ROWS_IN] as const,
  );
  await page.waitForURL((url) => url.pathname === route, { timeout: 30_000 });
}

/**
 * What the page's layout looks like: each finding names what is wrong. A list page's title, toolbar
 * and pager are in the window; a (taller) record page's controls are within its sides.
 */
function layoutFindings(kind: 'list' | 'record' = 'list'): Promise<string[]> {
  return page.evaluate(
    ([maxGap, list]) => {
      const findings: string[] = [];
      const width = window.innerWidth;
      const height = window.innerHeight;
      const extra = document.scrollingElement!.scrollWidth - width;
      if (extra > 0) findings.push(`page ${extra}px wider than the window`);
      if (list) {
        const appBar = document.querySelector('header')!.getBoundingClientRect();
        const title = document.querySelector('[data-testid="list-title"]')!.getBoundingClientRect();
        const gap = title.top - appBar.bottom;
        if (gap < 0 || gap > maxGap) findings.push(`title ${gap}px under the app bar`);
      }
      const outside = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > width + 0.5 || (list && (box.top < 0 || box.bottom > height + 0.5)));
      };
      const main = document.querySelector('#main-content') ?? document.body;
      for (const control of main.querySelectorAll('button, [role="combobox"], input:not([type="hidden"]):not([aria-hidden="true"])')) {
        // Controls in a table scroll with it; tabs scroll in their own row.
        if (
          control.closest(
            '[data-testid="resource-table"], .MuiTableContainer-root, .MuiTablePagination-root, [role="dialog"], .MuiTabs-scroller',
          )
        )
          continue;
        // Hidden controls, and the invisible hit areas of switches and checkboxes (wider than they look).
        if ((control as HTMLElement).offsetParent === null || getComputedStyle(control).opacity === '0') continue;
        if (outside(control))
          findings.push(`control "${control.textContent || control.getAttribute('aria-label') || control.tagName}" outside the window`);
      }
      // Every control of the app bar (search, operator, bell, theme, refresh, the user menu with the
      // language and logout) is inside the window's sides.
      for (const control of document.querySelectorAll('header button, header input:not([type="hidden"]):not([aria-hidden="true"])')) {
        const box = control.getBoundingClientRect();
        if (box.width > 0 && (box.left < 0 || box.right > width + 0.5)) {
          findings.push(
            `app bar control "${control.getAttribute('aria-label') || control.textContent || control.tagName}" outside the window`,
          );
        }
      }
      // A header word that fits a column of the widest a header makes it (168 px, less padding and
      // the sort arrow) fits its own column: it wraps to a line of its own, or is hyphenated where
      // the language allows, but is never cut between two letters for want of room.
      for (const header of document.querySelectorAll<HTMLElement>('[data-testid="resource-table"] [role="columnheader"]')) {
        const style = getComputedStyle(header);
        const arrow = header.querySelector('.MuiTableSortLabel-icon');
        const arrowWidth = arrow
          ? arrow.getBoundingClientRect().width +
            parseFloat(getComputedStyle(arrow).marginLeft) +
            parseFloat(getComputedStyle(arrow).marginRight)
          : 0;
        const room = header.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrowWidth;
        // Each word's width on one line, in the header's font (a hyphenated word's parts would
        // count the hyphen shown at the break).
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
        header.appendChild(probe);
        for (const word of (header.textContent ?? '')
          .replace(/\u00ad/g, '')
          .split(/\s+/)
          .filter(Boolean)) {
          probe.textContent = word;
          const width = probe.getBoundingClientRect().width;
          if (width <= 126 && width > room + 0.5)
            findings.push(`header word "${word}" (${Math.round(width)} px) wider than its column's ${Math.round(room)} px`);
        }
        probe.remove();
      }
      const pager = document.querySelector('.MuiTablePagination-root');
      if (pager && outside(pager)) findings.push(`pager outside the window: ${JSON.stringify(pager.getBoundingClientRect())}`);
      return findings;
    },
    [MAX_TITLE_GAP, kind === 'list'] as const,
  );
}

/**
 * What is wrong with the key figure and the toolbar: a key cell of the first row outside the window
 * or the table's visible part before any sideways scrolling; a toolbar of more than one row at a
 * desktop width, or taller than {@link MAX_PHONE_TOOLBAR} on a phone.
 */
function keyFigureAndToolbarFindings(keyCells: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ([cells, maxPhone]) => {
      const findings: string[] = [];
      const toolbar = document.querySelector('[data-testid="list-toolbar"]');
      if (!toolbar) findings.push('no toolbar');
      else if (window.innerWidth >= 1440) {
        const tops = new Set<number>();
        for (const child of toolbar.children) {
          const box = child.getBoundingClientRect();
          if (box.width > 0 && box.height > 0) tops.add(Math.round(box.top + box.height / 2));
        }
        const rows = [...tops].sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1] > 8).length;
        if (rows > 1) findings.push(`toolbar in ${rows} rows`);
      } else {
        const height = toolbar.getBoundingClientRect().height;
        if (height > maxPhone) findings.push(`toolbar ${Math.round(height)}px tall`);
      }
      const table = document.querySelector('[data-testid="resource-table"]');
      const row = table?.querySelector('[role="row"][data-testid^="row-"]');
      if (!table || !row) return findings;
      if (table.scrollLeft !== 0) findings.push(`table scrolled ${table.scrollLeft}px sideways`);
      const view = table.getBoundingClientRect();
      const right = Math.min(window.innerWidth, view.left + table.clientWidth);
      for (const cell of cells) {
        const found = row.querySelector(`[data-testid="${cell}"]`);
        if (!found) {
          findings.push(`key figure ${cell} not shown`);
          continue;
        }
        const box = found.getBoundingClientRect();
        if (box.left < Math.max(0, view.left) - 0.5 || box.right > right + 0.5)
          findings.push(
            `key figure ${cell} at ${Math.round(box.left)}–${Math.round(box.right)}px, outside ${Math.round(view.left)}–${Math.round(right)}px`,
          );
      }
      return findings;
    },
    [keyCells, MAX_PHONE_TOOLBAR] as const,
  );
}

/**
 * The identifying cells of the first row (id, username) and whether each stays put when the table
 * scrolls sideways; `undefined` when the table does not scroll sideways at this width.
 */
async function identifyingColumnsAfterScroll(): Promise<{ column: string; moved: number }[] | undefined> {
  const table = page.getByTestId('resource-table');
  if ((await table.count()) === 0) return undefined;
  const before = await table.evaluate((element) => {
    if (element.scrollWidth <= element.clientWidth) return undefined;
    const row = element.querySelector('[role="row"][data-testid^="row-"]');
    if (!row) return undefined;
    const cells = [...row.querySelectorAll('[role="cell"][data-testid^="cell-"]')].slice(0, 2);
    // The identifying columns lead the table: an id, then a username or player reference.
    const identifying = cells.filter((cell, index) =>
      index === 0
        ? /^cell-(id|.*[uU]sername.*|playerCode.*|userCode.*|playerId)$/.test(cell.getAttribute('data-testid')!)
        : /sername|playerCode|userCode/.test(cell.getAttribute('data-testid')!),
    );
    // Phones keep only the first identifying column in place (two would fill the screen).
    const kept = window.innerWidth < 900 ? identifying.slice(0, 1) : identifying;
    return kept.map((cell) => ({ column: cell.getAttribute('data-testid')!, x: cell.getBoundingClientRect().x }));
  });
  if (!before) return undefined;
  await table.evaluate((element) => element.scrollTo({ left: Math.min(400, element.scrollWidth - element.clientWidth) }));
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const after = await table.evaluate(
    (element, columns) => {
      const row = element.querySelector('[role="row"][data-testid^="row-"]')!;
      return columns.map((column) => row.querySelector(`[data-testid="${column}"]`)!.getBoundingClientRect().x);
    },
    before.map((cell) => cell.column),
  );
  await table.evaluate((element) => element.scrollTo({ left: 0 }));
  return before.map((cell, index) => ({ column: cell.column, moved: Math.round(after[index] - cell.x) }));
}

/** Cut cells of the rendered rows: the clipped element, whether it ends with an ellipsis. */
function cutCells(): Promise<{ index: number; column: string; text: string; ellipsis: boolean }[]> {
  return page.evaluate(() => {
    const cells = [
      ...document.querySelectorAll('[data-testid="resource-table"] [role="row"][data-testid^="row-"] [role="cell"][data-testid^="cell-"]'),
    ];
    const found: { index: number; column: string; text: string; ellipsis: boolean }[] = [];
    cells.forEach((cell, index) => {
      const clipped = [cell, ...cell.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        return style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim() !== '';
      });
      // Text cut to a length by the cell itself ends with "…".
      const shortened = /…$/.test((cell.textContent ?? '').trim());
      if (clipped.length === 0 && !shortened) return;
      const ellipsis = shortened || clipped.every((element) => getComputedStyle(element).textOverflow === 'ellipsis');
      found.push({ index, column: cell.getAttribute('data-testid')!, text: (cell.textContent ?? '').trim(), ellipsis });
    });
    return found;
  });
}

/** The full text a cut cell offers on hover: its own or a descendant's `title`, or a tooltip's name. */
async function hoverTitle(index: number): Promise<string | null> {
  const cell = page
    .locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"] [role="cell"][data-testid^="cell-"]')
    .nth(index);
  await cell.dispatchEvent('mouseover');
  return cell.evaluate((element) => {
    const titled = element.getAttribute('title') !== null ? element : element.querySelector('[title]');
    if (titled) return titled.getAttribute('title');
    return element.querySelector('[aria-label]')?.getAttribute('aria-label') ?? null;
  });
}

describe('list pages of the menu', () => {
  it('include every list of the menu, and the key figures the declarations name', () => {
    for (const route of ['/withdrawals', '/betslips', '/statistics-payments', '/statistics-profit-loss', '/statistics-activities-log'])
      expect(KEY_CELLS.get(route)?.length, route).toBeGreaterThan(0);
    expect(listRoutes).toEqual(
      expect.arrayContaining([
        '/players',
        '/kyc',
        '/betslips',
        '/bonuses',
        '/statistics-payments',
        '/statistics-account-history',
        '/statistics-activities-log',
      ]),
    );
  });

  for (const size of SIZES) {
    for (const language of LANGUAGES) {
      it(`fit the window at ${size.width}×${size.height} in ${language}: title under the app bar, toolbar and pager in view, key figure in view, sticky ids, cut text explained`, async () => {
        await page.setViewportSize(size);
        const problems: string[] = [];
        await openConsole(language);
        for (const route of listRoutes) {
          await openList(route);
          for (const finding of await layoutFindings()) problems.push(`${route}: ${finding}`);
          for (const finding of await keyFigureAndToolbarFindings(KEY_CELLS.get(route) ?? [])) problems.push(`${route}: ${finding}`);
          const identifying = await identifyingColumnsAfterScroll();
          for (const cell of identifying ?? []) if (cell.moved !== 0) problems.push(`${route}: ${cell.column} moved ${cell.moved}px`);
          const cut = await cutCells();
          for (const cell of cut.filter((candidate) => !candidate.ellipsis))
            problems.push(`${route}: ${cell.column} "${cell.text}" cut without an ellipsis`);
          for (const cell of cut.slice(0, TITLE_SAMPLE)) {
            const title = await hoverTitle(cell.index);
            const full = title?.replace(/\s+/g, ' ').trim();
            const shown = cell.text.replace(/…$/, '').replace(/\s+/g, ' ').trim();
            if (!full || !full.startsWith(shown))
              problems.push(`${route}: ${cell.column} "${cell.text}" has no full text (title ${JSON.stringify(title)})`);
          }
        }
        expect(problems).toEqual([]);
      }, 300_000);
    }
  }
});

describe('record pages with a form and a table', () => {
  it('never scroll sideways as a whole at 1440×900 and 390×844 in English and German: their tables scroll inside their cards', async () => {
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const language of LANGUAGES) {
        for (const { route, rows } of RECORD_PAGES) {
          await page.goto(`${app.url}${route}${route.includes('?') ? '&' : '?'}locale=${language}`);
          await page.locator(rows).first().waitFor({ timeout: 30_000 });
          for (const finding of await layoutFindings('record')) problems.push(`${route} at ${size.width} px in ${language}: ${finding}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
