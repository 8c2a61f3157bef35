/**
 * The console on an operator's own API: `npm start` with `API_TARGET` serves the console and
 * forwards `/api/officeapp/*` to that API. Here the API is a second process, the reference server
 * on its own port and database, and the console process has no database at all. Staff log in,
 * list players and open a profile; every request of the page goes to the console's origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS } from '../support/chromium';
import { freePort } from '../support/pg-cluster';
import { DEMO, login } from './harness';

interface Process {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Runs `server/main.ts` (what `npm start` runs once the console is built) until it says it runs. */
async function start(env: Record<string, string>): Promise<Process> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const deadline = Date.now() + 240_000;
  while (!/Back office running at (\S+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`server/main.ts exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`server/main.ts did not start within 240 s:\n${output}`);
    // Wakes on the next output or the exit (the deadline is checked at least every second).
    await new Promise<void>((done) => {
      const wake = () => done();
      child.stdout?.once('data', wake);
      child.once('exit', wake);
      setTimeout(wake, 1000);
    });
  }
  return { child, url: /Back office running at (\S+)/.exec(output)![1], output: () => output };
}

async function stop(process: Process | undefined) {
  if (!process || process.child.exitCode !== null) return;
  const exited = new Promise((done) => process.child.once('exit', done));
  process.child.kill('SIGTERM');
  await exited;
}

describe('the console on an external API (API_TARGET)', () => {
  let api: Process | undefined;
  let consoleOnly: Process | undefined;
  let browser: Browser;
  let page: Page;
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-api-target-'));
  const requests: string[] = [];

  beforeAll(async () => {
    api = await start({ PORT: String(await freePort()), DATA_DIR: dataDir, SEED_SCALE: '0.2' });
    consoleOnly = await start({
      PORT: String(await freePort()),
      API_TARGET: `${api.url}/api/officeapp`,
      DATA_DIR: join(dataDir, 'unused'),
    });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
    page.on('request', (request) => requests.push(request.url()));
  });

  afterAll(async () => {
    await browser?.close();
    await stop(consoleOnly);
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says where the API calls go and opens no database', () => {
    expect(consoleOnly!.output()).toContain(`go to ${api!.url}/api/officeapp`);
    expect(consoleOnly!.output()).not.toMatch(/PGlite|Database:|Demo accounts/);
  });

  it('answers the API through the target: the same server info, the API refusal as it is', async () => {
    const [direct, forwarded] = await Promise.all([
      fetch(`${api!.url}/api/officeapp/info`).then((r) => r.json()),
      fetch(`${consoleOnly!.url}/api/officeapp/info`).then((r) => r.json()),
    ]);
    expect(forwarded.payload.uiInfo).toEqual(direct.payload.uiInfo);
    const refused = await fetch(`${consoleOnly!.url}/api/officeapp/op1/players?page=0&size=5`);
    expect(refused.status).toBe(401);
  });

  it('logs in, lists players and opens a profile, all through the console origin', async () => {
    await login(page, consoleOnly!.url, DEMO.central);
    const table = page.getByTestId('resource-table');
    const username = (await table.getByTestId('cell-playerCode.playerUsername').first().innerText()).trim();
    expect(username).toMatch(/^\w+$/);
    await table.getByTestId('cell-id').first().getByRole('link').click();
    const profile = page.getByTestId('player-profile');
    await profile.waitFor({ timeout: 30_000 });
    await expect.poll(() => profile.innerText(), { timeout: 20_000 }).toContain(username);
    const origin = new URL(consoleOnly!.url).origin;
    const elsewhere = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(elsewhere).toEqual([]);
    expect(requests.some((url) => url.startsWith(`${origin}/api/officeapp/`))).toBe(true);
  });
});
