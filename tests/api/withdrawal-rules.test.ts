/**
 * The withdrawal check and its rules: `{op}/withdrawal/rules` (add in an operator's view, save,
 * delete, each logged), `withdrawal/reprocess` deciding undecided requests by the trust state and
 * the rules (a player past a rule's daily amount becomes LIMITED), and the demo status moves (a
 * demo database only; money moves once).
 */
import { z } from 'zod';
import { DepositRequest } from '../../resources/deposits';
import { WithdrawalRule } from '../../resources/withdrawalRules';
import { deposits } from '../../resources/deposits';
import { withdrawals } from '../../resources/withdrawals';
import { withdrawalRules } from '../../resources/withdrawalRules';
import { sql } from '../../server/db/sql';
import { DEMO_LOGIN_SETTING } from '../../server/shell/demoLogin';
import { act, get, type As } from './betting-helpers';
import { API, createTestApi, query, type TestApi } from './helpers';
import { expectBalanced, forceStatus, lastLog, makeWithdrawal, moneyOf, playerFor, withdrawalOf } from './request-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const addRule = (body: unknown, as: As = 'office1', op = 'op1') =>
  api.call(as, { method: 'POST', url: `${API}/${op}/withdrawal/rules`, payload: body as object });
const reprocess = (as: As = 'office1', op = 'op1') => act(api, as, op, withdrawals, 'reprocessWithdrawals', {});
const rulesOf = async (op = 'op1') =>
  z.array(WithdrawalRule.strict()).parse((await get(api, 'office1', `${op}/withdrawal/rules`, { size: 100 })).json().payload.content);

