import { z } from 'zod';
import { AccountHistoryEntry } from '../../resources/accountHistory';
import { DepositRequest, deposits } from '../../resources/deposits';
import { BonusCampaignAvailability } from '../../resources/payments';
import { WithdrawalRequest, withdrawals } from '../../resources/withdrawals';
import type { Player } from '../../resources/player';
import { sql } from '../../server/db/sql';
import { API, createTestApi, type TestApi } from './helpers';
import { act, get, type As } from './betting-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface Request {
  id: number;
  rid: number;
  playerId: number;
  movement: number;
  wallet: string;
  op: string;
}

/**
 * A payment request of `direction` in `status`: op1 by default, of a player with one wallet and
 * no self-protection deposit limits (so a retried deposit passes the deposit rules).
 */
async function requestOf(direction: 'DEPOSIT' | 'WITHDRAWAL', status: string, op = 'op1', skip = 0): Promise<Request> {
  const [row] = await api.db.query<Request>(sql`SELECT p.id, p.payment_request_id AS rid, p.player_id AS "playerId",
      p.account_movement::float8 AS movement, p.payment_wallet AS wallet, p.operator_code AS op
    FROM payments p JOIN players pl ON pl.id = p.player_id
    WHERE p.operator_code = ${op} AND p.payment_request = ${direction} AND p.payment_status = ${status}
      AND p.currency = pl.balance_currency AND jsonb_array_length(pl.balance_bag) = 1
      AND NOT (pl.limits ? 'selfProtectionDailyDepositLimit') AND NOT (pl.limits ? 'selfProtectionWeeklyDepositLimit')
      AND p.account_movement BETWEEN -2000 AND 5000
    ORDER BY p.id OFFSET ${skip} LIMIT 1`);
  expect(row, `no ${op} ${direction} in ${status}`).toBeDefined();
  return row;
}

async function state(playerId: number) {
  const [row] = await api.db.query<{ total: number; bag: Player['balanceBag']; history: number; logs: number; sum: number }>(sql`
    SELECT p.total_balance::float8 AS total, p.balance_bag AS bag,
      (SELECT count(*)::integer FROM account_history WHERE player_id = p.id) AS history,
      (SELECT count(*)::integer FROM activity_log WHERE affected_user_id = p.id) AS logs,
      (SELECT coalesce(sum(account_movement), 0)::float8 FROM account_history WHERE player_id = p.id) AS sum
    FROM players p WHERE p.id = ${playerId}`);
  return row;
}

