/**
 * Deterministic, set-based demo data for betslips and bet rows, payments, bonus campaigns and
 * player bonuses with histories, KYC documents, the account history and activity-log entries
 * (002 §3). Runs inside the seed transaction, after the players, using {@link seedHash}.
 *
 * Consistency: every balance movement is an account-history row (betslip stakes and payouts,
 * cancelled-betslip refunds, processed deposits, withdrawals that hold funds, bonus grants and
 * forfeits). A player whose running balance would dip below zero gets a welcome deposit before
 * any other movement; at the end each player's balance is recomputed as the sum of their
 * movements, and every entry carries its running balance.
 */
import type { Database, Queryable } from './db/database';
import { ident, join, sql, type Sql } from './db/sql';
import { settleBetslips } from './betting/settle';
import { seedHash, timed } from './seed-tools';

/** Betslips generated at scale 1. */
export const BETSLIPS_PER_SCALE = 50_000;
/** Payments per active player. */
const PAYMENTS_PER_PLAYER = 4;

const SPORTS = [
  ['FOOTBALL', 'Football'],
  ['FOOTBALL', 'Football'],
  ['FOOTBALL', 'Football'],
  ['FOOTBALL', 'Football'],
  ['FOOTBALL', 'Football'],
  ['BASKETBALL', 'Basketball'],
  ['BASKETBALL', 'Basketball'],
  ['TENNIS', 'Tennis'],
  ['ICE_HOCKEY', 'Ice Hockey'],
  ['HANDBALL', 'Handball'],
] as const;
/** Three (guild, league) pairs per sport, in the order of the distinct sports above. */
const LEAGUES: Record<string, readonly (readonly [string, string])[]> = {
  FOOTBALL: [
    ['England', 'Premier League'],
    ['Germany', 'Bundesliga'],
    ['Spain', 'LaLiga'],
  ],
  BASKETBALL: [
    ['International', 'EuroLeague'],
    ['USA', 'NBA'],
    ['Spain', 'Liga ACB'],
  ],
  TENNIS: [
    ['ATP', 'ATP Vienna'],
    ['WTA', 'WTA Madrid'],
    ['ATP', 'ATP Paris'],
  ],
  ICE_HOCKEY: [
    ['USA', 'NHL'],
    ['Sweden', 'SHL'],
    ['Finland', 'Liiga'],
  ],
  HANDBALL: [
    ['Germany', 'HBL'],
    ['International', 'EHF Champions League'],
    ['France', 'Starligue'],
  ],
};
const TEAMS = [
  'Northbridge',
  'Riverside',
  'Eastport',
  'Westfield',
  'Kingsbury',
  'Lakeside',
  'Highgate',
  'Stonehaven',
  'Redcliff',
  'Blackwater',
  'Greenwood',
  'Silverton',
  'Oakridge',
  'Fairhaven',
  'Ironvale',
  'Brookmere',
  'Ashford',
  'Marlow',
  'Crestwood',
  'Dunmore',
  'Elmstead',
  'Foxhall',
  'Glenrock',
  'Harwick',
];
const TENNIS_PLAYERS = [
  'A. Novak',
  'M. Keller',
  'J. Sato',
  'L. Moreau',
  'D. Petrov',
  'S. Rossi',
  'K. Berg',
  'T. Alvarez',
  'R. Kaya',
  'P. Horvat',
  'E. Lind',
  'N. Costa',
];
const FEEDS = ['Lsports', 'Lsports', 'Lsports', 'Lsports', 'Lsports', 'Goalserve', 'Goalserve', 'Tipico', 'Tipico', 'LsportsFake'];
const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENSE', 'UTILITY_BILL', 'BANK_STATEMENT', 'SELFIE'];
const REJECT_COMMENTS = ['Image is blurry', 'Document expired', 'Name does not match the account', 'Corners of the document are cut off'];
const MISC_LOG_TYPES = [
  'USER_LOGIN',
  'USER_LOGIN',
  'USER_LOGIN',
  'USER_LOGIN',
  'USER_LOGOUT',
  'USER_LOGOUT',
  'LOGIN_FAILED',
  'CHANGE_LANGUAGE',
  'PASSWORD_CHANGED_BY_USER',
  'PASSWORD_RESET_BY_USER',
  'PASSWORD_FORGOT_REQUEST',
  'SELF_VERIFICATION',
  'NEW_USER_ACTIVATED',
  'DATA_CHANGED',
];
const STAFF_LOG_TYPES = ['APP_ERROR', 'MANUAL_ADDED_EVENT', 'UPLOADED_EXPORT', 'MANUALLY_UPLOADED_EXPORT', 'USER_ADDED_FROM_KEYCLOAK'];

/** Indexes rebuilt before the first request even when the rest are deferred (besides the players' ones). */
const ESSENTIAL_INDEXES = [
  'betslips_op_created',
  'betslips_created',
  'bet_rows_betslip',
  'bet_rows_match_date',
  'payments_op_created',
  'payments_created',
  'payments_player',
  'player_bonuses_op',
  'player_bonuses_player',
  'player_bonuses_payment',
  'bonus_histories_bonus',
  'account_history_op_created',
  'account_history_created',
  'activity_log_op_time',
  'activity_log_time',
  'activity_log_affected',
];
/** Indexes the seed's own look-ups need. */
const KEPT_INDEXES = ['betslips_player', 'account_history_player', 'kyc_documents_player'];
/** Tables whose secondary indexes are dropped during the seed and rebuilt after the bulk load. */
const BULK_TABLES = [
  'players',
  'betslips',
  'bet_rows',
  'payments',
  'player_bonuses',
  'bonus_histories',
  'account_history',
  'kyc_documents',
  'activity_log',
];
/**
 * Tables built in session-local staging copies when they are empty (see {@link stageTables}), in
 * foreign-key order.
 */
const STAGED_TABLES = ['payments', 'player_bonuses', 'bonus_histories', 'betslips', 'bet_rows', 'account_history'];

export interface BulkIndex {
  tablename: string;
  indexname: string;
  indexdef: string;
}

/**
 * Drops the secondary indexes of the bulk tables (all but unique ones and those the seed's own
 * look-ups use): building an index once after the load is far cheaper than maintaining it
 * through inserts and updates. Returns them for {@link rebuildBulkIndexes}.
 */
export async function dropBulkIndexes(tx: Queryable): Promise<BulkIndex[]> {
  const indexes = await tx.query<BulkIndex>(sql`SELECT tablename, indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = ANY (${BULK_TABLES}::text[])
      AND indexdef NOT LIKE 'CREATE UNIQUE%' AND indexname <> ALL (${KEPT_INDEXES}::text[])
    ORDER BY tablename, indexname`);
  if (indexes.length > 0) await tx.execScript(indexes.map((i) => `DROP INDEX "${i.indexname}";`).join('\n'));
  return indexes;
}

/**
 * On PostgreSQL, vacuums and analyses the bulk tables once the seed is committed: autovacuum would
 * otherwise do both about a minute later (the rows count as changed only when they are
 * committed), rewriting every page of the new rows while the demo is in use; the visibility map
 * it sets lets counts read indexes alone. PGlite runs no autovacuum, and a vacuum there would add
 * about 3 s to the first start at scale 2.
 */
export async function vacuumBulkTables(db: Database): Promise<void> {
  if (db.kind !== 'postgres') return;
  await timed('vacuum', db.execScript(`VACUUM (ANALYZE) ${BULK_TABLES.join(', ')};`));
}

/**
 * Recreates dropped indexes and refreshes the planner statistics. With `deferIndexes`, only the
 * players' indexes and those behind the default sorts, player pages and operator scoping are
 * built; the names of the others are returned for the caller to build later (the server does
 * right after it starts listening).
 */
export async function rebuildBulkIndexes(tx: Queryable, indexes: readonly BulkIndex[], deferIndexes: boolean): Promise<string[]> {
  const now = indexes.filter((i) => !deferIndexes || i.tablename === 'players' || ESSENTIAL_INDEXES.includes(i.indexname));
  if (now.length > 0) await timed('essential indexes', tx.execScript(now.map((i) => `${i.indexdef};`).join('\n')));
  await timed('analyze', tx.execScript(`SET LOCAL default_statistics_target = 20; ANALYZE ${BULK_TABLES.join(', ')};`));
  return indexes.filter((i) => !now.includes(i)).map((i) => i.indexname);
}