describe('withdrawal rules', () => {
  it("lists the seeded rules of the operator; the central view lists every operator's", async () => {
    const rules = await rulesOf();
    expect(rules.map((rule) => [rule.currency, rule.gatewayCode ?? null, rule.maxAmount, rule.dailyAmount ?? null])).toEqual([
      ['EUR', null, 200, 500],
      ['EUR', 'CASH_DESK', 100, 250],
    ]);
    const central = (await get(api, 'central', 'central/withdrawal/rules', { size: 100 })).json().payload.content as WithdrawalRule[];
    expect(new Set(central.map((rule) => rule.operatorCode))).toEqual(new Set(['op1', 'op2', 'op3']));
    expect((await get(api, 'office2', 'op1/withdrawal/rules')).statusCode).toBe(403);
  });

  it("adds a rule in an operator's view with its currency and gateway; refuses others, duplicates and the central view", async () => {
    const added = await addRule({ currency: 'EUR', gatewayCode: 'MPESA', maxAmount: 80, description: 'Small M-Pesa payouts' });
    expect(added.statusCode, added.body).toBe(200);
    const rule = WithdrawalRule.strict().parse(added.json().payload);
    expect(rule).toMatchObject({ operatorCode: 'op1', currency: 'EUR', gatewayCode: 'MPESA', maxAmount: 80, enabled: true });
    expect(rule.dailyAmount ?? null).toBeNull();
    const [log] = await api.db.query<Record<string, unknown>>(sql`SELECT * FROM activity_log WHERE log_type = 'DATA_CHANGED'
      AND details LIKE ${`Withdrawal rule ${rule.id} added%`}`);
    expect(log).toMatchObject({ operator_code: 'op1', user_username: 'office1@demo.test' });

    const duplicate = await addRule({ currency: 'EUR', gatewayCode: 'MPESA', maxAmount: 10 });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual([{ path: 'gatewayCode', message: `A rule for EUR via MPESA exists already: rule ${rule.id}` }]);
    const foreign = await addRule({ currency: 'RON', gatewayCode: 'PAYPAL', maxAmount: 10 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.map((error: { path: string }) => error.path)).toEqual(['currency', 'gatewayCode']);
    const invalid = await addRule({ currency: 'euro', maxAmount: -5 });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['currency', 'maxAmount']);
    const central = await addRule({ currency: 'EUR', maxAmount: 10 }, 'central', 'central');
    expect(central.statusCode).toBe(403);
    // A list query on the same path is still a list.
    const list = await api.call('office1', { method: 'POST', url: `${API}/op1/withdrawal/rules`, payload: { page: 0, size: 1 } });
    expect(list.json().payload).toMatchObject({ totalElements: 3 });
  });

  it('saves the amounts and the enabled flag, not the currency; deletes; each logged', async () => {
    const [rule] = (await rulesOf()).filter((candidate) => candidate.gatewayCode === 'MPESA');
    const saved = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/withdrawal/rules/${rule.id}${query({
        changes: [
          { fieldName: 'maxAmount', newValue: 90 },
          { fieldName: 'enabled', newValue: false },
        ],
      })}`,
      payload: rule,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({ maxAmount: 90, enabled: false });
    // A record without a version: a change's oldValue is compared with the stored field instead.
    const stale = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/withdrawal/rules/${rule.id}${query({ changes: [{ fieldName: 'maxAmount', newValue: 80, oldValue: rule.maxAmount }] })}`,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().errors).toEqual([{ path: 'maxAmount', message: 'Changed by someone else after it was loaded' }]);
    expect(stale.json().current).toMatchObject({ maxAmount: 90 });
    const currency = await api.call('office1', {
      method: 'PUT',
      url: `${API}/op1/withdrawal/rules/${rule.id}${query({ changes: [{ fieldName: 'currency', newValue: 'USD' }] })}`,
      payload: saved.json().payload,
    });
    expect(currency.statusCode).toBe(400);
    expect((await act(api, 'office2', 'op2', withdrawalRules, 'deleteWithdrawalRule', {}, rule.id)).statusCode).toBe(404);
    const deleted = await act(api, 'office1', 'op1', withdrawalRules, 'deleteWithdrawalRule', {}, rule.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(api, 'office1', `op1/withdrawal/rules/${rule.id}`)).statusCode).toBe(404);
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM activity_log
      WHERE details LIKE ${`Withdrawal rule ${rule.id} deleted%`} OR (log_type = 'DATA_CHANGED' AND after ? 'maxAmount'
        AND after->>'maxAmount' = '90')`);
    expect(n).toBe(2);
  });
});

describe('POST {op}/withdrawal/reprocess', () => {
  it('decides each undecided request by the trust state and the rules; past the daily amount the player becomes LIMITED', async () => {
    // op1's rules: EUR every gateway 200 (500 a day), EUR cash desk 100 (250 a day).
    const trusted = await playerFor(api, { state: 'TRUSTED', balance: 1200, skip: 0 });
    const blocked = await playerFor(api, { state: 'BLOCKED', skip: 3 });
    const fresh = await playerFor(api, { state: 'NEW', verified: false, skip: 4 });
    const unverified = await playerFor(api, { state: 'TRUSTED', verified: false, skip: 5 });
    const within = await makeWithdrawal(api, trusted, 150, { minutesAgo: 50 });
    const second = await makeWithdrawal(api, trusted, 180, { minutesAgo: 40, status: 'TO_CHECK' });
    const above = await makeWithdrawal(api, trusted, 250, { minutesAgo: 30 });
    const cash = await makeWithdrawal(api, trusted, 120, { minutesAgo: 25, gateway: 'CASH_DESK', status: 'REQUESTED' });
    const pastDaily = await makeWithdrawal(api, trusted, 190, { minutesAgo: 20 });
    const afterLimit = await makeWithdrawal(api, trusted, 20, { minutesAgo: 10 });
    const manual = await makeWithdrawal(api, blocked, 30);
    const newPlayer = await makeWithdrawal(api, fresh, 30);
    const noKyc = await makeWithdrawal(api, unverified, 30);
    const accepted = await makeWithdrawal(api, blocked, 25, { status: 'ACCEPTED' });
    const before = await moneyOf(api, trusted);

    const response = await reprocess();
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json().payload as { checked: number; accepted: number; waiting: number };
    expect(summary.checked).toBeGreaterThanOrEqual(9);
    expect(summary.accepted + summary.waiting).toBe(summary.checked);

    const expected: [number, string, string][] = [
      [within, 'ACCEPTED', 'AUTO_APPROVED'],
      [second, 'ACCEPTED', 'AUTO_APPROVED'],
      [above, 'TO_CHECK', 'ABOVE_RULE_LIMIT'],
      [cash, 'TO_CHECK', 'ABOVE_RULE_LIMIT'],
      [pastDaily, 'TO_CHECK', 'DAILY_LIMIT_REACHED'],
      [afterLimit, 'REQUESTED', 'LIMIT_REACHED'],
      [manual, 'REQUESTED', 'MANUAL_APPROVAL'],
      [newPlayer, 'TO_CHECK', 'NEW_PLAYER'],
      [noKyc, 'TO_CHECK', 'KYC_NOT_VERIFIED'],
    ];
    const [anyGateway, cashDesk] = await rulesOf();
    for (const [rid, status, checkResult] of expected) {
      const request = await withdrawalOf(api, rid);
      expect(request, String(rid)).toMatchObject({ status, checkResult, updatedBy: null });
    }
    expect((await withdrawalOf(api, within)).ruleId).toBe(anyGateway.id);
    expect((await withdrawalOf(api, cash)).ruleId).toBe(cashDesk.id);
    expect((await withdrawalOf(api, pastDaily)).ruleId).toBe(anyGateway.id);
    expect((await withdrawalOf(api, accepted)).status).toBe('ACCEPTED');
    // The player reached the daily amount: LIMITED, logged; no money moved.
    const [player] = await api.db.query<{ state: string }>(sql`SELECT withdrawal_state AS state FROM players WHERE id = ${trusted}`);
    expect(player.state).toBe('LIMITED');
    const after = await expectBalanced(api, trusted);
    expect(after.total).toBe(before.total);
    const [stateLog] = await api.db.query<Record<string, unknown>>(sql`SELECT * FROM activity_log WHERE affected_user_id = ${trusted}
      AND log_type = 'DATA_CHANGED' ORDER BY id DESC LIMIT 1`);
    expect(stateLog).toMatchObject({ before: { withdrawalState: 'TRUSTED' }, after: { withdrawalState: 'LIMITED' } });
    expect(await lastLog(api, blocked)).toMatchObject({
      log_type: 'WITHDRAWAL',
      user_username: 'office1@demo.test',
      after: { paymentStatus: 'REQUESTED', checkResult: 'MANUAL_APPROVAL', ruleId: null },
    });

    // Checked again to the same verdict: nothing is stored or logged twice.
    const logs = await moneyOf(api, blocked);
    const again = await reprocess();
    expect(again.json().payload.accepted).toBe(0);
    expect((await moneyOf(api, blocked)).logs).toBe(logs.logs);
    // A trust state changed since: the next check decides by it.
    await api.db.query(sql`UPDATE players SET withdrawal_state = 'TRUSTED' WHERE id = ${blocked}`);
    await reprocess();
    expect(await withdrawalOf(api, manual)).toMatchObject({ status: 'ACCEPTED', checkResult: 'AUTO_APPROVED' });
  });

  it("a disabled rule counts as none; the other operators' requests are not touched", async () => {
    const [anyGateway] = await rulesOf();
    await api.db.query(sql`UPDATE withdrawal_rules SET enabled = false WHERE id = ${anyGateway.id}`);
    try {
      const player = await playerFor(api, { state: 'TRUSTED', skip: 6 });
      const rid = await makeWithdrawal(api, player, 40);
      const [foreign] = await api.db.query<{ rid: number }>(sql`SELECT payment_request_id AS rid FROM payments
        WHERE operator_code = 'op2' AND payment_request = 'WITHDRAWAL' AND payment_status = 'PENDING' ORDER BY id LIMIT 1`);
      await reprocess();
      expect(await withdrawalOf(api, rid)).toMatchObject({ status: 'TO_CHECK', checkResult: 'NO_RULE' });
      if (foreign) expect((await withdrawalOf(api, foreign.rid, 'office2', 'op2')).status).toBe('PENDING');
      expect((await reprocess('office2', 'op1')).statusCode).toBe(403);
    } finally {
      await api.db.query(sql`UPDATE withdrawal_rules SET enabled = true WHERE id = ${anyGateway.id}`);
    }
  });
});

describe('demo status moves', () => {
  const moveDeposit = (rid: number, status: string, as: As = 'office1') =>
    act(api, as, 'op1', deposits, 'demoMoveDeposit', { status }, rid);
  const moveWithdrawal = (rid: number, status: string) => act(api, 'office1', 'op1', withdrawals, 'demoMoveWithdrawal', { status }, rid);

  it('moves a deposit to PROCESSED with its money once; a closed one never moves', async () => {
    const [deposit] = await api.db.query<{ rid: number; player: number; amount: number }>(sql`SELECT p.payment_request_id AS rid,
        p.player_id AS player, p.account_movement::float8 AS amount FROM payments p JOIN players pl ON pl.id = p.player_id
      WHERE p.operator_code = 'op1' AND p.payment_request = 'DEPOSIT' AND p.payment_status = 'PENDING' AND p.currency = pl.balance_currency
      ORDER BY p.id LIMIT 1`);
    const before = await expectBalanced(api, deposit.player);
    const moving = await moveDeposit(deposit.rid, 'PROCESSING');
    expect(moving.statusCode, moving.body).toBe(200);
    expect(DepositRequest.strict().parse(moving.json().payload)).toMatchObject({ status: 'PROCESSING' });
    expect((await expectBalanced(api, deposit.player)).total).toBe(before.total);
    const processed = await moveDeposit(deposit.rid, 'PROCESSED');
    expect(processed.statusCode, processed.body).toBe(200);
    const after = await expectBalanced(api, deposit.player);
    expect(after.total).toBeCloseTo(before.total + deposit.amount, 2);
    expect(await lastLog(api, deposit.player)).toMatchObject({ log_type: 'DEPOSIT', significance_level: 'Low30' });
    const again = await moveDeposit(deposit.rid, 'FAILED');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(
      new RegExp(`^A demo move applies only to a deposit that is not closed .*; deposit ${deposit.rid} is PROCESSED$`),
    );
    expect((await moveDeposit(deposit.rid, 'PROCESSED')).statusCode).toBe(400);
    expect((await expectBalanced(api, deposit.player)).total).toBeCloseTo(after.total, 2);
  });

  it("moves a withdrawal along the gateway's statuses; a returned status gives the amount back once", async () => {
    const player = await playerFor(api, { state: 'BLOCKED', skip: 7 });
    const rid = await makeWithdrawal(api, player, 45, { status: 'ACCEPTED' });
    const before = await expectBalanced(api, player);
    expect((await moveWithdrawal(rid, 'PROCESSING')).statusCode).toBe(200);
    expect((await moveWithdrawal(rid, 'PROCESSING')).statusCode).toBe(400);
    const back = await moveWithdrawal(rid, 'REJECTED_BY_GATEWAY');
    expect(back.statusCode, back.body).toBe(200);
    expect((await expectBalanced(api, player)).total).toBeCloseTo(before.total + 45, 2);
    expect((await moveWithdrawal(rid, 'REQUESTED')).statusCode).toBe(400);
    const paid = await makeWithdrawal(api, player, 15, { status: 'PROCESSING' });
    expect((await moveWithdrawal(paid, 'PROCESSED')).statusCode).toBe(200);
    expect((await expectBalanced(api, player)).total).toBeCloseTo(before.total + 45 - 15, 2);
  });

  it('is a 403 on a database without demo data, and for another operator', async () => {
    const player = await playerFor(api, { state: 'BLOCKED', skip: 8 });
    const rid = await makeWithdrawal(api, player, 10, { status: 'PROCESSING' });
    expect((await act(api, 'office2', 'op1', withdrawals, 'demoMoveWithdrawal', { status: 'FAILED' }, rid)).statusCode).toBe(403);
    const [setting] = await api.db.query<{ value: string }>(sql`SELECT value FROM settings WHERE key = ${DEMO_LOGIN_SETTING}`);
    await api.db.query(sql`DELETE FROM settings WHERE key = ${DEMO_LOGIN_SETTING}`);
    try {
      const refused = await moveWithdrawal(rid, 'FAILED');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/demo database only/);
    } finally {
      await api.db.query(sql`INSERT INTO settings (key, value) VALUES (${DEMO_LOGIN_SETTING}, ${setting.value})`);
    }
    await forceStatus(api, rid, 'PROCESSING');
    expect((await withdrawalOf(api, rid)).status).toBe('PROCESSING');
  });
});

describe('GET {op}/depositRequests', () => {
  it('lists deposits with their KYC status, filtered by status and amount, newest first', async () => {
    const response = await get(
      api,
      'office1',
      `op1/depositRequests${query({ size: 500, filter: { status: ['PENDING', 'FAILED'], amount: { from: 20 } } })}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = z.object({ content: z.array(DepositRequest.strict()), totalElements: z.number() }).parse(response.json().payload);
    expect(page.content.length).toBeGreaterThan(0);
    for (const row of page.content) {
      expect(['PENDING', 'FAILED']).toContain(row.status);
      expect(row.amount).toBeGreaterThanOrEqual(20);
      expect(row.operatorCode).toBe('op1');
    }
    const times = page.content.map((row) => row.created);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
