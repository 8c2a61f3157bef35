/**
 * Races on PostgreSQL: N concurrent requests on one record for every state transition and money
 * path. Each transition checks its precondition on the locked row, so exactly one request of a
 * burst changes anything, the others see the new state; money moves once, in its own wallet, and
 * every player's balance stays the sum of their account history.
 */
import { betslip } from '../../../resources/betslip';
import { bonusRecord } from '../../../resources/bonusRecord';
import { kycGroup } from '../../../resources/kycGroup';
import { deposits } from '../../../resources/deposits';
import { payments } from '../../../resources/payments';
import { player } from '../../../resources/player';
import type { Player } from '../../../resources/player';
import { withdrawals } from '../../../resources/withdrawals';
import { sql } from '../../../server/db/sql';
import { act } from '../betting-helpers';
import { API, createTestApi, onPostgres, type TestApi } from '../helpers';

const N = 20;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Response = Awaited<ReturnType<TestApi['call']>>;

/** Runs `n` copies of a request at once; returns the status codes, sorted. */
async function burst(n: number, send: (index: number) => Promise<Response>): Promise<{ codes: number[]; responses: Response[] }> {
  const responses = await Promise.all(Array.from({ length: n }, (_, index) => send(index)));
  for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
  return { codes: responses.map((r) => r.statusCode).sort(), responses };
}

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

async function balances(playerId: number) {
  const [row] = await api.db.query<{ total: string; sum: string; bag: Player['balanceBag'] }>(sql`SELECT total_balance::text AS total,
      balance_bag AS bag,
      (SELECT coalesce(sum(account_movement), 0)::text FROM account_history WHERE player_id = ${playerId}) AS sum
    FROM players WHERE id = ${playerId}`);
  const bag = typeof row.bag === 'string' ? (JSON.parse(row.bag) as Player['balanceBag']) : row.bag;
  return { total: Number(row.total), sum: Number(row.sum), bag };
}

/** The balance equals the account history's sum, and the wallets add up to it. */
async function expectExact(playerId: number) {
  const state = await balances(playerId);
  expect(state.total).toBeCloseTo(state.sum, 2);
  if (state.bag.length > 0) expect(state.bag.reduce((sum, wallet) => sum + wallet.balance, 0)).toBeCloseTo(state.total, 2);
  return state;
}

