/**
 * The built console under its Content-Security-Policy in Chromium: login and the players list work
 * with no policy violation, and an injected inline script does not run.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, login, startConsole, type Console } from './harness';

let app: Console;
beforeAll(async () => {
  app = await startConsole({ seedScale: 0.05 });
});
afterAll(async () => {
  await app?.close();
});

it('runs the console without a CSP violation and blocks inline script', async () => {
  const { context, page } = await app.newPage();
  const violations: string[] = [];
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto(`${app.url}/auth/login`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await login(page, app.url, DEMO.office1);
  await page.getByTestId('resource-table').getByRole('row').nth(1).waitFor();
  expect(violations).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan)).toBeUndefined();
  await context.close();
});