async function lastLog(playerId: number) {
  const [row] = await api.db.query<Record<string, unknown>>(
    sql`SELECT * FROM activity_log WHERE affected_user_id = ${playerId} ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

const retry = (as: As, op: string, rid: number) => act(api, as, op, deposits, 'manualRetryDeposit', {}, rid);
const cancelDeposit = (as: As, op: string, rid: number) => act(api, as, op, deposits, 'manualCancelDeposit', {}, rid);
const cancelWithdrawal = (as: As, op: string, rid: number) => act(api, as, op, withdrawals, 'manualCancelWithdrawal', {}, rid);
const post = (as: As, path: string) => api.call(as, { method: 'POST', url: `${API}/${path}` });

/** The 400 of a refused status, naming the rule. */
function expectStatusRule(response: Awaited<ReturnType<typeof post>>, message: string | RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, errors: [{ path: 'status', message: expect.any(String) }] });
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('the manual actions as declared', () => {
  it('POST deposits/{id}/manualRetry|manualCancel and withdrawals/{id}/manualCancel, the id being the request id', () => {
    expect(deposits.actions.manualRetryDeposit.request).toMatchObject({ method: 'POST', basePath: 'deposits', path: '{id}/manualRetry' });
    expect(deposits.actions.manualCancelDeposit.request).toMatchObject({ basePath: 'deposits', path: '{id}/manualCancel' });
    expect(withdrawals.actions.manualCancelWithdrawal.request).toMatchObject({ basePath: 'withdrawals', path: '{id}/manualCancel' });
  });
});

describe('POST {op}/deposits/{id}/manualRetry', () => {
  it('processes a failed deposit: payment, wallet, balance, account history and activity log in one go', async () => {
    const deposit = await requestOf('DEPOSIT', 'FAILED');
    const before = await state(deposit.playerId);
    const response = await retry('office1', 'op1', deposit.rid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success).toBe(true);
    const updated = DepositRequest.strict().parse(response.json().payload);
    expect(updated).toMatchObject({ id: deposit.rid, status: 'PROCESSED', amount: deposit.movement, updatedBy: 'office1@demo.test' });
    // The same shape as the single-record endpoint; the payment row carries the balances around it.
    expect((await get(api, 'office1', `op1/depositRequests/${deposit.rid}`)).json().payload).toEqual(updated);
    const payment = (await get(api, 'office1', `op1/payments/${deposit.id}`)).json().payload;
    expect(payment).toMatchObject({ paymentStatus: 'PROCESSED', balanceBefore: before.total });
    expect(payment.balanceAfter).toBeCloseTo(before.total + deposit.movement, 2);

    const after = await state(deposit.playerId);
    expect(after.total).toBeCloseTo(before.total + deposit.movement, 2);
    expect(after.sum).toBeCloseTo(after.total, 2);
    expect(after.history).toBe(before.history + 1);
    expect(after.logs).toBe(before.logs + 1);
    const walletSum = after.bag.reduce((sum, wallet) => sum + wallet.balance, 0);
    expect(walletSum).toBeCloseTo(after.total, 2);
    const wallet = after.bag.find((w) => w.gatewayCode === deposit.wallet)!;
    const walletBefore = before.bag.find((w) => w.gatewayCode === deposit.wallet)?.balance ?? 0;
    expect(wallet.balance).toBeCloseTo(walletBefore + deposit.movement, 2);
    expect(wallet.currency).toEqual({ code: before.bag[0].currency.code });

    const [entry] = await api.db.query<Record<string, unknown>>(
      sql`SELECT kind, payment_request, payment_status, account_movement::float8 AS movement, balance_after::float8 AS balance_after
        FROM account_history WHERE payment_id = ${deposit.id}`,
    );
    expect(entry).toMatchObject({ kind: 'DEPOSIT', payment_request: 'DEPOSIT', payment_status: 'PROCESSED', movement: deposit.movement });
    expect(entry.balance_after).toBeCloseTo(after.total, 2);

    const log = await lastLog(deposit.playerId);
    expect(log).toMatchObject({
      log_type: 'DEPOSIT',
      operator_code: 'op1',
      user_username: 'office1@demo.test',
      transaction_id: String(deposit.rid),
      wallet_code: wallet.code,
      before: expect.objectContaining({ paymentStatus: 'FAILED' }),
      after: expect.objectContaining({ paymentStatus: 'PROCESSED' }),
    });
    expect(Number(log.amount)).toBe(deposit.movement);

    expectStatusRule(
      await retry('office1', 'op1', deposit.rid),
      `A manual retry applies only to a deposit with status PENDING, FAILED, EXPIRED or REJECTED_BY_GATEWAY; ` +
        `deposit ${deposit.rid} is PROCESSED`,
    );
  });

  it('retries a PENDING deposit and keeps the self-protection deposit limits', async () => {
    const pending = await requestOf('DEPOSIT', 'PENDING');
    const response = await retry('office1', 'op1', pending.rid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.status).toBe('PROCESSED');

    const failed = await requestOf('DEPOSIT', 'FAILED');
    await api.db.query(sql`UPDATE players SET limits = limits || jsonb_build_object('selfProtectionDailyDepositLimit',
        jsonb_build_object('limit', 1, 'origin', 'MANUAL', 'description', 'Test', 'reason', 'Test')) WHERE id = ${failed.playerId}`);
    const before = await state(failed.playerId);
    const refused = await retry('office1', 'op1', failed.rid);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([{ path: 'amount', message: expect.stringMatching(/daily deposit limit of 1/) }]),
    );
    expect(await state(failed.playerId)).toEqual(before);
    expect((await get(api, 'office1', `op1/payments/${failed.id}`)).json().payload.paymentStatus).toBe('FAILED');
  });

  it('refuses PROCESSED, CANCELED and withdrawals', async () => {
    const processed = await requestOf('DEPOSIT', 'PROCESSED');
    expectStatusRule(
      await retry('office1', 'op1', processed.rid),
      `A manual retry applies only to a deposit with status PENDING, FAILED, EXPIRED or REJECTED_BY_GATEWAY; ` +
        `deposit ${processed.rid} is PROCESSED`,
    );
    const canceled = await requestOf('DEPOSIT', 'CANCELED');
    expect((await retry('office1', 'op1', canceled.rid)).json().message).toMatch(/is CANCELED$/);
    // A withdrawal's request id is not a deposit.
    const withdrawal = await requestOf('WITHDRAWAL', 'REQUESTED');
    expect((await retry('office1', 'op1', withdrawal.rid)).statusCode).toBe(404);
  });
});

describe('POST {op}/deposits/{id}/manualCancel', () => {
  it('cancels an open or failed deposit without moving money, with a log entry', async () => {
    for (const status of ['PENDING', 'EXPIRED']) {
      const deposit = await requestOf('DEPOSIT', status, 'op1', 1);
      const before = await state(deposit.playerId);
      const response = await cancelDeposit('office1', 'op1', deposit.rid);
      expect(response.statusCode, response.body).toBe(200);
      const updated = DepositRequest.strict().parse(response.json().payload);
      expect(updated).toMatchObject({ id: deposit.rid, status: 'CANCELED' });
      const after = await state(deposit.playerId);
      expect(after).toMatchObject({ total: before.total, history: before.history, logs: before.logs + 1 });
      expect(await lastLog(deposit.playerId)).toMatchObject({
        log_type: 'DEPOSIT',
        transaction_id: String(deposit.rid),
        user_username: 'office1@demo.test',
        before: { paymentStatus: status },
        after: { paymentStatus: 'CANCELED' },
      });
      const again = await cancelDeposit('office1', 'op1', deposit.rid);
      expectStatusRule(
        again,
        new RegExp(`^A manual cancel applies only to a deposit with status PENDING, .*; deposit ${deposit.rid} is CANCELED$`),
      );
      expect((await retry('office1', 'op1', deposit.rid)).statusCode).toBe(400);
    }
  });

  it('refuses a PROCESSED deposit', async () => {
    const processed = await requestOf('DEPOSIT', 'PROCESSED', 'op1', 1);
    const response = await cancelDeposit('office1', 'op1', processed.rid);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `A manual cancel applies only to a deposit with status PENDING, REQUESTED, ACCEPTED, PROCESSING, ACKNOWLEDGED, TO_CHECK, UNKNOWN, ` +
        `FAILED, EXPIRED or REJECTED_BY_GATEWAY; deposit ${processed.rid} is PROCESSED`,
    );
  });
});

describe('POST {op}/withdrawals/{id}/manualCancel', () => {
  it('returns the reserved amount: payment, wallet, balance, account history and log stay consistent', async () => {
    const withdrawal = await requestOf('WITHDRAWAL', 'REQUESTED');
    const reserved = -withdrawal.movement;
    const [held] = await api.db.query<{ net: number }>(
      sql`SELECT sum(account_movement)::float8 AS net FROM account_history WHERE payment_id = ${withdrawal.id}`,
    );
    expect(held.net).toBeCloseTo(withdrawal.movement, 2);
    const before = await state(withdrawal.playerId);
    const response = await cancelWithdrawal('office1', 'op1', withdrawal.rid);
    expect(response.statusCode, response.body).toBe(200);
    const updated = WithdrawalRequest.strict().parse(response.json().payload);
    expect(updated).toMatchObject({ id: withdrawal.rid, status: 'CANCELED', amount: reserved });
    expect((await get(api, 'office1', `op1/withdrawal/requests/${withdrawal.rid}`)).json().payload).toEqual(updated);

    const after = await state(withdrawal.playerId);
    expect(after.total).toBeCloseTo(before.total + reserved, 2);
    expect(after.sum).toBeCloseTo(after.total, 2);
    expect(after.history).toBe(before.history + 1);
    expect(after.logs).toBe(before.logs + 1);
    expect(after.bag.reduce((sum, wallet) => sum + wallet.balance, 0)).toBeCloseTo(after.total, 2);
    const [net] = await api.db.query<{ net: number }>(
      sql`SELECT sum(account_movement)::float8 AS net FROM account_history WHERE payment_id = ${withdrawal.id}`,
    );
    expect(net.net).toBeCloseTo(0, 2);

    // The account history shows the reservation and its return, the running balance ending at the balance.
    const history = await get(api, 'office1', `op1/accountHistories/player/${withdrawal.playerId}`, { size: 25 });
    expect(history.statusCode, history.body).toBe(200);
    // The player's account history is grouped by day (002 §7).
    const groups = z.array(z.object({ key: z.string(), content: z.array(AccountHistoryEntry) })).parse(history.json().payload.groups);
    const entries = groups.flatMap((group) => group.content);
    const returned = entries.find((e) => e.paymentRequestId === withdrawal.rid && e.accountMovement > 0)!;
    expect(returned).toMatchObject({
      accountHistoryType: { historyType: 'PAYMENT', paymentRequest: 'WITHDRAWAL', withdrawState: 'CANCELED' },
      paymentStatus: 'CANCELED',
      accountMovement: reserved,
    });
    const [last] = await api.db.query<{ balance_after: number }>(sql`SELECT balance_after::float8 AS balance_after FROM account_history
      WHERE player_id = ${withdrawal.playerId} ORDER BY created DESC, id DESC LIMIT 1`);
    expect(last.balance_after).toBeCloseTo(after.total, 2);

    const log = await lastLog(withdrawal.playerId);
    expect(log).toMatchObject({
      log_type: 'WITHDRAWAL',
      operator_code: 'op1',
      user_username: 'office1@demo.test',
      transaction_id: String(withdrawal.rid),
      before: expect.objectContaining({ paymentStatus: 'REQUESTED' }),
      after: expect.objectContaining({ paymentStatus: 'CANCELED' }),
    });
    expect(Number(log.amount)).toBeCloseTo(reserved, 2);

    expectStatusRule(
      await cancelWithdrawal('office1', 'op1', withdrawal.rid),
      `A manual cancel applies only to a withdrawal with status PENDING, REQUESTED, ACCEPTED, PROCESSING or TO_CHECK; ` +
        `withdrawal ${withdrawal.rid} is CANCELED`,
    );
    expect((await state(withdrawal.playerId)).total).toBeCloseTo(after.total, 2);
  });

  it('refuses a paid out or rejected withdrawal, and a deposit id', async () => {
    for (const status of ['PROCESSED', 'REJECTED_BY_OPERATOR']) {
      const withdrawal = await requestOf('WITHDRAWAL', status);
      const response = await cancelWithdrawal('office1', 'op1', withdrawal.rid);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`withdrawal ${withdrawal.rid} is ${status}$`));
    }
    const deposit = await requestOf('DEPOSIT', 'PENDING', 'op1', 2);
    expect((await cancelWithdrawal('office1', 'op1', deposit.rid)).statusCode).toBe(404);
  });

  it('is all or nothing: a failure at the last write leaves nothing changed', async () => {
    const withdrawal = await requestOf('WITHDRAWAL', 'ACCEPTED');
    await api.db.execScript(`
      CREATE FUNCTION fail_payment_action() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.log_type = 'WITHDRAWAL' THEN RAISE EXCEPTION 'forced failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_payment_action BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION fail_payment_action();`);
    try {
      const before = await state(withdrawal.playerId);
      const response = await cancelWithdrawal('office1', 'op1', withdrawal.rid);
      expect(response.statusCode).toBe(500);
      expect(await state(withdrawal.playerId)).toEqual(before);
      expect((await get(api, 'office1', `op1/payments/${withdrawal.id}`)).json().payload.paymentStatus).toBe('ACCEPTED');
    } finally {
      await api.db.execScript('DROP TRIGGER fail_payment_action ON activity_log; DROP FUNCTION fail_payment_action();');
    }
  });
});

