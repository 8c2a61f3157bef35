/** Helpers of the withdrawal and deposit request API tests: requests made to measure, balances, the last log entry. */
import { expect } from 'vitest';
import type { Player } from '../../resources/player';
import type { WithdrawalRequest } from '../../resources/withdrawals';
import { sql } from '../../server/db/sql';
import { act, get, type As } from './betting-helpers';
import type { TestApi } from './helpers';
import { withdrawals } from '../../resources/withdrawals';

/** A player's balances, the sum of their account history and their activity-log entries. */
export async function moneyOf(api: TestApi, playerId: number) {
  const [row] = await api.db.query<{ total: number; bag: Player['balanceBag'] | string; sum: number; logs: number; history: number }>(sql`
    SELECT p.total_balance::float8 AS total, p.balance_bag AS bag,
      (SELECT coalesce(sum(account_movement), 0)::float8 FROM account_history WHERE player_id = p.id) AS sum,
      (SELECT count(*)::integer FROM account_history WHERE player_id = p.id) AS history,
      (SELECT count(*)::integer FROM activity_log WHERE affected_user_id = p.id) AS logs
    FROM players p WHERE p.id = ${playerId}`);
  const bag = typeof row.bag === 'string' ? (JSON.parse(row.bag) as Player['balanceBag']) : row.bag;
  return { ...row, bag };
}

/** The balance equals the account history, and the wallets add up to it. */
export async function expectBalanced(api: TestApi, playerId: number) {
  const money = await moneyOf(api, playerId);
  expect(money.total).toBeCloseTo(money.sum, 2);
  expect(money.bag.reduce((total, wallet) => total + wallet.balance, 0)).toBeCloseTo(money.total, 2);
  return money;
}

/** The newest activity-log entry about a player. */
export async function lastLog(api: TestApi, playerId: number) {
  const [row] = await api.db.query<Record<string, unknown>>(
    sql`SELECT * FROM activity_log WHERE affected_user_id = ${playerId} ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

/**
 * A player of `op` with one wallet holding at least `balance`, no withdrawal in the last day, set
 * to the given trust state and KYC (withdrawals blocked unless verified). `skip` picks another one.
 */
export async function playerFor(
  api: TestApi,
  options: { op?: string; state: Player['withdrawalState']; verified?: boolean; balance?: number; skip?: number },
): Promise<number> {
  const { op = 'op1', state, verified = true, balance = 600, skip = 0 } = options;
  const [row] = await api.db.query<{ id: number }>(sql`SELECT p.id FROM players p
    WHERE p.operator_code = ${op} AND jsonb_array_length(p.balance_bag) = 1 AND p.total_balance >= ${balance}
      AND NOT EXISTS (SELECT 1 FROM payments q WHERE q.player_id = p.id AND q.payment_request = 'WITHDRAWAL' AND q.created > now()
        - interval '2 days')
    ORDER BY p.id OFFSET ${skip} LIMIT 1`);
  expect(row, `no ${op} player with ${balance} in one wallet`).toBeDefined();
  await api.db.query(sql`UPDATE players SET withdrawal_state = ${state}, kyc_status = ${verified ? 'VERIFIED' : 'UNDER_REVIEW'},
    withdrawal_disabled = ${!verified} WHERE id = ${row.id}`);
  return row.id;
}

/**
 * A withdrawal request of the player as the player's app makes it: the payment in `status`
 * (PENDING: not yet checked), its amount reserved from the main wallet with an account entry.
 * Returns its request id.
 */
export async function makeWithdrawal(
  api: TestApi,
  playerId: number,
  amount: number,
  options: { status?: string; gateway?: string; minutesAgo?: number } = {},
): Promise<number> {
  const { status = 'PENDING', gateway = 'SKRILL', minutesAgo = 1 } = options;
  return api.db.transaction(async (tx) => {
    const [player] = await tx.query<{ op: string; username: string; currency: string; total: number }>(sql`SELECT operator_code AS op,
        username, balance_currency AS currency, total_balance::float8 AS total FROM players WHERE id = ${playerId} FOR UPDATE`);
    const at = sql`now() - ${minutesAgo} * interval '1 minute'`;
    const [payment] = await tx.query<{ id: number; rid: number }>(sql`INSERT INTO payments (payment_request, payment_request_id, created,
        operator_code, player_id, player_username, payment_method, payment_wallet, payment_status, balance_before, account_movement,
        balance_after, tax_percentage, currency, description, country, ip_address)
      VALUES ('WITHDRAWAL', nextval('manual_payment_request_seq'), ${at}, ${player.op}, ${playerId}, ${player.username}, 'EWALLET',
        ${gateway}, ${status}, ${player.total}, ${-amount}, ${player.total - amount}, 0, ${player.currency}, 'Test withdrawal',
          'HRV', '10.9.9.9')
      RETURNING id, payment_request_id AS rid`);
    await tx.query(sql`INSERT INTO account_history (operator_code, player_id, player_username, history_type, kind, payment_request,
        payment_status, account_movement, balance_after, currency_code, created, description, payment_id, payment_request_id)
      VALUES (${player.op}, ${playerId}, ${player.username}, 'PAYMENT', 'WITHDRAWAL', 'WITHDRAWAL', ${status}, ${-amount},
        ${player.total - amount}, ${player.currency}, now(), 'Test withdrawal', ${payment.id}, ${payment.rid})`);
    await tx.query(sql`UPDATE players SET total_balance = total_balance - ${amount},
      balance_bag = jsonb_set(balance_bag, '{0,balance}', to_jsonb((balance_bag -> 0 ->> 'balance')::numeric - ${amount}))
      WHERE id = ${playerId}`);
    return payment.rid;
  });
}

/** Sets a request's status directly (a state the test starts from). */
export async function forceStatus(api: TestApi, rid: number, status: string, direction = 'WITHDRAWAL') {
  await api.db.query(
    sql`UPDATE payments SET payment_status = ${status} WHERE payment_request = ${direction} AND payment_request_id = ${rid}`,
  );
}

/** The withdrawal request as the API reads it. */
export async function withdrawalOf(api: TestApi, rid: number, as: As = 'office1', op = 'op1'): Promise<WithdrawalRequest> {
  const response = await get(api, as, `${op}/withdrawal/requests/${rid}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as WithdrawalRequest;
}

/** Sends a withdrawal event (or the manual cancel) the way the console does. */
export function decide(
  api: TestApi,
  action: 'acceptWithdrawal' | 'processWithdrawalManually' | 'rejectWithdrawal' | 'manualCancelWithdrawal',
  rid: number,
  input: Record<string, unknown> = {},
  as: As = 'office1',
  op = 'op1',
) {
  return act(api, as, op, withdrawals, action, input, rid);
}
