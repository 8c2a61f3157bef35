/**
 * List pages that do not grow with the data: p50 of the default players and betslips pages
 * (office and central views), of the same pages searched by a player's username, and of filtered
 * and sorted pages (a status, KYC state or time frame, a sort by another column), on a database
 * seeded at 4× the benchmark scale, divided by the same at 1×. Each side runs on its own embedded
 * database; both are measured in this run, request by request in turn.
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

/**
 * The searched pages: the text is the first op1 player's username without its first letter (the
 * seed is the same player at every scale), in the players' search box (username, e-mail or id)
 * and the betslips' player search.
 */
const searchedPages = (text: string) => {
  const players = encodeURIComponent(JSON.stringify({ username: text }));
  const betslips = encodeURIComponent(JSON.stringify({ search: text }));
  return [
    { label: 'players searched, office', path: `op1/players?page=0&size=25&filter=${players}` },
    { label: 'players searched, central', path: `central/players?page=0&size=25&filter=${players}` },
    { label: 'betslips searched, office', path: `op1/betslips?page=0&size=25&filter=${betslips}` },
    { label: 'betslips searched, central', path: `central/betslips?page=0&size=25&filter=${betslips}` },
  ];
};

const filtered = (filter: Record<string, unknown>) => `&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * The filtered and sorted pages staff open: a common filter with the default sort, a sort by a
 * column other than the default's, and a time frame (the last 7 days, the same instant on both
 * sides). Each filter matches a share of the rows that grows with the data.
 */
const filteredPages = (weekAgo: string) => [
  { label: 'betslips won, office', path: `op1/betslips?page=0&size=25${filtered({ 'betslipStatus.simpleStatus': ['WON'] })}` },
  { label: 'betslips won, central', path: `central/betslips?page=0&size=25${filtered({ 'betslipStatus.simpleStatus': ['WON'] })}` },
  { label: 'betslips last 7 days, central', path: `central/betslips?page=0&size=25${filtered({ timeFrame: { from: weekAgo } })}` },
  { label: 'betslips by stake, office', path: 'op1/betslips?page=0&size=25&sort=totalStake%2CDESC' },
  { label: 'players disabled, office', path: `op1/players?page=0&size=25${filtered({ status: ['DISABLED'] })}` },
  { label: 'players KYC rejected, central', path: `central/players?page=0&size=25${filtered({ kycStatus: ['REJECTED'] })}` },
  { label: 'players by balance, central', path: 'central/players?page=0&size=25&sort=totalBalance.value%2CDESC' },
];

/** Target ratio of the 4× and 1× medians. */
const LIMIT = 1.5;
/** Target ratio of a searched, filtered or sorted page. */
const SEARCH_LIMIT = 1.3;

/** A seeded embedded server and a signed-in central manager's token. */
async function seededServer(scale: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-lists-'));
  const server = await startServer({ port: 0, dataDir, seedScale: scale });
  const api = `${server.url}/api/officeapp`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'central@demo.test', password: 'Central123' }),
  });
  const token = ((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const read = async (path: string) => {
    const response = await fetch(`${api}/${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return (await response.json()) as { payload: Record<string, unknown> };
  };
  const time = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${api}/${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return performance.now() - started;
  };
  const close = async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { time, read, close };
}

/**
 * The 4× ÷ 1× ratio of each default page. Both databases are seeded first, then the requests
 * alternate between them, so a busy moment of the machine slows both sides alike.
 */
export async function listsBench(context: BenchContext): Promise<BenchRow[]> {
  const { scale } = context.options;
  const runs = Math.max(context.options.runs, 15);
  const small = await seededServer(scale);
  const large = await seededServer(scale * 4).catch(async (error: unknown) => {
    await small.close();
    throw error;
  });
  try {
    const first = await small.read('op1/players?page=0&size=1&sort=id%2CASC');
    const [player] = (first.payload as { content: Array<{ playerCode: { playerUsername: string } }> }).content;
    const text = player.playerCode.playerUsername.slice(1);
    /**
     * How many rows a page's list finds (its total, "more than" when the count stopped at its
     * threshold), to tell whether the matches grew with the data.
     */
    const totalOf = async (side: typeof small, path: string) => {
      const { payload } = await side.read(path);
      const page = ((payload.betslips as Record<string, unknown> | undefined) ?? payload) as {
        totalElements: number;
        totalElementsAtLeast?: boolean;
      };
      return page.totalElementsAtLeast ? `more than ${page.totalElements - 1}` : String(page.totalElements);
    };
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const searched = new Set(searchedPages(text).map((page) => page.path));
    const rows: BenchRow[] = [];
    for (const page of [...PAGES, ...searchedPages(text), ...filteredPages(weekAgo)]) {
      const kind = searched.has(page.path) ? 'first' : PAGES.includes(page) ? 'default' : 'filtered or sorted';
      const found = `${await totalOf(large, page.path)} rows at ${scale * 4}×, ${await totalOf(small, page.path)} at ${scale}×`;
      const totals = kind === 'default' ? '' : ` (${kind === 'first' ? `“${text}”: ` : ''}${found})`;
      const samples = { small: [] as number[], large: [] as number[] };
      // One warm-up request on each side, then the measured ones.
      for (let i = 0; i <= runs; i++) {
        const [atSmall, atLarge] = [await small.time(page.path), await large.time(page.path)];
        if (i === 0) continue;
        samples.small.push(atSmall);
        samples.large.push(atLarge);
      }
      const [p50Small, p50Large] = [median(samples.small), median(samples.large)];
      rows.push(
        ratioRow(
          `${page.label} ${kind} page p50, ${scale * 4}× ÷ ${scale}× data`,
          p50Large / p50Small,
          kind === 'default' ? LIMIT : SEARCH_LIMIT,
          `${page.label}: ${p50Large.toFixed(1)} ms at ${scale * 4}×, ${p50Small.toFixed(1)} ms at ${scale}×${totals}`,
        ),
      );
    }
    return rows;
  } finally {
    await Promise.all([small.close(), large.close()]);
  }
}
