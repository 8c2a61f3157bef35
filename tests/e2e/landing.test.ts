/**
 * The public landing page end to end (002 §2): shown to a visitor who is not logged in, anchors
 * navigate, Register Now leads to registration, the plans carry the spec's figures, and an axe
 * scan finds no serious or critical violations at phone and desktop widths.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsole, type Console } from './harness';

let app: Console;
let page: Page;

const ANCHORS = ['howItWorks', 'whyChooseUs', 'features', 'pricingPlans', 'faq', 'security', 'aboutUs', 'contact'];

beforeAll(async () => {
  app = await startConsole();
  ({ page } = await app.newPage());
  await page.goto(`${app.url}/players`);
  await page.getByTestId('landing-page').waitFor({ timeout: 30_000 });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('landing page', () => {
  it('has every anchor, and the drawer links navigate to them', async () => {
    for (const id of ANCHORS) expect(await page.locator(`section#${id}`).count()).toBe(1);
    expect(await page.locator('section#testimonials').count()).toBe(0);
    await page.getByTestId('landing-menu').click();
    const drawer = page.getByRole('dialog', { name: 'Sections' });
    await drawer.getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#faq');
    // The drawer closes behind the link, so the page underneath is usable again.
    await drawer.waitFor({ state: 'detached' });
  });

  it('shows the four plans with the spec figures', async () => {
    const text = (id: string) => page.getByTestId(`plan-${id}`).innerText();
    expect(await text('free')).toMatch(/0 €[\s\S]*2 entities[\s\S]*2 cost centers[\s\S]*2 editors[\s\S]*max 300 transactions/);
    expect(await text('premium')).toMatch(/from 60 €[\s\S]*5 entities[\s\S]*max 5000[\s\S]*\+12 €\/month[\s\S]*20% discount/);
    expect(await text('business')).toMatch(/from 250 €[\s\S]*10 entities[\s\S]*max 50 000[\s\S]*\+25 €\/month[\s\S]*20% discount/);
    expect(await text('enterprise')).toMatch(/Contact support/);
  });

  it('links Register Now to the registration', async () => {
    expect(await page.getByTestId('register-now').getAttribute('href')).toBe('/auth/register');
  });

  it.each([
    [390, 844],
    [1440, 900],
  ])('has no serious or critical accessibility violations at %ix%i', async (width, height) => {
    await page.setViewportSize({ width, height });
    // Evaluated through the DevTools protocol: the page's script policy refuses injected script tags.
    await page.evaluate(readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
    // Each violation is named with the elements it found, so a failure says what to fix.
    const violations = await page.evaluate(async () => {
      type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
      const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });
});
