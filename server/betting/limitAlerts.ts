/**
 * Raising limit alerts where the product enforces or observes limits (000 §3): manual deposits and
 * withdrawals against the player's approved maximum, and betslips against the player's stake and
 * payout limits per betslip and per match. A level follows from the share of the limit reached
 * (`alertLevelOf`); below 30 % nothing is raised. An alert waiting for staff is not raised again
 * for the same subject unless the level rises.
 */
import { ALERT_THRESHOLDS, alertLevelOf, type LimitAlert } from '../../resources/limitAlert';
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';

/** What an alert is about; absent subject fields are none. */
export type AlertSubject = Pick<LimitAlert, 'operatorCode' | 'scope' | 'limitType'> &
  Partial<
    Pick<
      LimitAlert,
      | 'currency'
      | 'playerId'
      | 'playerUsername'
      | 'matchId'
      | 'match'
      | 'leagueName'
      | 'marketCode'
      | 'marketName'
      | 'betslipId'
      | 'paymentRequest'
      | 'paymentRequestId'
    >
  >;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The levels from the lowest up (their order in SQL). */
const LEVELS = [...ALERT_THRESHOLDS].reverse().map(([level]) => level);

/**
 * Inserts an alert for `value` against `limit` when it reaches 30 % of it and no unacknowledged
 * alert of the same subject has that level or a higher one. Returns the new alert's id.
 */
export async function raiseLimitAlert(
  db: Queryable,
  subject: AlertSubject,
  value: number,
  limit: number | null | undefined,
  details: string,
): Promise<number | undefined> {
  const level = alertLevelOf(value, limit);
  if (!level || limit === null || limit === undefined) return undefined;
  const [row] = await db.query<{ id: number }>(sql`INSERT INTO limit_alerts (operator_code, scope, limit_type, alert_level, value,
      limit_value, currency, player_id, player_username, match_id, match, league_name, market_code, market_name, betslip_id,
      payment_request, payment_request_id, details)
    SELECT ${subject.operatorCode}, ${subject.scope}, ${subject.limitType}, ${level}, ${typed(round2(value), 'numeric')},
      ${typed(round2(limit), 'numeric')}, ${subject.currency ?? null}, ${typed(subject.playerId ?? null, 'integer')},
      ${subject.playerUsername ?? null}, ${typed(subject.matchId ?? null, 'integer')}, ${subject.match ?? null},
      ${subject.leagueName ?? null}, ${subject.marketCode ?? null}, ${subject.marketName ?? null},
      ${typed(subject.betslipId ?? null, 'integer')}, ${subject.paymentRequest ?? null},
      ${typed(subject.paymentRequestId ?? null, 'integer')}, ${details}
    WHERE NOT EXISTS (SELECT 1 FROM limit_alerts a WHERE NOT a.acknowledged AND a.operator_code = ${subject.operatorCode}
      AND a.limit_type = ${subject.limitType}
      AND a.player_id IS NOT DISTINCT FROM ${typed(subject.playerId ?? null, 'integer')}
      AND a.match_id IS NOT DISTINCT FROM ${typed(subject.matchId ?? null, 'integer')}
      AND a.betslip_id IS NOT DISTINCT FROM ${typed(subject.betslipId ?? null, 'integer')}
      AND a.payment_request_id IS NOT DISTINCT FROM ${typed(subject.paymentRequestId ?? null, 'integer')}
      AND array_position(${LEVELS}::text[], a.alert_level) >= array_position(${LEVELS}::text[], ${level}::text))
    RETURNING id`);
  return row?.id;
}

interface BetslipFacts {
  operator_code: string;
  player_id: number;
  player_username: string;
  currency: string;
  total_stake: number;
  payout: number;
  /** The player's effective betting limits. */
  max_stake_per_betslip: number | null;
  max_payout_per_betslip: number | null;
  max_stake_per_match: number | null;
  max_payout_per_match: number | null;
}

interface MatchExposure {
  match_id: number;
  match: string;
  league_name: string | null;
  stake: number;
  payout: number;
}

/**
 * Observes a betslip after its stake was charged again or its payout changed: the stake and the
 * payout (paid, else the maximum win) against the player's per-betslip limits, and the player's
 * stakes and payouts on each match of the betslip (over all their live betslips) against the
 * per-match limits.
 */
