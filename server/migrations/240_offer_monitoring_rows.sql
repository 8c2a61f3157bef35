-- Offer monitoring without a pass over every bet row per page. Its rows (120_reports.sql) are kept
-- in a table of the report's name, maintained in the transaction that changes the bet rows or
-- their betslips: statement-level triggers recompute the rows of each match and market the
-- statement touched from `offer_monitoring_computed` (the former view, unchanged), so a page is
-- an index range in the default sort (stakes, then id, descending). A statement touching more
-- markets than a refresh by key handles well rebuilds the whole table, as the seed does once
-- after its bulk load (it runs with the triggers off).
ALTER VIEW reports_offer_monitoring RENAME TO offer_monitoring_computed;

CREATE TABLE reports_offer_monitoring AS SELECT * FROM offer_monitoring_computed WITH NO DATA;
CREATE INDEX reports_offer_monitoring_stakes ON reports_offer_monitoring (stakes DESC, id DESC);
CREATE INDEX reports_offer_monitoring_market ON reports_offer_monitoring (match_id, market_code);
CREATE INDEX reports_offer_monitoring_match_date ON reports_offer_monitoring (match_date);

-- Every row again from the bet rows.
CREATE FUNCTION offer_monitoring_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reports_offer_monitoring;
  INSERT INTO reports_offer_monitoring SELECT * FROM offer_monitoring_computed;
END $$;

-- The rows of the given (match, market) pairs again from their bet rows.
CREATE FUNCTION offer_monitoring_refresh(match_ids integer[], market_codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(match_ids), 0) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(match_ids) > 2000 THEN
    PERFORM offer_monitoring_rebuild();
    RETURN;
  END IF;
  DELETE FROM reports_offer_monitoring s USING unnest(match_ids, market_codes) AS k(match_id, market_code)
  WHERE s.match_id = k.match_id AND s.market_code = k.market_code;
  INSERT INTO reports_offer_monitoring
  SELECT v.* FROM offer_monitoring_computed v
  WHERE v.match_id = ANY (match_ids) AND v.market_code = ANY (market_codes)
    AND (v.match_id, v.market_code) IN (SELECT * FROM unnest(match_ids, market_codes));
END $$;

CREATE FUNCTION offer_monitoring_bet_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  match_ids integer[];
  market_codes text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k.match_id), array_agg(k.market_code) INTO match_ids, market_codes
    FROM (SELECT DISTINCT match_id, market_code FROM new_rows) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k.match_id), array_agg(k.market_code) INTO match_ids, market_codes
    FROM (SELECT DISTINCT match_id, market_code FROM old_rows) k;
  ELSE
    SELECT array_agg(k.match_id), array_agg(k.market_code) INTO match_ids, market_codes
    FROM (SELECT match_id, market_code FROM new_rows UNION SELECT match_id, market_code FROM old_rows) k;
  END IF;
  PERFORM offer_monitoring_refresh(match_ids, market_codes);
  RETURN NULL;
END $$;

-- A betslip's cancellation, currency or player changes the rows of its bet rows' markets.
CREATE FUNCTION offer_monitoring_betslips_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  match_ids integer[];
  market_codes text[];
BEGIN
  SELECT array_agg(k.match_id), array_agg(k.market_code) INTO match_ids, market_codes
  FROM (
    SELECT DISTINCT r.match_id, r.market_code FROM bet_rows r
    WHERE r.betslip_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.is_cancelled IS DISTINCT FROM o.is_cancelled OR n.currency_code IS DISTINCT FROM o.currency_code
        OR n.player_id IS DISTINCT FROM o.player_id
    )
  ) k;
  PERFORM offer_monitoring_refresh(match_ids, market_codes);
  RETURN NULL;
END $$;

CREATE FUNCTION offer_monitoring_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reports_offer_monitoring;
  RETURN NULL;
END $$;

CREATE TRIGGER bet_rows_offer_monitoring_insert AFTER INSERT ON bet_rows REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_monitoring_bet_rows_changed();
CREATE TRIGGER bet_rows_offer_monitoring_update AFTER UPDATE ON bet_rows REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_monitoring_bet_rows_changed();
CREATE TRIGGER bet_rows_offer_monitoring_delete AFTER DELETE ON bet_rows REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_monitoring_bet_rows_changed();
CREATE TRIGGER bet_rows_offer_monitoring_truncate AFTER TRUNCATE ON bet_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_monitoring_truncated();
CREATE TRIGGER betslips_offer_monitoring_update AFTER UPDATE ON betslips REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_monitoring_betslips_changed();
CREATE TRIGGER betslips_offer_monitoring_truncate AFTER TRUNCATE ON betslips
  FOR EACH STATEMENT EXECUTE FUNCTION offer_monitoring_truncated();

-- Existing rows (a database migrated after it was seeded).
SELECT offer_monitoring_rebuild();
ANALYZE reports_offer_monitoring;
