/** Names shared by the PostgreSQL test set-up and the test helpers. */

/** The seeded database every test file's database is copied from. */
export const TEMPLATE_DATABASE = 'api_template';

/** Demo volume of the API tests' seed (on PGlite and on PostgreSQL). */
export const TEST_SEED_SCALE = 0.05;
