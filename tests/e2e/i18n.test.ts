/**
 * Languages end to end, on the built console and the real server in headless Chromium:
 * (a) each language chosen through the user menu translates the players list headers and the
 *     status-change dialog, is sent as Accept-Language, and survives a reload;
 * (b) the pseudo-locale walk: on every screen of the menu, every label (table headers, buttons,
 *     menu items, form labels, titles, tabs, chips) comes from the catalogue (no run of three
 *     letters outside ⟦…⟧); the wrapped header, button, menu and tab labels cut off (text wider
 *     than the box that clips it, at a 1440 px wide window) are listed in __snapshots__/i18n.test.ts.cut-off.txt, so the test
 *     fails on a new one and on one fixed (update with `npx vitest run --project e2e
 *     tests/e2e/i18n.test.ts -u` after fixing layouts). The list is layout work for the screens'
 *     owners: column widths, the menu width, chips in narrow cells.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pseudoText } from '../../i18n/pseudo';
import { DEMO, login, startConsole, withoutSoftHyphens, type Console } from './harness';

let app: Console;

beforeAll(async () => {
  app = await startConsole();
});

afterAll(async () => {
  await app?.close();
});

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (lang: string): Catalogue => JSON.parse(readFileSync(`i18n/${lang}.json`, 'utf8')) as Catalogue;

/** A message of a catalogue; the plural form polyglot shows for `smart_count: 1` is the first. */
function message(messages: Catalogue, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value.split('||||')[0].trim();
}

/** A player of op1 with status ENABLED, read through the API with the page's token. */
async function enabledPlayerId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('backoffice.accessToken');
    const filter = encodeURIComponent('{"status":["ENABLED"]}');
    const response = await fetch(`/api/officeapp/op1/players?page=0&size=1&sort=updated,DESC&filter=${filter}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { payload: { content: { id: number }[] } };
    return body.payload.content[0].id;
  });
}

/** The user-menu button of the top bar (it shows the user's name). */
const USER_MENU = 'header .RaUserMenu-userButton, header button[aria-haspopup="true"]';

/** Chooses a language through the user menu. */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.locator(USER_MENU).first().click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('choosing a language', () => {
  let page: Page;
  let playerId: number;

  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.office1);
    playerId = await enabledPlayerId(page);
  });

  const LANGUAGES = [
    ['de', 'Deutsch'],
    ['fr', 'Français'],
    ['tr', 'Türkçe'],
    ['ro', 'Română'],
    ['hr', 'Hrvatski'],
    ['ru', 'Русский'],
    ['en', 'English'],
  ] as const;

  it.each(LANGUAGES)('%s: headers, the status dialog and Accept-Language follow the choice, also after a reload', async (lang, name) => {
    const messages = catalogue(lang);
    await page.goto(`${app.url}/players`);
    await page.getByTestId('resource-table').waitFor();
    // The page's own start-up calls (notifications, operators) may still go out after the list
    // shows, in the old language; the call to check is the first one the choice makes.
    await page.waitForLoadState('networkidle');
    const apiCall = page.waitForRequest((request) => request.url().includes('/api/officeapp/'), { timeout: 30_000 });
    await chooseLanguage(page, name);
    const header = page.getByTestId('header-playerCode.playerUsername');
    await expect
      .poll(async () => withoutSoftHyphens(await header.innerText()))
      .toBe(message(messages, 'resources.players.fields.playerCode.playerUsername'));
    await page.reload();
    expect((await apiCall).headers()['accept-language']).toBe(lang);
    await expect
      .poll(async () => withoutSoftHyphens(await header.innerText()))
      .toBe(message(messages, 'resources.players.fields.playerCode.playerUsername'));
    await expect
      .poll(async () => withoutSoftHyphens(await page.getByTestId('header-kycStatus').innerText()))
      .toBe(message(messages, 'resources.players.fields.kycStatus'));

    await page.goto(`${app.url}/players/${playerId}/show`);
    await page.getByLabel(message(messages, 'resources.players.actions.changeStatus'), { exact: true }).click();
    await page.getByRole('option', { name: message(messages, 'enums.userState.DISABLED') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: message(messages, 'ra.action.confirm') }).count()).toBe(1);
    expect(await dialog.getByLabel(message(messages, 'resources.players.fields.disabledReason'), { exact: true }).count()).toBe(1);
    // Titled with the change it asks about, the dialog closes rather than "cancels" (a "Cancel" would read as undoing it).
    await dialog.getByRole('button', { name: message(messages, 'ra.action.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  });
});

/** What the walk found on one screen. */
interface Finding {
  kind: 'literal' | 'cut off';
  text: string;
  element: string;
}

/** Labels: the parts of the page that are texts of the product, not data. */
const LABEL_SELECTOR = [
  '[role="columnheader"]',
  'button',
  '[role="button"]',
  '[role="menuitem"]',
  '[role="tab"]',
  '[role="option"]',
  'label',
  'legend',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  '#react-admin-title',
  '.MuiChip-label',
  '.enum-chip',
  '.MuiListSubheader-root',
  '.MuiDialogTitle-root',
  '.MuiTablePagination-root p',
].join(',');

/**
 * Scans the visible labels of the main content, the app bar and the menu. Data inside a label is
 * skipped: the user's name on the user-menu button, listed values, words with a digit, `_` or `@`
 * (usernames, e-mails, codes) and amounts with their currency code (`41.3 EUR`).
 */
async function scanLabels(page: Page, dataValues: readonly string[]): Promise<Finding[]> {
  const findings = await page.evaluate(
    ({ selector, dataValues, CUT_OFF_SELECTOR }) => {
      const roots = [...document.querySelectorAll('main, header, .RaSidebar-fixed, [role="dialog"], [role="menu"]')];
      const seen = new Set<Element>();
      const findings: { kind: 'literal' | 'cut off'; text: string; element: string }[] = [];
      const describe = (el: Element) => {
        const tag = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}`;
        const owner = el.closest('[data-testid]')?.getAttribute('data-testid');
        return owner ? `${tag} in ${owner}` : tag;
      };
      for (const root of roots) {
        for (const el of root.querySelectorAll(selector)) {
          if (seen.has(el) || el.closest('.RaUserMenu-userButton')) continue;
          seen.add(el);
          const box = (el as HTMLElement).getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          let text = (el as HTMLElement).innerText ?? '';
          for (const value of dataValues) text = text.split(value).join(' ');
          const outside = text
            .replace(/⟦[^⟧]*⟧/g, ' ')
            .replace(/-?\d[\d.,]*\s?[A-Z]{3}\b/g, ' ')
            .split(/\s+/)
            .filter((word) => !/[\d_@]/.test(word))
            .join(' ');
          const run = /\p{L}{3,}/u.exec(outside);
          if (run) findings.push({ kind: 'literal', text: (el as HTMLElement).innerText.trim().slice(0, 80), element: describe(el) });
          // Cut-off labels: headers, buttons, menu items and tabs (chips in data cells vary with the data).
          if (!(el as HTMLElement).innerText.includes('⟦') || !el.matches(CUT_OFF_SELECTOR)) continue;
          // A wrapped label is cut off when its own box, or the box that clips it, is narrower than the text.
          for (const node of [el, ...el.querySelectorAll('*')] as HTMLElement[]) {
            const style = getComputedStyle(node);
            const clips = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden' || style.overflowX === 'clip';
            if (clips && node.innerText?.includes('⟦') && node.scrollWidth > node.clientWidth + 1) {
              findings.push({ kind: 'cut off', text: node.innerText.trim().slice(0, 80), element: describe(el) });
              break;
            }
          }
        }
      }
      return findings;
    },
    {
      selector: LABEL_SELECTOR,
      dataValues,
      CUT_OFF_SELECTOR: '[role="columnheader"], button, [role="button"], [role="menuitem"], [role="tab"]',
    },
  );
  const unique = new Map(findings.map((finding) => [`${finding.kind}: ${finding.element} "${finding.text}"`, finding]));
  return [...unique.values()];
}

