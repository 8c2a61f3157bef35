import { z } from 'zod';
import { AccountHistoryEntry } from '../../resources/accountHistory';
import { ActivityLogEntry, activityLog } from '../../resources/activityLog';
import { sql } from '../../server/db/sql';
import { createTestApi, type TestApi } from './helpers';
import { act, expect400, get, parseCsv } from './betting-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type As = 'central' | 'office1' | 'office2';
const page = <T extends z.ZodType>(schema: T) =>
  z.object({ success: z.literal(true), payload: z.object({ content: z.array(schema), totalElements: z.number().int() }) });

async function logs(as: As, path: string, params: Record<string, unknown> = {}) {
  const response = await get(api, as, path, params);
  expect(response.statusCode, response.body).toBe(200);
  return page(ActivityLogEntry).parse(response.json()).payload;
}
async function history(as: As, path: string, params: Record<string, unknown> = {}) {
  const response = await get(api, as, path, params);
  expect(response.statusCode, response.body).toBe(200);
  return page(AccountHistoryEntry).parse(response.json()).payload;
}

/** The profile's account history of a player (002 §7): the page grouped by day. */
const Grouped = z.object({
  success: z.literal(true),
  payload: z.object({
    groups: z.array(z.object({ key: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), content: z.array(AccountHistoryEntry) })),
    totalElements: z.number().int(),
  }),
});
async function playerHistory(as: As, op: string, playerId: number, params: Record<string, unknown> = {}) {
  const response = await get(api, as, `${op}/accountHistories/player/${playerId}`, params);
  expect(response.statusCode, response.body).toBe(200);
  const { groups, totalElements } = Grouped.parse(response.json()).payload;
  return { groups, totalElements, content: groups.flatMap((group) => group.content) };
}

