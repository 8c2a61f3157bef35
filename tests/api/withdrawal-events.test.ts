/**
 * `{op}/withdrawal/requests` and its events (`withdrawEvent/{event}`): the list and its default
 * view equal to Home's queue, every status rule of every event, the money of each (a rejection
 * returns exactly the amount, nothing applies twice), the activity log, and operator isolation.
 */
import { z } from 'zod';
import { DashboardSummary, queueWireFilter } from '../../resources/dashboard';
import { PaymentStatus } from '../../resources/enums';
import { WITHDRAWAL_EVENTS, WITHDRAWAL_WAITING_STATUSES, WithdrawalRequest, type WithdrawalEvent } from '../../resources/withdrawals';
import { sql } from '../../server/db/sql';
import { get } from './betting-helpers';
import { API, createTestApi, query, type TestApi } from './helpers';
import { decide, expectBalanced, forceStatus, lastLog, makeWithdrawal, moneyOf, playerFor, withdrawalOf } from './request-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const Page = z.object({ content: z.array(WithdrawalRequest.strict()), totalElements: z.number().int() });

const ACTION_OF: Record<WithdrawalEvent, 'acceptWithdrawal' | 'processWithdrawalManually' | 'rejectWithdrawal'> = {
  WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE: 'acceptWithdrawal',
  PROCESS_MANUAL_WITHDRAWAL: 'processWithdrawalManually',
  WITHDRAWAL_REJECTED_FROM_BACKOFFICE: 'rejectWithdrawal',
};
const INPUT_OF: Record<WithdrawalEvent, Record<string, unknown>> = {
  WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE: {},
  PROCESS_MANUAL_WITHDRAWAL: { note: 'Paid at the cash desk, receipt 77' },
  WITHDRAWAL_REJECTED_FROM_BACKOFFICE: { reason: 'Documents do not match the account holder' },
};
const EVENTS = Object.keys(WITHDRAWAL_EVENTS) as WithdrawalEvent[];

