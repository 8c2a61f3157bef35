/**
 * Demo data of the withdrawal and deposit request screens, over the payments the betting seed made
 * (months of requests of every operator and currency): the withdrawal rules of each operator, then
 * every status of both directions with its decision (when, by which manager, why, and for a
 * withdrawal the check's result under the rules and the player's trust state). Old requests are
 * settled; those of the last three days wait for a person. A withdrawal moved to a status that
 * returns its amount gets its return entry, and the running balances and balances follow, so every
 * balance still equals the account history. Set-based and deterministic; requests it has seen
 * (`updated` set) are left alone.
 */
import type { Queryable } from './db/database';
import { sql, typed } from './db/sql';
import { WITHDRAWAL_RETURNED_STATUSES } from '../resources/paymentRequests';
import { recomputeBalances } from './seed-betting';
import { seedHash, timed } from './seed-tools';

/** The operators' rules: amounts in the operator's currency, `days` since they were written. */
const RULES = [
  { op: 'op1', gateway: null, max: 200, daily: 500, enabled: true, description: 'Everyday withdrawals of trusted players', days: 160 },
  { op: 'op1', gateway: 'CASH_DESK', max: 100, daily: 250, enabled: true, description: 'Cash leaves the desk: a lower amount', days: 90 },
  { op: 'op2', gateway: null, max: 300, daily: 800, enabled: true, description: 'Everyday withdrawals of trusted players', days: 120 },
  {
    op: 'op2',
    gateway: 'MPESA',
    max: 150,
    daily: null,
    enabled: false,
    description: 'Paused while M-Pesa payouts are reconciled',
    days: 12,
  },
  { op: 'op3', gateway: null, max: 250, daily: 600, enabled: true, description: 'Everyday withdrawals of trusted players', days: 200 },
  { op: 'op3', gateway: 'SKRILL', max: 400, daily: 1000, enabled: true, description: 'Skrill accounts are verified by Skrill', days: 45 },
];

const REJECT_REASONS = [
  'The payment account belongs to someone else',
  'Bonus abuse suspected: the rollover was met with opposite bets',
  'Documents do not match the account holder',
  'Requested by the player on the phone',
  'Duplicate request',
];
const KYC_REASON = 'Account verification is required before a payout';
const DEPOSIT_REJECT_REASONS = [
  'Card holder name differs from the account',
  'Deposit from a restricted country',
  'Chargeback on an earlier deposit',
];

/** The manager who decides for each operator: its office manager, else the central manager. */
const STAFF = sql`(SELECT o.code AS op, coalesce(
    (SELECT m.username FROM managers m WHERE m.operator_code = o.code ORDER BY m.id LIMIT 1),
    (SELECT m.username FROM managers m WHERE m.role = 'CENTRAL_MANAGER' ORDER BY m.id LIMIT 1)) AS username
  FROM operators o)`;

/** The withdrawal check of the server (handlers/withdrawal-check.ts) in SQL, over `pl` (player), `p` (payment) and `r` (rule). */
const CHECK = sql`CASE WHEN pl.withdrawal_state = 'NEW' THEN 'NEW_PLAYER' WHEN pl.withdrawal_disabled THEN 'KYC_NOT_VERIFIED'
  WHEN pl.withdrawal_state = 'BLOCKED' THEN 'MANUAL_APPROVAL' WHEN pl.withdrawal_state = 'LIMITED' THEN 'LIMIT_REACHED'
  WHEN r.id IS NULL THEN 'NO_RULE' WHEN -p.account_movement > r.max_amount THEN 'ABOVE_RULE_LIMIT' ELSE 'AUTO_APPROVED' END`;

async function seedRules(tx: Queryable): Promise<void> {
  await tx.query(sql`INSERT INTO withdrawal_rules (operator_code, currency, gateway_code, max_amount, daily_amount, enabled, description,
      created, updated)
    SELECT r.op, o.currency, r.gateway, r.max, r.daily, r.enabled, r.description, now() - r.days * interval '1 day',
      now() - r.days * interval '1 day' + interval '25 minutes'
    FROM jsonb_to_recordset(${typed(RULES, 'jsonb')}) AS r(op text, gateway text, max numeric, daily numeric, enabled boolean,
      description text, days integer)
    JOIN operators o ON o.code = r.op
    ORDER BY r.op, r.gateway NULLS FIRST
    ON CONFLICT DO NOTHING`);
}

/**
 * Withdrawals requested today by players who may be paid out (verified, with the money in their
 * main wallet), `perOperator` per operator, each reserving its amount; a few of them already
 * failed or unknown at the gateway. Their status is decided with the others' below.
 */
