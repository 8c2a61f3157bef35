/**
 * What the benchmark modules share: options from the command line, one console server on a seeded
 * embedded database and one headless Chromium, each started on first use and closed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../server/start';
import { CHROMIUM_FLAGS } from '../tests/support/chromium';
import type { BenchRow } from './row';

export interface BenchOptions {
  /** Seed scale of the shared server (`--scale`, default 2). */
  scale: number;
  /** Repetitions a module takes the median of (`--runs`, default 5). */
  runs: number;
}

export interface BenchContext {
  options: BenchOptions;
  /** The console (dist/) and API on a seeded embedded database at `options.scale`. */
  server(): Promise<RunningServer>;
  /** One headless Chromium shared by the modules. */
  browser(): Promise<Browser>;
  /** A new 1440×900 page signed in as the central manager on {@link BenchContext.server}. */
  signedInPage(): Promise<Page>;
  /** Registers a clean-up run after every module has finished (servers, folders). */
  onClose(cleanup: () => Promise<void> | void): void;
  /** Closes everything the context or a module started, last registered first. */
  close(): Promise<void>;
}

/** A benchmark: measures and returns its rows of the table. */
export type BenchModule = (context: BenchContext) => Promise<BenchRow[]>;

/**
 * Signs in through the console's login form.
 * @param page a page of the benchmark's Chromium
 * @param baseUrl the console's origin
 */
export async function login(page: Page, baseUrl: string, email = 'central@demo.test', password = 'Central123') {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/**
 * Waits until `expression` (page script text) is truthy in the page, polling from Node: the
 * console's script policy forbids eval, which Playwright's `waitForFunction` needs in the page.
 * Resolves with the expression's value.
 */
export async function pollPage<T>(page: Page, expression: string, timeoutMs = 60_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = (await page.evaluate(expression)) as T;
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`the page did not satisfy ${expression} within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}

/** Creates the shared context; nothing starts until a module asks for it. */
export function createContext(options: BenchOptions): BenchContext {
  const cleanups: Array<() => Promise<void> | void> = [];
  let server: Promise<RunningServer> | undefined;
  let browser: Promise<Browser> | undefined;
  const context: BenchContext = {
    options,
    server: () =>
      (server ??= (async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
        const started = performance.now();
        const running = await startServer({ port: 0, dataDir, staticDir: resolve('dist'), seedScale: options.scale });
        console.log(`server ready on a scale-${options.scale} seed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        context.onClose(async () => {
          await running.close();
          rmSync(dataDir, { recursive: true, force: true });
        });
        return running;
      })()),
    browser: () =>
      (browser ??= (async () => {
        const launched = await chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          headless: true,
          args: CHROMIUM_FLAGS,
        });
        context.onClose(() => launched.close());
        return launched;
      })()),
    async signedInPage() {
      const running = await context.server();
      const page = await (await context.browser()).newPage({ viewport: { width: 1440, height: 900 } });
      await login(page, running.url);
      return page;
    },
    onClose: (cleanup) => void cleanups.push(cleanup),
    async close() {
      for (const cleanup of cleanups.reverse()) await cleanup();
      cleanups.length = 0;
    },
  };
  return context;
}
