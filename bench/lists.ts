/**
 * List pages that do not grow with the data: p50 of the default players and betslips pages
 * (office and central views) on a database seeded at 4× the benchmark scale, divided by the same
 * at 1×. Each side runs on its own embedded database; both are measured in this run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/start';
import type { BenchContext } from './context';
import { median, ratioRow, type BenchRow } from './row';

/** The default pages staff open first: first page, default sort, no filter. */
const PAGES = [
  { label: 'players, office', path: 'op1/players?page=0&size=25' },
  { label: 'players, central', path: 'central/players?page=0&size=25' },
  { label: 'betslips, office', path: 'op1/betslips?page=0&size=25' },
  { label: 'betslips, central', path: 'central/betslips?page=0&size=25' },
];

/** Target ratio of the 4× and 1× medians. */
const LIMIT = 1.5;

/** Median time of each default page on a database seeded at `scale`. */
async function pageTimes(scale: number, runs: number): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-lists-'));
  const server = await startServer({ port: 0, dataDir, seedScale: scale });
  try {
    const api = `${server.url}/api/officeapp`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'central@demo.test', password: 'Central123' }),
    });
    const token = ((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
    const times: number[] = [];
    for (const page of PAGES) {
      const samples: number[] = [];
      // One warm-up request, then the measured ones.
      for (let i = 0; i <= runs; i++) {
        const started = performance.now();
        const response = await fetch(`${api}/${page.path}`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${page.path}: HTTP ${response.status}`);
        if (i > 0) samples.push(performance.now() - started);
      }
      times.push(median(samples));
    }
    return times;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The 4× ÷ 1× ratio of each default page. */
export async function listsBench(context: BenchContext): Promise<BenchRow[]> {
  const { scale } = context.options;
  const runs = Math.max(context.options.runs, 15);
  const small = await pageTimes(scale, runs);
  const large = await pageTimes(scale * 4, runs);
  return PAGES.map((page, index) =>
    ratioRow(
      `${page.label} default page p50, ${scale * 4}× ÷ ${scale}× data`,
      large[index] / small[index],
      LIMIT,
      `${page.label}: ${large[index].toFixed(1)} ms at ${scale * 4}×, ${small[index].toFixed(1)} ms at ${scale}×`,
    ),
  );
}