/** English of every pseudo text, to name a cut-off label readably. */
const ENGLISH_OF = new Map<string, string>();
(function collect(node: Catalogue) {
  for (const value of Object.values(node)) {
    if (typeof value !== 'string') collect(value);
    else for (const [i, form] of pseudoText(value).split('||||').entries()) ENGLISH_OF.set(form.trim(), value.split('||||')[i].trim());
  }
})(catalogue('en'));

/** The English of a pseudo label (each wrapped part translated back). */
function english(text: string): string {
  return text.replace(/⟦[^⟧]*⟧/g, (part) => ENGLISH_OF.get(part) ?? part);
}

describe('the pseudo-locale walk', () => {
  let page: Page;
  let playerId: number;
  /** Data values shown inside labels: operator codes in the switcher, the user's name. */
  const dataValues: string[] = [];

  beforeAll(async () => {
    ({ page } = await app.newPage());
    await login(page, app.url, DEMO.office1);
    playerId = await enabledPlayerId(page);
    await page.goto(`${app.url}/players?locale=pseudo`);
    await page.getByTestId('resource-table').waitFor();
  });

  const screens: [string, () => string, string | undefined][] = [
    ['players list', () => '/players', 'resource-table'],
    ['a player show page', () => `/players/${playerId}/show`, undefined],
    ['betslips', () => '/betslips', 'resource-table'],
    ['kyc', () => '/kyc', 'resource-table'],
    ['bonuses', () => '/bonuses', 'resource-table'],
    ['activity log', () => '/statistics-activities-log', 'resource-table'],
    ['payments', () => '/statistics-payments', 'resource-table'],
    ['account history', () => '/statistics-account-history', 'resource-table'],
    ['my profile', () => '/my-profile', undefined],
    ['404', () => '/no-such-screen', undefined],
  ];

  /** Cut-off labels per screen, as `element "English text"`. */
  const cutOff = new Map<string, string[]>();

  it.each(screens)('%s: every label is translated', async (name, path, testId) => {
    await page.goto(`${app.url}${path()}`);
    if (testId) await page.getByTestId(testId).waitFor({ timeout: 30_000 });
    await page.locator('main').getByText(/⟦/).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const findings = await scanLabels(page, dataValues);
    cutOff.set(
      name,
      findings.filter((f) => f.kind === 'cut off').map((f) => `${f.element} "${english(f.text)}"`),
    );
    expect(findings.filter((f) => f.kind === 'literal').map((f) => `${f.element} "${f.text}"`)).toEqual([]);
  });

  it('cuts off no label beyond the known ones (i18n.test.ts.cut-off.txt)', async () => {
    const found = [...cutOff].flatMap(([name, labels]) =>
      labels.map((label) => `${label.includes('[role=menuitem]') ? 'menu' : name}: ${label}`),
    );
    const unique = [...new Set(found)].sort();
    if (unique.length) console.info(`cut-off labels in the pseudo-locale:\n  ${unique.join('\n  ')}`);
    await expect(`${unique.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/i18n.test.ts.cut-off.txt');
  });

  it('keeps the pseudo-locale after a reload and offers it in no production menu', async () => {
    await page.goto(`${app.url}/players`);
    await page.getByTestId('resource-table').waitFor();
    await page.locator(USER_MENU).first().click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items.some((item) => /pseudo/i.test(item))).toBe(false);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => localStorage.getItem('backoffice.locale'))).toBe('pseudo');
  });
});
