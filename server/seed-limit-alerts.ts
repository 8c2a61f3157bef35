/**
 * Demo limit alerts: the last 60 days of what the seeded bets and payments raised, set-based.
 *
 * Player and match alerts are the seeded betslips, payments and per-match stakes against each
 * player's effective limits, as the server raises them (server/betting/limitAlerts.ts). Market,
 * league, partner and system alerts come from an operator's trading and login checks, which the
 * reference server does not run: they are the seeded bets and logins against the fixed demo risk
 * limits below. Older alerts are nearly all acknowledged by the operator's office manager or the
 * central manager; of the last day's, about 40 % wait in the queue.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';
import { seedHash } from './seed-tools';

/** The demo trading limits, in each operator's currency. */
const DEMO_LIMITS = {
  /** Stakes on one market of a match (Market, LimitPerBet). */
  marketStake: 1500,
  /** Loss on one market of a match (Market, LossLimitPerBet). */
  marketLoss: 3000,
  /** Stakes per league, day and bet type (League, LimitPerBetType). */
  leagueStake: 4000,
  /** Loss per operator, day and bet type (Partner, LossLimitPerBetType). */
  partnerLoss: 60000,
} as const;

const NOTES = [
  'Checked with trading, limit kept',
  'Player contacted',
  'Within the VIP arrangement',
  'Market suspended for the match',
  'Limit lowered for the player',
  'Known high roller, no action',
];