describe('activity log', () => {
  it('list: schema, time DESC, many log types, transaction columns on payments', async () => {
    const { content } = await logs('central', 'central/activities-log', { size: 1000 });
    for (const entry of content) expect(ActivityLogEntry.strict().parse(entry)).toEqual(entry);
    const times = content.map((e) => e.time);
    expect([...times].sort().reverse()).toEqual(times);
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(DISTINCT log_type)::integer AS n FROM activity_log`);
    expect(n).toBeGreaterThanOrEqual(15);
    const deposits = await logs('central', 'central/activities-log', { filter: { logType: 'DEPOSIT' } });
    expect(deposits.content.length).toBeGreaterThan(0);
    for (const e of deposits.content) {
      expect(e.logType).toBe('DEPOSIT');
      expect(e.transactionId).toBeTruthy();
      expect(e.amount).toBeGreaterThan(0);
      expect(e.currency?.code).toBeTruthy();
    }
    const manual = await logs('central', 'central/activities-log', { filter: { logType: 'BETROW_SETTLEMENT_MANUALLY_CHANGED' } });
    for (const e of manual.content) expect(e.betrowId).toBeTruthy();
  });

  it('per player (affected user), time frame, search, significance', async () => {
    const [{ id }] = await api.db.query<{ id: number }>(sql`SELECT affected_user_id AS id FROM activity_log
      WHERE operator_code = 'op1' AND affected_user_role = 'PLAYER' GROUP BY affected_user_id ORDER BY count(*) DESC LIMIT 1`);
    const mine = await logs('office1', `op1/activities-log/player/${id}`, { size: 200 });
    expect(mine.totalElements).toBeGreaterThan(1);
    expect(mine.content.every((e) => e.affectedUserId === id && e.affectedUserRole === 'PLAYER')).toBe(true);
    const from = new Date(Date.now() - 86400_000).toISOString();
    const recent = await logs('central', 'central/activities-log', { filter: { time: { from } } });
    expect(recent.content.every((e) => e.time >= from)).toBe(true);
    const search = await logs('central', 'central/activities-log', { filter: { search: 'Logged in' } });
    expect(search.content.length).toBeGreaterThan(0);
    expect(search.content.every((e) => e.details!.includes('Logged in'))).toBe(true);
    const high = await logs('central', 'central/activities-log', { filter: { significanceLevel: ['High80'] } });
    expect(high.content.every((e) => e.significanceLevel === 'High80')).toBe(true);
    const sorted = await logs('central', 'central/activities-log', { sort: 'userCode.userUsername,ASC', size: 100 });
    const users = sorted.content.map((e) => e.userCode?.userUsername ?? '\uffff');
    expect([...users].sort()).toEqual(users);
  });

  it('400s, operator isolation', async () => {
    expect(await expect400(api, 'office1', 'op1/activities-log', { sort: 'details,ASC' })).toContain('sort');
    expect(await expect400(api, 'office1', 'op1/activities-log', { filter: { logType: 'NOPE' } })).toContain('filter.logType');
    expect(
      await expect400(api, 'office1', 'op1/activities-log', {
        filter: { time: { from: '2024-01-02T00:00:00Z', to: '2024-01-01T00:00:00Z' } },
      }),
    ).toContain('filter.time');
    expect((await get(api, 'office1', 'op2/activities-log')).statusCode).toBe(403);
    expect((await logs('office1', 'op1/activities-log', { filter: { operatorCode: 'op2' } })).totalElements).toBe(0);
  });

  it('add: central only, validated, MANUAL_ADDED_EVENT', async () => {
    const ok = await act(api, 'central', 'central', activityLog, 'addActivity', {
      significanceLevel: 'High80',
      details: '  Checked the payouts  ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const entry = ActivityLogEntry.parse(ok.json().payload);
    expect(entry).toMatchObject({
      logType: 'MANUAL_ADDED_EVENT',
      significanceLevel: 'High80',
      details: 'Checked the payouts',
      operatorCode: null,
    });
    const scoped = await act(api, 'central', 'op2', activityLog, 'addActivity', { significanceLevel: 'Info', details: 'For op2' });
    expect(scoped.json().payload.operatorCode).toBe('op2');
    const office = await act(api, 'office1', 'op1', activityLog, 'addActivity', { significanceLevel: 'Info', details: 'x' });
    expect(office.statusCode).toBe(403);
    const post = (payload: unknown) =>
      api.call('central', { method: 'POST', url: '/api/officeapp/central/activities-log/add', payload: payload as object });
    for (const payload of [
      { details: 'no level' },
      { significanceLevel: 'Info' },
      { significanceLevel: 'Info', details: '   ' },
      { significanceLevel: 'Info', details: 'x'.repeat(2001) },
      { significanceLevel: 'Loud', details: 'x' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    expect((await post({ significanceLevel: 'Info', details: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it('report per player with transaction columns', async () => {
    const reportHeaders = [
      { text: 'Type', value: 'logType' },
      { text: 'Amount', value: 'amount' },
      { text: 'Currency', value: 'currency.code' },
    ];
    const response = await get(api, 'central', 'central/activities-log/report', { filter: { logType: 'WITHDRAWAL', reportHeaders } });
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Type', 'Amount', 'Currency']);
    expect(rows.length - 1).toBe((await logs('central', 'central/activities-log', { filter: { logType: 'WITHDRAWAL' } })).totalElements);
    // Enum labels of the request's language (default English), amounts with two decimals.
    expect(rows.slice(1).every((r) => r[0] === 'Withdrawal' && /^\d+\.\d{2}$/.test(r[1]) && Number(r[1]) > 0 && r[2] !== '')).toBe(true);
  });
});

describe('account history', () => {
  it('list: schema, filters, per player', async () => {
    const { content } = await history('central', 'central/accountHistories', { size: 500 });
    for (const entry of content) expect(AccountHistoryEntry.strict().parse(entry)).toEqual(entry);
    const payments = await history('central', 'central/accountHistories', {
      size: 200,
      filter: { accountHistoryType: { historyType: ['PAYMENT'], paymentStatus: ['PROCESSED'] }, currencyCode: 'RON' },
    });
    expect(payments.content.length).toBeGreaterThan(0);
    for (const e of payments.content) {
      expect(e).toMatchObject({ accountHistoryType: { historyType: 'PAYMENT' }, paymentStatus: 'PROCESSED', currency: { code: 'RON' } });
      expect(e.paymentRequestId).toBeTruthy();
    }
    const playerId = content[0].playerId;
    const mine = await playerHistory('central', 'central', playerId, { size: 1000 });
    expect(mine.content.every((e) => e.playerId === playerId)).toBe(true);
    expect(
      await expect400(api, 'central', 'central/accountHistories', { filter: { accountHistoryType: { historyType: ['CASH'] } } }),
    ).toContain('filter.accountHistoryType.historyType.0');
    // accountHistoryType is an object filter (002 §7): a flat dotted key is not one of its keys.
    const flat = await get(api, 'central', 'central/accountHistories', { filter: { 'accountHistoryType.historyType': ['PAYMENT'] } });
    expect(flat.statusCode).toBe(400);
    expect(flat.json().message).toContain('accountHistoryType.historyType');
    const byStatus = await history('central', 'central/accountHistories', {
      size: 200,
      sort: 'accountHistoryType.paymentStatus,ASC',
      filter: { accountHistoryType: { historyType: ['PAYMENT'] } },
    });
    const statuses = byStatus.content.map((e) => e.paymentStatus ?? '');
    expect(statuses).toEqual([...statuses].sort());
    expect((await get(api, 'office2', 'op1/accountHistories')).statusCode).toBe(403);
  });
});

describe("the player's account history, grouped by day for the profile (002 §7)", () => {
  async function busyPlayer(): Promise<{ id: number; op: string }> {
    const [row] = await api.db.query<{ id: number; op: string }>(sql`SELECT player_id AS id, operator_code AS op FROM account_history
      GROUP BY player_id, operator_code HAVING count(DISTINCT date_trunc('day', created)) > 3 ORDER BY count(*) DESC, player_id LIMIT 1`);
    return row;
  }

  it('groups the page by the day of created in the time zone asked for; the groups flattened are the page', async () => {
    const { id, op } = await busyPlayer();
    const as = op === 'op1' ? 'office1' : 'central';
    const scope = as === 'office1' ? 'op1' : 'central';
    const flat = await history(as, `${scope}/accountHistories`, { size: 40, filter: { playerId: id } });
    const grouped = await playerHistory(as, scope, id, { size: 40, timeZone: 'Pacific/Kiritimati' });
    expect(grouped.content.length).toBeGreaterThan(5);
    expect(grouped.content.map((e) => e.id)).toEqual(flat.content.map((e) => e.id));
    const day = (created: string, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(created));
    for (const group of grouped.groups) {
      expect(group.content.every((e) => day(e.created, 'Pacific/Kiritimati') === group.key)).toBe(true);
    }
    // Sorted by created, one group per day, newest first.
    const keys = grouped.groups.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort().reverse()).toEqual(keys);
    // UTC by default: the same rows, the days counted in UTC.
    const utc = await playerHistory(as, scope, id, { size: 40 });
    expect(utc.content.map((e) => e.id)).toEqual(grouped.content.map((e) => e.id));
    for (const group of utc.groups) expect(group.content.every((e) => day(e.created, 'UTC') === group.key)).toBe(true);
  });

  it('pages (5, then 10) and filters by the time frame; a bad time zone is a 400 naming it', async () => {
    const { id, op } = await busyPlayer();
    const as = op === 'op1' ? 'office1' : 'central';
    const scope = as === 'office1' ? 'op1' : 'central';
    const five = await playerHistory(as, scope, id, { size: 5 });
    const ten = await playerHistory(as, scope, id, { size: 10 });
    expect(five.content).toHaveLength(5);
    expect(ten.content.slice(0, 5).map((e) => e.id)).toEqual(five.content.map((e) => e.id));
    expect(ten.totalElements).toBe(five.totalElements);
    const from = ten.content[4].created;
    const recent = await playerHistory(as, scope, id, { size: 100, filter: { created: { from } } });
    expect(recent.content.length).toBeGreaterThanOrEqual(5);
    expect(recent.content.every((e) => e.created >= from)).toBe(true);
    expect(recent.totalElements).toBe(recent.content.length);
    expect(await expect400(api, as, `${scope}/accountHistories/player/${id}`, { timeZone: 'Mars/Base' })).toContain('timeZone');
  });
});

describe('seed consistency', () => {
  it('every balance equals the sum of the account movements; no running balance below zero', async () => {
    const [row] = await api.db.query<{ off: number; negative: number; players: number; unlinked: number }>(sql`SELECT
      (SELECT count(*)::integer FROM players p WHERE p.total_balance <>
        (SELECT coalesce(sum(a.account_movement), 0) FROM account_history a WHERE a.player_id = p.id)) AS off,
      (SELECT count(*)::integer FROM account_history a WHERE a.balance_after < 0 AND a.description NOT LIKE '%restored%') AS negative,
      (SELECT count(DISTINCT player_id)::integer FROM account_history) AS players,
      (SELECT count(*)::integer FROM betslips b WHERE NOT EXISTS (SELECT 1 FROM account_history a WHERE a.betslip_id = b.id)) AS unlinked`);
    expect(row).toMatchObject({ off: 0, negative: 0, unlinked: 0 });
    expect(row.players).toBeGreaterThan(100);
  });

  it('sampled players: list balance = account history sum via the API; wallets add up', async () => {
    const players = (await get(api, 'central', 'central/players', { size: 25, sort: 'totalBalance.value,DESC' })).json().payload
      .content as {
      id: number;
      totalBalance: { value: number };
      balanceBag: { balance: number }[];
    }[];
    for (const player of players.slice(0, 5)) {
      const mine = await playerHistory('central', 'central', player.id, { size: 10000 });
      const sum = mine.content.reduce((total, e) => total + e.accountMovement, 0);
      expect(player.totalBalance.value).toBeCloseTo(sum, 2);
      expect(player.balanceBag.reduce((t, w) => t + w.balance, 0)).toBeCloseTo(player.totalBalance.value, 2);
    }
  });

  it('payments: balanceBefore + movement = balanceAfter for payments that moved money', async () => {
    const [row] = await api.db.query<{ bad: number }>(sql`SELECT count(*)::integer AS bad FROM payments p
      JOIN account_history a ON a.payment_id = p.id AND a.history_type = 'PAYMENT'
      WHERE p.balance_before + p.account_movement <> p.balance_after`);
    expect(row.bad).toBe(0);
  });
});
