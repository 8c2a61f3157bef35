/**
 * Home end to end: /home and its FAQ behind the footer link, the footer's social links and the
 * monitoring dashboards from the server's settings, and unhandled errors on the error page for
 * testers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
const saved = { SOCIAL_LINKS: process.env.SOCIAL_LINKS, MONITORING_URL: process.env.MONITORING_URL };

beforeAll(async () => {
  app = await startConsole();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('home', () => {
  it('opens /home#faq from the footer FAQ link and shows the social links of the settings', async () => {
    process.env.SOCIAL_LINKS = `facebook=${app.url}/social/facebook,x=${app.url}/social/x`;
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Follow us on Facebook' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Follow us on X' }).getAttribute('href')).toBe(`${app.url}/social/x`);
    await footer.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/home' && url.hash === '#faq');
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    // Office managers do not get the monitoring dashboards.
    expect(await page.getByTestId('monitoring').count()).toBe(0);
  });

  it('says so when no monitoring URL is configured, and embeds the three dashboards when one is', async () => {
    delete process.env.MONITORING_URL;
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.central);
    await page.goto(`${app.url}/home`);
    await page.getByText('No monitoring URL is configured on the server').waitFor();

    process.env.MONITORING_URL = `${app.url}/mon`;
    await page.reload();
    const frames = page.getByTestId('monitoring').locator('iframe');
    await expect.poll(() => frames.count(), { timeout: 20_000 }).toBe(3);
    const sources = await frames.evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('src'), node.getBoundingClientRect().height]),
    );
    expect(sources).toEqual([
      [`${app.url}/mon/_monitoring/d/overview?theme=light&refresh=1m&from=now-24h&to=now&kiosk=1`, 1500],
      [`${app.url}/mon/_monitoring/d/payments?theme=light&refresh=1m&from=now-24h&to=now&kiosk=1`, 1500],
      [`${app.url}/mon/_monitoring/d/betting?theme=light&refresh=1m&from=now-24h&to=now&kiosk=1`, 3600],
    ]);
    const cookies = await page.context().cookies(`${app.url}/_monitoring/x`);
    expect(cookies.some((cookie) => cookie.name === 'authorization' && cookie.path === '/_monitoring')).toBe(true);
  });
});

describe('unhandled errors', () => {
  it('go to the error page in full for a beta tester', async () => {
    const { page } = await app.newPage();
    await login(page, app.url, DEMO.office1);
    await page.evaluate(() => localStorage.setItem('backoffice.flag.beta', 'true'));
    await page.reload();
    await page.getByTestId('resource-table').waitFor({ timeout: 30_000 });
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Broken widget');
      }),
    );
    await page.getByText('An error has occurred').waitFor();
    expect(await page.getByTestId('error-stack').innerText()).toContain('Broken widget');
  });
});
