/**
 * The PostgreSQL extensions every embedded database opens with: the migrations create them
 * (`CREATE EXTENSION`), and PGlite can only create or use an extension whose bundle it was opened
 * with. pg_trgm backs the lists' text searches (server/migrations/190_search_trigram.sql).
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