async function freshWithdrawals(tx: Queryable, perOperator: number): Promise<number[]> {
  const h = seedHash('p.id', 710);
  const rows = await tx.query<{ id: number; player_id: number }>(sql`
    WITH c AS (
      SELECT p.id, p.operator_code, p.username, p.realm, p.balance_currency AS currency, p.country, ${h} AS hh,
        (p.balance_bag -> 0 ->> 'balance')::numeric AS main,
        row_number() OVER (PARTITION BY p.operator_code ORDER BY ${h}, p.id) AS k
      FROM players p
      WHERE p.status = 'ENABLED' AND NOT p.withdrawal_disabled AND (p.balance_bag -> 0 ->> 'balance')::numeric >= 60
    )
    INSERT INTO payments (payment_request, payment_request_id, created, operator_code, player_id, player_username, payment_method,
      payment_wallet, payment_status, account_movement, tax_percentage, currency, description, country, ip_address)
    SELECT 'WITHDRAWAL', nextval('manual_payment_request_seq'), greatest(date_trunc('day', now()), now() - (5 + c.hh % 600)
      * interval '1 minute'),
      c.operator_code, c.id, c.username, (ARRAY['CASH', 'EWALLET', 'CASH'])[1 + c.hh % 3],
      (ARRAY['CASH_DESK', 'SKRILL', 'CASH_DESK'])[1 + c.hh % 3],
      CASE c.hh % 10 WHEN 0 THEN 'FAILED' WHEN 1 THEN 'UNKNOWN' ELSE 'REQUESTED' END,
      -5 * floor(least(c.main * 0.6, 40 + (c.hh % 12) * 35) / 5), 0, c.currency,
      'Withdrawal via ' || (ARRAY['cash desk', 'Skrill', 'cash desk'])[1 + c.hh % 3], c.country,
      '10.' || (c.id % 250) || '.' || (c.id % 97) || '.' || (c.id % 13 + 1)
    FROM c WHERE c.k <= ${perOperator}
    ORDER BY c.operator_code, c.k
    RETURNING id, player_id`);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await tx.query(sql`INSERT INTO account_history (operator_code, player_id, player_username, history_type, kind, payment_request,
      payment_status, account_movement, currency_code, currency_symbol, created, description, tax_percentage, payment_id,
        payment_request_id,
      country, ip_address)
    SELECT p.operator_code, p.player_id, p.player_username, 'PAYMENT', 'WITHDRAWAL', 'WITHDRAWAL', p.payment_status, p.account_movement,
      p.currency, CASE p.currency WHEN 'EUR' THEN '€' WHEN 'RON' THEN 'lei' WHEN 'TRY' THEN '₺' ELSE p.currency END, p.created,
      p.description, 0, p.id, p.payment_request_id, p.country, p.ip_address
    FROM payments p WHERE p.id = ANY (${ids}::integer[]) ORDER BY p.id`);
  await tx.query(sql`INSERT INTO activity_log (time, operator_code, log_type, significance_level, user_role, user_realm, user_username,
      user_id, affected_user_role, affected_user_realm, affected_user_username, affected_user_id, details, transaction_id, wallet_code,
      currency_code, amount, ip_address, after)
    SELECT p.created, p.operator_code, 'WITHDRAWAL', 'Low30', 'PLAYER', pl.realm, pl.username, pl.id, 'PLAYER', pl.realm,
      pl.username, pl.id,
      'Withdrawal REQUESTED: ' || p.description, p.payment_request_id::text, p.payment_wallet, p.currency, -p.account_movement,
      p.ip_address, jsonb_build_object('paymentStatus', 'REQUESTED')
    FROM payments p JOIN players pl ON pl.id = p.player_id WHERE p.id = ANY (${ids}::integer[]) ORDER BY p.id`);
  return [...new Set(rows.map((row) => row.player_id))];
}

/**
 * Withdrawals: older than three days settled (paid out; rejected when the player cannot be paid
 * now; a few failed or unknown payouts of the last month still open); of the last three days, the
 * undecided ones decided by the check (some still unchecked), some with the gateway.
 */