describe('manual payment actions: parameters, authentication and operator isolation', () => {
  it('400 for a malformed id, 404 for an unknown one', async () => {
    for (const path of ['op1/deposits/abc/manualRetry', 'op1/withdrawals/-4/manualCancel']) {
      const response = await post('office1', path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors[0].path).toBe('id');
    }
    expect((await post('office1', 'op1/deposits/0/manualCancel')).statusCode).toBe(404);
    expect((await post('office1', 'op1/deposits/99999999999/manualRetry')).statusCode).toBe(400);
    const unknown = await post('office1', 'op1/deposits/1999999999/manualRetry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Deposit 1999999999 not found' });
    expect((await post('office1', 'op1/withdrawals/1999999999/manualCancel')).statusCode).toBe(404);
  });

  it('401 without a token', async () => {
    const deposit = await requestOf('DEPOSIT', 'FAILED', 'op1', 3);
    const response = await api.app.inject({ method: 'POST', url: `${API}/op1/deposits/${deposit.rid}/manualRetry` });
    expect(response.statusCode).toBe(401);
  });

  it('an office manager cannot act on another operator: 403 on its path, 404 for its records through their own', async () => {
    const foreign = await requestOf('DEPOSIT', 'FAILED', 'op2');
    const foreignWithdrawal = await requestOf('WITHDRAWAL', 'REQUESTED', 'op2');
    const before = await state(foreign.playerId);
    expect((await retry('office1', 'op2', foreign.rid)).statusCode).toBe(403);
    expect((await cancelDeposit('office1', 'op2', foreign.rid)).statusCode).toBe(403);
    expect((await cancelWithdrawal('office1', 'op2', foreignWithdrawal.rid)).statusCode).toBe(403);
    expect((await retry('office1', 'op1', foreign.rid)).statusCode).toBe(404);
    expect((await cancelWithdrawal('office1', 'op1', foreignWithdrawal.rid)).statusCode).toBe(404);
    expect((await retry('office1', 'central', foreign.rid)).statusCode).toBe(403);
    expect(await state(foreign.playerId)).toEqual(before);
    expect((await get(api, 'office2', `op2/payments/${foreign.id}`)).json().payload.paymentStatus).toBe('FAILED');
    // Its own office manager and the central view may.
    expect((await cancelDeposit('office2', 'op2', foreign.rid)).json().payload.status).toBe('CANCELED');
    const central = await cancelWithdrawal('central', 'central', foreignWithdrawal.rid);
    expect(central.statusCode, central.body).toBe(200);
    expect(central.json().payload.status).toBe('CANCELED');
    expect(await lastLog(foreignWithdrawal.playerId)).toMatchObject({
      log_type: 'WITHDRAWAL',
      operator_code: 'op2',
      user_username: 'central@demo.test',
    });
  });
});

