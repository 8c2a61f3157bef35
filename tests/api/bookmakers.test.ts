/**
 * The bookmakers' catalogue (000 §2 /bookmakers-*; 002 §7 `/{op}/matches`, `/catalog/node`,
 * `/catalog/markets` with `/order`, `/name`, `/active`): built from the bet rows with their ids,
 * central view only, every change in the activity log.
 */
import { z } from 'zod';
import { League, league } from '../../resources/league';
import { Market, market } from '../../resources/market';
import { Match } from '../../resources/match';
import { LIST_COUNT_THRESHOLD } from '../../resources/listTotals';
import { sql } from '../../server/db/sql';
import { act, expect400, get } from './betting-helpers';
import { centralList, lastChange } from './central-office-helpers';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const MatchRow = Match.omit({ figures: true, markets: true });
const list = <T extends z.ZodType>(schema: T, path: string, params: Record<string, unknown> = {}) => centralList(api, schema, path, params);

describe('matches', () => {
  it('are the bet rows’ matches, under their ids, newest kick-off first', async () => {
    const { content, totalElements } = await list(MatchRow, 'matches', { size: 200 });
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(DISTINCT match_id)::integer AS n FROM bet_rows`);
    // The count stops past its threshold (resources/listTotals.ts); a page as large as the set counts it all.
    expect(totalElements).toBe(Math.min(n, LIST_COUNT_THRESHOLD + 1));
    expect((await list(MatchRow, 'matches', { size: 10_000 })).totalElements).toBe(n);
    const dates = content.map((row) => row.matchDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of content) {
      const [bet] = await api.db.query<{
        match: string;
        league_name: string;
        sport_code: string;
        rows: number;
      }>(sql`SELECT min(match) AS match,
          min(league_name) AS league_name, min(sport_code) AS sport_code, count(*)::integer AS rows FROM bet_rows
            WHERE match_id = ${row.id}`);
      expect(row).toMatchObject({ name: bet.match, leagueName: bet.league_name, sportCode: bet.sport_code, betRows: bet.rows });
      expect(row.openBetRows).toBeLessThanOrEqual(row.betRows);
    }
  });

  it('filter by sport, status, league, top leagues, kick-off and name; sort by league', async () => {
    const football = await list(MatchRow, 'matches', { filter: { sportCode: 'FOOTBALL' } });
    expect(football.totalElements).toBeGreaterThan(0);
    expect(football.content.every((row) => row.sportCode === 'FOOTBALL')).toBe(true);
    const ended = await list(MatchRow, 'matches', { filter: { status: ['ENDED'] } });
    expect(ended.content.every((row) => row.status === 'ENDED')).toBe(true);
    // Pages as large as the set, so each total is exact.
    const top = await list(MatchRow, 'matches', { size: 10_000, filter: { leagues: 'TOP' } });
    const normal = await list(MatchRow, 'matches', { size: 10_000, filter: { leagues: 'NORMAL' } });
    const all = await list(MatchRow, 'matches', { size: 10_000 });
    expect(top.totalElements + normal.totalElements).toBe(all.totalElements);
    expect(top.content.every((row) => row.topLeague)).toBe(true);
    const leagueId = football.content[0].leagueId;
    const one = await list(MatchRow, 'matches', { filter: { leagueId } });
    expect(one.content.every((row) => row.leagueId === leagueId)).toBe(true);
    const from = new Date(Date.now() - 7 * 86400_000).toISOString();
    const week = await list(MatchRow, 'matches', { filter: { timeFrame: { from } } });
    expect(week.content.every((row) => row.matchDate >= from)).toBe(true);
    const name = football.content[0].home!;
    const search = await list(MatchRow, 'matches', { filter: { search: name.toLowerCase() } });
    expect(search.content.length).toBeGreaterThan(0);
    expect(search.content.every((row) => row.name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    const byLeague = await list(MatchRow, 'matches', { sort: 'leagueName,ASC', size: 300 });
    const names = byLeague.content.map((row) => row.leagueName);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    expect(await expect400(api, 'central', 'central/matches', { filter: { leagues: 'BEST' } })).toContain('filter.leagues');
    expect(await expect400(api, 'central', 'central/matches', { sort: 'betRows,DESC' })).toContain('sort');
  });

  it('a match carries its figures per currency and its markets, consistent with its bet rows and betslips', async () => {
    const [{ id }] = await api.db.query<{ id: number }>(
      sql`SELECT match_id AS id FROM bet_rows GROUP BY match_id ORDER BY count(*) DESC, match_id LIMIT 1`,
    );
    const response = await get(api, 'central', `central/matches/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const match = z.object({ payload: Match }).parse(response.json()).payload;
    const [totals] = await api.db.query<{ rows: number; slips: number; stake: number }>(sql`SELECT count(*)::integer AS rows,
        count(DISTINCT r.betslip_id)::integer AS slips, coalesce(sum(r.betrow_stake) FILTER (WHERE NOT b.is_cancelled), 0)::float8 AS stake
      FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id WHERE r.match_id = ${id}`);
    expect(match.figures.reduce((sum, f) => sum + f.betRows, 0)).toBe(totals.rows);
    expect(match.figures.reduce((sum, f) => sum + f.betslips, 0)).toBe(totals.slips);
    expect(match.figures.reduce((sum, f) => sum + f.stake, 0)).toBeCloseTo(totals.stake, 1);
    expect(match.markets.reduce((sum, line) => sum + line.betRows, 0)).toBe(totals.rows);
    const orders = match.markets.map((line) => line.sortOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    // The betslips list filtered by the match: the same betslips, for the central view and per operator.
    const slips = await get(api, 'central', 'central/betslips', { filter: { matchId: id }, size: 1 });
    expect(slips.json().payload.betslips.totalElements).toBe(totals.slips);
    const [{ op1 }] = await api.db.query<{ op1: number }>(sql`SELECT count(DISTINCT r.betslip_id)::integer AS op1 FROM bet_rows r
      WHERE r.match_id = ${id} AND r.operator_code = 'op1'`);
    const mine = await get(api, 'office1', 'op1/betslips', { filter: { matchId: id }, size: 1 });
    expect(mine.json().payload.betslips.totalElements).toBe(op1);
    expect(await expect400(api, 'office1', 'op1/betslips', { filter: { matchId: 1.5 } })).toContain('filter.matchId');
    expect((await get(api, 'central', 'central/matches/2147483646')).statusCode).toBe(404);
  });
});

describe('leagues', () => {
  it('lists leagues with their matches; the Leagues filter splits top and normal', async () => {
    const all = await list(League, 'catalog/node');
    expect(all.totalElements).toBeGreaterThanOrEqual(10);
    const top = await list(League, 'catalog/node', { filter: { leagues: 'TOP' } });
    const normal = await list(League, 'catalog/node', { filter: { leagues: 'NORMAL' } });
    expect(top.totalElements).toBeGreaterThan(0);
    expect(top.totalElements + normal.totalElements).toBe(all.totalElements);
    expect(normal.content.every((row) => !row.topLeague)).toBe(true);
    const [{ n }] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM catalog_matches WHERE league_id = ${all.content[0].id}`,
    );
    expect(all.content[0].matches).toBe(n);
  });

  it('marks a league as top and back, each change logged with before and after', async () => {
    const { content } = await list(League, 'catalog/node', { filter: { leagues: 'NORMAL' } });
    const target = content[0];
    const on = await act(api, 'central', 'central', league, 'setTopLeague', { topLeague: true }, target.id);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().payload).toMatchObject({ id: target.id, topLeague: true });
    const entry = await lastChange(api);
    expect(entry).toMatchObject({ logType: 'DATA_CHANGED', userCode: { userUsername: 'central@demo.test' } });
    expect(entry.details).toContain(target.name);
    expect(entry).toMatchObject({ before: { topLeague: false }, after: { topLeague: true }, operator_code: null });
    const off = await act(api, 'central', 'central', league, 'setTopLeague', { topLeague: false }, target.id);
    expect(off.json().payload.topLeague).toBe(false);
    const bad = await api.call('central', {
      method: 'PUT',
      url: `${API}/central/catalog/node/${target.id}`,
      payload: { topLeague: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('topLeague');
  });
});

describe('markets', () => {
  it('orders a sport’s markets, logged; a wrong order is a 400 naming ids', async () => {
    const { content } = await list(Market, 'catalog/markets', { filter: { sportCode: 'FOOTBALL' } });
    expect(content.map((row) => row.sortOrder)).toEqual(content.map((_, index) => index + 1));
    expect(content.every((row) => row.betRows > 0)).toBe(true);
    const reversed = content.map((row) => row.id).reverse();
    const saved = await act(api, 'central', 'central', market, 'order', { sportCode: 'FOOTBALL', ids: reversed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.map((row: Market) => row.id)).toEqual(reversed);
    const after = await list(Market, 'catalog/markets', { filter: { sportCode: 'FOOTBALL' } });
    expect(after.content.map((row) => row.id)).toEqual(reversed);
    const entry = await lastChange(api);
    expect(entry.details).toBe(
      `Market order of FOOTBALL: ${[...content]
        .reverse()
        .map((row) => row.code)
        .join(', ')}`,
    );
    expect(entry).toMatchObject({
      before: { sportCode: 'FOOTBALL', order: content.map((row) => row.code) },
      after: { sportCode: 'FOOTBALL', order: [...content].reverse().map((row) => row.code) },
    });
    // The match page lists the markets in the new order.
    const [{ id }] = await api.db.query<{ id: number }>(sql`SELECT match_id AS id FROM bet_rows WHERE sport_code = 'FOOTBALL'
      GROUP BY match_id HAVING count(DISTINCT market_code) > 1 ORDER BY match_id LIMIT 1`);
    const match = (await get(api, 'central', `central/matches/${id}`)).json().payload as z.output<typeof Match>;
    const codes = [...new Set(match.markets.map((line) => line.marketCode))];
    const expected = after.content.map((row) => row.code).filter((code) => codes.includes(code));
    expect(codes).toEqual(expected);

    const tennis = await list(Market, 'catalog/markets', { filter: { sportCode: 'TENNIS' } });
    for (const ids of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), tennis.content[0].id]]) {
      const refused = await act(api, 'central', 'central', market, 'order', { sportCode: 'FOOTBALL', ids });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors[0].path).toBe('ids');
    }
    const unchanged = await list(Market, 'catalog/markets', { filter: { sportCode: 'FOOTBALL' } });
    expect(unchanged.content.map((row) => row.id)).toEqual(reversed);
  });

  it('renames and switches a market off and on, each logged; an empty name is a 400', async () => {
    const { content } = await list(Market, 'catalog/markets', { filter: { sportCode: 'HANDBALL' } });
    const target = content[0];
    const renamed = await act(api, 'central', 'central', market, 'rename', { id: target.id, name: '  Full-time result  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload).toMatchObject({ id: target.id, name: 'Full-time result' });
    expect(await lastChange(api)).toMatchObject({ before: { name: target.name }, after: { name: 'Full-time result' } });
    const off = await act(api, 'central', 'central', market, 'setActive', { id: target.id, active: false });
    expect(off.json().payload.active).toBe(false);
    expect(await lastChange(api)).toMatchObject({ before: { active: true }, after: { active: false } });
    await act(api, 'central', 'central', market, 'setActive', { id: target.id, active: true });
    const empty = await api.call('central', {
      method: 'PUT',
      url: `${API}/central/catalog/markets/name`,
      payload: { id: target.id, name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'name', message: 'Required' }]);
    const missing = await act(api, 'central', 'central', market, 'rename', { id: 999999, name: 'X' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('central view only', () => {
  it.each([
    ['GET', 'matches'],
    ['GET', 'matches/1'],
    ['GET', 'catalog/node'],
    ['PUT', 'catalog/node/1'],
    ['GET', 'catalog/markets'],
    ['PUT', 'catalog/markets/order'],
    ['PUT', 'catalog/markets/name'],
    ['PUT', 'catalog/markets/active'],
  ])('%s %s answers 403 to an office manager and in an operator’s view', async (method, path) => {
    const payload = method === 'PUT' ? {} : undefined;
    const office = await api.call('office1', { method: method as 'GET' | 'PUT', url: `${API}/op1/${path}`, payload });
    expect(office.statusCode).toBe(403);
    const switched = await api.call('central', { method: method as 'GET' | 'PUT', url: `${API}/op1/${path}`, payload });
    expect(switched.statusCode).toBe(403);
    expect(switched.json().message).toMatch(/central view only/);
  });
});
