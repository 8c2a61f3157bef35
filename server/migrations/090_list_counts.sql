-- Lists whose pages do not grow with the data.
--
-- Row counts per operator of the big lists, maintained by statement-level triggers, so the
-- unfiltered office and central pages answer totalElements without counting the table. The
-- triggers fire in the seed too (ENABLE ALWAYS: the seed runs with session_replication_role =
-- replica). Rows never move between operators, so updates leave the counts alone.
CREATE TABLE list_counts (
  table_name text NOT NULL,
  operator_code text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (table_name, operator_code)
);

CREATE FUNCTION list_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_counts (table_name, operator_code, n)
  SELECT TG_TABLE_NAME, operator_code, count(*) FROM new_rows GROUP BY operator_code ORDER BY operator_code
  ON CONFLICT (table_name, operator_code) DO UPDATE SET n = list_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION list_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_counts c SET n = c.n - d.n
  FROM (SELECT operator_code, count(*) AS n FROM old_rows GROUP BY operator_code) d
  WHERE c.table_name = TG_TABLE_NAME AND c.operator_code = d.operator_code;
  RETURN NULL;
END $$;

CREATE FUNCTION list_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE TRIGGER players_count_insert AFTER INSERT ON players REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_insert();
CREATE TRIGGER players_count_delete AFTER DELETE ON players REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_delete();
CREATE TRIGGER players_count_truncate AFTER TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_truncate();
ALTER TABLE players ENABLE ALWAYS TRIGGER players_count_insert;
ALTER TABLE players ENABLE ALWAYS TRIGGER players_count_delete;
ALTER TABLE players ENABLE ALWAYS TRIGGER players_count_truncate;

CREATE TRIGGER betslips_count_insert AFTER INSERT ON betslips REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_insert();
CREATE TRIGGER betslips_count_delete AFTER DELETE ON betslips REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_delete();
CREATE TRIGGER betslips_count_truncate AFTER TRUNCATE ON betslips
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_truncate();
ALTER TABLE betslips ENABLE ALWAYS TRIGGER betslips_count_insert;
ALTER TABLE betslips ENABLE ALWAYS TRIGGER betslips_count_delete;
ALTER TABLE betslips ENABLE ALWAYS TRIGGER betslips_count_truncate;

-- Existing rows (a database migrated after it was seeded).
INSERT INTO list_counts (table_name, operator_code, n)
SELECT 'players', operator_code, count(*) FROM players GROUP BY operator_code
UNION ALL
SELECT 'betslips', operator_code, count(*) FROM betslips GROUP BY operator_code;

-- An index for each declared default sort and common sort and filter the lists lacked.
CREATE INDEX players_op_last_name ON players (operator_code, last_name, id);
CREATE INDEX players_last_name ON players (last_name, id);
CREATE INDEX players_op_first_name ON players (operator_code, first_name, id);
CREATE INDEX players_first_name ON players (first_name, id);
-- The sports tree, when asked for, reads bet rows from the index alone.
CREATE INDEX bet_rows_tree ON bet_rows (betslip_id, sport_code, league_name, sport_name);
