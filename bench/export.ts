/**
 * CSV export of all rows through `/report`: time, and the server's memory above its resting level,
 * for N rows and for N/10 rows (streaming keeps memory flat). Run with `--expose-gc` (`npm run
 * bench` does): every 250 ms a forced collection measures the live heap, so garbage not yet
 * collected does not count; the peak resident set size is printed too.
 */
import type { BenchContext } from './context';
import type { BenchRow } from './row';

interface ExportTarget {
  label: string;
  apiPath: string;
}

const LISTS: ExportTarget[] = [
  { label: 'players', apiPath: 'players' },
  { label: 'betslips', apiPath: 'betslips' },
];

/** Live heap growth accepted while streaming the largest export. */
const HEAP_LIMIT_MB = 16;

const gc = (globalThis as { gc?: () => void }).gc;
const liveBytes = () => {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/** Streams `/report` and samples the server's memory (it runs in this process). */
async function exportOnce(baseUrl: string, token: string, target: ExportTarget, size: number) {
  const url = `${baseUrl}/api/officeapp/central/${target.apiPath}/report?page=0&size=${size}&filter=${encodeURIComponent('{}')}`;
  const restingLive = liveBytes();
  const resting = process.memoryUsage().rss;
  let peak = resting;
  let peakLive = restingLive;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const liveSampler = setInterval(() => {
    peakLive = Math.max(peakLive, liveBytes());
  }, 250);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`${target.apiPath}/report answered ${response.status}`);
    let lines = 0;
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      const text = decoder.decode(chunk, { stream: true });
      for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    return { rows: lines - 1, seconds, peakMb: (peak - resting) / 2 ** 20, liveMb: (peakLive - restingLive) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
    clearInterval(liveSampler);
  }
}

async function benchExport(baseUrl: string, token: string, target: ExportTarget): Promise<BenchRow> {
  const totalResponse = await fetch(
    `${baseUrl}/api/officeapp/central/${target.apiPath}?page=0&size=25&filter=${encodeURIComponent('{}')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const body = (await totalResponse.json()) as { payload: { totalElements?: number; betslips?: { totalElements: number } } };
  const total = body.payload.totalElements ?? body.payload.betslips?.totalElements ?? 0;
  const full = Math.min(total, 100_000);
  const tenth = Math.max(1, Math.floor(full / 10));
  const baseline = await exportOnce(baseUrl, token, target, tenth);
  const result = await exportOnce(baseUrl, token, target, full);
  const rowsOk = result.rows === full && baseline.rows === tenth;
  const memory = (run: typeof result) => `${gc ? `live heap +${run.liveMb.toFixed(1)} MB, ` : ''}resident +${run.peakMb.toFixed(1)} MB`;
  return {
    measure: `${target.label} CSV export of ${full} rows, live heap growth`,
    value: gc ? `${result.liveMb.toFixed(1)} MB` : 'run with --expose-gc',
    target: `≤ ${HEAP_LIMIT_MB} MB, all rows`,
    ok: rowsOk && (!gc || result.liveMb <= HEAP_LIMIT_MB),
    detail:
      `${tenth} rows ${baseline.seconds.toFixed(2)} s (${memory(baseline)}); ${full} rows ${result.seconds.toFixed(2)} s ` +
      `(${memory(result)}); row count ${rowsOk ? 'exact' : `WRONG (${result.rows}/${full})`}`,
  };
}

/** Streams the players and betslips reports of the shared server. */
export async function exportBench(context: BenchContext): Promise<BenchRow[]> {
  const server = await context.server();
  const page = await context.signedInPage();
  const token = (await page.evaluate(() => localStorage.getItem('backoffice.accessToken'))) ?? '';
  await page.close();
  const rows: BenchRow[] = [];
  for (const target of LISTS) rows.push(await benchExport(server.url, token, target));
  return rows;
}
