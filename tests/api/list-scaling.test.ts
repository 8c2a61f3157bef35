/**
 * Lists whose cost does not grow with the data: maintained totals for unfiltered pages, counts that
 * stop at a threshold, an index behind every default sort, and the sports tree computed only when
 * asked for.
 */
import { LIST_COUNT_THRESHOLD } from '../../resources/listTotals';
import { BINDINGS } from '../../server/app';
import { sql } from '../../server/db/sql';
import { createTestApi, type TestApi } from './helpers';
import { expect400, get, type As } from './betting-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function total(as: As, path: string, params: Record<string, unknown> = {}): Promise<number> {
  const response = await get(api, as, path, params);
  expect(response.statusCode, response.body).toBe(200);
  const payload = response.json().payload;
  return (payload.betslips ?? payload).totalElements;
}

async function counted(table: string, operator?: string): Promise<number> {
  const scoped = operator ? sql` WHERE operator_code = ${operator}` : sql``;
  const query =
    table === 'players'
      ? sql`SELECT count(*)::integer AS n FROM players${scoped}`
      : sql`SELECT count(*)::integer AS n FROM betslips${scoped}`;
  const [{ n }] = await api.db.query<{ n: number }>(query);
  return n;
}

describe('unfiltered totals', () => {
  it.each(['players', 'betslips'])('%s: office and central totals equal the row counts', async (table) => {
    expect(await total('office1', `op1/${table}`)).toBe(await counted(table, 'op1'));
    expect(await total('office2', `op2/${table}`)).toBe(await counted(table, 'op2'));
    expect(await total('central', `central/${table}`)).toBe(await counted(table));
  });

  it('follow inserts and deletes, and filtered totals stay exact', async () => {
    const before = { op1: await total('office1', 'op1/players'), central: await total('central', 'central/players') };
    await api.db.transaction(async (tx) => {
      await tx.query(sql`INSERT INTO players
        SELECT (jsonb_populate_record(NULL::players, to_jsonb(p) || jsonb_build_object(
          'id', nextval(pg_get_serial_sequence('players', 'id')), 'username', 'count_probe_' || p.id, 'email',
            'probe' || p.id || '@count.test'))).*
        FROM players p WHERE p.operator_code = 'op1' ORDER BY p.id LIMIT 3`);
    });
    expect(await total('office1', 'op1/players')).toBe(before.op1 + 3);
    expect(await total('central', 'central/players')).toBe(before.central + 3);
    expect(await total('office1', 'op1/players', { filter: { username: 'count_probe_' } })).toBe(3);
    await api.db.query(sql`DELETE FROM players WHERE username LIKE 'count\\_probe\\_%'`);
    expect(await total('office1', 'op1/players')).toBe(before.op1);
    expect(await total('central', 'central/players')).toBe(before.central);
    expect(await total('office1', 'op1/players')).toBe(await counted('players', 'op1'));
  });

  it('filtered and player-scoped totals count the matching rows', async () => {
    const [{ n }] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM betslips WHERE operator_code = 'op1' AND betslip_type = 'SYSTEM'`,
    );
    expect(await total('office1', 'op1/betslips', { filter: { betslipType: ['SYSTEM'] } })).toBe(n);
    const [{ player_id: playerId, m }] = await api.db.query<{ player_id: number; m: number }>(
      sql`SELECT player_id, count(*)::integer AS m FROM betslips WHERE operator_code = 'op1' GROUP BY player_id ORDER BY m DESC LIMIT 1`,
    );
    expect(await total('office1', `op1/betslips/player/${playerId}`)).toBe(m);
  });
});

describe('counts past the threshold', () => {
  /** The betslips page of a request, with its total and flag. */
  async function betslipsPage(as: As, path: string, params: Record<string, unknown>) {
    const response = await get(api, as, path, params);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payload.betslips as { content: unknown[]; totalElements: number; totalElementsAtLeast?: boolean };
  }

  it('a filter matching fewer rows than the threshold is counted exactly, without the flag', async () => {
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM betslips WHERE betslip_type = 'SYSTEM'`);
    // More than a page (so the total is counted, not read off a short page) and fewer than the threshold.
    expect(n).toBeGreaterThan(25);
    expect(n).toBeLessThanOrEqual(LIST_COUNT_THRESHOLD);
    const page = await betslipsPage('central', 'central/betslips', { size: 25, filter: { betslipType: ['SYSTEM'] } });
    expect(page.content).toHaveLength(25);
    expect(page.totalElements).toBe(n);
    expect(page).not.toHaveProperty('totalElementsAtLeast');
  });

  it('a filter matching more stops at the threshold plus one and says so', async () => {
    const filter = { totalStake: { from: 0 } };
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM betslips WHERE total_stake >= 0`);
    expect(n).toBeGreaterThan(LIST_COUNT_THRESHOLD + 250);
    const first = await betslipsPage('central', 'central/betslips', { size: 25, filter });
    expect(first.content).toHaveLength(25);
    expect(first.totalElements).toBe(LIST_COUNT_THRESHOLD + 1);
    expect(first.totalElementsAtLeast).toBe(true);
    // A page past the threshold counts to its own end: the next page stays open.
    const page = LIST_COUNT_THRESHOLD / 25 + 8;
    const further = await betslipsPage('central', 'central/betslips', { page, size: 25, filter });
    expect(further.content).toHaveLength(25);
    expect(further.totalElements).toBe((page + 1) * 25 + 1);
    expect(further.totalElementsAtLeast).toBe(true);
    // A page that holds the whole set knows its total exactly.
    const whole = await betslipsPage('central', 'central/betslips', { size: 10_000, filter });
    expect(whole.content).toHaveLength(n);
    expect(whole.totalElements).toBe(n);
    expect(whole).not.toHaveProperty('totalElementsAtLeast');
  });

  it('a page past the end counts up to its own end, so a set smaller than that is counted exactly', async () => {
    const empty = await betslipsPage('central', 'central/betslips', { page: 400, size: 25, filter: { totalStake: { from: 0 } } });
    expect(empty.content).toEqual([]);
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM betslips WHERE total_stake >= 0`);
    expect(empty.totalElements).toBe(n);
    expect(empty).not.toHaveProperty('totalElementsAtLeast');
  });
});

