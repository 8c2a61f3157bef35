/**
 * The ledger's screens of the finance product (organisation, statement files, banking, income,
 * expenses, partners) on the demo books of `op1`, as its bookkeeper opens them: at a desktop and a
 * phone size, in English and German, each with its title in the language, the demo rows listed and
 * no page wider than the window. With `SCREENSHOT_DIR` set, each is also saved as a picture there.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
let page: Page;
const shots = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  app = await startConsole();
  const opened = await app.newPage();
  page = opened.page;
  // Banking, income and expenses are beta screens (docs/finance.md).
  await opened.context.addInitScript(() => localStorage.setItem('backoffice.flag.beta', 'true'));
  await login(page, app.url, DEMO.office1);
}, 300_000);
afterAll(async () => {
  await page?.evaluate(() => localStorage.setItem('backoffice.locale', 'en')).catch(() => undefined);
  await app?.close();
});

interface Screen {
  route: string;
  title: { en: RegExp; de: RegExp };
  /** Text the screen shows on the demo books, in each language (the demo's categories are data, named in English). */
  shows: { en: RegExp; de: RegExp };
  /** Whether its list has rows on the demo books. */
  rows: boolean;
}

const SCREENS: Screen[] = [
  {
    route: '/spot/spot-organization',
    title: { en: /Organisation/, de: /Organisation/ },
    shows: { en: /Sonnenberg Handels GmbH/, de: /Sonnenberg Handels GmbH/ },
    rows: true,
  },
  {
    route: '/spot/spot-files',
    title: { en: /Statement files/, de: /Kontoauszugsdateien/ },
    shows: { en: /CAMT\.053/, de: /CAMT\.053/ },
    rows: false,
  },
  { route: '/spot/spot-banking', title: { en: /Banking/, de: /Banking/ }, shows: { en: /Rent/, de: /Rent/ }, rows: true },
  {
    route: '/spot/spot-income',
    title: { en: /Income/, de: /Einnahmen/ },
    shows: { en: /Sales/, de: /Sales/ },
    rows: true,
  },
  { route: '/spot/spot-expenses', title: { en: /Expenses/, de: /Ausgaben/ }, shows: { en: /Salaries/, de: /Salaries/ }, rows: true },
  {
    route: '/spot/spot-partners',
    title: { en: /Partners/, de: /Partner/ },
    shows: { en: /Immobilien Weber KG/, de: /Immobilien Weber KG/ },
    rows: true,
  },
];

const SIZES = [
  [1440, 900],
  [390, 844],
] as const;

for (const locale of ['en', 'de'] as const) {
  it(`opens every ledger screen at a desktop and a phone size, ${locale === 'en' ? 'in English' : 'in German'}`, async () => {
    await page.goto(`${app.url}/`);
    await page.evaluate((code) => localStorage.setItem('backoffice.locale', code), locale);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      for (const screen of SCREENS) {
        await page.goto(`${app.url}${screen.route}`);
        const main = page.locator('main').first();
        await expect
          .poll(async () => page.getByRole('heading', { level: 1 }).first().innerText(), { timeout: 60_000 })
          .toMatch(screen.title[locale]);
        await expect.poll(async () => main.innerText(), { timeout: 60_000 }).toMatch(screen.shows[locale]);
        if (screen.rows) {
          const rows = page.locator('[data-testid="resource-table"] [role="row"][data-testid^="row-"]');
          await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBeGreaterThan(0);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${screen.route} at ${width} px`).toBeLessThanOrEqual(0);
        if (shots)
          await page.screenshot({ path: join(shots, `ledger${screen.route.replace(/\//g, '-')}-${locale}-${width}.png`), fullPage: true });
      }
    }
  });
}