describe('GET {op}/withdrawal/requests', () => {
  it("lists the requests with the trust state and KYC status; the default view equals Home's queue", async () => {
    const filter = queueWireFilter('withdrawalsWaiting');
    const response = await get(api, 'office1', `op1/withdrawal/requests${query({ size: 200, sort: 'created,ASC', filter })}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = Page.parse(response.json().payload);
    expect(page.totalElements).toBeGreaterThan(0);
    for (const row of page.content) {
      expect(WITHDRAWAL_WAITING_STATUSES).toContain(row.status);
      expect(row.operatorCode).toBe('op1');
      expect(row.amount).toBeGreaterThan(0);
    }
    const times = page.content.map((row) => row.created);
    expect([...times].sort()).toEqual(times);
    // Some wait since today.
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    expect(page.content.some((row) => new Date(row.created) >= today)).toBe(true);
    for (const [as, op] of [
      ['office1', 'op1'],
      ['central', 'central'],
    ] as const) {
      const summary = DashboardSummary.parse((await get(api, as, `${op}/dashboard`)).json().payload);
      const list = (await get(api, as, `${op}/withdrawal/requests${query({ size: 1, filter })}`)).json().payload;
      expect(summary.queues.withdrawalsWaiting, op).toBe(list.totalElements);
    }
  });

  it('filters by trust state, KYC status, check result, amount and status; sorts on amount', async () => {
    const filter = { withdrawalState: ['TRUSTED'], kycStatus: ['VERIFIED'], amount: { from: 50, to: 400 }, status: ['PROCESSED'] };
    const page = Page.parse(
      (await get(api, 'office1', `op1/withdrawal/requests${query({ size: 500, sort: 'amount,DESC', filter })}`)).json().payload,
    );
    expect(page.content.length).toBeGreaterThan(0);
    for (const row of page.content) {
      expect(row).toMatchObject({ withdrawalState: 'TRUSTED', kycStatus: 'VERIFIED', status: 'PROCESSED' });
      expect(row.amount).toBeGreaterThanOrEqual(50);
      expect(row.amount).toBeLessThanOrEqual(400);
    }
    const amounts = page.content.map((row) => row.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const checked = Page.parse(
      (await get(api, 'office1', `op1/withdrawal/requests${query({ filter: { checkResult: ['AUTO_APPROVED'] } })}`)).json().payload,
    );
    for (const row of checked.content) expect(row).toMatchObject({ checkResult: 'AUTO_APPROVED', ruleId: expect.any(Number) });
    const bad = await get(api, 'office1', `op1/withdrawal/requests${query({ filter: { withdrawalState: ['FRIENDLY'] } })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toMatch(/^filter\.withdrawalState/);
  });

  it('keeps operators apart: office2 gets 403 on op1, 404 for an op1 request on op2; the central view sees all', async () => {
    const [foreign] = await api.db.query<{ rid: number }>(sql`SELECT payment_request_id AS rid FROM payments
      WHERE operator_code = 'op1' AND payment_request = 'WITHDRAWAL' ORDER BY id LIMIT 1`);
    expect((await get(api, 'office2', 'op1/withdrawal/requests')).statusCode).toBe(403);
    expect((await get(api, 'office2', `op2/withdrawal/requests/${foreign.rid}`)).statusCode).toBe(404);
    const ops = Page.parse(
      (await get(api, 'central', `central/withdrawal/requests${query({ size: 2000, filter: {} })}`)).json().payload,
    ).content.map((row) => row.operatorCode);
    expect(new Set(ops)).toEqual(new Set(['op1', 'op2', 'op3']));
    expect((await get(api, 'office1', 'op2/depositRequests')).statusCode).toBe(403);
  });
});

describe('the status rules of the withdrawal events', () => {
  it('every event is refused on every status outside its rule with a 400 naming the rule, and nothing moves', async () => {
    const playerId = await playerFor(api, { state: 'BLOCKED', skip: 0 });
    const rid = await makeWithdrawal(api, playerId, 40);
    for (const event of EVENTS) {
      const allowed: readonly string[] = WITHDRAWAL_EVENTS[event].from;
      for (const status of PaymentStatus.options.filter((candidate) => !allowed.includes(candidate))) {
        await forceStatus(api, rid, status);
        const before = await moneyOf(api, playerId);
        const response = await decide(api, ACTION_OF[event], rid, INPUT_OF[event]);
        expect(response.statusCode, `${event} on ${status}`).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          message:
            `${event} applies only to a withdrawal with status ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}; ` +
            `withdrawal ${rid} is ${status}`,
          errors: [{ path: 'status', message: `Expected one of ${allowed.join(', ')}; was ${status}` }],
        });
        expect(await moneyOf(api, playerId)).toEqual(before);
        expect((await withdrawalOf(api, rid)).status).toBe(status);
      }
    }
  });

  it('accept and process manually apply to each of their statuses and move no money', async () => {
    const playerId = await playerFor(api, { state: 'BLOCKED', skip: 1 });
    const rid = await makeWithdrawal(api, playerId, 35);
    for (const event of ['WITHDRAWAL_ACCEPTED_FROM_BACKOFFICE', 'PROCESS_MANUAL_WITHDRAWAL'] as const) {
      for (const status of WITHDRAWAL_EVENTS[event].from) {
        await forceStatus(api, rid, status);
        const before = await moneyOf(api, playerId);
        const response = await decide(api, ACTION_OF[event], rid, INPUT_OF[event]);
        expect(response.statusCode, `${event} on ${status}: ${response.body}`).toBe(200);
        const updated = WithdrawalRequest.strict().parse(response.json().payload);
        expect(updated).toMatchObject({ id: rid, status: WITHDRAWAL_EVENTS[event].to, updatedBy: 'office1@demo.test', amount: 35 });
        expect(updated.statusReason ?? null).toBe(event === 'PROCESS_MANUAL_WITHDRAWAL' ? 'Paid at the cash desk, receipt 77' : null);
        const after = await expectBalanced(api, playerId);
        expect(after).toMatchObject({ total: before.total, history: before.history, logs: before.logs + 1 });
        expect(await lastLog(api, playerId)).toMatchObject({
          log_type: 'WITHDRAWAL',
          significance_level: event === 'PROCESS_MANUAL_WITHDRAWAL' ? 'High80' : 'Normal60',
          user_username: 'office1@demo.test',
          transaction_id: String(rid),
          before: expect.objectContaining({ paymentStatus: status }),
          after: expect.objectContaining({ paymentStatus: WITHDRAWAL_EVENTS[event].to }),
        });
      }
    }
  });

  it('a rejection on each of its statuses returns exactly the amount with an account entry, once', async () => {
    const playerId = await playerFor(api, { state: 'LIMITED', skip: 0 });
    for (const [index, status] of WITHDRAWAL_EVENTS.WITHDRAWAL_REJECTED_FROM_BACKOFFICE.from.entries()) {
      const amount = 20 + index * 5.25;
      const rid = await makeWithdrawal(api, playerId, amount, { status });
      const before = await expectBalanced(api, playerId);
      const response = await decide(api, 'rejectWithdrawal', rid, { reason: '  Duplicate request  ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(WithdrawalRequest.strict().parse(response.json().payload)).toMatchObject({
        status: 'REJECTED_BY_OPERATOR',
        statusReason: 'Duplicate request',
        updatedBy: 'office1@demo.test',
      });
      const after = await expectBalanced(api, playerId);
      expect(after.total).toBeCloseTo(before.total + amount, 2);
      expect(after.history).toBe(before.history + 1);
      const [entry] = await api.db.query<Record<string, unknown>>(sql`SELECT kind, payment_status, account_movement::float8 AS movement,
          balance_after::float8 AS balance FROM account_history WHERE payment_request_id = ${rid} AND account_movement > 0`);
      expect(entry).toMatchObject({ kind: 'WITHDRAWAL_REJECTED', payment_status: 'REJECTED_BY_OPERATOR', movement: amount });
      expect(entry.balance).toBeCloseTo(after.total, 2);
      expect(await lastLog(api, playerId)).toMatchObject({
        log_type: 'WITHDRAWAL',
        after: expect.objectContaining({ paymentStatus: 'REJECTED_BY_OPERATOR', reason: 'Duplicate request' }),
      });
      // No event applies twice, and nothing after a rejection moves money again.
      for (const action of ['rejectWithdrawal', 'processWithdrawalManually', 'acceptWithdrawal', 'manualCancelWithdrawal'] as const) {
        const again = await decide(api, action, rid, action === 'rejectWithdrawal' ? { reason: 'Again' } : {});
        expect(again.statusCode, action).toBe(400);
      }
      expect((await expectBalanced(api, playerId)).total).toBeCloseTo(after.total, 2);
    }
  });

  it('a rejection needs a reason; paying out needs a player whose withdrawals are not blocked', async () => {
    const playerId = await playerFor(api, { state: 'TRUSTED', verified: false, skip: 0 });
    const rid = await makeWithdrawal(api, playerId, 30, { status: 'TO_CHECK' });
    for (const reason of [undefined, '   ', 'x'.repeat(256)]) {
      const response = await api.call('office1', {
        method: 'POST',
        url: `${API}/op1/withdrawal/requests/${rid}/withdrawEvent/WITHDRAWAL_REJECTED_FROM_BACKOFFICE`,
        payload: reason === undefined ? {} : { reason },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('reason');
    }
    for (const action of ['acceptWithdrawal', 'processWithdrawalManually'] as const) {
      const response = await decide(api, action, rid);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ path: 'withdrawalDisabled', message: 'Withdrawal is not allowed, account verification is required.' }],
      });
    }
    expect((await withdrawalOf(api, rid)).status).toBe('TO_CHECK');
    expect((await decide(api, 'rejectWithdrawal', rid, { reason: 'Account verification is required' })).statusCode).toBe(200);
  });

  it("an unknown event, an unknown request and another operator's request are refused", async () => {
    const playerId = await playerFor(api, { state: 'BLOCKED', skip: 2 });
    const rid = await makeWithdrawal(api, playerId, 25, { status: 'REQUESTED' });
    const unknownEvent = await api.call('office1', {
      method: 'POST',
      url: `${API}/op1/withdrawal/requests/${rid}/withdrawEvent/PAY_TWICE`,
      payload: {},
    });
    expect(unknownEvent.statusCode).toBe(404);
    expect((await decide(api, 'acceptWithdrawal', 1999999999)).statusCode).toBe(404);
    expect((await decide(api, 'acceptWithdrawal', rid, {}, 'office2', 'op1')).statusCode).toBe(403);
    expect((await decide(api, 'acceptWithdrawal', rid, {}, 'office2', 'op2')).statusCode).toBe(404);
    // A deposit's request id is no withdrawal.
    const [deposit] = await api.db.query<{ rid: number }>(sql`SELECT payment_request_id AS rid FROM payments
      WHERE operator_code = 'op1' AND payment_request = 'DEPOSIT' AND payment_request_id NOT IN
        (SELECT payment_request_id FROM payments WHERE payment_request = 'WITHDRAWAL') ORDER BY id LIMIT 1`);
    expect((await decide(api, 'acceptWithdrawal', deposit.rid)).statusCode).toBe(404);
    expect((await withdrawalOf(api, rid)).status).toBe('REQUESTED');
    // The central view acts on every operator's requests.
    const central = await decide(api, 'acceptWithdrawal', rid, {}, 'central', 'central');
    expect(central.statusCode, central.body).toBe(200);
    expect(central.json().payload).toMatchObject({ status: 'ACCEPTED', updatedBy: 'central@demo.test' });
  });
});