export async function observeBetslip(db: Queryable, betslipId: number): Promise<void> {
  const limit = (name: string) => sql`(e.limits -> ${name} ->> 'limit')::float8`;
  const [slip] = await db.query<BetslipFacts>(sql`SELECT b.operator_code, b.player_id, b.player_username, b.currency_code AS currency,
      b.total_stake::float8 AS total_stake, coalesce(b.paid_value, b.max_win_value, 0)::float8 AS payout,
      ${limit('maxStakePerBetslip')} AS max_stake_per_betslip, ${limit('maxPayoutPerBetslip')} AS max_payout_per_betslip,
      ${limit('maxStakePerMatch')} AS max_stake_per_match, ${limit('maxPayoutPerMatch')} AS max_payout_per_match
    FROM betslips b JOIN players p ON p.id = b.player_id
    CROSS JOIN LATERAL (SELECT effective_limits(p.limits, p.risk_group) AS limits) e
    WHERE b.id = ${betslipId} AND NOT b.is_cancelled`);
  if (!slip) return;
  const player = {
    operatorCode: slip.operator_code,
    playerId: slip.player_id,
    playerUsername: slip.player_username,
    currency: slip.currency,
  };
  const money = (amount: number) => `${amount.toFixed(2)} ${slip.currency}`;
  await raiseLimitAlert(
    db,
    { ...player, scope: 'Player', limitType: 'MaxStakePerBetslip', betslipId },
    slip.total_stake,
    slip.max_stake_per_betslip,
    `Betslip ${betslipId} stakes ${money(slip.total_stake)}`,
  );
  await raiseLimitAlert(
    db,
    { ...player, scope: 'Player', limitType: 'MaxPayoutPerBetslip', betslipId },
    slip.payout,
    slip.max_payout_per_betslip,
    `Betslip ${betslipId} pays ${money(slip.payout)}`,
  );
  const matches = await db.query<MatchExposure>(sql`SELECT r.match_id, min(r.match) AS match, min(r.league_name) AS league_name,
      coalesce(sum(r.betrow_stake), 0)::float8 AS stake,
      coalesce(sum(coalesce(r.paid_value, r.max_win_value)), 0)::float8 AS payout
    FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id
    WHERE b.player_id = ${slip.player_id} AND NOT b.is_cancelled
      AND r.match_id IN (SELECT match_id FROM bet_rows WHERE betslip_id = ${betslipId})
    GROUP BY r.match_id ORDER BY r.match_id`);
  for (const exposure of matches) {
    const match = {
      ...player,
      scope: 'Match' as const,
      matchId: exposure.match_id,
      match: exposure.match,
      leagueName: exposure.league_name,
    };
    await raiseLimitAlert(
      db,
      { ...match, limitType: 'MaxStakePerMatch' },
      exposure.stake,
      slip.max_stake_per_match,
      `${slip.player_username} stakes ${money(exposure.stake)} on ${exposure.match}`,
    );
    await raiseLimitAlert(
      db,
      { ...match, limitType: 'MaxPayoutPerMatch' },
      exposure.payout,
      slip.max_payout_per_match,
      `${slip.player_username} may win ${money(exposure.payout)} on ${exposure.match}`,
    );
  }
}

/** A manual deposit or withdrawal as the payment alerts see it. */
export interface ObservedPayment {
  operatorCode: string;
  playerId: number;
  playerUsername: string;
  currency: string;
  direction: 'DEPOSIT' | 'WITHDRAWAL';
  amount: number;
  /** The request booked; none when the payment was refused. */
  paymentRequestId?: number | null;
}

/**
 * Observes a manual deposit or withdrawal against the player's approved maximum (MaxDeposit,
 * MaxWithdrawal): a booked payment from 30 % of it on, a refused one over it (Critic100).
 */
export async function observePayment(db: Queryable, payment: ObservedPayment, maximum: number | null | undefined): Promise<void> {
  const deposit = payment.direction === 'DEPOSIT';
  const money = (amount: number) => `${amount.toFixed(2)} ${payment.currency}`;
  const what = `manual ${deposit ? 'deposit' : 'withdrawal'} of ${money(payment.amount)}`;
  const details = payment.paymentRequestId
    ? `${what[0].toUpperCase()}${what.slice(1)} (approved maximum ${money(maximum ?? 0)})`
    : `Refused: ${what} over the approved maximum ${money(maximum ?? 0)}`;
  await raiseLimitAlert(
    db,
    {
      operatorCode: payment.operatorCode,
      scope: 'Player',
      limitType: deposit ? 'MaxDeposit' : 'MaxWithdrawal',
      playerId: payment.playerId,
      playerUsername: payment.playerUsername,
      currency: payment.currency,
      paymentRequest: payment.paymentRequestId ? payment.direction : null,
      paymentRequestId: payment.paymentRequestId ?? null,
    },
    payment.amount,
    maximum,
    details,
  );
}