/**
 * When the betting tables are still empty (a first start, the tests), they are built in
 * session-local temporary tables of the same names, which shadow the real ones for unqualified
 * names (`pg_temp` comes first in the search path) — the same statements, including the shared
 * {@link settleBetslips} and {@link recomputeBalances}, run over them unchanged. Their ids come
 * from the real tables' sequences. Temporary tables write no WAL and have no foreign-key
 * triggers, so the settlement and balance passes that rewrite rows cost a fraction there, and
 * {@link publishTables} then writes each row once to the real table. Returns the staged tables.
 */
async function stageTables(tx: Queryable): Promise<string[]> {
  const empty = STAGED_TABLES.map((t) => sql`NOT EXISTS (SELECT 1 FROM ${ident(t)})`);
  const [{ stage }] = await tx.query<{ stage: boolean }>(sql`SELECT ${join(empty, sql` AND `)} AS stage`);
  if (!stage) return [];
  const tables = await tx.query<{ name: string; schema: string; seq: string }>(sql`SELECT t AS name, current_schema() AS schema,
      pg_get_serial_sequence(quote_ident(current_schema()) || '.' || t, 'id') AS seq
    FROM unnest(${STAGED_TABLES}::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i`);
  await tx.execScript(
    tables
      .map(
        (t) => `CREATE TEMP TABLE "${t.name}" (LIKE "${t.schema}"."${t.name}" INCLUDING DEFAULTS INCLUDING INDEXES) ON COMMIT DROP;
        ALTER TABLE pg_temp."${t.name}" ALTER COLUMN id SET DEFAULT nextval('${t.seq.replace(/'/g, "''")}'::regclass);`,
      )
      .join('\n'),
  );
  return tables.map((t) => t.name);
}

/** Copies the staged tables into the real ones (in foreign-key order) and drops the staging copies. */
async function publishTables(tx: Queryable, staged: readonly string[]): Promise<void> {
  if (staged.length === 0) return;
  const [{ schema }] = await tx.query<{ schema: string }>(sql`SELECT current_schema() AS schema`);
  await tx.execScript(
    staged.map((t) => `INSERT INTO "${schema}"."${t}" SELECT * FROM pg_temp."${t}"; DROP TABLE pg_temp."${t}";`).join('\n'),
  );
}

/**
 * Steered markets, so that offer monitoring has concentrated markets to show: on each of the next
 * days' two busiest open markets of different kinds (at least nine bet rows from three players, none
 * holding half the stakes yet), the player with the biggest stake adds a single at least as big as everyone else's
 * stakes together, a minute and a half after their last bet there. Only matches that have not
 * ended, so the new rows stay open and the settlement and account history take them like any other.
 */
async function steerMarkets(tx: Queryable, baseBetslip: number): Promise<void> {
  const [{ schema }] = await tx.query<{ schema: string }>(sql`SELECT current_schema() AS schema`);
  await tx.query(sql`
    WITH open_rows AS (
      SELECT r.id AS row_id, r.match_id, r.market_code, r.match_date, r.betrow_stake, b.currency_code, b.player_id
      FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id
      WHERE b.id > ${baseBetslip} AND NOT b.is_cancelled AND r.status = 'NOT_SETTLED'
        AND r.match_date > now() - interval '1 hour' AND r.match_date < now() + interval '3 days'
    ), per_player AS (
      SELECT match_id, market_code, currency_code, player_id, min(match_date) AS match_date, count(*) AS n,
        sum(betrow_stake) AS stake, max(row_id) AS last_row
      FROM open_rows GROUP BY match_id, market_code, currency_code, player_id
    ), market AS (
      SELECT match_id, market_code, currency_code, min(match_date) AS match_date, sum(n) AS n, sum(stake) AS total,
        max(stake) AS top_stake, (array_agg(last_row ORDER BY stake DESC, player_id))[1] AS top_row
      FROM per_player GROUP BY match_id, market_code, currency_code
      HAVING sum(n) >= 9 AND count(*) >= 3 AND max(stake) * 2 < sum(stake)
    ), chosen AS MATERIALIZED (
      SELECT m.top_row, ceil((m.total - 2 * m.top_stake) / 50) * 50 + 50 AS stake,
        nextval(pg_get_serial_sequence(${`"${schema}".betslips`}, 'id'))::integer AS slip_id
      FROM (SELECT b.*, row_number() OVER (PARTITION BY match_date::date ORDER BY n DESC, match_id, market_code, currency_code) AS rank
        FROM (SELECT market.*, row_number() OVER (PARTITION BY match_date::date, market_code
          ORDER BY n DESC, match_id, currency_code) AS in_kind FROM market) b
        WHERE b.in_kind = 1) m
      WHERE m.rank <= 2
    ), placed AS MATERIALIZED (
      SELECT c.slip_id, c.stake, r.*, b.player_id, b.player_name, b.player_username, b.wallet_type, b.currency_code,
        b.currency_symbol, b.country, b.ip_address,
        date_trunc('second', least(now() - interval '1 minute', r.created + interval '90 seconds')) AS placed
      FROM chosen c JOIN bet_rows r ON r.id = c.top_row JOIN betslips b ON b.id = r.betslip_id
    ), slips AS (
      INSERT INTO betslips (id, operator_code, player_id, player_name, player_username, wallet_type, currency_code,
        currency_symbol, total_stake, stake_per_betcomb, fee_value, created, updated, country, ip_address, is_cancelled,
        betslip_type, combinations, combination_sizes, redemption_period, all_bets)
      SELECT slip_id, operator_code, player_id, player_name, player_username, wallet_type, currency_code, currency_symbol,
        stake, stake, 0, placed, placed, country, ip_address, false, 'SINGLES', 1, ARRAY[1], '30 days', 1
      FROM placed ORDER BY slip_id
    )
    INSERT INTO bet_rows (betslip_id, operator_code, row_no, match_id, match, home, away, sport_code, sport_name, feed_code,
      guild_name, league_name, is_live, match_date, match_status_code, match_status_description, placement_match_score,
      placement_match_stats, market_code, market_name, outcome_code, outcome_text, margin, outcome_value, betrow_stake,
      max_win_value, status, payment_status, created, updated)
    SELECT slip_id, operator_code, 1, match_id, match, home, away, sport_code, sport_name, feed_code, guild_name, league_name,
      match_date <= placed, match_date, match_status_code, match_status_description, placement_match_score, placement_match_stats,
      market_code, market_name, outcome_code, outcome_text, margin, outcome_value, stake, round(stake * outcome_value, 4),
      'NOT_SETTLED', 'PENDING', placed, placed
    FROM placed ORDER BY slip_id`);
}

export interface BettingCounts {
  betslips: number;
  betRows: number;
  payments: number;
  kycDocuments: number;
  bonusCampaigns: number;
  playerBonuses: number;
  bonusHistories: number;
  accountHistory: number;
}

/**
 * Seeds the betting tables (their secondary indexes are expected to be dropped, see
 * {@link dropBulkIndexes}).
 */
