/**
 * Races on the withdrawal and deposit requests (PostgreSQL): 20 concurrent events on one request
 * leave one result; money returns or is credited once; reprocessing at once decides each request
 * once; two identical rules at once make one. Every player's balance stays the sum of their
 * account history.
 */
import { deposits } from '../../../resources/deposits';
import { withdrawals } from '../../../resources/withdrawals';
import { sql } from '../../../server/db/sql';
import { act } from '../betting-helpers';
import { API, createTestApi, onPostgres, type TestApi } from '../helpers';
import { decide, expectBalanced, makeWithdrawal, playerFor, withdrawalOf } from '../request-helpers';

const N = 20;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Response = Awaited<ReturnType<TestApi['call']>>;

/** Runs `n` requests at once; none may fail with a 5xx. */
async function burst(n: number, send: (index: number) => Promise<Response>): Promise<Response[]> {
  const responses = await Promise.all(Array.from({ length: n }, (_, index) => send(index)));
  for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
  return responses;
}

const ok = (responses: Response[]) => responses.filter((response) => response.statusCode === 200);

async function eventLogs(rid: number): Promise<number> {
  const [row] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM activity_log
    WHERE log_type = 'WITHDRAWAL' AND transaction_id = ${String(rid)} AND user_username IS NOT NULL AND user_role <> 'PLAYER'`);
  return row.n;
}

describe('races on withdrawal and deposit requests (PostgreSQL)', () => {
  it('runs on PostgreSQL', () => {
    expect(onPostgres()).toBe(true);
  });

  it(`${N} concurrent accepts of one request: one applies, the others are refused by the status rule`, async () => {
    const player = await playerFor(api, { state: 'BLOCKED', skip: 0 });
    const rid = await makeWithdrawal(api, player, 60, { status: 'REQUESTED' });
    const responses = await burst(N, () => decide(api, 'acceptWithdrawal', rid));
    expect(ok(responses)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(new RegExp(`withdrawal ${rid} is ACCEPTED$`));
    }
    expect(await eventLogs(rid)).toBe(1);
    await expectBalanced(api, player);
  });

  it(`${N} concurrent rejections of one request: the amount returns exactly once`, async () => {
    const player = await playerFor(api, { state: 'LIMITED', skip: 0 });
    const rid = await makeWithdrawal(api, player, 75.5, { status: 'TO_CHECK' });
    const before = await expectBalanced(api, player);
    const responses = await burst(N, () => decide(api, 'rejectWithdrawal', rid, { reason: 'Duplicate request' }));
    expect(ok(responses)).toHaveLength(1);
    const after = await expectBalanced(api, player);
    expect(after.total).toBeCloseTo(before.total + 75.5, 2);
    expect(after.history).toBe(before.history + 1);
    expect(await eventLogs(rid)).toBe(1);
  });

  it(`${N} concurrent mixed decisions (accept, pay out, reject, cancel) on one request: one result, money once`, async () => {
    const player = await playerFor(api, { state: 'BLOCKED', skip: 1 });
    const rid = await makeWithdrawal(api, player, 42, { status: 'PENDING' });
    const before = await expectBalanced(api, player);
    const actions = ['rejectWithdrawal', 'processWithdrawalManually', 'manualCancelWithdrawal', 'rejectWithdrawal'] as const;
    const responses = await burst(N, (index) => {
      const action = actions[index % actions.length];
      return decide(api, action, rid, action === 'rejectWithdrawal' ? { reason: 'Refused' } : {});
    });
    const winners = ok(responses);
    expect(winners).toHaveLength(1);
    const status = (await withdrawalOf(api, rid)).status;
    expect(winners[0].json().payload.status).toBe(status);
    const after = await expectBalanced(api, player);
    expect(after.total).toBeCloseTo(before.total + (status === 'PROCESSED' ? 0 : 42), 2);
    expect(await eventLogs(rid)).toBe(1);
  });

  it(`${N} concurrent demo moves to returned statuses and rejections: one returns the amount`, async () => {
    const player = await playerFor(api, { state: 'BLOCKED', skip: 2 });
    const rid = await makeWithdrawal(api, player, 33, { status: 'ACCEPTED' });
    const before = await expectBalanced(api, player);
    const responses = await burst(N, (index) =>
      index % 2
        ? act(api, 'office1', 'op1', withdrawals, 'demoMoveWithdrawal', { status: index % 4 === 1 ? 'EXPIRED' : 'REFUNDED' }, rid)
        : decide(api, 'rejectWithdrawal', rid, { reason: 'Refused' }),
    );
    expect(ok(responses)).toHaveLength(1);
    expect((await expectBalanced(api, player)).total).toBeCloseTo(before.total + 33, 2);
  });

  it(`${N} concurrent reprocessings: each undecided request is decided once`, async () => {
    const trusted = await playerFor(api, { state: 'TRUSTED', balance: 900, skip: 3 });
    const small = await makeWithdrawal(api, trusted, 50, { minutesAgo: 30 });
    const large = await makeWithdrawal(api, trusted, 450, { minutesAgo: 20 });
    const responses = await burst(N, () => act(api, 'office1', 'op1', withdrawals, 'reprocessWithdrawals', {}));
    expect(ok(responses)).toHaveLength(N);
    expect(await withdrawalOf(api, small)).toMatchObject({ status: 'ACCEPTED', checkResult: 'AUTO_APPROVED' });
    expect(await withdrawalOf(api, large)).toMatchObject({ status: 'TO_CHECK', checkResult: 'ABOVE_RULE_LIMIT' });
    for (const rid of [small, large]) expect(await eventLogs(rid)).toBe(1);
    const accepted = responses.reduce((total, response) => total + (response.json().payload.accepted as number), 0);
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM activity_log
      WHERE log_type = 'WITHDRAWAL' AND details LIKE '%checked again: % → ACCEPTED%' AND operator_code = 'op1'`);
    expect(accepted).toBe(n);
    await expectBalanced(api, trusted);
  });

  it(`${N} concurrent demo moves of one deposit to PROCESSED: credited once`, async () => {
    const [deposit] = await api.db.query<{ rid: number; player: number; amount: number }>(sql`SELECT p.payment_request_id AS rid,
        p.player_id AS player, p.account_movement::float8 AS amount FROM payments p JOIN players pl ON pl.id = p.player_id
      WHERE p.operator_code = 'op1' AND p.payment_request = 'DEPOSIT' AND p.payment_status = 'PENDING' AND p.currency = pl.balance_currency
      ORDER BY p.id LIMIT 1`);
    expect(deposit).toBeDefined();
    const before = await expectBalanced(api, deposit.player);
    const responses = await burst(N, (index) =>
      index % 2
        ? act(api, 'office1', 'op1', deposits, 'demoMoveDeposit', { status: 'PROCESSED' }, deposit.rid)
        : act(api, 'office1', 'op1', deposits, 'manualCancelDeposit', {}, deposit.rid),
    );
    expect(ok(responses)).toHaveLength(1);
    const [row] = await api.db.query<{ status: string }>(sql`SELECT payment_status AS status FROM payments
      WHERE payment_request = 'DEPOSIT' AND payment_request_id = ${deposit.rid}`);
    const after = await expectBalanced(api, deposit.player);
    expect(after.total).toBeCloseTo(before.total + (row.status === 'PROCESSED' ? deposit.amount : 0), 2);
  });

  it(`${N} concurrent additions of the same rule: one rule`, async () => {
    const responses = await burst(N, () =>
      api.call('office1', {
        method: 'POST',
        url: `${API}/op1/withdrawal/rules`,
        payload: { currency: 'EUR', gatewayCode: 'SKRILL', maxAmount: 70 },
      }),
    );
    expect(ok(responses)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) expect(refused.statusCode).toBe(400);
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM withdrawal_rules
      WHERE operator_code = 'op1' AND gateway_code = 'SKRILL'`);
    expect(n).toBe(1);
  });
});