describe('indexes', () => {
  it('every default sort of a list over a table has an index led by it (alone or after the operator or owner)', async () => {
    const indexes = await api.db.query<{ tablename: string; indexdef: string }>(
      sql`SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()`,
    );
    const tables = new Set(
      (await api.db.query<{ n: string }>(sql`SELECT tablename AS n FROM pg_tables WHERE schemaname = current_schema()`)).map((r) => r.n),
    );
    const checked: string[] = [];
    const unindexed: string[] = [];
    for (const { resource, mapping } of BINDINGS) {
      if (!tables.has(mapping.table)) continue; // lists over views sort their underlying tables' rows
      const column = mapping.fields[resource.list.defaultSort.field]!.column;
      // Columns a list's fixed row condition compares (`spot_invoices.kind = $1`) scope its rows as the operator does.
      const conditioned = [...(mapping.rowCondition?.compile().text.matchAll(/\.([a-z_]+) = \$\d/g) ?? [])].map((m) => m[1]);
      const scope = [mapping.ownerColumn ?? mapping.operatorColumn, ...conditioned].map((c) => `${c}, `).join('');
      const led = indexes.some(
        (i) =>
          i.tablename === mapping.table &&
          // Led by the sort column, alone or after the columns that scope the rows (operator or owner, a fixed condition).
          new RegExp(`\\((${scope})?"?${column}"?( DESC)?(,|\\))`).test(i.indexdef),
      );
      if (!led) unindexed.push(`${mapping.table} sorted by ${column}`);
      checked.push(mapping.table);
    }
    expect(unindexed).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining(['players', 'betslips', 'payments', 'account_history', 'activity_log']));
  });

  it('players sort by last name through an index', async () => {
    // The demo table is small enough for a sort to look cheaper; without sorts the index must serve.
    const plan = await api.db.transaction(async (tx) => {
      await tx.execScript('SET LOCAL enable_sort = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM players WHERE operator_code = 'op1' ORDER BY last_name, id LIMIT 25`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index (Only )?Scan using players_op_last_name/);
  });
});

describe('the sports tree', () => {
  it('is computed only when the request asks for it', async () => {
    const plain = (await get(api, 'central', 'central/betslips', { size: 25 })).json().payload;
    expect(plain).not.toHaveProperty('tree');
    const asked = (await get(api, 'central', 'central/betslips', { size: 25, tree: true })).json().payload;
    expect(asked.tree.counter).toBe(asked.betslips.totalElements);
    const post = await api.call('central', { method: 'POST', url: '/api/officeapp/central/betslips', payload: { size: 25, tree: true } });
    expect(post.json().payload.tree.counter).toBe(asked.tree.counter);
  });

  it('a tree parameter other than true or false is a 400 naming it', async () => {
    expect(await expect400(api, 'central', 'central/betslips', { tree: 'yes' })).toEqual(['tree']);
  });
});

describe('text search', () => {
  /** The ids the list answers, every page of 500. */
  async function ids(as: As, path: string, filter: Record<string, unknown>): Promise<number[]> {
    const response = await get(api, as, path, { size: 500, filter });
    expect(response.statusCode, response.body).toBe(200);
    const payload = response.json().payload;
    const page = payload.betslips ?? payload;
    expect(page.totalElements).toBe(page.content.length);
    return page.content.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b);
  }

  /** The same rows found without any index: a case-insensitive position in the column's text. */
  async function scanned(query: ReturnType<typeof sql>): Promise<number[]> {
    return (await api.db.query<{ id: number }>(query)).map((row) => row.id).sort((a, b) => a - b);
  }

  it('players by username or e-mail, office and central, find the rows a scan finds', async () => {
    const [{ username, email }] = await api.db.query<{ username: string; email: string }>(
      sql`SELECT username, email FROM players WHERE operator_code = 'op1' ORDER BY id LIMIT 1`,
    );
    for (const text of [username.slice(1, 5).toUpperCase(), email.slice(email.indexOf('@')), 'an']) {
      const needle = text.toLowerCase();
      const expected = await scanned(
        sql`SELECT id FROM players WHERE strpos(lower(username), ${needle}) > 0 OR strpos(lower(email), ${needle}) > 0`,
      );
      expect(expected.length, text).toBeGreaterThan(0);
      expect(await ids('central', 'central/players', { username: text }), text).toEqual(expected);
      const op1 = await scanned(
        sql`SELECT id FROM players WHERE operator_code = 'op1'
          AND (strpos(lower(username), ${needle}) > 0 OR strpos(lower(email), ${needle}) > 0)`,
      );
      expect(await ids('office1', 'op1/players', { username: text }), text).toEqual(op1);
    }
  });

  it('betslips by player username, office and central, find the rows a scan finds', async () => {
    const [{ username }] = await api.db.query<{ username: string }>(
      sql`SELECT player_username AS username FROM betslips WHERE operator_code = 'op1' ORDER BY id LIMIT 1`,
    );
    const text = username.slice(1).toUpperCase();
    const needle = text.toLowerCase();
    const central = await scanned(sql`SELECT id FROM betslips WHERE strpos(lower(player_username), ${needle}) > 0`);
    expect(central.length).toBeGreaterThan(0);
    expect(central.length).toBeLessThan(500);
    expect(await ids('central', 'central/betslips', { search: text })).toEqual(central);
    const op1 = await scanned(sql`SELECT id FROM betslips WHERE operator_code = 'op1' AND strpos(lower(player_username), ${needle}) > 0`);
    expect(await ids('office1', 'op1/betslips', { search: text })).toEqual(op1);
  });

  it('reads the trigram indexes rather than every row', async () => {
    const plan = await api.db.transaction(async (tx) => {
      // The demo tables are small enough for a scan to look cheaper; without scans the index must serve.
      await tx.execScript('SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off');
      const players = await tx.query<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT count(*) FROM players WHERE username::text ILIKE '%ana_%' OR email::text ILIKE '%ana_%'`,
      );
      const betslips = await tx.query<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT count(*) FROM betslips WHERE operator_code = 'op1' AND player_username::text ILIKE '%ana_%'`,
      );
      return [...players, ...betslips].map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on players_username_trgm/);
    expect(plan).toMatch(/Bitmap Index Scan on players_email_trgm/);
    expect(plan).toMatch(/Bitmap Index Scan on betslips_username_trgm/);
  });
});
