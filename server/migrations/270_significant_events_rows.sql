-- Significant events without a pass over every betslip per page. The rows (120_reports.sql,
-- 195_significant_events_fast.sql) are kept in a table of the report's name, maintained in the
-- transaction that changes the betslips or the thresholds:
-- - a statement changing betslips recomputes the rows of the players it touched (a stake spike
--   compares a betslip with the same player's earlier betslips, so a player's rows are computed
--   together), read through the (player, created, id) index; a statement touching more players than
--   a refresh by key handles well rebuilds the whole table, as the seed does once after its bulk load
--   (it runs with the triggers off);
-- - a change of the thresholds rebuilds the table (a central manager's edit of a few rows).
-- A page is then an index range in the default sort (created, then id, descending).
ALTER VIEW reports_significant_events RENAME TO significant_events_computed;

CREATE TABLE reports_significant_events AS SELECT * FROM significant_events_computed WITH NO DATA;
ALTER TABLE reports_significant_events ADD PRIMARY KEY (id);
CREATE INDEX reports_significant_events_created ON reports_significant_events (created DESC, id DESC);
CREATE INDEX reports_significant_events_operator ON reports_significant_events (operator_code, created DESC, id DESC);
CREATE INDEX reports_significant_events_player ON reports_significant_events (player_id);

-- Every row again from the betslips.
CREATE FUNCTION significant_events_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reports_significant_events;
  INSERT INTO reports_significant_events SELECT * FROM significant_events_computed;
END $$;

-- The rows of the given players again from their betslips: the definition of
-- significant_events_computed with each branch narrowed to the players.
CREATE FUNCTION significant_events_refresh(player_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(player_ids), 0) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(player_ids) > 2000 THEN
    PERFORM significant_events_rebuild();
    RETURN;
  END IF;
  DELETE FROM reports_significant_events WHERE player_id = ANY (player_ids);
  INSERT INTO reports_significant_events
  SELECT 'LARGE_STAKE:' || b.id, 'LARGE_STAKE', b.id, b.created, b.operator_code, b.player_id, b.player_username, b.currency_code,
    b.total_stake, t.large_stake, b.total_stake, b.paid_value
  FROM betslips b JOIN significant_event_thresholds t ON t.currency = b.currency_code
  WHERE b.player_id = ANY (player_ids) AND b.total_stake >= t.large_stake
  UNION ALL
  SELECT 'LARGE_WIN:' || b.id, 'LARGE_WIN', b.id, b.created, b.operator_code, b.player_id, b.player_username, b.currency_code,
    b.paid_value - b.total_stake, t.large_win, b.total_stake, b.paid_value
  FROM betslips b JOIN significant_event_thresholds t ON t.currency = b.currency_code
  WHERE b.player_id = ANY (player_ids) AND b.paid_value >= t.large_win AND b.paid_value - b.total_stake >= t.large_win
    AND NOT b.is_cancelled
  UNION ALL
  SELECT 'STAKE_SPIKE:' || b.id, 'STAKE_SPIKE', b.id, b.created, b.operator_code, b.player_id, b.player_username,
    b.currency_code, b.total_stake, round(t.stake_spike_factor * h.average, 2), b.total_stake, b.paid_value
  FROM (
    SELECT p.id, p.currency_code, p.total_stake,
      avg(p.total_stake) OVER earlier AS average, count(*) OVER earlier AS earlier
    FROM betslips p
    WHERE p.player_id = ANY (player_ids)
    WINDOW earlier AS (PARTITION BY p.player_id ORDER BY p.created, p.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
  ) h
  JOIN significant_event_thresholds t ON t.currency = h.currency_code
  JOIN betslips b ON b.id = h.id
  WHERE h.earlier >= t.stake_spike_min_betslips AND h.total_stake >= t.stake_spike_factor * h.average;
END $$;

CREATE FUNCTION significant_events_betslips_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  player_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.player_id) INTO player_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.player_id) INTO player_ids FROM old_rows o;
  ELSE
    -- Only the columns the rows are made of; settling or paying a betslip changes paid_value.
    SELECT array_agg(DISTINCT k.player_id) INTO player_ids FROM (
      SELECT n.player_id, o.player_id AS old_player_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.player_id, n.total_stake, n.paid_value, n.is_cancelled, n.currency_code, n.created, n.operator_code, n.player_username)
        IS DISTINCT FROM (o.player_id, o.total_stake, o.paid_value, o.is_cancelled, o.currency_code, o.created, o.operator_code,
          o.player_username)
    ) c CROSS JOIN LATERAL (VALUES (c.player_id), (c.old_player_id)) AS k(player_id);
  END IF;
  PERFORM significant_events_refresh(player_ids);
  RETURN NULL;
END $$;

CREATE FUNCTION significant_events_thresholds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM significant_events_rebuild();
  RETURN NULL;
END $$;

CREATE FUNCTION significant_events_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reports_significant_events;
  RETURN NULL;
END $$;

CREATE TRIGGER betslips_significant_events_insert AFTER INSERT ON betslips REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION significant_events_betslips_changed();
CREATE TRIGGER betslips_significant_events_update AFTER UPDATE ON betslips REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION significant_events_betslips_changed();
CREATE TRIGGER betslips_significant_events_delete AFTER DELETE ON betslips REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION significant_events_betslips_changed();
CREATE TRIGGER betslips_significant_events_truncate AFTER TRUNCATE ON betslips
  FOR EACH STATEMENT EXECUTE FUNCTION significant_events_truncated();
CREATE TRIGGER thresholds_significant_events AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON significant_event_thresholds
  FOR EACH STATEMENT EXECUTE FUNCTION significant_events_thresholds_changed();

-- Existing rows (a database migrated after it was seeded).
SELECT significant_events_rebuild();
ANALYZE reports_significant_events;