/** Inserts the demo alert history unless alerts exist. */
export async function seedLimitAlerts(tx: Queryable): Promise<void> {
  const [existing] = await tx.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM limit_alerts`);
  if (existing.n > 0) return;
  const since = sql`now() - interval '60 days'`;
  // A player's effective limit: the manual change, else the operator default scaled by the risk group.
  const limit = (name: string) => sql`(limit_entry(p.limits -> ${name}, d.defaults -> ${name}, p.risk_group) ->> 'limit')::numeric`;
  await tx.query(sql`
    WITH limits AS MATERIALIZED (
      SELECT p.id, ${limit('maxStakePerBetslip')} AS max_stake_per_betslip, ${limit('maxPayoutPerBetslip')} AS max_payout_per_betslip,
        ${limit('maxStakePerMatch')} AS max_stake_per_match, ${limit('maxPayoutPerMatch')} AS max_payout_per_match,
        ${limit('maxApprovedDeposit')} AS max_approved_deposit, ${limit('maxApprovedWithdrawal')} AS max_approved_withdrawal
      FROM players p CROSS JOIN limit_defaults_json d
      WHERE p.id IN (SELECT player_id FROM betslips WHERE created > ${since} UNION SELECT player_id FROM payments WHERE created > ${since})
    ), slips AS MATERIALIZED (
      SELECT b.id, b.operator_code, b.created, b.total_stake, b.paid_value, b.currency_code, b.player_id, b.player_username,
        b.betslip_type, l.max_stake_per_betslip, l.max_payout_per_betslip, coalesce(b.paid_value, b.max_win_value) AS payout
      FROM betslips b JOIN limits l ON l.id = b.player_id
      WHERE b.created > ${since} AND b.created <= now() AND NOT b.is_cancelled
    ), rows AS MATERIALIZED (
      SELECT r.match_id, r.match, r.league_name, r.market_code, r.market_name, r.betrow_stake, r.paid_value, r.max_win_value,
        b.player_id, b.player_username, b.currency_code AS currency, b.created AS placed, b.betslip_type, b.operator_code AS op
      FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id
      WHERE b.created > ${since} AND b.created <= now() AND NOT b.is_cancelled
    ), raised AS (
      SELECT operator_code, created + interval '1 second' AS created, 'Player' AS scope, 'MaxStakePerBetslip' AS limit_type,
        total_stake AS value, max_stake_per_betslip AS limit_value, currency_code AS currency, player_id, player_username,
        NULL::integer AS match_id, NULL AS match, NULL AS league_name, NULL AS market_code, NULL AS market_name, id AS betslip_id,
        NULL AS payment_request, NULL::integer AS payment_request_id,
        'Betslip ' || id || ' stakes ' || to_char(total_stake, 'FM999999990.00') || ' ' || currency_code AS details
      FROM slips
      UNION ALL
      SELECT operator_code, created + interval '1 second', 'Player', 'MaxPayoutPerBetslip', payout, max_payout_per_betslip,
        currency_code, player_id, player_username, NULL, NULL, NULL, NULL, NULL, id, NULL, NULL,
        'Betslip ' || id || ' pays ' || to_char(payout, 'FM999999990.00') || ' ' || currency_code
      FROM slips
      UNION ALL
      SELECT e.op, e.created, 'Match', t.limit_type, t.value, t.limit_value, e.currency, e.player_id, e.player_username, e.match_id,
        e.match, e.league_name, NULL, NULL, NULL, NULL, NULL,
        e.player_username || CASE t.limit_type WHEN 'MaxStakePerMatch' THEN ' stakes ' ELSE ' may win ' END
          || to_char(t.value, 'FM999999990.00') || ' ' || e.currency || ' on ' || e.match
      FROM (
        SELECT r.op, r.player_id, min(r.player_username) AS player_username, min(r.currency) AS currency, r.match_id,
          min(r.match) AS match, min(r.league_name) AS league_name, max(r.placed) + interval '2 seconds' AS created,
          sum(r.betrow_stake) AS stake, sum(coalesce(r.paid_value, r.max_win_value)) AS payout
        FROM rows r GROUP BY r.op, r.player_id, r.match_id
      ) e
      JOIN limits l ON l.id = e.player_id
      CROSS JOIN LATERAL (VALUES ('MaxStakePerMatch', e.stake, l.max_stake_per_match),
        ('MaxPayoutPerMatch', e.payout, l.max_payout_per_match)) AS t(limit_type, value, limit_value)
      UNION ALL
      SELECT p.operator_code, p.created, 'Player', CASE WHEN p.payment_request = 'DEPOSIT' THEN 'MaxDeposit' ELSE 'MaxWithdrawal' END,
        abs(p.account_movement), CASE WHEN p.payment_request = 'DEPOSIT' THEN l.max_approved_deposit ELSE l.max_approved_withdrawal END,
        p.currency, p.player_id, p.player_username, NULL, NULL, NULL, NULL, NULL, NULL, p.payment_request, p.payment_request_id,
        initcap(lower(p.payment_request)) || ' of ' || to_char(abs(p.account_movement), 'FM999999990.00') || ' ' || p.currency
          || ' (approved maximum ' || to_char(CASE WHEN p.payment_request = 'DEPOSIT' THEN l.max_approved_deposit
            ELSE l.max_approved_withdrawal END, 'FM999999990.00') || ' ' || p.currency || ')'
      FROM payments p JOIN limits l ON l.id = p.player_id
      WHERE p.created > ${since} AND p.created <= now() AND p.payment_status = 'PROCESSED'
      UNION ALL
      SELECT m.op, m.created, 'Market', t.limit_type, t.value, t.limit_value, m.currency, NULL, NULL, m.match_id, m.match, m.league_name,
        m.market_code, m.market_name, NULL, NULL, NULL,
        CASE t.limit_type WHEN 'LimitPerBet' THEN 'Stakes of ' ELSE 'Loss of ' END || to_char(t.value, 'FM999999990.00') || ' '
          || m.currency || ' on ' || m.market_name || ', ' || m.match
      FROM (
        SELECT r.op, min(r.currency) AS currency, r.match_id, min(r.match) AS match, min(r.league_name) AS league_name, r.market_code,
          min(r.market_name) AS market_name, max(r.placed) + interval '3 seconds' AS created, sum(r.betrow_stake) AS stake,
          sum(r.paid_value - r.betrow_stake) FILTER (WHERE r.paid_value IS NOT NULL) AS loss
        FROM rows r GROUP BY r.op, r.match_id, r.market_code
      ) m
      CROSS JOIN LATERAL (VALUES ('LimitPerBet', m.stake, ${DEMO_LIMITS.marketStake}::numeric),
        ('LossLimitPerBet', m.loss, ${DEMO_LIMITS.marketLoss}::numeric)) AS t(limit_type, value, limit_value)
      UNION ALL
      SELECT g.op, g.created, 'League', 'LimitPerBetType', g.stake, ${DEMO_LIMITS.leagueStake}::numeric, g.currency, NULL, NULL, NULL,
        NULL, g.league_name, NULL, NULL, NULL, NULL, NULL,
        initcap(lower(g.betslip_type)) || ' stakes of ' || to_char(g.stake, 'FM999999990.00') || ' ' || g.currency || ' on '
          || g.league_name || ' on ' || to_char(g.day, 'YYYY-MM-DD')
      FROM (
        SELECT r.op, min(r.currency) AS currency, r.league_name, r.betslip_type, date_trunc('day', r.placed) AS day,
          max(r.placed) + interval '4 seconds' AS created, sum(r.betrow_stake) AS stake
        FROM rows r WHERE r.league_name IS NOT NULL GROUP BY r.op, r.league_name, r.betslip_type, date_trunc('day', r.placed)
      ) g
      UNION ALL
      SELECT d.operator_code, d.created, 'Partner', 'LossLimitPerBetType', d.loss, ${DEMO_LIMITS.partnerLoss}::numeric, d.currency,
        NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
        initcap(lower(d.betslip_type)) || ' betslips of ' || o.name || ' lost ' || to_char(d.loss, 'FM999999990.00') || ' '
          || d.currency || ' on ' || to_char(d.day, 'YYYY-MM-DD')
      FROM (
        SELECT s.operator_code, min(s.currency_code) AS currency, s.betslip_type, date_trunc('day', s.created) AS day,
          max(s.created) + interval '5 seconds' AS created, sum(s.paid_value - s.total_stake) AS loss
        FROM slips s WHERE s.paid_value IS NOT NULL GROUP BY s.operator_code, s.betslip_type, date_trunc('day', s.created)
      ) d JOIN operators o ON o.code = d.operator_code
      UNION ALL
      SELECT p.operator_code, p.last_login_date, 'System', CASE WHEN p.country = 'USA' THEN 'RestrictedCountry' ELSE 'VpnConnection' END,
        NULL, NULL, NULL, p.id, p.username, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
        CASE WHEN p.country = 'USA' THEN 'Login of ' || p.username || ' from a restricted country (' || p.country || ')'
          ELSE 'Login of ' || p.username || ' through a VPN exit node, the account is in ' || coalesce(p.user_location, p.country) END
      FROM players p
      WHERE p.last_login_date > ${since} AND p.last_login_date <= now()
        AND (p.country = 'USA' AND ${seedHash('p.id', 611)} % 3 = 0 OR ${seedHash('p.id', 612)} % 25 = 0)
    ), levelled AS (
      SELECT r.*, row_number() OVER (ORDER BY r.created, r.scope, r.limit_type, r.player_id, r.match_id, r.betslip_id,
          r.payment_request_id, r.market_code, r.league_name, r.details) AS k,
        CASE WHEN r.limit_value IS NULL THEN CASE r.limit_type WHEN 'RestrictedCountry' THEN 'Critic100' ELSE 'High80' END
          WHEN r.value >= r.limit_value THEN 'Critic100' WHEN r.value >= 0.8 * r.limit_value THEN 'High80'
          WHEN r.value >= 0.6 * r.limit_value THEN 'Normal60' ELSE 'Low30' END AS alert_level
      FROM raised r
      WHERE r.limit_value IS NULL OR (r.limit_value > 0 AND r.value >= 0.3 * r.limit_value)
    ), decided AS (
      SELECT l.*, ${seedHash('l.k', 620)} % 100 < CASE WHEN l.created < now() - interval '1 day' THEN 97 ELSE 60 END AS done,
        least(now() - interval '1 minute', l.created + (5 + ${seedHash('l.k', 621)} % 720) * interval '1 minute') AS done_at,
        CASE WHEN ${seedHash('l.k', 622)} % 3 = 0 OR l.operator_code = 'op3' THEN 'central@demo.test'
          ELSE 'office' || substring(l.operator_code FROM 3) || '@demo.test' END AS done_by,
        CASE WHEN ${seedHash('l.k', 623)} % 3 = 0 THEN (${NOTES}::text[])[1 + ${seedHash('l.k', 624)} % ${NOTES.length}] END AS note
      FROM levelled l
    )
    INSERT INTO limit_alerts (operator_code, created, scope, limit_type, alert_level, value, limit_value, currency, player_id,
      player_username, match_id, match, league_name, market_code, market_name, betslip_id, payment_request, payment_request_id, details,
      acknowledged_at, acknowledged_by, acknowledged_by_id, acknowledged_note)
    SELECT d.operator_code, d.created, d.scope, d.limit_type, d.alert_level, round(d.value, 2), round(d.limit_value, 2), d.currency,
      d.player_id, d.player_username, d.match_id, d.match, d.league_name, d.market_code, d.market_name, d.betslip_id,
      d.payment_request, d.payment_request_id, d.details,
      CASE WHEN d.done THEN d.done_at END, CASE WHEN d.done THEN m.username END, CASE WHEN d.done THEN m.id END,
      CASE WHEN d.done THEN d.note END
    FROM decided d LEFT JOIN managers m ON m.email = d.done_by
    ORDER BY d.created, d.k`);
}