async function settleWithdrawals(tx: Queryable): Promise<number[]> {
  const h = seedHash('p.id', 700);
  const rows = await tx.query<{ id: number }>(sql`
    WITH w AS (
      SELECT p.id, p.created, p.payment_status AS old, p.payment_wallet AS gateway, ${h} % 100 AS h, st.username AS staff,
        p.created > now() - interval '3 days' AS recent, p.created > now() - interval '30 days' AS month, r.id AS rule, ${CHECK} AS verdict
      FROM payments p JOIN players pl ON pl.id = p.player_id JOIN ${STAFF} st ON st.op = p.operator_code
      LEFT JOIN LATERAL (SELECT r.id, r.max_amount FROM withdrawal_rules r
        WHERE r.operator_code = p.operator_code AND r.currency = p.currency AND r.enabled
          AND (r.gateway_code = p.payment_wallet OR r.gateway_code IS NULL)
        ORDER BY r.gateway_code IS NULL, r.id LIMIT 1) r ON true
      WHERE p.payment_request = 'WITHDRAWAL' AND p.updated IS NULL
    ), s AS (
      SELECT w.*, CASE
        WHEN w.old = 'CANCELED' THEN CASE WHEN w.h < 20 THEN 'REJECTED_BY_GATEWAY' WHEN w.h < 30 THEN 'EXPIRED' WHEN w.h < 36
          THEN 'REFUNDED' ELSE 'CANCELED' END
        WHEN w.old IN ('PROCESSED', 'REJECTED_BY_OPERATOR', 'FAILED', 'UNKNOWN') THEN w.old
        WHEN NOT w.recent THEN CASE WHEN w.verdict IN ('NEW_PLAYER', 'KYC_NOT_VERIFIED') THEN 'REJECTED_BY_OPERATOR'
          WHEN w.month AND w.h < 6 THEN 'FAILED' WHEN w.month AND w.h < 9 THEN 'UNKNOWN' ELSE 'PROCESSED' END
        WHEN w.old IN ('ACCEPTED', 'PROCESSING') THEN CASE WHEN w.h < 15 THEN 'ACKNOWLEDGED' ELSE w.old END
        WHEN w.h < 12 THEN 'PENDING'
        WHEN w.verdict = 'KYC_NOT_VERIFIED' AND w.h < 60 THEN 'REJECTED_BY_OPERATOR'
        WHEN w.verdict = 'AUTO_APPROVED' THEN 'ACCEPTED'
        WHEN w.verdict IN ('MANUAL_APPROVAL', 'LIMIT_REACHED') THEN 'REQUESTED'
        ELSE 'TO_CHECK' END AS status
      FROM w
    ), d AS (
      SELECT s.*, s.verdict <> 'AUTO_APPROVED' AND (s.status = 'REJECTED_BY_OPERATOR' OR s.status = 'ACCEPTED'
          OR (s.status = 'PROCESSED' AND s.gateway = 'CASH_DESK') OR (s.status = 'CANCELED' AND s.h % 2 = 0)) AS by_hand
      FROM s
    )
    UPDATE payments p SET payment_status = d.status,
      check_result = CASE WHEN d.status = 'PENDING' THEN NULL
        WHEN d.status = 'PROCESSED' AND d.verdict IN ('NEW_PLAYER', 'KYC_NOT_VERIFIED') THEN 'MANUAL_APPROVAL' ELSE d.verdict END,
      rule_id = CASE WHEN d.status <> 'PENDING' AND d.verdict IN ('AUTO_APPROVED', 'ABOVE_RULE_LIMIT') THEN d.rule END,
      updated = CASE WHEN d.status IN ('PENDING', 'REQUESTED', 'TO_CHECK') THEN d.created + (d.h % 3) * interval '1 minute'
        ELSE least(now(), d.created + (20 + d.h * 29) * interval '1 minute') END,
      updated_by = CASE WHEN d.by_hand THEN d.staff END,
      status_reason = CASE
        WHEN d.status = 'REJECTED_BY_OPERATOR' AND d.verdict IN ('NEW_PLAYER', 'KYC_NOT_VERIFIED') THEN ${KYC_REASON}
        WHEN d.status = 'REJECTED_BY_OPERATOR' THEN (${REJECT_REASONS}::text[])[1 + d.h % ${REJECT_REASONS.length}]
        WHEN d.by_hand AND d.status = 'PROCESSED' THEN 'Paid out at the cash desk, receipt ' || (10000 + d.id % 90000) END
    FROM d WHERE p.id = d.id
    RETURNING p.id`);
  return rows.map((row) => row.id);
}

/** The statuses of today's deposits, in turn: most still open, some at the gateway, one failed. */
const FRESH_DEPOSIT_STATUSES = [
  'PENDING',
  'PENDING',
  'REQUESTED',
  'PENDING',
  'PROCESSING',
  'TO_CHECK',
  'UNKNOWN',
  'PENDING',
  'ACKNOWLEDGED',
  'FAILED',
];

