-- Text searches of the lists (`column ILIKE '%text%'`, server/resource/list-query.ts) read a trigram
-- index instead of every row of the operator or of the whole table: the players' username and e-mail,
-- the betslips' player username. pg_trgm is a trusted extension (PostgreSQL 13+), so the database's
-- owner may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX players_username_trgm ON players USING gin (username gin_trgm_ops);
CREATE INDEX players_email_trgm ON players USING gin (email gin_trgm_ops);
CREATE INDEX betslips_username_trgm ON betslips USING gin (player_username gin_trgm_ops);
