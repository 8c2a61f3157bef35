-- Liability without a pass over every open bet row per page. Its rows (120_reports.sql) are kept
-- in a table of the report's name, beside offer monitoring's (240_offer_monitoring_rows.sql) and by
-- the same statement triggers: both reports group the bet rows by match and market, so the
-- triggers recompute the liability rows of each match and market a statement touched (a bet row
-- added, settled or removed; a betslip cancelled, restored or moved to another currency or player)
-- from `liability_computed` (the former view, unchanged). Future events, which sums the liability
-- rows of the matches not yet started, reads the kept rows.
ALTER VIEW reports_liability RENAME TO liability_computed;

CREATE TABLE reports_liability AS SELECT * FROM liability_computed WITH NO DATA;
ALTER TABLE reports_liability ADD PRIMARY KEY (id);
CREATE INDEX reports_liability_exposure ON reports_liability (exposure DESC, id DESC);
CREATE INDEX reports_liability_market ON reports_liability (match_id, market_code);
CREATE INDEX reports_liability_match_date ON reports_liability (match_date);

CREATE OR REPLACE VIEW reports_future_events AS
SELECT l.operator_code || ':' || l.currency_code || ':' || l.match_id AS id,
  l.operator_code, l.currency_code, l.match_id, l.match, l.sport_code, l.league_name, l.match_date,
  count(*)::integer AS markets, sum(l.bet_rows)::integer AS bet_rows, sum(l.open_stakes) AS open_stakes,
  sum(l.potential_payouts) AS potential_payouts, sum(l.worst_payout) AS worst_payout, sum(l.exposure) AS exposure
FROM reports_liability l
WHERE l.match_date > now()
GROUP BY l.operator_code, l.currency_code, l.match_id, l.match, l.sport_code, l.league_name, l.match_date;

-- Every row again from the open bet rows.
CREATE FUNCTION liability_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reports_liability;
  INSERT INTO reports_liability SELECT * FROM liability_computed;
END $$;

-- The rows of the given (match, market) pairs again from their bet rows.
CREATE FUNCTION liability_refresh(match_ids integer[], market_codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(match_ids), 0) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(match_ids) > 2000 THEN
    PERFORM liability_rebuild();
    RETURN;
  END IF;
  DELETE FROM reports_liability s USING unnest(match_ids, market_codes) AS k(match_id, market_code)
  WHERE s.match_id = k.match_id AND s.market_code = k.market_code;
  INSERT INTO reports_liability
  SELECT v.* FROM liability_computed v
  WHERE v.match_id = ANY (match_ids) AND v.market_code = ANY (market_codes)
    AND (v.match_id, v.market_code) IN (SELECT * FROM unnest(match_ids, market_codes));
END $$;

-- The triggers of 240 refresh both reports' rows of the touched matches and markets.
CREATE OR REPLACE FUNCTION offer_monitoring_bet_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM liability_refresh(match_ids, market_codes);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION offer_monitoring_betslips_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM liability_refresh(match_ids, market_codes);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION offer_monitoring_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reports_offer_monitoring;
  DELETE FROM reports_liability;
  RETURN NULL;
END $$;

-- Existing rows (a database migrated after it was seeded).
SELECT liability_rebuild();
ANALYZE reports_liability;