/** Deposits asked for today, `perOperator` per operator, none through yet (so no money moved). */
async function freshDeposits(tx: Queryable, perOperator: number): Promise<void> {
  const h = seedHash('p.id', 720);
  await tx.query(sql`
    WITH c AS (
      SELECT p.id, p.operator_code, p.username, p.balance_currency AS currency, p.country, ${h} AS hh,
        row_number() OVER (PARTITION BY p.operator_code ORDER BY ${h}, p.id) AS k
      FROM players p WHERE p.status = 'ENABLED' AND jsonb_array_length(p.balance_bag) = 1
    )
    INSERT INTO payments (payment_request, payment_request_id, created, updated, operator_code, player_id, player_username, payment_method,
      payment_wallet, payment_status, account_movement, tax_percentage, currency, description, country, ip_address)
    SELECT 'DEPOSIT', nextval('manual_payment_request_seq'), at, at + interval '1 minute', c.operator_code, c.id, c.username,
      (ARRAY['CASH', 'EWALLET', 'MOBILE_MONEY'])[1 + c.hh % 3], (ARRAY['CASH_DESK', 'SKRILL', 'MPESA'])[1 + c.hh % 3],
      (${FRESH_DEPOSIT_STATUSES}::text[])[1 + (c.k - 1) % ${FRESH_DEPOSIT_STATUSES.length}], 10 * (2 + c.hh % 30), 0, c.currency,
      'Deposit via ' || (ARRAY['cash desk', 'Skrill', 'M-Pesa'])[1 + c.hh % 3], c.country,
      '10.' || (c.id % 250) || '.' || (c.id % 97) || '.' || (c.id % 13 + 1)
    FROM c CROSS JOIN LATERAL (SELECT greatest(date_trunc('day', now()), now() - (3 + c.hh % 480) * interval '1 minute') AS at) t
    WHERE c.k <= ${perOperator}
    ORDER BY c.operator_code, c.k`);
}

/** Deposits: open ones older than three days expired or cancelled, recent ones at every stage; some refused by a manager. */
async function settleDeposits(tx: Queryable): Promise<number[]> {
  const h = seedHash('p.id', 701);
  const rows = await tx.query<{ id: number }>(sql`
    WITH s AS (
      SELECT p.id, p.created, ${h} % 100 AS h, st.username AS staff, CASE
        WHEN p.payment_status = 'PENDING' AND p.created <= now() - interval '3 days' THEN CASE WHEN ${h} % 100 < 70 THEN 'EXPIRED'
          ELSE 'CANCELED' END
        WHEN p.payment_status = 'PENDING' THEN (ARRAY['PENDING', 'PENDING', 'REQUESTED', 'PROCESSING', 'ACCEPTED', 'ACKNOWLEDGED',
          'TO_CHECK', 'TO_CHECK', 'UNKNOWN', 'PENDING'])[1 + ${h} % 10]
        WHEN p.payment_status = 'CANCELED' THEN CASE WHEN ${h} % 100 < 25 THEN 'REJECTED_BY_OPERATOR' WHEN ${h} % 100 < 35
          THEN 'REFUNDED' ELSE 'CANCELED' END
        ELSE p.payment_status END AS status
      FROM payments p JOIN ${STAFF} st ON st.op = p.operator_code
      WHERE p.payment_request = 'DEPOSIT' AND p.updated IS NULL
    )
    UPDATE payments p SET payment_status = s.status,
      updated = least(now(), s.created + (2 + s.h * 7) * interval '1 minute'),
      updated_by = CASE WHEN s.status = 'REJECTED_BY_OPERATOR' OR (s.status = 'CANCELED' AND s.h % 2 = 0) THEN s.staff END,
      status_reason = CASE WHEN s.status = 'REJECTED_BY_OPERATOR' THEN (${DEPOSIT_REJECT_REASONS}::text[])[1 + s.h %
        ${DEPOSIT_REJECT_REASONS.length}] END
    FROM s WHERE p.id = s.id
    RETURNING p.id`);
  return rows.map((row) => row.id);
}

/**
 * The account entries follow: each request's entry shows its status; a withdrawal that returned
 * its amount gets the return entry; the running balances and balances of those players follow.
 */
