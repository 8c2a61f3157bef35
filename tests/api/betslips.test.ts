import { z } from 'zod';
import { Betslip, BetslipListItem, BetslipListPayload, betslip } from '../../resources/betslip';
import { sql } from '../../server/db/sql';
import { createTestApi, type TestApi } from './helpers';
import { act, expect400, get, parseCsv } from './betting-helpers';
import { sumExact } from '../../resources/decimal';
import { betRowTotals } from '../../src/panels/betRowTotals';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const Envelope = z.object({ success: z.literal(true), payload: BetslipListPayload });

async function list(as: 'central' | 'office1' | 'office2', path: string, params: Record<string, unknown> = {}) {
  const response = await get(api, as, path, params);
  expect(response.statusCode, response.body).toBe(200);
  return Envelope.parse(response.json()).payload;
}

/** The single record, which carries the bet rows that list items leave out. */
async function full(as: 'central' | 'office1' | 'office2', op: string, id: number): Promise<Betslip> {
  const response = await get(api, as, `${op}/betslips/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return Betslip.parse(response.json().payload);
}

describe('betslips list', () => {
  it('returns tree and a betslips page shaped by the schemas', async () => {
    const payload = await list('central', 'central/betslips', { page: 0, size: 100, tree: true });
    expect(payload.betslips).toMatchObject({ number: 0, size: 100 });
    expect(payload.betslips.content).toHaveLength(100);
    for (const record of payload.betslips.content) {
      expect(BetslipListItem.strict().parse(record)).toEqual(record);
      expect(record).not.toHaveProperty('betrows');
    }
    expect(payload.tree!.counter).toBe(payload.betslips.totalElements);
    const sports = payload.tree!.children!;
    expect(sports.length).toBeGreaterThan(1);
    for (const sport of sports) expect(sport.counter).toBeLessThanOrEqual(payload.tree!.counter);
    const created = payload.betslips.content.map((b) => b.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('has consistent statuses, counters and bet rows', async () => {
    const { betslips } = await list('central', 'central/betslips', { size: 1000, sort: 'id,ASC' });
    for (const b of betslips.content) {
      expect(b.counters.allBets).toBeGreaterThan(0);
      if (b.betslipType === 'MULTIPLE') expect(b.combinations).toBe(1);
      if (b.isCancelled) expect(b.betslipStatus.simpleStatus).toBe('VOID');
      if (b.betslipStatus.simpleStatus === 'NOT_SETTLED') expect(b.paymentStatus.simpleStatus).toBe('PENDING');
      else expect(b.paymentStatus.simpleStatus).toBe('CLEARED');
      if (b.betslipStatus.simpleStatus === 'LOST') expect(b.paidValue).toBe(0);
      if (b.betslipStatus.simpleStatus === 'WON') expect(b.paidValue!).toBeGreaterThan(0);
    }
    const statuses = new Set(betslips.content.map((b) => `${b.betslipStatus.simpleStatus}+${b.paymentStatus.simpleStatus}`));
    for (const expected of ['WON+CLEARED', 'LOST+CLEARED', 'NOT_SETTLED+PENDING']) expect(statuses).toContain(expected);
    expect(new Set(betslips.content.map((b) => b.betslipType))).toEqual(new Set(['SINGLES', 'MULTIPLE', 'SYSTEM']));
    for (const item of betslips.content.slice(0, 50)) {
      const record = await full('central', 'central', item.id);
      expect(record.betrows).toHaveLength(item.counters.allBets);
      expect(record.betrows.filter((r) => r.status.code === 'NOT_SETTLED')).toHaveLength(item.counters.notSettledBets);
    }
  });

  it.each([
    [{ 'betslipStatus.simpleStatus': ['WON'] }, (b: Betslip) => b.betslipStatus.simpleStatus === 'WON'],
    [{ settlement: 'NOT_SETTLED' }, (b: Betslip) => b.betslipStatus.simpleStatus === 'NOT_SETTLED'],
    [{ betslipType: ['SYSTEM'] }, (b: Betslip) => b.betslipType === 'SYSTEM'],
    [{ totalStake: { from: 10, to: 20 } }, (b: Betslip) => b.totalStake >= 10 && b.totalStake <= 20],
    [{ playType: 'LIVE' }, (b: Betslip) => b.betrows.some((r) => r.isLive)],
    [{ feed: 'Goalserve' }, (b: Betslip) => b.betrows.some((r) => r.feedCode === 'Goalserve')],
    [{ 'paymentStatus.simpleStatus': ['PENDING'] }, (b: Betslip) => b.paymentStatus.simpleStatus === 'PENDING'],
    [{ currencyCode: 'EUR', totalStake: { from: 100 } }, (b: Betslip) => b.currency.code === 'EUR' && b.totalStake >= 100],
  ])('filter %j', async (filter, predicate) => {
    const { betslips } = await list('central', 'central/betslips', { size: 200, filter });
    expect(betslips.content.length).toBeGreaterThan(0);
    // The bet-row predicates need the bet rows, which only the single record carries.
    for (const b of betslips.content.slice(0, 30)) expect(predicate(await full('central', 'central', b.id))).toBe(true);
  });

  it('time frames: timeFrame/betslipDay on created, matchDay on bet rows', async () => {
    const from = new Date(Date.now() - 7 * 86400_000).toISOString();
    const { betslips } = await list('central', 'central/betslips', { size: 200, filter: { timeFrame: { from } } });
    for (const b of betslips.content) expect(b.created >= from).toBe(true);
    const day = await list('central', 'central/betslips', { size: 200, filter: { matchDay: { from } } });
    for (const b of day.betslips.content.slice(0, 30)) {
      expect((await full('central', 'central', b.id)).betrows.some((r) => r.matchDate >= from)).toBe(true);
    }
  });

  it('player path, one betslip, search', async () => {
    const [first] = (await list('office1', 'op1/betslips', { size: 25 })).betslips.content;
    const mine = await list('office1', `op1/betslips/player/${first.playerId}`, { size: 100 });
    expect(mine.betslips.content.every((b) => b.playerId === first.playerId)).toBe(true);
    const { betrows, ...rest } = await full('office1', 'op1', first.id);
    expect(rest).toEqual(first);
    expect(betrows).toHaveLength(first.counters.allBets);
    const search = await list('office1', 'op1/betslips', { filter: { search: first.playerUsername } });
    expect(search.betslips.content.every((b) => b.playerUsername.includes(first.playerUsername))).toBe(true);
  });

  it('400s', async () => {
    expect(await expect400(api, 'office1', 'op1/betslips', { sort: 'nope,ASC' })).toContain('sort');
    expect(await expect400(api, 'office1', 'op1/betslips', { filter: { nope: 1 } })).toContain('filter.nope');
    expect(await expect400(api, 'office1', 'op1/betslips', { filter: { totalStake: { from: -1 } } })).toContain('filter.totalStake.from');
    expect(await expect400(api, 'office1', 'op1/betslips', { filter: { settlement: 'MAYBE' } })).toContain('filter.settlement');
    expect(await expect400(api, 'office1', 'op1/betslips', { size: 10_001 })).toContain('size');
    expect(await expect400(api, 'office1', 'op1/betslips', { filter: { id: 99999999999 } })).toContain('filter.id');
    expect(await expect400(api, 'office1', 'op1/betslips', { filter: { playerId: '2147483648' } })).toContain('filter.playerId');
    expect(await expect400(api, 'office1', 'op1/betslips/player/abc', {})).toContain('playerId');
    expect(await expect400(api, 'office1', 'op1/betslips/99999999999', {})).toContain('id');
  });

  it('401 without a token, 403 across operators, no leak through filters', async () => {
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/officeapp/op1/betslips' });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(api, 'office1', 'op2/betslips')).statusCode).toBe(403);
    const [foreign] = (await list('office2', 'op2/betslips', { size: 25 })).betslips.content;
    const leak = await list('office1', 'op1/betslips', { filter: { operatorCode: 'op2' } });
    expect(leak.betslips.totalElements).toBe(0);
    expect((await get(api, 'office1', `op1/betslips/${foreign.id}`)).statusCode).toBe(404);
    const viaPlayer = await list('office1', `op1/betslips/player/${foreign.playerId}`);
    expect(viaPlayer.betslips.totalElements).toBe(0);
  });
});

async function balance(playerId: number) {
  const [row] = await api.db.query<{ total: string; sum: string }>(sql`SELECT total_balance::text AS total,
    (SELECT coalesce(sum(account_movement), 0)::text FROM account_history WHERE player_id = ${playerId}) AS sum
    FROM players WHERE id = ${playerId}`);
  return { total: Number(row.total), sum: Number(row.sum) };
}

describe("the bet rows' totals row (the expanded betslip)", () => {
  /** The seeded betslip of a type with the most legs (so that a sum of legs would be far off). */
  async function seeded(type: string): Promise<Betslip> {
    const [row] = await api.db.query<{ id: number }>(sql`SELECT b.id FROM betslips b
      WHERE b.operator_code = 'op1' AND b.betslip_type = ${type}
      ORDER BY (SELECT count(*) FROM bet_rows r WHERE r.betslip_id = b.id) DESC, b.id LIMIT 1`);
    return full('office1', 'op1', row.id);
  }

  it.each(['MULTIPLE', 'SYSTEM'])('a %s betslip shows its own stake, max win and paid value, not sums of its legs', async (type) => {
    const record = await seeded(type);
    expect(record.betrows!.length).toBeGreaterThan(1);
    const totals = betRowTotals(record, record.betrows!);
    expect(totals).toEqual({ stake: record.totalStake, maxWin: record.maxWinValue, paid: record.paidValue ?? null });
    // Each leg carries the betslip's stake: the legs' sum is a multiple of the stake.
    expect(sumExact(record.betrows!.map((leg) => leg.betrowStake))).not.toBe(record.totalStake);
  });

  it('a SINGLES betslip shows its own figures too, which its legs add up to within a cent', async () => {
    const record = await seeded('SINGLES');
    const totals = betRowTotals(record, record.betrows!);
    expect(totals).toEqual({ stake: record.totalStake, maxWin: record.maxWinValue, paid: record.paidValue ?? null });
    expect(Math.abs(sumExact(record.betrows!.map((leg) => leg.betrowStake)) - record.totalStake)).toBeLessThan(0.01);
  });
});

describe('betslip actions', () => {
  it('cancel toggles isCancelled, refunds the stake, logs, and restores', async () => {
    const { betslips } = await list('office1', 'op1/betslips', { size: 200, filter: { settlement: 'NOT_SETTLED' } });
    const target = betslips.content.find((b) => !b.isCancelled && b.counters.notSettledBets === b.counters.allBets)!;
    const before = await balance(target.playerId);
    const response = await act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled: true }, target.id);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = Betslip.parse(response.json().payload);
    expect(cancelled).toMatchObject({ id: target.id, isCancelled: true, paidValue: target.totalStake });
    expect(cancelled.betslipStatus.simpleStatus).toBe('VOID');
    const after = await balance(target.playerId);
    expect(after.total).toBeCloseTo(before.total + target.totalStake, 2);
    expect(after.total).toBeCloseTo(after.sum, 2);
    const [log] = await api.db.query<{ log_type: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`SELECT log_type, before, after FROM activity_log WHERE affected_user_id = ${target.playerId} ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toMatchObject({ log_type: 'DATA_CHANGED', before: { isCancelled: false }, after: { isCancelled: true } });
    const restored = await act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled: false }, target.id);
    expect(restored.json().payload.isCancelled).toBe(false);
    expect((await balance(target.playerId)).total).toBeCloseTo(before.total, 2);
  });

  it('cancel is refused (409) once a bet row is settled; 400 for a bad flag; 404 across operators', async () => {
    const { betslips } = await list('office1', 'op1/betslips', {
      size: 25,
      filter: { settlement: 'SETTLED', 'betslipStatus.simpleStatus': ['LOST'] },
    });
    const settled = betslips.content.find((b) => !b.isCancelled)!;
    expect((await act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled: true }, settled.id)).statusCode).toBe(409);
    const bad = await api.call('office1', {
      method: 'POST',
      url: `/api/officeapp/op1/betslips/${settled.id}/cancel?isCancelled=maybe`,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    const [foreign] = (await list('office2', 'op2/betslips', { size: 25 })).betslips.content;
    expect((await act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled: true }, foreign.id)).statusCode).toBe(404);
  });

  it('bet row status: returns payload.betslip, sets manualOverride, re-settles, books the payout and logs', async () => {
    const { betslips } = await list('office1', 'op1/betslips', {
      size: 100,
      filter: { betslipType: ['SINGLES'], 'betslipStatus.simpleStatus': ['LOST'] },
    });
    const target = betslips.content.find((b) => !b.isCancelled && b.counters.allBets === 1)!;
    const [row] = (await full('office1', 'op1', target.id)).betrows;
    const before = await balance(target.playerId);
    const response = await act(api, 'office1', 'op1', betslip, 'setBetRowStatus', { betrowId: row.id, actionValue: 'WON' }, target.id);
    expect(response.statusCode, response.body).toBe(200);
    const updated = Betslip.parse(response.json().payload.betslip);
    expect(updated.betrows[0]).toMatchObject({ id: row.id, manualOverride: true, status: { code: 'WON' } });
    expect(updated.betslipStatus.simpleStatus).toBe('WON');
    // Paid: stake × odds to the cent (a product ending in half a cent may round either way).
    const payout = updated.paidValue!;
    expect(Math.abs(payout - row.betrowStake * row.outcomeValue)).toBeLessThanOrEqual(0.005 + 1e-9);
    const after = await balance(target.playerId);
    expect(after.total).toBeCloseTo(before.total + payout, 2);
    expect(after.total).toBeCloseTo(after.sum, 2);
    const [log] = await api.db.query<Record<string, unknown>>(
      sql`SELECT log_type, betrow_id::integer AS betrow_id, match_id::integer AS match_id, before, after FROM activity_log
        WHERE betrow_id = ${row.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toMatchObject({
      log_type: 'BETROW_SETTLEMENT_MANUALLY_CHANGED',
      betrow_id: row.id,
      match_id: row.matchId,
      before: { status: 'LOST' },
      after: { status: 'WON' },
    });
  });

  it('bet row status 400 for an unknown status, 404 for another operator', async () => {
    const [ownItem] = (await list('office1', 'op1/betslips', { size: 25 })).betslips.content;
    const own = await full('office1', 'op1', ownItem.id);
    const bad = await act(api, 'office1', 'op1', betslip, 'setBetRowStatus', { betrowId: own.betrows[0].id, actionValue: 'WON' }, own.id);
    expect(bad.statusCode).toBe(200);
    const invalid = await api.call('office1', {
      method: 'PUT',
      url: `/api/officeapp/op1/betslips/betrows/${own.betrows[0].id}/configure`,
      payload: { actionName: 'updateBetRowStatus', actionValue: 'MAYBE' },
    });
    expect(invalid.statusCode).toBe(400);
    const [foreignItem] = (await list('office2', 'op2/betslips', { size: 25 })).betslips.content;
    const foreign = await full('office2', 'op2', foreignItem.id);
    const other = await act(
      api,
      'office1',
      'op1',
      betslip,
      'setBetRowStatus',
      { betrowId: foreign.betrows[0].id, actionValue: 'WON' },
      foreign.id,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('betslips report', () => {
  it('streams the filtered rows with chosen headers, per player too', async () => {
    const filter = { betslipType: ['MULTIPLE'] };
    const { betslips } = await list('office1', 'op1/betslips', { size: 10000, filter });
    const reportHeaders = [
      { text: 'Id', value: 'id' },
      { text: 'Player, name', value: 'playerUsername' },
      { text: 'Stake', value: 'totalStake' },
    ];
    const response = await get(api, 'office1', 'op1/betslips/report', { filter: { ...filter, reportHeaders } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Id', 'Player, name', 'Stake']);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(betslips.content.map((b) => b.id));
    const playerId = betslips.content[0].playerId;
    const mine = parseCsv((await get(api, 'office1', `op1/betslips/report/player/${playerId}`, { filter: { reportHeaders } })).body);
    const count = (await list('office1', `op1/betslips/player/${playerId}`)).betslips.totalElements;
    expect(mine.length - 1).toBe(count);
  });

  it('accepts an all-pages size (reportPagesExportSize × page size) and bounds it', async () => {
    const ok = await get(api, 'central', 'central/betslips/report', { page: 0, size: 1000 * 10 });
    expect(ok.statusCode).toBe(200);
    expect(parseCsv(ok.body).length - 1).toBe((await list('central', 'central/betslips', { size: 100 })).betslips.totalElements);
    await expect400(api, 'central', 'central/betslips/report', { size: 100_001 });
  });
});
