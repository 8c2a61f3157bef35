-- Significant events without a query per betslip. The rows are those of 120_reports.sql:
-- - a stake spike compares a betslip with its player's earlier betslips through one window over
--   the player's betslips in (created, id) order (the frame of the rows before it), read from an
--   index that carries the stake, instead of an average over the earlier betslips computed for
--   every betslip; only the betslips that spike are joined back for the columns the row shows;
-- - large stakes and large wins are index ranges per currency: the stake, and the net win of the
--   betslips that are not cancelled, at or above the currency's threshold. `OFFSET 0` keeps each
--   range a subquery of its own, so the planner, which cannot know the thresholds, does not read
--   every betslip to compare it with them.
CREATE INDEX betslips_stake_history ON betslips (player_id, created, id) INCLUDE (total_stake, currency_code);
CREATE INDEX betslips_currency_stake ON betslips (currency_code, total_stake);
CREATE INDEX betslips_currency_net_win ON betslips (currency_code, (paid_value - total_stake)) WHERE NOT is_cancelled;

CREATE OR REPLACE VIEW reports_significant_events AS
SELECT 'LARGE_STAKE:' || b.id AS id, 'LARGE_STAKE' AS kind, b.id AS betslip_id, b.created, b.operator_code, b.player_id,
  b.player_username, b.currency_code, b.total_stake AS amount, t.large_stake AS reference, b.total_stake, b.paid_value
FROM significant_event_thresholds t CROSS JOIN LATERAL (
  SELECT * FROM betslips b WHERE b.currency_code = t.currency AND b.total_stake >= t.large_stake OFFSET 0
) b
UNION ALL
SELECT 'LARGE_WIN:' || b.id, 'LARGE_WIN', b.id, b.created, b.operator_code, b.player_id, b.player_username, b.currency_code,
  b.paid_value - b.total_stake, t.large_win, b.total_stake, b.paid_value
FROM significant_event_thresholds t CROSS JOIN LATERAL (
  SELECT * FROM betslips b WHERE b.currency_code = t.currency AND b.paid_value - b.total_stake >= t.large_win AND NOT b.is_cancelled
  OFFSET 0
) b
WHERE b.paid_value >= t.large_win
UNION ALL
SELECT 'STAKE_SPIKE:' || b.id, 'STAKE_SPIKE', b.id, b.created, b.operator_code, b.player_id, b.player_username,
  b.currency_code, b.total_stake, round(s.factor * s.average, 2), b.total_stake, b.paid_value
FROM (
  SELECT h.id, t.stake_spike_factor AS factor, h.average
  FROM (
    SELECT p.id, p.currency_code, p.total_stake,
      avg(p.total_stake) OVER earlier AS average, count(*) OVER earlier AS earlier
    FROM betslips p
    WINDOW earlier AS (PARTITION BY p.player_id ORDER BY p.created, p.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
  ) h JOIN significant_event_thresholds t ON t.currency = h.currency_code
  WHERE h.earlier >= t.stake_spike_min_betslips AND h.total_stake >= t.stake_spike_factor * h.average
) s JOIN betslips b ON b.id = s.id;