async function settleMoney(tx: Queryable, settled: readonly number[], freshPlayers: readonly number[]): Promise<void> {
  await tx.query(sql`UPDATE account_history a SET payment_status = p.payment_status FROM payments p
    WHERE p.id = ANY (${[...settled]}::integer[]) AND a.payment_id = p.id AND a.history_type = 'PAYMENT' AND a.kind = p.payment_request
      AND a.payment_status IS DISTINCT FROM p.payment_status`);
  const returned = await tx.query<{ player_id: number }>(sql`
    INSERT INTO account_history (operator_code, player_id, player_username, history_type, kind, payment_request, payment_status,
      account_movement, currency_code, currency_symbol, created, description, tax_percentage, payment_id, payment_request_id,
        country, ip_address)
    SELECT p.operator_code, p.player_id, p.player_username, 'PAYMENT',
      CASE WHEN p.payment_status = 'REJECTED_BY_OPERATOR' THEN 'WITHDRAWAL_REJECTED' ELSE 'WITHDRAWAL_RETURNED' END, 'WITHDRAWAL',
      p.payment_status, -held.net, p.currency, held.symbol, p.updated,
      'Withdrawal ' || p.payment_request_id || ' ' || lower(replace(p.payment_status, '_', ' '))
        || ', ' || -held.net || held.symbol || ' returned'
        || coalesce(': ' || p.status_reason, ''),
      p.tax_percentage, p.id, p.payment_request_id, p.country, p.ip_address
    FROM payments p
    -- A payment's entries are its player's: the join goes through the player's entries (indexed).
    CROSS JOIN LATERAL (SELECT sum(a.account_movement) AS net, max(a.currency_symbol) AS symbol FROM account_history a
      WHERE a.player_id = p.player_id AND a.payment_id = p.id AND a.history_type = 'PAYMENT') held
    WHERE p.id = ANY (${[...settled]}::integer[]) AND p.payment_request = 'WITHDRAWAL'
      AND p.payment_status = ANY (${[...WITHDRAWAL_RETURNED_STATUSES]}::text[]) AND held.net < 0
    ORDER BY p.id
    RETURNING player_id`);
  const players = [...new Set([...freshPlayers, ...returned.map((row) => row.player_id)])];
  if (players.length === 0) return;
  await tx.query(sql`UPDATE account_history a SET balance_after = r.bal
    FROM (SELECT id, sum(account_movement) OVER (PARTITION BY player_id ORDER BY created, id) AS bal FROM account_history
      WHERE player_id = ANY (${players}::integer[])) r
    WHERE a.id = r.id AND a.balance_after IS DISTINCT FROM r.bal`);
  // A request's balances are those around its own entry.
  await tx.query(sql`UPDATE payments p SET balance_after = a.balance_after, balance_before = a.balance_after - a.account_movement
    FROM account_history a WHERE a.payment_id = p.id AND a.kind = p.payment_request AND p.player_id = ANY (${players}::integer[])
      AND p.balance_after IS DISTINCT FROM a.balance_after`);
  await recomputeBalances(tx, players);
}

/** The managers' decisions on the requests `ids` in the activity log, at the time they were taken. */
async function logDecisions(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query(sql`INSERT INTO activity_log (time, operator_code, log_type, significance_level, user_role, user_realm, user_username,
      user_id, affected_user_role, affected_user_realm, affected_user_username, affected_user_id, details, transaction_id, wallet_code,
      currency_code, amount, ip_address, after)
    SELECT p.updated, p.operator_code, p.payment_request, 'Normal60', m.role, m.realm, m.username, m.id, 'PLAYER', p.operator_code,
      p.player_username, p.player_id,
      initcap(lower(p.payment_request)) || ' ' || p.payment_request_id || ' ' || CASE p.payment_status
        WHEN 'REJECTED_BY_OPERATOR' THEN 'rejected' WHEN 'PROCESSED' THEN 'paid out by hand' WHEN 'ACCEPTED' THEN 'accepted for payout'
        ELSE 'cancelled by hand' END || coalesce(': ' || p.status_reason, ''),
      p.payment_request_id::text, p.payment_wallet, p.currency, abs(p.account_movement), '10.0.0.' || (m.id % 250),
      jsonb_build_object('paymentStatus', p.payment_status)
    FROM payments p JOIN managers m ON m.username = p.updated_by
    WHERE p.id = ANY (${[...ids]}::integer[]) AND p.updated_by IS NOT NULL
    ORDER BY p.updated, p.id`);
}

/** Seeds the request screens' data at a scale (1: the demo volume); idempotent. */
export async function seedMoneyRequests(tx: Queryable, scale: number): Promise<void> {
  await timed('withdrawal rules', seedRules(tx));
  const fresh = await timed('fresh withdrawals', freshWithdrawals(tx, Math.max(6, Math.round(40 * scale))));
  const withdrawals = await timed('withdrawal requests', settleWithdrawals(tx));
  const deposits = await timed('deposit requests', settleDeposits(tx));
  await timed('fresh deposits', freshDeposits(tx, Math.max(20, Math.round(40 * scale))));
  const settled = [...withdrawals, ...deposits];
  await timed('request money', settleMoney(tx, settled, fresh));
  await timed('request decisions', logDecisions(tx, settled));
}
