/**
 * The development loop: `npm run dev` on a fresh data folder, the players list open in Chromium,
 * then saved edits of `resources/player.ts` as a developer makes them. Measures, per edit, the time
 * from the save to (a) the open page showing a moved column without a reload and (b) the API
 * accepting a new filter (its whitelist rebuilt from the declaration). The file is restored after
 * every edit and on any failure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { generate } from '../generator/generate';
import { freePort } from '../tests/support/pg-cluster';
import { login, pollPage, type BenchContext } from './context';
import { median, type BenchRow } from './row';

const RESOURCE_FILE = resolve('resources/player.ts');
/** Target: a saved declaration change shows in the open page (and the API) within this. */
const LIMIT_MS = 1000;
const ID_COLUMN = "      { source: 'id', cell: 'playerLink', width: 80 },\n";
const CITY_COLUMN = "      { source: 'locality' },\n";
const EMAIL_FILTER = "    { source: 'email', type: 'input' },\n";

/** The declaration with the city column moved next to the id, or with a city filter added. */
function edited(original: string, edit: 'column' | 'filter'): string {
  if (edit === 'column') return original.replace(CITY_COLUMN, '').replace(ID_COLUMN, ID_COLUMN + CITY_COLUMN);
  return original.replace(EMAIL_FILTER, `${EMAIL_FILTER}    { source: 'locality', type: 'input' },\n`);
}

/** Starts `npm run dev` and resolves with its console URL, API URL and a stop function. */
async function startDev(dataDir: string): Promise<{ url: string; api: string; stop: () => Promise<void> }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => void (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 300_000;
  while (!output.includes('Demo accounts')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { url: `http://localhost:${port}`, api: `http://localhost:${apiPort}/api/officeapp`, stop };
}

/** Waits until the open list's first labelled headers (after the select and expand columns) do (or do not) include the city column. */
function headerCheck(page: Page, present: boolean) {
  const has =
    `[...document.querySelectorAll('[role="columnheader"]')].filter((h) => (h.textContent ?? '').trim()).slice(0, 4)` +
    `.some((h) => (h.textContent ?? '').includes('City'))`;
  return pollPage(page, present ? has : `!${has}`, 60_000, 25);
}

/** Polls a players request filtered by city until it is (or is not) accepted; resolves with when. */
async function filterAccepted(api: string, token: string, accepted: boolean): Promise<number> {
  const query = new URLSearchParams({ page: '0', size: '1', filter: JSON.stringify({ locality: 'Zagreb' }) });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${api}/op1/players?${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.ok === accepted) return performance.now();
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error(`the city filter was still ${accepted ? 'refused' : 'accepted'} after 60 s`);
}

export async function devLoopBench(context: BenchContext): Promise<BenchRow[]> {
  const original = readFileSync(RESOURCE_FILE, 'utf8');
  const restore = () => writeFileSync(RESOURCE_FILE, original);
  process.once('exit', restore);
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-devloop-'));
  const dev = await startDev(dataDir);
  try {
    const page = await (await context.browser()).newPage({ viewport: { width: 1440, height: 900 } });
    let reloads = 0;
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && reloads++));
    await login(page, dev.url);
    await page.goto(`${dev.url}/players`);
    await page.getByTestId('resource-table').waitFor({ timeout: 120_000 });
    const signIn = await fetch(`${dev.api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'central@demo.test', password: 'Central123' }),
    });
    const token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
    const pageTimes: number[] = [];
    const apiTimes: number[] = [];
    const reloadsBefore = reloads;
    for (let run = 0; run < context.options.runs; run++) {
      let saved = performance.now();
      writeFileSync(RESOURCE_FILE, edited(original, 'column'));
      await headerCheck(page, true);
      pageTimes.push(performance.now() - saved);
      restore();
      await headerCheck(page, false);

      saved = performance.now();
      writeFileSync(RESOURCE_FILE, edited(original, 'filter'));
      apiTimes.push((await filterAccepted(dev.api, token, true)) - saved);
      restore();
      await filterAccepted(dev.api, token, false);
    }
    const pageMedian = median(pageTimes);
    const apiMedian = median(apiTimes);
    const row = (measure: string, value: number, times: number[], extra = ''): BenchRow => ({
      measure,
      value: `${Math.round(value)} ms`,
      target: `≤ ${LIMIT_MS} ms`,
      ok: value <= LIMIT_MS,
      detail: `${times.map((t) => Math.round(t)).join(', ')} ms${extra}`,
    });
    return [
      row('dev: saved column change shown in the open page', pageMedian, pageTimes, `; full reloads ${reloads - reloadsBefore}`),
      row('dev: saved filter accepted by the API', apiMedian, apiTimes),
    ];
  } finally {
    restore();
    process.removeListener('exit', restore);
    await dev.stop();
    // The API takes a saved declaration before the generator is done with it: the last restore may
    // not have been regenerated when the dev server stopped.
    await generate();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