async function logCount(condition: ReturnType<typeof sql>) {
  const [row] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM activity_log WHERE ${condition}`);
  return row.n;
}

describe('races on one record (PostgreSQL)', () => {
  it('runs on PostgreSQL', () => {
    expect(onPostgres()).toBe(true);
    expect(api.db.kind).toBe('postgres');
  });

  it(`${N} concurrent cancels of one LOCKED bonus: one succeeds, the player is debited once`, async () => {
    const [bonus] = await api.db.query<{ id: number; player_id: number; money: number }>(sql`SELECT id, player_id,
        bonus_money::float8 AS money FROM player_bonuses WHERE operator_code = 'op1' AND status = 'LOCKED' AND bonus_money > 0
      ORDER BY id LIMIT 1`);
    expect(bonus).toBeDefined();
    // Make the wallet bag consistent first, so that the check below sees only what the cancels do.
    const before = await expectExact(bonus.player_id);
    const { codes } = await burst(N, () => act(api, 'office1', 'op1', bonusRecord, 'cancel', {}, bonus.id));
    expect(count(codes, 200)).toBe(1);
    expect(count(codes, 409)).toBe(N - 1);
    const after = await expectExact(bonus.player_id);
    expect(after.total).toBeCloseTo(before.total - bonus.money, 2);
    expect(await logCount(sql`log_type = 'BONUS_CAMPAIGN_CHANGED' AND details LIKE ${`Bonus ${bonus.id} %`}`)).toBe(1);
  });

  it(`${N} concurrent cancels of one betslip: the stake is refunded once, into the betslip's wallet`, async () => {
    const [slip] = await api.db.query<{ id: number; player_id: number; stake: number; wallet_type: string }>(sql`SELECT b.id,
        b.player_id, b.total_stake::float8 AS stake, b.wallet_type FROM betslips b JOIN players p ON p.id = b.player_id
      WHERE b.operator_code = 'op1' AND NOT b.is_cancelled AND jsonb_array_length(p.balance_bag) > 1
        AND NOT EXISTS (SELECT 1 FROM bet_rows r WHERE r.betslip_id = b.id AND r.status <> 'NOT_SETTLED')
      ORDER BY b.id LIMIT 1`);
    expect(slip).toBeDefined();
    const before = await expectExact(slip.player_id);
    const { codes } = await burst(N, () => act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled: true }, slip.id));
    expect(count(codes, 200)).toBe(N);
    const after = await expectExact(slip.player_id);
    expect(after.total).toBeCloseTo(before.total + slip.stake, 2);
    // Only the betslip's wallet moved.
    const slot = slip.wallet_type === 'SECONDARY' ? 1 : 0;
    after.bag.forEach((wallet, index) =>
      expect(wallet.balance).toBeCloseTo(before.bag[index].balance + (index === slot ? slip.stake : 0), 2),
    );
    expect(await logCount(sql`transaction_id = ${String(slip.id)} AND details LIKE '%cancelled, stake refunded'`)).toBe(1);

    // Cancel and restore at the same time: the balance follows whichever state won, wallets exact.
    const mixed = await burst(N, (index) => act(api, 'office1', 'op1', betslip, 'cancel', { isCancelled: index % 2 === 0 }, slip.id));
    expect(count(mixed.codes, 200)).toBe(N);
    const [final] = await api.db.query<{ is_cancelled: boolean }>(sql`SELECT is_cancelled FROM betslips WHERE id = ${slip.id}`);
    const settled = await expectExact(slip.player_id);
    expect(settled.total).toBeCloseTo(before.total + (final.is_cancelled ? slip.stake : 0), 2);
    settled.bag.forEach((wallet, index) =>
      expect(wallet.balance).toBeCloseTo(before.bag[index].balance + (index === slot && final.is_cancelled ? slip.stake : 0), 2),
    );
  });

  it(`${N} concurrent bet row status changes: every payout difference booked once, balance exact`, async () => {
    const [row] = await api.db.query<{ id: number; betslip_id: number; player_id: number }>(sql`SELECT r.id, r.betslip_id, b.player_id
      FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id
      WHERE b.operator_code = 'op1' AND NOT b.is_cancelled AND b.betslip_type = 'SINGLES' ORDER BY r.id LIMIT 1`);
    const paid = async () =>
      (await api.db.query<{ paid: number | null }>(sql`SELECT paid_value::float8 AS paid FROM betslips WHERE id = ${row.betslip_id}`))[0]
        .paid ?? 0;
    const booked = async () =>
      (
        await api.db.query<{ sum: number }>(sql`SELECT coalesce(sum(account_movement), 0)::float8 AS sum FROM account_history
        WHERE betslip_id = ${row.betslip_id} AND kind IN ('BETSLIP_PAYOUT', 'BETSLIP_CANCEL')`)
      )[0].sum;
    const paidBefore = await paid();
    const bookedBefore = await booked();
    const statuses = ['WON', 'LOST', 'VOID', 'WON_HALF', 'LOST_HALF'];
    const { codes } = await burst(N, (index) =>
      act(
        api,
        'office1',
        'op1',
        betslip,
        'setBetRowStatus',
        { betrowId: row.id, actionValue: statuses[index % statuses.length] },
        row.betslip_id,
      ),
    );
    expect(count(codes, 200)).toBe(N);
    // What was booked for the betslip moved exactly as far as its payout did.
    expect((await booked()) - bookedBefore).toBeCloseTo((await paid()) - paidBefore, 2);
    await expectExact(row.player_id);
    expect(await logCount(sql`log_type = 'BETROW_SETTLEMENT_MANUALLY_CHANGED' AND betrow_id = ${row.id}`)).toBeGreaterThanOrEqual(N);
  });

  it(`${N} concurrent manual retries of one failed deposit: credited once`, async () => {
    const [deposit] = await api.db.query<{ rid: number; player_id: number; amount: number }>(sql`SELECT p.payment_request_id AS rid,
        p.player_id, p.account_movement::float8 AS amount FROM payments p JOIN players pl ON pl.id = p.player_id
      WHERE p.operator_code = 'op1' AND p.payment_request = 'DEPOSIT' AND p.payment_status = 'FAILED'
        AND p.currency = pl.balance_currency AND NOT (pl.limits ? 'selfProtectionDailyDepositLimit')
        AND NOT (pl.limits ? 'selfProtectionWeeklyDepositLimit') AND NOT (pl.limits ? 'selfProtectionMonthlyDepositLimit')
        AND p.account_movement BETWEEN 10 AND 2000
      ORDER BY p.id LIMIT 1`);
    expect(deposit).toBeDefined();
    const before = await expectExact(deposit.player_id);
    const { codes } = await burst(N, () => act(api, 'office1', 'op1', deposits, 'manualRetryDeposit', {}, deposit.rid));
    expect(count(codes, 200)).toBe(1);
    expect(count(codes, 400)).toBe(N - 1);
    const after = await expectExact(deposit.player_id);
    expect(after.total).toBeCloseTo(before.total + deposit.amount, 2);
  });

  it('retry and cancel of one deposit at once: exactly one wins', async () => {
    const [deposit] = await api.db.query<{ rid: number; player_id: number }>(sql`SELECT p.payment_request_id AS rid, p.player_id
      FROM payments p JOIN players pl ON pl.id = p.player_id
      WHERE p.operator_code = 'op1' AND p.payment_request = 'DEPOSIT' AND p.payment_status IN ('FAILED', 'EXPIRED', 'PENDING')
        AND p.currency = pl.balance_currency AND NOT (pl.limits ? 'selfProtectionDailyDepositLimit')
        AND NOT (pl.limits ? 'selfProtectionWeeklyDepositLimit') AND NOT (pl.limits ? 'selfProtectionMonthlyDepositLimit')
        AND p.account_movement BETWEEN 10 AND 2000
      ORDER BY p.id OFFSET 1 LIMIT 1`);
    expect(deposit).toBeDefined();
    const before = await expectExact(deposit.player_id);
    const { responses } = await burst(N, (index) =>
      act(api, 'office1', 'op1', deposits, index % 2 ? 'manualCancelDeposit' : 'manualRetryDeposit', {}, deposit.rid),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [row] = await api.db.query<{ status: string; amount: number }>(sql`SELECT payment_status AS status,
        account_movement::float8 AS amount FROM payments WHERE payment_request_id = ${deposit.rid} AND payment_request = 'DEPOSIT'`);
    const after = await expectExact(deposit.player_id);
    expect(after.total).toBeCloseTo(before.total + (row.status === 'PROCESSED' ? row.amount : 0), 2);
  });

  it(`${N} concurrent cancels of one withdrawal: the amount returns once`, async () => {
    const [withdrawal] = await api.db.query<{ rid: number; player_id: number; id: number }>(sql`SELECT p.payment_request_id AS rid,
        p.player_id, p.id FROM payments p JOIN players pl ON pl.id = p.player_id
      WHERE p.operator_code = 'op1' AND p.payment_request = 'WITHDRAWAL' AND p.payment_status IN ('PENDING', 'REQUESTED', 'ACCEPTED')
        AND p.currency = pl.balance_currency
        AND EXISTS (SELECT 1 FROM account_history a WHERE a.payment_id = p.id AND a.account_movement < 0)
      ORDER BY p.id LIMIT 1`);
    expect(withdrawal).toBeDefined();
    const [held] = await api.db.query<{ net: number }>(sql`SELECT -sum(account_movement)::float8 AS net FROM account_history
      WHERE payment_id = ${withdrawal.id} AND history_type = 'PAYMENT'`);
    const before = await expectExact(withdrawal.player_id);
    const { codes } = await burst(N, () => act(api, 'office1', 'op1', withdrawals, 'manualCancelWithdrawal', {}, withdrawal.rid));
    expect(count(codes, 200)).toBe(1);
    const after = await expectExact(withdrawal.player_id);
    expect(after.total).toBeCloseTo(before.total + held.net, 2);
  });

  it(`${N} concurrent manual withdrawals of the whole balance: one is paid, no overdraft`, async () => {
    const [target] = await api.db.query<{ id: number; username: string; currency: string; total: number }>(sql`SELECT p.id,
        p.username, p.balance_currency AS currency, p.total_balance::float8 AS total FROM players p
      WHERE p.operator_code = 'op1' AND p.kyc_status = 'VERIFIED' AND NOT p.withdrawal_disabled AND p.total_balance BETWEEN 50 AND 900
        AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.player_id = p.id AND b.status = 'LOCKED')
        AND jsonb_array_length(p.balance_bag) = 1 AND p.balance_bag -> 0 ->> 'gatewayCode' = 'CASH_DESK'
      ORDER BY p.id LIMIT 1`);
    expect(target).toBeDefined();
    await expectExact(target.id);
    const amount = Math.floor(target.total * 0.6);
    const body = {
      accountMovement: amount,
      balance: -1,
      date: new Date().toISOString(),
      description: 'Paid out at the desk',
      playerId: target.id,
      operatorCode: 'op1',
      type: 'PAYMENT',
      currency: target.currency,
      bonusCampaignId: null,
      paymentType: { requestType: 'WITHDRAWAL' },
      playerUsername: target.username,
      gatewayCode: 'CASH_DESK',
    };
    const { codes } = await burst(N, () => api.call('office1', { method: 'POST', url: `${API}/op1/payments`, payload: body }));
    expect(count(codes, 200)).toBe(1);
    const after = await expectExact(target.id);
    expect(after.total).toBeCloseTo(target.total - amount, 2);
    expect(after.total).toBeGreaterThanOrEqual(0);
  });

  it(`${N} concurrent bonus assignments to one deposit: one bonus`, async () => {
    const [deposit] = await api.db.query<{ id: number; player_id: number; campaign: number }>(sql`SELECT p.id, p.player_id,
        c.id AS campaign FROM payments p JOIN bonus_campaigns c ON c.operator_code = p.operator_code
          AND bonus_campaign_status(c.stage, c.start_time, c.end_time, now()) = 'ONGOING'
          AND c.currency = p.currency AND p.payment_wallet = ANY (c.gateways)
          AND (c.min_deposit_amount IS NULL OR p.account_movement >= c.min_deposit_amount)
      WHERE p.operator_code = 'op1' AND p.payment_request = 'DEPOSIT' AND p.payment_status = 'PROCESSED'
        AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.payment_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.player_id = p.player_id AND b.status = 'LOCKED')
      ORDER BY p.id LIMIT 1`);
    expect(deposit).toBeDefined();
    const { codes } = await burst(N, () =>
      act(
        api,
        'office1',
        'op1',
        payments,
        'assignBonusCampaign',
        { playerId: deposit.player_id, campaignId: deposit.campaign },
        deposit.id,
      ),
    );
    expect(count(codes, 200)).toBe(1);
    const [bonuses] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM player_bonuses WHERE payment_id = ${deposit.id}`,
    );
    expect(bonuses.n).toBe(1);
    await expectExact(deposit.player_id);
  });

  it(`${N} concurrent changes of one player's status, KYC status, withdrawal state and account type: each logged once`, async () => {
    const [target] = await api.db.query<{ id: number }>(sql`SELECT id FROM players WHERE operator_code = 'op1' AND status = 'ENABLED'
      AND kyc_status <> 'VERIFIED' AND withdrawal_state <> 'TRUSTED' AND account_type <> 'TESTER' ORDER BY id LIMIT 1`);
    const logs = () => logCount(sql`affected_user_id = ${target.id} AND log_type IN ('STATUS_CHANGED', 'DATA_CHANGED')`);
    const start = await logs();
    const ok = (result: { codes: number[] }) => expect(count(result.codes, 200)).toBe(N);
    ok(
      await burst(N, () =>
        act(api, 'office1', 'op1', player, 'changeStatus', { status: 'DISABLED', disabledReason: 'Fraud check' }, target.id),
      ),
    );
    ok(await burst(N, () => act(api, 'office1', 'op1', player, 'changeKycStatus', { kycStatus: 'VERIFIED' }, target.id)));
    ok(await burst(N, () => act(api, 'office1', 'op1', kycGroup, 'setWithdrawalState', { withdrawalState: 'TRUSTED' }, target.id)));
    ok(await burst(N, () => act(api, 'office1', 'op1', player, 'changeAccountType', { accountType: 'TESTER' }, target.id)));
    expect((await logs()) - start).toBe(4);
  });

  it(`${N} concurrent document decisions and full checks: one change each`, async () => {
    const [doc] = await api.db.query<{ id: number; player_id: number }>(sql`SELECT d.id, d.player_id FROM kyc_documents d
      JOIN players p ON p.id = d.player_id WHERE d.operator_code = 'op1' AND d.document_status = 'UNDER_REVIEW'
        AND p.kyc_status <> 'VERIFIED'
        AND NOT EXISTS (SELECT 1 FROM kyc_documents o WHERE o.player_id = d.player_id AND o.id <> d.id
          AND o.document_status = 'UNDER_REVIEW')
      ORDER BY d.id LIMIT 1`);
    expect(doc).toBeDefined();
    const logs = () => logCount(sql`affected_user_id = ${doc.player_id} AND log_type = 'DATA_CHANGED'`);
    const start = await logs();
    const decided = await burst(N, () =>
      act(api, 'office1', 'op1', kycGroup, 'setDocumentStatus', { documentId: doc.id, documentStatus: 'ACCEPTED' }, doc.player_id),
    );
    expect(count(decided.codes, 200)).toBe(N);
    expect((await logs()) - start).toBe(1);
    // A full check racing a document sent back to review: either the check saw the review (409) or ran before it.
    const mixed = await burst(N, (index) =>
      index === N - 1
        ? act(api, 'office1', 'op1', kycGroup, 'setDocumentStatus', { documentId: doc.id, documentStatus: 'UNDER_REVIEW' }, doc.player_id)
        : act(api, 'office1', 'op1', kycGroup, 'fullCheck', {}, doc.player_id),
    );
    expect(count(mixed.codes, 200)).toBeGreaterThanOrEqual(1);
    const [state] = await api.db.query<{ kyc: string; doc: string }>(sql`SELECT p.kyc_status AS kyc, d.document_status AS doc
      FROM players p JOIN kyc_documents d ON d.player_id = p.id WHERE d.id = ${doc.id}`);
    // Never a VERIFIED player with a document under review unless the check committed first.
    const checks = await logCount(sql`affected_user_id = ${doc.player_id} AND details LIKE 'Full KYC check:%'`);
    expect(checks).toBeLessThanOrEqual(1);
    if (state.doc === 'UNDER_REVIEW' && state.kyc === 'VERIFIED') expect(checks).toBe(1);
  });

  it(`${N} concurrent limit changes: every change logged with the value it replaced`, async () => {
    const [target] = await api.db.query<{ id: number }>(
      sql`SELECT id FROM players WHERE operator_code = 'op1' ORDER BY id OFFSET 3 LIMIT 1`,
    );
    const { codes } = await burst(N, (index) =>
      api.call('office1', {
        method: 'PUT',
        url: `${API}/op1/players/${target.id}/limits/selfProtectionDailyDepositLimit`,
        payload: { limit: 100 + index, description: `Limit ${index}`, reason: 'Player asked' },
      }),
    );
    expect(count(codes, 200)).toBe(N);
    const entries = await api.db.query<{
      before: { selfProtectionDailyDepositLimit: { limit: number } | null };
      after: { selfProtectionDailyDepositLimit: { limit: number } };
    }>(
      sql`SELECT before, after FROM activity_log WHERE affected_user_id = ${target.id}
        AND details LIKE 'Limit selfProtectionDailyDepositLimit%'
        ORDER BY id`,
    );
    expect(entries).toHaveLength(N);
    // A chain: each change's "before" is the previous change's "after" (no change read a stale value).
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i].before.selfProtectionDailyDepositLimit?.limit).toBe(entries[i - 1].after.selfProtectionDailyDepositLimit.limit);
    }
  });
});