describe('GET {op}/{playerId}/bonus/campaigns?bonusContext=newDeposit', () => {
  const Entries = z.array(BonusCampaignAvailability.strict());

  async function campaignsOf(playerId: number, params: Record<string, unknown>, as: As = 'office1', op = 'op1') {
    return get(api, as, `${op}/${playerId}/bonus/campaigns`, params);
  }

  it('lists the campaigns a new deposit can take: the player currency, available unless a bonus is running', async () => {
    const [free] = await api.db.query<{ id: number; currency: string }>(sql`SELECT id, balance_currency AS currency FROM players p
      WHERE operator_code = 'op1' AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.player_id = p.id AND b.status = 'LOCKED')
      ORDER BY id LIMIT 1`);
    const response = await campaignsOf(free.id, { bonusContext: 'newDeposit' });
    expect(response.statusCode, response.body).toBe(200);
    const entries = Entries.parse(response.json().payload);
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM bonus_campaigns
      WHERE operator_code = 'op1' AND bonus_campaign_status(stage, start_time, end_time, now()) = 'ONGOING'
        AND currency = ${free.currency}`);
    expect(entries).toHaveLength(n);
    expect(n).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.bonusCampaign.currency).toBe(free.currency);
      expect(entry).toMatchObject({ available: true, unavailabilityReasonText: null });
    }
    // Campaigns whose minimum is above any small amount are still offered: the amount is checked with the deposit.
    expect(entries.some((entry) => (entry.bonusCampaign.minDepositAmount ?? 0) > 100)).toBe(true);

    const [locked] = await api.db.query<{ id: number }>(sql`SELECT player_id AS id FROM player_bonuses
      WHERE operator_code = 'op1' AND status = 'LOCKED' ORDER BY id LIMIT 1`);
    const busy = Entries.parse((await campaignsOf(locked.id, { bonusContext: 'newDeposit' })).json().payload);
    expect(busy.length).toBeGreaterThan(0);
    for (const entry of busy)
      expect(entry).toMatchObject({ available: false, unavailabilityReasonText: 'The player already has an active bonus' });
  });

  it('existingDeposit stays the default; bad parameters are 400s; other operators 403', async () => {
    const deposit = await requestOf('DEPOSIT', 'PROCESSED', 'op1', 2);
    const byDefault = await campaignsOf(deposit.playerId, { transactionId: deposit.id });
    const explicit = await campaignsOf(deposit.playerId, { bonusContext: 'existingDeposit', transactionId: deposit.id });
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.json().payload).toEqual(explicit.json().payload);

    const bad = await campaignsOf(deposit.playerId, { bonusContext: 'oldDeposit' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('bonusContext');
    const withTransaction = await campaignsOf(deposit.playerId, { bonusContext: 'newDeposit', transactionId: deposit.id });
    expect(withTransaction.statusCode).toBe(400);
    expect(withTransaction.json().errors[0].path).toBe('transactionId');
    expect((await campaignsOf(deposit.playerId, { bonusContext: 'newDeposit' }, 'office2')).statusCode).toBe(403);
    const [foreign] = await api.db.query<{ id: number }>(sql`SELECT id FROM players WHERE operator_code = 'op2' ORDER BY id LIMIT 1`);
    expect((await campaignsOf(foreign.id, { bonusContext: 'newDeposit' })).statusCode).toBe(404);
  });
});
