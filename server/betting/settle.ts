/**
 * Betslip settlement from its bet rows, shared by the seed and the bet row status / cancel
 * actions so that both follow the same rules:
 * - cancelled: VOID / REFUNDED_MAX, CLEARED, the stake paid back;
 * - any row ERROR, UNDER_REVIEW or NOT_SETTLED (or AUTO): NOT_SETTLED (code ERROR, UNDER_REVIEW or
 *   NOT_SETTLED), PENDING, nothing paid;
 * - otherwise each row counts with an effective odd (WON: odd, WON_HALF: (odd+1)/2, LOST_HALF: 0.5,
 *   LOST: 0, VOID/REFUNDED/CANCELLED: 1); singles pay stake-per-bet × Σ, multiples stake × Π,
 *   systems (n−1 of n) stake-per-combination × Σ over the combinations. Nothing won: LOST; only
 *   void rows: VOID; the full maximum: WON_MAX, else WON_PARTIAL. Payment CLEARED, paid = win.
 * The counters and the betslip's sport (its rows' sport, MIXED when they differ) come from the rows too.
 */
import type { Queryable } from '../db/database';
import { sql, type Sql } from '../db/sql';

/**
 * Re-settles the betslips matching `condition` (over `betslips b`). `paidAt` and `updatedAt` are
 * SQL expressions that may read `b.*` and `agg.last_end` (the latest match end).
 */
export async function settleBetslips(tx: Queryable, condition: Sql, options: { paidAt: Sql; updatedAt: Sql; tries?: Sql }): Promise<void> {
  await tx.query(sql`
    WITH rows AS (
      SELECT r.betslip_id, r.status, r.sport_code, r.outcome_value::float8 AS odds,
        coalesce(r.match_end_date, r.match_date + interval '2 hours') AS match_end,
        CASE r.status WHEN 'WON' THEN r.outcome_value::float8 WHEN 'WON_HALF' THEN (r.outcome_value::float8 + 1) / 2
          WHEN 'LOST_HALF' THEN 0.5 WHEN 'LOST' THEN 0 ELSE 1 END AS eff
      FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id
      WHERE ${condition}
    ), agg AS (
      SELECT betslip_id,
        count(*)::integer AS n,
        count(*) FILTER (WHERE status IN ('NOT_SETTLED', 'AUTO'))::integer AS open,
        count(*) FILTER (WHERE status IN ('WON', 'WON_HALF'))::integer AS won,
        count(*) FILTER (WHERE status IN ('LOST', 'LOST_HALF'))::integer AS lost,
        count(*) FILTER (WHERE status IN ('VOID', 'REFUNDED'))::integer AS void,
        count(*) FILTER (WHERE status = 'UNDER_REVIEW')::integer AS review,
        count(*) FILTER (WHERE status = 'ERROR')::integer AS errors,
        count(*) FILTER (WHERE status = 'CANCELLED')::integer AS cancelled,
        count(*) FILTER (WHERE eff = 0)::integer AS zeros,
        exp(coalesce(sum(ln(eff)) FILTER (WHERE eff > 0), 0)) AS p_eff,
        coalesce(sum(1 / eff) FILTER (WHERE eff > 0), 0) AS s_inv_eff,
        sum(eff) AS s_eff,
        exp(sum(ln(odds))) AS p_odds,
        sum(1 / odds) AS s_inv_odds,
        sum(odds) AS s_odds,
        max(match_end) AS last_end,
        CASE WHEN min(sport_code) = max(sport_code) THEN min(sport_code) ELSE 'MIXED' END AS sport
      FROM rows GROUP BY betslip_id
    ), calc AS (
      SELECT agg.*, b.id,
        round((CASE b.betslip_type WHEN 'MULTIPLE' THEN b.total_stake * agg.p_odds
          WHEN 'SINGLES' THEN b.stake_per_betcomb * agg.s_odds
          ELSE b.stake_per_betcomb * agg.p_odds * agg.s_inv_odds END)::numeric, 4) AS max_win,
        round((CASE b.betslip_type WHEN 'MULTIPLE' THEN CASE WHEN agg.zeros > 0 THEN 0 ELSE b.total_stake * agg.p_eff END
          WHEN 'SINGLES' THEN b.stake_per_betcomb * agg.s_eff
          ELSE CASE WHEN agg.zeros = 0 THEN b.stake_per_betcomb * agg.p_eff * agg.s_inv_eff
                    WHEN agg.zeros = 1 THEN b.stake_per_betcomb * agg.p_eff ELSE 0 END END)::numeric, 2) AS win,
        (b.is_cancelled OR (agg.open + agg.review + agg.errors) = 0) AS settled
      FROM agg JOIN betslips b ON b.id = agg.betslip_id
    )
    UPDATE betslips b SET
      max_win_value = calc.max_win,
      status = CASE WHEN b.is_cancelled THEN 'VOID' WHEN NOT calc.settled THEN 'NOT_SETTLED'
        WHEN calc.won = 0 AND calc.lost = 0 THEN 'VOID' WHEN calc.win = 0 THEN 'LOST' ELSE 'WON' END,
      status_code = CASE WHEN b.is_cancelled THEN 'REFUNDED_MAX' WHEN calc.errors > 0 THEN 'ERROR'
        WHEN calc.review > 0 THEN 'UNDER_REVIEW' WHEN calc.open > 0 THEN 'NOT_SETTLED'
        WHEN calc.won = 0 AND calc.lost = 0 THEN 'REFUNDED_MAX' WHEN calc.win = 0 THEN 'LOST'
        WHEN calc.win >= round(calc.max_win, 2) THEN 'WON_MAX' ELSE 'WON_PARTIAL' END,
      payment_status = CASE WHEN calc.settled THEN 'CLEARED' ELSE 'PENDING' END,
      win_value = CASE WHEN b.is_cancelled THEN b.total_stake WHEN calc.settled THEN calc.win END,
      paid_value = CASE WHEN b.is_cancelled THEN b.total_stake WHEN calc.settled THEN calc.win END,
      paid_out_date = CASE WHEN calc.settled THEN coalesce(b.paid_out_date, ${options.paidAt}) END,
      settlement_tries = ${options.tries ?? sql`b.settlement_tries`},
      not_settled_bets = calc.open,
      won_bets = calc.won,
      lost_bets = calc.lost,
      no_bets = calc.void,
      manual_review_bets = calc.review + calc.errors,
      cancelled_bets = calc.cancelled,
      all_bets = calc.n,
      sport_code = calc.sport,
      updated = ${options.updatedAt}
    FROM calc
    JOIN agg ON agg.betslip_id = calc.id
    WHERE b.id = calc.id`);
}