export async function seedBetting(tx: Queryable, scale: number): Promise<void> {
  const betslipCount = Math.max(200, Math.round(BETSLIPS_PER_SCALE * scale));
  const [base] = await tx.query<{ betslip: number; payment: number; bonus: number; ah: number; log: number }>(sql`SELECT
    (SELECT coalesce(max(id), 0)::integer FROM betslips) AS betslip,
    (SELECT coalesce(max(id), 0)::integer FROM payments) AS payment,
    (SELECT coalesce(max(id), 0)::integer FROM player_bonuses) AS bonus,
    (SELECT coalesce(max(id), 0)::integer FROM account_history) AS ah,
    (SELECT coalesce(max(id), 0)::integer FROM activity_log) AS log`);

  // Players that can be active (activated accounts), numbered 1..n for hash look-ups.
  await timed(
    'seed players',
    tx.query(sql`CREATE TEMP TABLE seed_players ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY p.id))::integer AS n, p.id, p.operator_code, p.username, p.realm,
      p.first_name || ' ' || p.last_name AS name, p.balance_currency AS currency, p.created, p.country,
      CASE p.balance_currency WHEN 'EUR' THEN '€' WHEN 'RON' THEN 'lei' WHEN 'TRY' THEN '₺' ELSE p.balance_currency END AS symbol,
      CASE WHEN jsonb_array_length(p.balance_bag) > 1 THEN p.balance_bag -> 1 ->> 'gatewayCode' END AS second_gateway,
      '10.' || (p.id % 250) || '.' || (p.id % 97) || '.' || (p.id % 13 + 1) AS ip
    FROM players p WHERE p.status <> 'REGISTERED'`),
  );
  const [{ active }] = await tx.query<{ active: number }>(sql`SELECT count(*)::integer AS active FROM seed_players`);
  if (active === 0) return;
  const staged = await stageTables(tx);

  /** A time after the player's activation, skewed towards now (u² of the account's age). */
  const activityTime = (salt: number, key: string | Sql = 'g') => sql`(date_trunc('second', now())
    - ((${seedHash(key, salt)} % 1000000)::float8 / 1000000) ^ 2
      * greatest(interval '1 hour', date_trunc('second', now()) - (p.created + interval '5 minutes')))`;

  // Betslips ---------------------------------------------------------------------------------
  await timed(
    'betslips',
    tx.query(sql`
    INSERT INTO betslips (operator_code, player_id, player_name, player_username, wallet_type, currency_code,
      currency_symbol, total_stake, stake_per_betcomb, fee_value, fee_win_value, created, updated, country, ip_address,
      is_cancelled, betslip_type, combinations, combination_sizes, combination_details, redemption_period, all_bets)
    SELECT op, pid, name, username, wallet, currency, symbol, stake, round(stake / combos, 4), fee,
      CASE WHEN fee > 0 THEN 0 END, created, created, country, ip, cancelled, type, combos,
      CASE type WHEN 'SINGLES' THEN ARRAY[1] WHEN 'MULTIPLE' THEN ARRAY[n] ELSE ARRAY[n - 1] END,
      CASE WHEN type = 'SYSTEM' THEN (n - 1) || '/' || n END, '30 days', n
    FROM (
      SELECT g, p.operator_code AS op, p.id AS pid, p.name, p.username, p.currency, p.symbol, p.country, p.ip,
        ${activityTime(101)} AS created,
        CASE WHEN p.second_gateway IS NOT NULL AND x.hb % 10 = 0 THEN 'SECONDARY' ELSE 'MAIN' END AS wallet,
        round((1 + x.hb / 10 % 50) * CASE x.hb / 500 % 10 WHEN 0 THEN 10 WHEN 1 THEN 4 ELSE 1 END + (x.hb / 5000 % 4) * 0.25, 2) AS stake,
        t.type, t.n,
        CASE t.type WHEN 'MULTIPLE' THEN 1 ELSE t.n END AS combos,
        CASE WHEN x.hb / 20000 % 20 = 0 THEN 0.50 ELSE 0 END AS fee,
        x.hb / 400000 % 1000 < 15 AS cancelled
      FROM generate_series(1, ${betslipCount}::integer) AS g
      CROSS JOIN LATERAL (SELECT ${seedHash('g', 100)} AS ha, ${seedHash('g', 103)} AS hb, ${seedHash('g', 108)} AS hc) x
      JOIN seed_players p ON p.n = 1 + x.ha % ${active}
      CROSS JOIN LATERAL (SELECT
        CASE WHEN x.hc % 100 < 45 THEN 'SINGLES' WHEN x.hc % 100 < 85 THEN 'MULTIPLE' ELSE 'SYSTEM' END AS type) t0
      CROSS JOIN LATERAL (SELECT t0.type,
        (CASE t0.type WHEN 'SINGLES' THEN 1 + x.hc / 100 % 3 WHEN 'MULTIPLE' THEN 2 + x.hc / 100 % 5
          ELSE 3 + x.hc / 100 % 3 END)::integer AS n) t
      ORDER BY g
    ) s`),
  );

  // Bet rows: matches are identified by day and slot, so one match id always has the same teams,
  // sport, league and kick-off.
  const sportCodes = SPORTS.map((s) => s[0]);
  const sportNames = SPORTS.map((s) => s[1]);
  const guilds = sportCodes.flatMap((code) => LEAGUES[code].map((l) => l[0]));
  const leagues = sportCodes.flatMap((code) => LEAGUES[code].map((l) => l[1]));
  // The match catalogue of the betslips' days: 60 slots a day, everything derived from the id.
  await timed(
    'match catalogue',
    tx.query(sql`CREATE TEMP TABLE seed_matches ON COMMIT DROP AS
    WITH ids AS (
      SELECT d * 100 + s AS match_id, d FROM
        generate_series((SELECT min(created)::date - date '2000-01-01' FROM betslips WHERE id > ${base.betslip}),
          (SELECT max(created)::date - date '2000-01-01' FROM betslips WHERE id > ${base.betslip}) + 3) AS d,
        generate_series(0, 59) AS s
    ), hashed AS MATERIALIZED (
      SELECT match_id, d, ${seedHash('match_id', 204)} AS h1, ${seedHash('match_id', 208)} AS h2 FROM ids
    ), k AS (
      SELECT match_id,
        date '2000-01-01' + d + make_interval(hours => 12 + (h1 % 10)::integer, mins => ((h1 / 10 % 4) * 15)::integer) AS kickoff,
        (1 + h1 / 40 % ${SPORTS.length})::integer AS sp, (h1 / 400 % 3)::integer AS lg,
        (h2 % ${TEAMS.length})::integer AS home_i, (h2 / ${TEAMS.length} % ${TEAMS.length - 1})::integer AS away_off,
        (h1 / 1200 % 5)::integer AS home_goals, (h1 / 6000 % 4)::integer AS away_goals,
        (${FEEDS}::text[])[1 + h1 / 24000 % ${FEEDS.length}] AS feed
      FROM hashed
    ), t AS MATERIALIZED (
      SELECT k.*, (${sportCodes}::text[])[k.sp] AS sport_code, (${sportNames}::text[])[k.sp] AS sport_name,
        (${guilds}::text[])[(k.sp - 1) * 3 + k.lg + 1] AS guild, (${leagues}::text[])[(k.sp - 1) * 3 + k.lg + 1] AS league
      FROM k
    )
    SELECT t.*, t.kickoff + interval '2 hours' AS match_end, t.kickoff + interval '2 hours' < now() AS finished,
      CASE WHEN t.sport_code = 'TENNIS' THEN (${TENNIS_PLAYERS}::text[])[1 + t.home_i % ${TENNIS_PLAYERS.length}]
           ELSE (${TEAMS}::text[])[1 + t.home_i] END AS home,
      CASE WHEN t.sport_code = 'TENNIS'
           THEN (${TENNIS_PLAYERS}::text[])[1 + (t.home_i % ${TENNIS_PLAYERS.length} + 1 + t.away_off % ${TENNIS_PLAYERS.length - 1})
             % ${TENNIS_PLAYERS.length}]
           ELSE (${TEAMS}::text[])[1 + (t.home_i + 1 + t.away_off) % ${TEAMS.length}] END AS away
    FROM t`),
  );
  await timed('match catalogue key', tx.execScript('ANALYZE seed_matches;'));

  // Bet rows: a row takes a match on its betslip's day or the next two, the next day's when that
  // match has already ended before the bet.
  await timed(
    'bet rows',
    tx.query(sql`
    WITH slip AS (
      SELECT b.id, b.operator_code, b.created, b.is_cancelled, b.betslip_type, b.all_bets, b.total_stake, b.stake_per_betcomb,
        CASE WHEN x.h % 100 < 6 THEN 'PENDING' WHEN x.h / 100 % 100 < 3 THEN 'VOID' ELSE 'PLAY' END AS intent
      FROM betslips b CROSS JOIN LATERAL (SELECT ${seedHash('b.id', 200)} AS h) x WHERE b.id > ${base.betslip}
    ), slot AS MATERIALIZED (
      SELECT s.*, x.row_no, x.rh,
        ((s.created::date - date '2000-01-01') + (x.rh / 60 % 3)::integer) * 100 + (x.rh % 60)::integer AS match0,
        CASE s.betslip_type WHEN 'MULTIPLE' THEN s.total_stake WHEN 'SINGLES' THEN s.stake_per_betcomb
          ELSE s.stake_per_betcomb * (s.all_bets - 1) END AS row_stake,
        -- Odds as a sportsbook offers them: mostly favourites (1.15 to 4.00, skewed low).
        round(1.15 + 2.85 * ((x.rh / 180 % 400) / 400.0) ^ 2, 2) AS odds,
        (x.wh % 10000) / 10000.0 AS luck
      FROM slip s CROSS JOIN LATERAL (SELECT r AS row_no, ${seedHash('s.id * 8 + r', 202)} AS rh,
        ${seedHash('s.id * 8 + r', 209)} AS wh FROM generate_series(1, s.all_bets) AS r) x
    ), e AS (
      SELECT sl.*, m.match_id, m.kickoff, m.match_end, m.finished, m.sport_code, m.sport_name, m.guild, m.league, m.feed,
        m.home, m.away, m.home_goals, m.away_goals, m.kickoff <= sl.created AS live,
        CASE WHEN m.sport_code = 'TENNIS' THEN 4 ELSE sl.rh / 72000 % 4 END AS market,
        sl.rh / 288000 % 3 AS pick,
        -- The row's result: open while the match runs; else it wins with the odds' chance less a 5 %
        -- margin (so the house keeps about 5 % of single stakes and more of combinations).
        CASE WHEN sl.is_cancelled OR NOT m.finished THEN 'NOT_SETTLED'
          WHEN sl.intent = 'PENDING' THEN CASE WHEN sl.row_no = sl.all_bets THEN 'UNDER_REVIEW' ELSE 'WON' END
          WHEN sl.intent = 'VOID' THEN 'VOID'
          WHEN sl.luck < 0.95 / sl.odds THEN
            CASE WHEN sl.betslip_type = 'MULTIPLE' AND sl.row_no > 1 AND sl.rh % 33 = 0 THEN 'WON_HALF' ELSE 'WON' END
          ELSE 'LOST'
        END AS status
      FROM slot sl
      JOIN seed_matches m0 ON m0.match_id = sl.match0
      JOIN seed_matches m ON m.match_id = CASE WHEN m0.kickoff + interval '105 minutes' < sl.created THEN sl.match0 + 100 ELSE sl.match0 END
    )
    INSERT INTO bet_rows (betslip_id, operator_code, row_no, match_id, match, home, away, sport_code, sport_name, feed_code,
      guild_name, league_name, is_live, match_date, match_end_date, match_confirmed_date, match_status_code,
      match_status_description, placement_match_score, placement_match_stats, match_score, last_match_stats_ss, market_code,
      market_name, outcome_code, outcome_text, margin, outcome_value, betrow_stake, max_win_value, status, paid_value,
      payment_status, manual_override, created, updated)
    SELECT e.id, e.operator_code, e.row_no, e.match_id, e.home || ' - ' || e.away, e.home, e.away, e.sport_code, e.sport_name,
      e.feed, e.guild, e.league,
      e.live, e.kickoff, CASE WHEN e.finished THEN e.match_end END, CASE WHEN e.finished THEN e.match_end + interval '5 minutes' END,
      CASE WHEN e.finished THEN 'ENDED' WHEN e.kickoff <= now() THEN 'LIVE' ELSE 'NOT_STARTED' END,
      CASE WHEN e.finished THEN 'Ended' WHEN e.kickoff <= now() THEN 'In play' ELSE 'Not started' END,
      CASE WHEN e.live THEN (e.home_goals / 2) || ':' || (e.away_goals / 2) END,
      CASE WHEN e.live THEN jsonb_build_object('minute', 1 + floor(extract(epoch FROM e.created - e.kickoff) / 60)::integer) END,
      CASE WHEN e.finished THEN e.home_goals || ':' || e.away_goals END,
      CASE WHEN e.finished THEN 'FT ' || e.home_goals || ':' || e.away_goals END,
      (ARRAY['1X2', 'OU25', 'BTTS', 'DC', 'MW'])[1 + e.market],
      (ARRAY['1X2', 'Over/Under 2.5', 'Both teams to score', 'Double chance', 'Match winner'])[1 + e.market],
      CASE e.market WHEN 0 THEN (ARRAY['1', 'X', '2'])[1 + e.pick] WHEN 1 THEN (ARRAY['OVER', 'UNDER', 'OVER'])[1 + e.pick]
        WHEN 2 THEN (ARRAY['YES', 'NO', 'YES'])[1 + e.pick] WHEN 3 THEN (ARRAY['1X', '12', 'X2'])[1 + e.pick]
        ELSE (ARRAY['1', '2', '1'])[1 + e.pick] END,
      CASE e.market WHEN 0 THEN (ARRAY[e.home, 'Draw', e.away])[1 + e.pick] WHEN 1 THEN (ARRAY['Over 2.5', 'Under 2.5',
        'Over 2.5'])[1 + e.pick]
        WHEN 2 THEN (ARRAY['Yes', 'No', 'Yes'])[1 + e.pick] WHEN 3 THEN (ARRAY[e.home || ' or draw', e.home || ' or ' || e.away,
          'Draw or ' || e.away])[1 + e.pick]
        ELSE (ARRAY[e.home, e.away, e.home])[1 + e.pick] END,
      0.04 + (e.rh % 5) / 100.0,
      e.odds, e.row_stake, round(e.row_stake * e.odds, 4),
      e.status,
      CASE WHEN e.status NOT IN ('NOT_SETTLED', 'UNDER_REVIEW') THEN round(e.row_stake
        * CASE e.status WHEN 'WON' THEN e.odds WHEN 'WON_HALF' THEN (e.odds + 1) / 2 WHEN 'LOST' THEN 0 ELSE 1 END, 2) END,
      CASE WHEN e.status IN ('NOT_SETTLED', 'UNDER_REVIEW') THEN 'PENDING' ELSE 'CLEARED' END,
      e.status NOT IN ('NOT_SETTLED', 'UNDER_REVIEW') AND e.rh % 97 = 0,
      e.created,
      CASE WHEN e.finished THEN least(now(), greatest(e.created, e.match_end + interval '10 minutes')) ELSE e.created END
    FROM e ORDER BY e.id, e.row_no`),
  );

  await timed('steered markets', steerMarkets(tx, base.betslip));

  await timed(
    'settlement',
    settleBetslips(tx, sql`b.id > ${base.betslip}`, {
      paidAt: sql`CASE WHEN b.is_cancelled THEN b.created + interval '3 minutes' ELSE least(now(), greatest(b.created,
        agg.last_end + interval '10 minutes')) END`,
      tries: sql`CASE WHEN NOT b.is_cancelled AND calc.settled THEN 1 + ${seedHash('b.id', 214)} % 2 ELSE 0 END`,
      updatedAt: sql`CASE WHEN b.is_cancelled THEN b.created + interval '3 minutes'
      WHEN (agg.open + agg.review + agg.errors) = 0 THEN least(now(), greatest(b.created, agg.last_end + interval '10 minutes'))
      ELSE b.created END`,
    }),
  );

  // Payments -----------------------------------------------------------------------------------
  const paymentCount = active * PAYMENTS_PER_PLAYER;
  await timed(
    'payments',
    tx.query(sql`
    INSERT INTO payments (payment_request, payment_request_id, created, operator_code, player_id, player_username,
      payment_method, payment_wallet, payment_status, account_movement, tax_percentage, currency, description, country, ip_address)
    SELECT dir, 100000 + ${base.payment} + g, at, p.operator_code, p.id, p.username,
      CASE wallet WHEN 'CASH_DESK' THEN 'CASH' WHEN 'SKRILL' THEN 'EWALLET' ELSE 'MOBILE_MONEY' END,
      wallet, status,
      CASE WHEN dir = 'DEPOSIT' THEN amount ELSE -amount END,
      CASE WHEN dir = 'WITHDRAWAL' AND p.operator_code = 'op3' THEN 5 ELSE 0 END,
      p.currency,
      initcap(lower(dir)) || ' via ' || CASE wallet WHEN 'CASH_DESK' THEN 'cash desk' WHEN 'SKRILL' THEN 'Skrill' ELSE 'M-Pesa' END,
      p.country, p.ip
    FROM (
      SELECT g, p.*, ${activityTime(301)} AS at,
        CASE WHEN ${seedHash('g', 302)} % 100 < 65 THEN 'DEPOSIT' ELSE 'WITHDRAWAL' END AS dir,
        CASE WHEN p.second_gateway IS NOT NULL AND ${seedHash('g', 303)} % 2 = 0 THEN p.second_gateway
             WHEN ${seedHash('g', 303)} % 10 < 6 THEN 'CASH_DESK' WHEN ${seedHash('g', 303)} % 10 < 8 THEN 'SKRILL' ELSE 'MPESA'
               END AS wallet,
        ${seedHash('g', 304)} % 100 AS sh,
        (5 * (2 + ${seedHash('g', 305)} % 100))::numeric AS amount
      FROM generate_series(1, ${paymentCount}::integer) AS g
      JOIN seed_players p ON p.n = 1 + ${seedHash('g', 300)} % ${active}
    ) p
    CROSS JOIN LATERAL (SELECT CASE WHEN p.dir = 'DEPOSIT' THEN CASE
        WHEN p.sh < 80 THEN 'PROCESSED' WHEN p.sh < 88 THEN 'FAILED' WHEN p.sh < 92 THEN 'PENDING' WHEN p.sh < 96 THEN 'CANCELED'
        WHEN p.sh < 98 THEN 'REJECTED_BY_GATEWAY' ELSE 'EXPIRED' END
      ELSE CASE WHEN p.sh < 60 THEN 'PROCESSED' WHEN p.sh < 70 THEN 'REQUESTED' WHEN p.sh < 75 THEN 'ACCEPTED'
        WHEN p.sh < 80 THEN 'PROCESSING' WHEN p.sh < 88 THEN 'REJECTED_BY_OPERATOR' WHEN p.sh < 95 THEN 'CANCELED' ELSE 'TO_CHECK' END
      END AS status) st
    ORDER BY g`),
  );

  // Bonus campaigns ------------------------------------------------------------------------------
  // Per operator: the running offers, and campaigns in every other status. Times are days from now;
  // a start or end of NULL is none (running since publication, open-ended). Stage: what staff set.
  await timed(
    'bonus campaigns',
    tx.query(sql`
    INSERT INTO bonus_campaigns (operator_code, code, title, type, stage, bonus_percent, rollover, description, min_deposit_amount,
      max_bonus_amount, currency, gateways, start_time, end_time, created, updated)
    SELECT o.code, c.code, c.title, c.type, c.stage, c.pct, c.rollover, c.description, c.min_dep, c.max_bonus,
      CASE WHEN c.currency = '' THEN o.currency ELSE c.currency END, c.gateways,
      date_trunc('hour', now()) + c.start_day * interval '1 day', date_trunc('hour', now()) + c.end_day * interval '1 day',
      date_trunc('hour', now()) + least(coalesce(c.start_day, -800), -1) * interval '1 day' - interval '7 days',
      date_trunc('hour', now()) + c.updated_day * interval '1 day'
    FROM operators o
    CROSS JOIN (VALUES
      ('WELCOME100', 'Welcome bonus 100%', 'WELCOME', 'LIVE', 100, 5, 'Doubles the first deposit', 10, 200, '',
        ARRAY['CASH_DESK', 'SKRILL', 'MPESA'], NULL, NULL, -40),
      ('RELOAD50', 'Reload bonus 50%', 'DEPOSIT', 'LIVE', 50, 4, 'Half the deposit on top, Skrill only', 20, 300, '',
        ARRAY['SKRILL'], NULL, NULL, -12),
      ('HIGHROLLER25', 'High roller 25%', 'LOYALTY', 'LIVE', 25, 8, 'For deposits of 500 and more', 500, 1000, '',
        ARRAY['CASH_DESK', 'SKRILL'], NULL, NULL, -95),
      ('MOBILE30', 'Mobile money 30%', 'PROMOTION', 'LIVE', 30, 3, 'Deposits through M-Pesa', 10, 100, '', ARRAY['MPESA'], NULL, 45, -3),
      ('WEEKEND10', 'Weekend 10%', 'PROMOTION', 'LIVE', 10, 2, 'Cash desk deposits over the weekend', 5, 50, '',
        ARRAY['CASH_DESK'], NULL, NULL, -20),
      ('SUMMER15', 'Summer cup 15%', 'PROMOTION', 'LIVE', 15, 3, 'Deposits during the summer cup', 10, 150, '',
        ARRAY['CASH_DESK', 'SKRILL'], -70, -9, -9),
      ('SPRING20', 'Spring reload 20%', 'DEPOSIT', 'ARCHIVED', 20, 4, 'Spring reload, archived after its review', 20, 200, '',
        ARRAY['SKRILL', 'MPESA'], -200, -120, -110),
      ('EUROBOOST', 'Euro nights odds boost', 'QUOTE_BOOST', 'LIVE', 10, 1, 'Boosted odds on the tournament nights', 5, 25, '',
        ARRAY['CASH_DESK', 'SKRILL', 'MPESA'], -160, -75, -75),
      ('CASHBACK10', 'Cashback 10%', 'CASHBACK', 'PAUSED', 10, 1, 'Paused while the losses report is checked', 20, 100, '',
        ARRAY['CASH_DESK', 'SKRILL'], -45, 60, -2),
      ('FREEBET5', 'Free bet on sign-up', 'FREEBET', 'LIVE', 100, 1, 'A free bet with the first deposit next month', 5, 5, '',
        ARRAY['CASH_DESK', 'SKRILL', 'MPESA'], 6, 36, -1),
      ('REGISTER20', 'Registration bonus 20%', 'REGISTRATION', 'DRAFT', 20, 6, 'Draft: waiting for the marketing sign-off', 10, 50, '',
        ARRAY['SKRILL'], NULL, NULL, -1)
    ) AS c(code, title, type, stage, pct, rollover, description, min_dep, max_bonus, currency, gateways, start_day, end_day, updated_day)
    ON CONFLICT (operator_code, code) DO NOTHING`),
  );

  // Player bonuses on a quarter of the eligible processed deposits; the newest may still be LOCKED.
  await timed(
    'player bonuses',
    tx.query(sql`
    WITH eligible AS (
      SELECT d.*, c.id AS campaign_id, c.bonus_percent, c.rollover, c.max_bonus_amount,
        row_number() OVER (PARTITION BY d.player_id ORDER BY d.created DESC, d.id DESC) AS rn
      FROM payments d
      CROSS JOIN LATERAL (SELECT c.* FROM bonus_campaigns c
        WHERE c.operator_code = d.operator_code AND c.currency = d.currency AND d.payment_wallet = ANY (c.gateways)
          AND d.account_movement >= c.min_deposit_amount AND c.stage <> 'DRAFT'
          AND (c.start_time IS NULL OR d.created >= c.start_time) AND (c.end_time IS NULL OR d.created < c.end_time)
          AND (c.stage <> 'PAUSED' OR d.created < c.updated)
        ORDER BY (c.id + ${seedHash('d.id', 401)}) % 7 LIMIT 1) c
      WHERE d.id > ${base.payment} AND d.payment_request = 'DEPOSIT' AND d.payment_status = 'PROCESSED'
        AND ${seedHash('d.id', 400)} % 100 < 25
    ), shaped AS (
      SELECT e.*, least(round(e.account_movement * e.bonus_percent / 100, 2), e.max_bonus_amount) AS amount,
        e.created + interval '1 minute' AS start,
        CASE WHEN e.rn = 1 AND e.created > now() - interval '29 days' AND ${seedHash('e.id', 402)} % 100 < 70 THEN 'LOCKED'
          WHEN e.created > now() - interval '2 days' THEN 'LOCKED_NOT'
          ELSE (ARRAY['WON', 'WON', 'WON', 'LOST', 'LOST', 'LOST', 'CANCELLED_BY_PLAYER',
            'CANCELLED_BY_MANAGER'])[1 + ${seedHash('e.id', 403)} % 8]
        END AS st
      FROM eligible e
    )
    INSERT INTO player_bonuses (operator_code, player_id, player_username, campaign_id, payment_id, promotion_start_time,
      promotion_end_time, status, settled_date, rollover_amount_campaign, rollover_amount_current, bonus_amount, bonus_money,
      payment_wallet, currency, created)
    SELECT s.operator_code, s.player_id, s.player_username, s.campaign_id, s.id, s.start, s.start + interval '30 days',
      st2.st,
      CASE WHEN st2.st = 'LOCKED' THEN NULL
        ELSE least(now() - interval '1 minute', s.start + ((1 + ${seedHash('s.id', 404)} % (28 * 24)) || ' hours')::interval) END,
      round(s.amount * s.rollover, 2),
      CASE WHEN st2.st = 'WON' THEN round(s.amount * s.rollover, 2)
        ELSE round(s.amount * s.rollover * (${seedHash('s.id', 405)} % 90) / 100, 2) END,
      s.amount,
      CASE WHEN st2.st IN ('LOCKED', 'WON') THEN s.amount ELSE 0 END,
      s.payment_wallet, s.currency, s.start
    FROM shaped s
    CROSS JOIN LATERAL (SELECT CASE WHEN s.st = 'LOCKED_NOT' THEN 'CANCELLED_BY_PLAYER' ELSE s.st END AS st) st2
    ORDER BY s.start, s.id`),
  );

  // Bonus histories: the grant, an optional rejected betslip, k contributing betslips, the end.
  await timed(
    'bonus histories',
    tx.query(sql`
    WITH slips AS (
      SELECT s.player_id, array_agg(s.id ORDER BY s.id) AS ids, array_agg(s.all_bets ORDER BY s.id) AS bets
      FROM betslips s WHERE s.player_id IN (SELECT player_id FROM player_bonuses WHERE id > ${base.bonus}) GROUP BY s.player_id
    ), b AS (
      SELECT pb.*, 1 + ${seedHash('pb.id', 410)} % 4 AS k,
        coalesce(pb.settled_date, now()) - pb.promotion_start_time AS span, sl.ids, sl.bets
      FROM player_bonuses pb LEFT JOIN slips sl ON sl.player_id = pb.player_id WHERE pb.id > ${base.bonus}
    )
    INSERT INTO bonus_histories (bonus_player_id, created, history_type, betslip_id, withdrawal_id, no_betrows, total_odds,
      stake, rollover_before, rollover_after, bonus_money_before, bonus_money_movement, bonus_money_after, validation_message)
    SELECT b.id, b.promotion_start_time, 'BONUS_GRANTED', NULL::integer, NULL::integer, NULL::integer, NULL::numeric,
      NULL::numeric, 0::numeric, 0::numeric, 0::numeric, b.bonus_amount, b.bonus_amount, NULL::text
    FROM b
    UNION ALL
    SELECT b.id, b.promotion_start_time + b.span / 100, 'BETSLIP_REJECTED', NULL, NULL, 1, 1.20, 5, 0, 0,
      b.bonus_amount, 0, b.bonus_amount, 'Odds below the campaign minimum,Live bets excluded'
    FROM b WHERE ${seedHash('b.id', 411)} % 3 = 0
    UNION ALL
    SELECT b.id, b.promotion_start_time + b.span * i / (b.k + 1), 'BETSLIP_PLACED',
      b.ids[1 + ${seedHash('b.id * 5 + i', 413)} % greatest(1, cardinality(b.ids))], NULL,
      b.bets[1 + ${seedHash('b.id * 5 + i', 413)} % greatest(1, cardinality(b.ids))],
      round((1.5 + (${seedHash('b.id * 5 + i', 412)} % 850) / 100.0)::numeric, 2),
      round(b.rollover_amount_current * i / b.k, 2) - round(b.rollover_amount_current * (i - 1) / b.k, 2),
      round(b.rollover_amount_current * (i - 1) / b.k, 2), round(b.rollover_amount_current * i / b.k, 2),
      b.bonus_amount, 0, b.bonus_amount, NULL
    FROM b CROSS JOIN LATERAL generate_series(1, b.k) AS i
    UNION ALL
    SELECT b.id, b.settled_date,
      CASE b.status WHEN 'WON' THEN 'BONUS_WON' WHEN 'LOST' THEN 'BONUS_LOST' ELSE 'BONUS_CANCELLED' END,
      NULL, NULL, NULL, NULL, NULL, b.rollover_amount_current, b.rollover_amount_current, b.bonus_amount,
      CASE WHEN b.status = 'WON' THEN 0 ELSE -b.bonus_amount END, CASE WHEN b.status = 'WON' THEN b.bonus_amount ELSE 0 END,
      CASE b.status WHEN 'LOST' THEN 'Promotion ended before the rollover was reached' WHEN 'CANCELLED_BY_PLAYER'
        THEN 'Cancelled by the player'
        WHEN 'CANCELLED_BY_MANAGER' THEN 'Cancelled by a manager' END
    FROM b WHERE b.status <> 'LOCKED'`),
  );

  // Account history ------------------------------------------------------------------------------
  const ahColumns = sql`operator_code, player_id, player_username, history_type, kind, payment_request, payment_status,
    account_movement, currency_code, currency_symbol, created, description, tax_percentage, betslip_id, payment_id,
    payment_request_id, bonus_player_id, country, ip_address`;
  const [{ welcomeBase }] = await tx.query<{ welcomeBase: number }>(
    sql`SELECT coalesce(max(id), 0)::integer AS "welcomeBase" FROM payments`,
  );
  // Every movement with (part, src): the entries are inserted in that order, so ordering by
  // (created, part, src) is ordering by (created, id), the order of the running balances.
  const movements = sql`
    SELECT b.operator_code, b.player_id, b.player_username, 'BETSLIP' AS history_type, 'BETSLIP_STAKE' AS kind,
      NULL::text AS payment_request,
      NULL::text AS payment_status, -b.total_stake AS account_movement, b.currency_code, b.currency_symbol, b.created,
      'Betslip ' || b.id || ' stake' AS description, NULL::numeric AS tax_percentage, b.id AS betslip_id, NULL::integer AS payment_id,
      NULL::integer AS payment_request_id, NULL::integer AS bonus_player_id, b.country, b.ip_address, 1 AS part, b.id AS src
    FROM betslips b WHERE b.id > ${base.betslip}
    UNION ALL
    SELECT b.operator_code, b.player_id, b.player_username, 'BETSLIP',
      CASE WHEN b.is_cancelled THEN 'BETSLIP_CANCEL' ELSE 'BETSLIP_PAYOUT' END, NULL, NULL, b.paid_value,
      b.currency_code, b.currency_symbol, b.paid_out_date,
      CASE WHEN b.is_cancelled THEN 'Betslip ' || b.id || ' cancelled, stake refunded' ELSE 'Betslip ' || b.id || ' payout' END,
      NULL, b.id, NULL, NULL, NULL, b.country, b.ip_address, 2, b.id
    FROM betslips b WHERE b.id > ${base.betslip} AND b.paid_value > 0
    UNION ALL
    SELECT p.operator_code, p.player_id, p.player_username, 'PAYMENT', p.payment_request, p.payment_request, p.payment_status,
      p.account_movement, p.currency, sp.symbol, p.created, p.description, p.tax_percentage, NULL, p.id, p.payment_request_id,
      NULL, p.country, p.ip_address, 3, p.id
    FROM payments p JOIN seed_players sp ON sp.id = p.player_id
    WHERE p.id > ${base.payment} AND p.id <= ${welcomeBase} AND ((p.payment_request = 'DEPOSIT' AND p.payment_status = 'PROCESSED')
      OR (p.payment_request = 'WITHDRAWAL' AND p.payment_status IN ('PROCESSED', 'REQUESTED', 'ACCEPTED', 'PROCESSING',
        'TO_CHECK', 'PENDING')))
    UNION ALL
    SELECT pb.operator_code, pb.player_id, pb.player_username, 'BONUS', 'BONUS_GRANTED', NULL, NULL, pb.bonus_amount,
      pb.currency, sp.symbol, pb.promotion_start_time, c.title || ' granted', NULL, NULL, NULL, NULL, pb.id, sp.country, sp.ip, 4, pb.id
    FROM player_bonuses pb JOIN seed_players sp ON sp.id = pb.player_id JOIN bonus_campaigns c ON c.id = pb.campaign_id
    WHERE pb.id > ${base.bonus}
    UNION ALL
    SELECT pb.operator_code, pb.player_id, pb.player_username, 'BONUS',
      CASE WHEN pb.status = 'WON' THEN 'BONUS_RELEASED' ELSE 'BONUS_CANCELLED' END, NULL, NULL,
      CASE WHEN pb.status = 'WON' THEN 0 ELSE -pb.bonus_amount END,
      pb.currency, sp.symbol, pb.settled_date,
      c.title || CASE pb.status WHEN 'WON' THEN ' released' WHEN 'LOST' THEN ' lost' ELSE ' cancelled' END,
      NULL, NULL, NULL, NULL, pb.id, sp.country, sp.ip, 5, pb.id
    FROM player_bonuses pb JOIN seed_players sp ON sp.id = pb.player_id JOIN bonus_campaigns c ON c.id = pb.campaign_id
    WHERE pb.id > ${base.bonus} AND pb.status <> 'LOCKED'`;

  // Welcome deposits so that no running balance goes below zero (entries already there count first).
  await timed(
    'welcome deposits',
    tx.query(sql`
    WITH moves AS (
      SELECT player_id, created, account_movement, 0 AS part, id AS src FROM account_history
      UNION ALL
      SELECT m.player_id, m.created, m.account_movement, m.part, m.src FROM (${movements}) m
    ), running AS (
      SELECT player_id, sum(account_movement) OVER (PARTITION BY player_id ORDER BY created, part, src) AS bal FROM moves
    ), low AS (
      SELECT player_id, min(bal) AS low FROM running GROUP BY player_id HAVING min(bal) < 0
    )
    INSERT INTO payments (payment_request, payment_request_id, created, operator_code, player_id, player_username,
      payment_method, payment_wallet, payment_status, account_movement, tax_percentage, currency, description, country, ip_address)
    SELECT 'DEPOSIT', 900000 + sp.id, sp.created + interval '3 minutes', sp.operator_code, sp.id, sp.username, 'CASH', 'CASH_DESK',
      'PROCESSED', ceil(-low.low / 50) * 50 + 50, 0, sp.currency, 'Welcome deposit via cash desk', sp.country, sp.ip
    FROM low JOIN seed_players sp ON sp.id = low.player_id
    ORDER BY sp.id
    ON CONFLICT (payment_request, payment_request_id) DO NOTHING`),
  );

  // The entries with their running balances, in one pass.
  const [{ earlier }] = await tx.query<{ earlier: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM account_history) AS earlier`);
  await timed(
    'account history',
    tx.query(sql`
    INSERT INTO account_history (${ahColumns}, balance_after)
    SELECT ${ahColumns}, sum(account_movement) OVER (PARTITION BY player_id ORDER BY created, part, src)
    FROM (
      ${movements}
      UNION ALL
      SELECT p.operator_code, p.player_id, p.player_username, 'PAYMENT', 'DEPOSIT', 'DEPOSIT', 'PROCESSED', p.account_movement,
        p.currency, sp.symbol, p.created, p.description, 0, NULL, p.id, p.payment_request_id, NULL, p.country, p.ip_address, 6, p.id
      FROM payments p JOIN seed_players sp ON sp.id = p.player_id
      WHERE p.id > ${welcomeBase}
    ) m
    ORDER BY part, src`),
  );
  // Seeding on top of earlier data: their entries and the new ones interleave in time.
  if (earlier) {
    await timed(
      'running balances',
      tx.query(sql`UPDATE account_history a SET balance_after = r.bal
      FROM (SELECT id, sum(account_movement) OVER (PARTITION BY player_id ORDER BY created, id) AS bal FROM account_history) r
      WHERE a.id = r.id AND a.balance_after IS DISTINCT FROM r.bal`),
    );
  }
  await timed(
    'bonus entry links',
    tx.query(sql`UPDATE player_bonuses pb SET account_history_id = a.id
    FROM account_history a WHERE a.bonus_player_id = pb.id AND a.kind = 'BONUS_GRANTED' AND pb.id > ${base.bonus}`),
  );
  await timed(
    'payment balances',
    tx.query(sql`UPDATE payments p SET balance_after = a.balance_after, balance_before = a.balance_after - a.account_movement
    FROM account_history a WHERE a.payment_id = p.id AND a.history_type = 'PAYMENT' AND p.id > ${base.payment}`),
  );
  // Payments that moved nothing show the balance at their time on both sides.
  await timed(
    'payment balances (no movement)',
    tx.query(sql`UPDATE payments p SET balance_before = coalesce(l.bal, 0), balance_after = coalesce(l.bal, 0)
    FROM payments q LEFT JOIN LATERAL (SELECT a.balance_after AS bal FROM account_history a
      WHERE a.player_id = q.player_id AND a.created <= q.created ORDER BY a.created DESC, a.id DESC LIMIT 1) l ON true
    WHERE p.id = q.id AND p.id > ${base.payment}
      AND NOT EXISTS (SELECT 1 FROM account_history a WHERE a.payment_id = p.id AND a.history_type = 'PAYMENT')`),
  );
  await timed('player balances', recomputeBalances(tx));

  // KYC documents and previous accounts ------------------------------------------------------------
  await timed(
    'kyc documents',
    tx.query(sql`
    WITH who AS (
      SELECT sp.id, sp.operator_code, sp.created, p.kyc_status, 1 + ${seedHash('sp.id', 501)} % 4 AS k
      FROM seed_players sp JOIN players p ON p.id = sp.id
      WHERE ${seedHash('sp.id', 500)} % 100 < 70 AND NOT EXISTS (SELECT 1 FROM kyc_documents d WHERE d.player_id = sp.id)
    ), docs AS (
      SELECT w.*, i, w.created + ((1 + ${seedHash('w.id * 8 + i', 502)} % (24 * 20)) || ' hours')::interval AS at
      FROM who w CROSS JOIN LATERAL generate_series(1, w.k) AS i
    )
    INSERT INTO kyc_documents (player_id, operator_code, document_type, document_status, comments, created, updated)
    SELECT d.id, d.operator_code, (${DOCUMENT_TYPES}::text[])[1 + (${seedHash('d.id', 503)} + d.i) % ${DOCUMENT_TYPES.length}], st.status,
      CASE WHEN st.status = 'REJECTED' THEN (${REJECT_COMMENTS}::text[])[1 + ${seedHash('d.id * 8 + d.i', 504)} %
        ${REJECT_COMMENTS.length}] END,
      least(d.at, now() - interval '1 hour'),
      least(d.at + ((${seedHash('d.id * 8 + d.i', 505)} % 72) || ' hours')::interval, now() - interval '1 minute')
    FROM docs d CROSS JOIN LATERAL (SELECT CASE
      WHEN d.kyc_status = 'VERIFIED' THEN CASE WHEN ${seedHash('d.id * 8 + d.i', 506)} % 5 = 0 THEN 'ACCEPTED' ELSE 'VERIFIED' END
      WHEN d.kyc_status = 'REJECTED' THEN CASE WHEN d.i = 1 THEN 'REJECTED' ELSE 'ACCEPTED' END
      ELSE CASE WHEN d.i = d.k OR ${seedHash('d.id * 8 + d.i', 506)} % 2 = 0 THEN 'UNDER_REVIEW' ELSE 'ACCEPTED' END END AS status) st
    ORDER BY d.id, d.i`),
  );
  await timed(
    'previous accounts',
    tx.query(sql`UPDATE players p SET previous_accounts = ARRAY[q.username]
    FROM seed_players s JOIN seed_players q ON q.n = s.n % ${active} + 1
    WHERE p.id = s.id AND ${seedHash('s.id', 510)} % 25 = 0 AND p.previous_accounts IS NULL`),
  );

  await timed('activity log (betting)', seedActivity(tx, base.log, base.payment, base.betslip, base.bonus, active));
  await timed('publish', publishTables(tx, staged));
}

/** Sets every player's balance to the sum of their account movements (wallets split as before). */
export async function recomputeBalances(tx: Queryable, playerIds?: readonly number[]): Promise<void> {
  const only = playerIds ? sql` WHERE pl.id = ANY (${[...playerIds]}::integer[])` : sql``;
  await tx.query(sql`
    UPDATE players p SET total_balance = s.total,
      balance_bag = CASE WHEN jsonb_array_length(p.balance_bag) > 1
        THEN jsonb_set(jsonb_set(p.balance_bag, '{0,balance}', to_jsonb(s.total - round(s.total * 0.3, 2))), '{1,balance}',
          to_jsonb(round(s.total * 0.3, 2)))
        WHEN jsonb_array_length(p.balance_bag) = 1 THEN jsonb_set(p.balance_bag, '{0,balance}', to_jsonb(s.total))
        ELSE p.balance_bag END
    FROM (SELECT pl.id, coalesce(sum(a.account_movement), 0) AS total FROM players pl
      LEFT JOIN account_history a ON a.player_id = pl.id${only} GROUP BY pl.id) s
    WHERE p.id = s.id`);
}

async function seedActivity(tx: Queryable, baseLog: number, basePayment: number, baseBetslip: number, baseBonus: number, active: number) {
  void baseLog;
  const columns = sql`time, operator_code, log_type, significance_level, user_role, user_realm, user_username, user_id,
    affected_user_role, affected_user_realm, affected_user_username, affected_user_id, details, transaction_id,
    external_transaction_id, wallet_code, currency_code, amount, match_id, market_code, outcome_code, betrow_id,
    bonus_campaign_id, ip_address, before, after`;
  // Staff per operator: the operator's office manager, the central manager for op3.
  const staff = sql`(SELECT m.id, m.role, m.realm, m.username, o.code AS op FROM operators o
    JOIN managers m ON m.operator_code = o.code OR (m.role = 'CENTRAL_MANAGER' AND o.code NOT IN
      (SELECT operator_code FROM managers WHERE operator_code IS NOT NULL)))`;
  await tx.query(sql`
    INSERT INTO activity_log (${columns})
    SELECT p.created, p.operator_code, p.payment_request, CASE WHEN p.payment_status = 'PROCESSED' THEN 'Info' ELSE 'Low30' END,
      'PLAYER', sp.realm, sp.username, sp.id::integer, 'PLAYER', sp.realm, sp.username, sp.id,
      initcap(lower(p.payment_request)) || ' ' || p.payment_status || ': ' || p.description,
      p.payment_request_id::text, 'EXT-' || upper(substr(md5(p.id::text), 1, 10)), p.payment_wallet, p.currency,
      abs(p.account_movement), NULL::integer, NULL::text, NULL::text, NULL::integer, NULL::integer, p.ip_address, NULL::jsonb,
      jsonb_build_object('paymentStatus', p.payment_status)
    FROM payments p JOIN seed_players sp ON sp.id = p.player_id WHERE p.id > ${basePayment}
    UNION ALL
    SELECT r.updated, r.operator_code, 'BETROW_SETTLEMENT_MANUALLY_CHANGED', 'High80', st.role, st.realm, st.username, st.id,
      'PLAYER', sp.realm, sp.username, sp.id, 'Bet row ' || r.id || ' status set to ' || r.status || ' by hand',
      NULL, NULL, NULL, NULL, NULL, r.match_id, r.market_code, r.outcome_code, r.id, NULL, NULL,
      jsonb_build_object('status', 'NOT_SETTLED'), jsonb_build_object('status', r.status)
    FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id JOIN seed_players sp ON sp.id = b.player_id
    JOIN ${staff} st ON st.op = r.operator_code
    WHERE r.betslip_id > ${baseBetslip} AND r.manual_override
    UNION ALL
    SELECT r.updated, r.operator_code, 'SETTLEMENT_CHANGED', 'Normal60', 'ADMINISTRATOR', 'system', 'settlement', NULL,
      'PLAYER', sp.realm, sp.username, sp.id, 'Match ' || r.match || ' resettled, ' || r.market_name || ': ' || r.outcome_text ||
        ' is ' || r.status,
      NULL, NULL, NULL, NULL, NULL, r.match_id, r.market_code, r.outcome_code, r.id, NULL, NULL,
      jsonb_build_object('status', CASE WHEN r.status = 'WON' THEN 'LOST' ELSE 'WON' END), jsonb_build_object('status', r.status)
    FROM bet_rows r JOIN betslips b ON b.id = r.betslip_id JOIN seed_players sp ON sp.id = b.player_id
    WHERE r.betslip_id > ${baseBetslip} AND r.payment_status = 'CLEARED' AND NOT r.manual_override AND ${seedHash('r.id', 600)} % 100 < 2
    UNION ALL
    SELECT pb.settled_date, pb.operator_code, 'BONUS_CAMPAIGN_CHANGED', 'Normal60', st.role, st.realm, st.username, st.id,
      'PLAYER', sp.realm, sp.username, sp.id, 'Bonus ' || pb.id || ' cancelled by a manager', NULL, NULL, NULL, pb.currency,
      pb.bonus_amount, NULL, NULL, NULL, NULL, pb.campaign_id, NULL,
      jsonb_build_object('bonusPlayerStatus', 'LOCKED'), jsonb_build_object('bonusPlayerStatus', pb.status)
    FROM player_bonuses pb JOIN seed_players sp ON sp.id = pb.player_id JOIN ${staff} st ON st.op = pb.operator_code
    WHERE pb.id > ${baseBonus} AND pb.status = 'CANCELLED_BY_MANAGER'
    UNION ALL
    SELECT sp.created + (${seedHash('g', 601)} % 1000000)::float8 / 1000000 * (now() - sp.created), sp.operator_code, t.type,
      CASE t.type WHEN 'LOGIN_FAILED' THEN 'Low30' WHEN 'PASSWORD_RESET_BY_USER' THEN 'Normal60' ELSE 'Info' END,
      'PLAYER', sp.realm, sp.username, sp.id, 'PLAYER', sp.realm, sp.username, sp.id,
      CASE t.type WHEN 'USER_LOGIN' THEN 'Logged in' WHEN 'USER_LOGOUT' THEN 'Logged out' WHEN 'LOGIN_FAILED' THEN 'Wrong password'
        WHEN 'CHANGE_LANGUAGE' THEN 'Language changed' WHEN 'SELF_VERIFICATION' THEN 'Uploaded a document'
        WHEN 'NEW_USER_ACTIVATED' THEN 'Account activated' WHEN 'DATA_CHANGED' THEN 'Updated profile details'
        ELSE replace(initcap(replace(t.type, '_', ' ')), 'By User', 'by the player') END,
      NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, sp.ip, NULL, NULL
    FROM generate_series(1, ${active * 3}::integer) AS g
    JOIN seed_players sp ON sp.n = 1 + ${seedHash('g', 602)} % ${active}
    CROSS JOIN LATERAL (SELECT (${MISC_LOG_TYPES}::text[])[1 + ${seedHash('g', 603)} % ${MISC_LOG_TYPES.length}] AS type) t
    UNION ALL
    SELECT now() - ((${seedHash('g', 611)} % (90 * 24 * 60)) || ' minutes')::interval, st.op, t.type,
      CASE t.type WHEN 'APP_ERROR' THEN 'Critic100' WHEN 'MANUAL_ADDED_EVENT' THEN 'Normal60' ELSE 'Low30' END,
      st.role, st.realm, st.username, st.id, NULL, NULL, NULL, NULL,
      CASE t.type WHEN 'APP_ERROR' THEN 'Payment gateway timed out after 30 s' WHEN 'MANUAL_ADDED_EVENT' THEN 'Weekly risk review done'
        WHEN 'UPLOADED_EXPORT' THEN 'Daily export uploaded' WHEN 'MANUALLY_UPLOADED_EXPORT' THEN 'Export uploaded by hand'
        ELSE 'Manager account imported from Keycloak' END,
      NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '10.0.0.' || (1 + g % 20), NULL, NULL
    FROM generate_series(1, ${Math.max(20, Math.round(active / 20))}::integer) AS g
    CROSS JOIN LATERAL (SELECT (${STAFF_LOG_TYPES}::text[])[1 + ${seedHash('g', 612)} % ${STAFF_LOG_TYPES.length}] AS type) t
    JOIN ${staff} st ON st.op = (ARRAY['op1', 'op2', 'op3'])[1 + ${seedHash('g', 613)} % 3]`);
}

/** Row counts of the betting tables. */
export async function countBettingRows(db: Queryable): Promise<BettingCounts> {
  const [row] = await db.query<BettingCounts>(sql`SELECT
    (SELECT count(*)::integer FROM betslips) AS betslips,
    (SELECT count(*)::integer FROM bet_rows) AS "betRows",
    (SELECT count(*)::integer FROM payments) AS payments,
    (SELECT count(*)::integer FROM kyc_documents) AS "kycDocuments",
    (SELECT count(*)::integer FROM bonus_campaigns) AS "bonusCampaigns",
    (SELECT count(*)::integer FROM player_bonuses) AS "playerBonuses",
    (SELECT count(*)::integer FROM bonus_histories) AS "bonusHistories",
    (SELECT count(*)::integer FROM account_history) AS "accountHistory"`);
  return row;
}
