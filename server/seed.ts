/**
 * Deterministic demo data, generated set-based in the database (`generate_series` plus a
 * stateless integer hash), so thousands of rows take well under a second.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './db/database';
import { ident, join, sql } from './db/sql';
import { hashPassword } from './auth/passwords';
import { countBettingRows, dropBulkIndexes, rebuildBulkIndexes, seedBetting, vacuumBulkTables, type BettingCounts } from './seed-betting';
import { seedHash, timed } from './seed-tools';
import { seedCashDesk } from './seed-limits';
import { seedManagers } from './seed-managers';
import { seedLimitAlerts } from './seed-limit-alerts';
import { seedExclusions } from './seed-exclusions';
import { seedMoneyRequests } from './seed-money';
import { seedReportSettings } from './seed-reports';
import { seedCentralSettings } from './seed-central-settings';
import { seedCentralOffice } from './seed-central';
import { seedWorkspace } from './seed-workspace';
import { seedSpot } from './seed-spot';
import { storeDemoLogin } from './shell/demoLogin';

export interface SeedOptions {
  /** 1 gives 6000 players; tests use small fractions. */
  scale?: number;
  /**
   * Rebuild only the indexes the first requests need; the server creates the others right after
   * it starts ({@link ensureIndexes}). Default false: every index is built before returning.
   */
  deferIndexes?: boolean;
  /** Called after each of the seed's {@link SEED_STEPS} steps with the number done and the step's name. */
  progress?: (done: number, label: string) => void;
}

/** The steps a seed reports through `SeedOptions.progress`. */
export const SEED_STEPS = 17;

export interface SeedResult extends BettingCounts {
  operators: number;
  managers: number;
  players: number;
  activityLog: number;
}

/** Players generated at scale 1. */
export const PLAYERS_PER_SCALE = 6000;

export const OPERATORS = [
  { code: 'op1', name: 'Demo Bet One', domain: 'op1.demo.test', currency: 'EUR' },
  { code: 'op2', name: 'Demo Bet Two', domain: 'op2.demo.test', currency: 'RON' },
  { code: 'op3', name: 'Demo Bet Three', domain: 'op3.demo.test', currency: 'TRY' },
] as const;

/** Demo back-office accounts (printed at start-up). */
export const DEMO_ACCOUNTS = [
  {
    email: 'central@demo.test',
    password: 'Central123',
    role: 'CENTRAL_MANAGER',
    operatorCode: null,
    firstName: 'Clara',
    lastName: 'Central',
  },
  { email: 'office1@demo.test', password: 'Office123', role: 'OFFICE', operatorCode: 'op1', firstName: 'Oscar', lastName: 'Office' },
  { email: 'office2@demo.test', password: 'Office123', role: 'OFFICE', operatorCode: 'op2', firstName: 'Olga', lastName: 'Office' },
] as const;

const MALE_NAMES = [
  'Luka',
  'Jonas',
  'Pierre',
  'Emre',
  'Andrei',
  'Ivan',
  'Dmitri',
  'Thomas',
  'Marco',
  'David',
  'Mehmet',
  'Lucas',
  'Stefan',
  'Felix',
  'Hugo',
];
const FEMALE_NAMES = [
  'Ana',
  'Lena',
  'Chloe',
  'Elif',
  'Ioana',
  'Petra',
  'Olga',
  'Sophie',
  'Giulia',
  'Maria',
  'Zeynep',
  'Emma',
  'Elena',
  'Mia',
  'Lea',
];
const LAST_NAMES = [
  'Horvat',
  'Muller',
  'Dubois',
  'Yilmaz',
  'Popescu',
  'Kovacic',
  'Ivanov',
  'Schmidt',
  'Martin',
  'Demir',
  'Ionescu',
  'Babic',
  'Petrov',
  'Weber',
  'Bernard',
  'Kaya',
  'Smith',
  'Rossi',
  'Garcia',
  'Novak',
];
const COUNTRIES = ['DEU', 'FRA', 'TUR', 'ROU', 'HRV', 'RUS', 'AUT', 'CHE', 'GBR', 'ITA', 'ESP', 'USA'];
const ALPHA2 = ['DE', 'FR', 'TR', 'RO', 'HR', 'RU', 'AT', 'CH', 'GB', 'IT', 'ES', 'US'];
const PHONE_CODES = ['49', '33', '90', '40', '385', '7', '43', '41', '44', '39', '34', '1'];
const COUNTRY_LANGS = ['de', 'fr', 'tr', 'ro', 'hr', 'ru', 'de', 'de', 'en', 'en', 'en', 'en'];
const CITIES = ['Berlin', 'Paris', 'Istanbul', 'Bucharest', 'Zagreb', 'Moscow', 'Vienna', 'Zurich', 'London', 'Rome', 'Madrid', 'Chicago'];
const LANGUAGES = ['en', 'de', 'fr', 'tr', 'ro', 'hr', 'ru'];
const STREETS = ['Main Street', 'Station Road', 'Park Avenue', 'Market Square', 'Church Lane', 'High Street', 'Lake View', 'Hill Road'];
const MAIL_DOMAINS = ['example.com', 'mail.test', 'demo.test', 'inbox.test'];
const DISABLED_REASONS = [
  'Suspected multiple accounts',
  'Self-exclusion request',
  'Chargeback under investigation',
  'Document fraud suspected',
  'Responsible gaming review',
  'Requested by player',
];
const RISK_LOW = ['Risk90', 'Risk80', 'Risk70', 'Risk60', 'Risk50', 'Risk40', 'Risk30', 'Risk20', 'Risk10'];
const SERVERS = ['black', 'blue', 'green', 'navy'];

/** `arr[h % len]` as SQL over a text[] parameter. */
function pick(values: readonly string[], hash: ReturnType<typeof sql>) {
  return sql`(${values}::text[])[1 + (${hash}) % ${values.length}]`;
}

const h = (salt: number) => seedHash('g', salt);

/** Inserts operators, demo managers and generated players unless operators already exist. */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new Error('Seed scale must be a positive number');
  const players = Math.max(30, Math.round(PLAYERS_PER_SCALE * scale));
  let stepsDone = 0;
  const mark = (label: string) => options.progress?.((stepsDone += 1), label);
  // The demo staff beside the demo accounts get a password nobody knows (seed-managers.ts).
  const [staffHash, ...hashes] = await timed(
    'password hashes',
    Promise.all([randomBytes(24).toString('base64url'), ...DEMO_ACCOUNTS.map((account) => account.password)].map(hashPassword)),
  );
  mark('password hashes');

  await db.transaction(async (tx) => {
    await skipForeignKeyChecks(tx);
    for (const op of OPERATORS) {
      await tx.query(sql`INSERT INTO operators (code, name, domain, currency)
        VALUES (${op.code}, ${op.name}, ${op.domain}, ${op.currency}) ON CONFLICT (code) DO NOTHING`);
    }
    // A seeded database is a demo: the console offers the central manager's one-click login.
    await storeDemoLogin(tx, { username: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password });
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      await tx.query(sql`INSERT INTO managers (email, password_hash, role, operator_code, username, first_name, last_name, phone_number, country, gender)
        VALUES (${account.email}, ${hashes[index]}, ${account.role}, ${account.operatorCode}, ${account.email},
                ${account.firstName}, ${account.lastName}, ${'+385.1.555' + index}, ${'HRV'}, ${index % 2 === 0 ? '2' : '1'})
        ON CONFLICT (email) DO NOTHING`);
    }
    await tx.execScript(`SET LOCAL work_mem = '64MB'; SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL temp_buffers = '512MB';`);
    const indexes = await dropBulkIndexes(tx);
    await timed('players', insertPlayers(tx, players));
    mark('players');
    await timed('activity log (players)', insertActivity(tx));
    mark('activity log');
    await seedBetting(tx, scale);
    mark('betslips and bets');
    await timed('cash desk', seedCashDesk(tx));
    mark('cash desk');
    await timed('managers', seedManagers(tx, staffHash));
    mark('managers');
    await timed('limit alerts', seedLimitAlerts(tx));
    mark('limit alerts');
    await timed('exclusions', seedExclusions(tx));
    mark('exclusions');
    await seedMoneyRequests(tx, scale);
    mark('deposit and withdrawal requests');
    await timed('report settings', seedReportSettings(tx));
    mark('report settings');
    await timed('central office settings', seedCentralSettings(tx));
    mark('central office settings');
    await timed('central office', seedCentralOffice(tx));
    mark('central office');
    await timed('workspace', seedWorkspace(tx));
    mark('workspace');
    await timed('finance books', seedSpot(tx));
    mark('finance books');
    // The triggers that keep the reports' rows are off during the seed (see skipForeignKeyChecks).
    await timed('offer monitoring', tx.execScript('SELECT offer_monitoring_rebuild(); ANALYZE reports_offer_monitoring;'));
    await timed('liability', tx.execScript('SELECT liability_rebuild(); ANALYZE reports_liability;'));
    await timed('significant events', tx.execScript('SELECT significant_events_rebuild(); ANALYZE reports_significant_events;'));
    mark('report rows kept for offer monitoring, liability and significant events');
    await rebuildBulkIndexes(tx, indexes, options.deferIndexes ?? false);
    mark('indexes');
  });
  await vacuumBulkTables(db);
  mark('vacuum');
  return countRows(db);
}

/**
 * The bulk rows reference only rows the seed itself read or wrote, so the per-row foreign-key
 * triggers (which also fire on every update of a row inserted in the same transaction) are
 * switched off for the seed transaction when the role may do so (always in PGlite). So are the
 * triggers that keep the rows of offer monitoring, liability and significant events: the seed
 * rebuilds them once at its end.
 */
async function skipForeignKeyChecks(tx: Queryable): Promise<void> {
  const [{ superuser }] = await tx.query<{ superuser: boolean }>(sql`SELECT current_setting('is_superuser') = 'on' AS superuser`);
  if (superuser) await tx.execScript('SET LOCAL session_replication_role = replica;');
}

async function insertPlayers(tx: Queryable, count: number): Promise<void> {
  const gender = sql`CASE WHEN ${h(7)} % 10 = 0 THEN NULL WHEN ${h(7)} % 10 < 6 THEN '1' ELSE '2' END`;
  await tx.query(sql`
    WITH base AS (
      SELECT g,
        CASE WHEN ${h(1)} % 10 < 5 THEN 'op1' WHEN ${h(1)} % 10 < 8 THEN 'op2' ELSE 'op3' END AS op,
        ${gender} AS gender,
        ${pick(LAST_NAMES, h(3))} AS last_name,
        1 + ${h(4)} % ${COUNTRIES.length} AS c,
        CASE WHEN ${h(5)} % 100 < 70 THEN 'ENABLED' WHEN ${h(5)} % 100 < 82 THEN 'REGISTERED'
             WHEN ${h(5)} % 100 < 92 THEN 'DISABLED' ELSE 'LOCKED' END AS status,
        CASE WHEN ${h(6)} % 100 < 50 THEN 'VERIFIED' WHEN ${h(6)} % 100 < 85 THEN 'UNDER_REVIEW' ELSE 'REJECTED' END AS kyc,
        ${h(10)} % (730 * 86400) AS ago,
        CASE WHEN ${h(13)} % 100 < 15 THEN 0
             ELSE round((${h(14)} % 500000)::numeric / 100 * CASE WHEN ${h(15)} % 20 = 0 THEN 20 ELSE 1 END, 2) END AS total,
        ${h(16)} % 100 < 30 AS two_wallets
      FROM generate_series(1, ${count}::integer) AS g
    ), named AS (
      SELECT b.*,
        CASE WHEN b.gender = '2' THEN ${pick(FEMALE_NAMES, h(2))} ELSE ${pick(MALE_NAMES, h(2))} END AS first_name,
        -- Every time is a whole number of seconds from the minute of seeding, so the same rows
        -- come out whenever the seed runs (a spread taken modulo "now minus created" would
        -- change with the second of seeding, and with it which players come first in a list).
        date_trunc('minute', now()) - b.ago * interval '1 second' AS created,
        o.currency,
        CASE WHEN b.two_wallets THEN round(b.total * 0.3, 2) ELSE 0 END AS second
      FROM base b JOIN operators o ON o.code = b.op
    )
    INSERT INTO players (
      operator_code, username, realm, email, email_verified, status, disabled_reason, role, first_name, last_name,
      phone_number, birthdate, gender, lang_code, street, locality, postal_code, country, risk_group, kyc_status,
      withdrawal_state, account_type, total_balance, balance_currency, tenant_currency, balance_bag, limits,
      withdrawal_disabled, last_login_date, last_accepted_privacy_agreement_date, user_location, flag, server, created, updated)
    SELECT
      op,
      lower(first_name) || '_' || lower(last_name) || g,
      op,
      lower(first_name) || '.' || lower(last_name) || g || '@' || ${pick(MAIL_DOMAINS, h(20))},
      status <> 'REGISTERED',
      status,
      CASE WHEN status IN ('DISABLED', 'LOCKED') THEN ${pick(DISABLED_REASONS, h(21))} END,
      'PLAYER',
      first_name,
      last_name,
      CASE WHEN ${h(22)} % 100 < 8 THEN NULL
           ELSE '+' || (${PHONE_CODES}::text[])[c] || CASE WHEN ${h(22)} % 3 = 0 THEN '.' ELSE '' END
                || lpad((${h(23)} % 1000000000)::text, 9, '0') END,
      date '1950-01-01' + (${h(24)} % (55 * 365))::integer,
      gender,
      CASE WHEN ${h(25)} % 100 < 80 THEN (${COUNTRY_LANGS}::text[])[c] ELSE ${pick(LANGUAGES, h(26))} END,
      ${pick(STREETS, h(27))} || ' ' || (1 + ${h(28)} % 200),
      (${CITIES}::text[])[c],
      lpad((${h(29)} % 99999)::text, 5, '0'),
      (${COUNTRIES}::text[])[c],
      CASE WHEN ${h(30)} % 100 < 65 THEN 'Normal' WHEN ${h(30)} % 100 < 75 THEN 'VIP200' ELSE ${pick(RISK_LOW, h(31))} END,
      kyc,
      CASE WHEN kyc = 'VERIFIED' THEN (ARRAY['TRUSTED', 'TRUSTED', 'LIMITED', 'BLOCKED'])[1 + ${h(32)} % 4]
           ELSE (ARRAY['NEW', 'NEW', 'BLOCKED', 'LIMITED'])[1 + ${h(32)} % 4] END,
      CASE WHEN ${h(33)} % 100 < 90 THEN 'PLAYER' WHEN ${h(33)} % 100 < 95 THEN 'TESTER'
           WHEN ${h(33)} % 100 < 98 THEN 'BETA_TESTER' ELSE 'ALFA_TESTER' END,
      total,
      currency,
      currency,
      jsonb_build_array(jsonb_build_object('code', 'W' || g || '-1', 'gatewayCode', 'CASH_DESK', 'gatewayName', 'Cash desk',
          'currency', jsonb_build_object('code', currency), 'balance', total - second, 'isMainWallet', true, 'externalAccount', NULL, 'isCryptoGateway', false))
        || CASE WHEN two_wallets THEN jsonb_build_array(jsonb_build_object('code', 'W' || g || '-2',
          'gatewayCode', CASE WHEN g % 2 = 0 THEN 'SKRILL' ELSE 'MPESA' END,
          'gatewayName', CASE WHEN g % 2 = 0 THEN 'Skrill' ELSE 'M-Pesa' END, 'currency', jsonb_build_object('code', currency), 'balance', second,
          'isMainWallet', false, 'externalAccount', lower(first_name) || g || '@wallet.test', 'isCryptoGateway', false))
          ELSE '[]'::jsonb END,
      jsonb_build_object(
          'minApprovedDeposit', jsonb_build_object('limit', 10), 'maxApprovedDeposit', jsonb_build_object('limit', 5000),
          'minApprovedWithdrawal', jsonb_build_object('limit', 20), 'maxApprovedWithdrawal', jsonb_build_object('limit', 2000))
        || CASE WHEN ${h(34)} % 100 < 25 THEN jsonb_build_object(
          'selfProtectionDailyDepositLimit', jsonb_build_object('limit', 50 * (1 + ${h(35)} % 10), 'description', 'Player request',
              'reason', 'Self protection', 'appliedDate', to_char(created + interval '3 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
          'selfProtectionWeeklyDepositLimit', jsonb_build_object('limit', 300 * (1 + ${h(35)} % 10), 'description', 'Player request',
              'reason', 'Self protection', 'appliedDate', NULL),
          'selfProtectionMonthlyWageringLimit', jsonb_build_object('limit', 1000 * (1 + ${h(36)} % 10), 'description', NULL,
              'reason', 'Responsible gaming', 'appliedDate', NULL))
          ELSE '{}'::jsonb END,
      kyc <> 'VERIFIED',
      CASE WHEN status = 'REGISTERED' AND ${h(37)} % 2 = 0 THEN NULL
           ELSE created + (${h(38)} % greatest(1, ago)) * interval '1 second' END,
      CASE WHEN status = 'REGISTERED' THEN NULL ELSE created + interval '2 minutes' END,
      (${CITIES}::text[])[c] || ', ' || (${ALPHA2}::text[])[c],
      lower((${ALPHA2}::text[])[c]),
      ${pick(SERVERS, h(39))},
      created,
      created + (${h(11)} % greatest(1, ago)) * interval '1 second'
    FROM named
    ORDER BY g`);
}

async function insertActivity(tx: Queryable): Promise<void> {
  await tx.query(sql`
    INSERT INTO activity_log (time, operator_code, log_type, significance_level, user_role, user_realm, user_username, user_id,
      affected_user_role, affected_user_realm, affected_user_username, affected_user_id, details, ip_address, after)
    SELECT created, operator_code, 'NEW_USER', 'Info', 'PLAYER', realm, username, id, 'PLAYER', realm, username, id,
      'Player registered', '10.' || (id % 250) || '.' || (id % 97) || '.' || (id % 13 + 1),
      jsonb_build_object('status', 'REGISTERED')
    FROM players ORDER BY id`);
  await tx.query(sql`
    INSERT INTO activity_log (time, operator_code, log_type, significance_level, user_role, user_realm, user_username, user_id,
      affected_user_role, affected_user_realm, affected_user_username, affected_user_id, details, before, after)
    SELECT p.updated, p.operator_code, 'STATUS_CHANGED', 'Normal60', m.role, m.realm, m.username, m.id,
      'PLAYER', p.realm, p.username, p.id, 'Status changed to ' || p.status || ': ' || p.disabled_reason,
      jsonb_build_object('status', 'ENABLED', 'disabledReason', NULL),
      jsonb_build_object('status', p.status, 'disabledReason', p.disabled_reason)
    FROM players p
    JOIN managers m ON m.operator_code = p.operator_code OR (m.role = 'CENTRAL_MANAGER' AND p.operator_code = 'op3')
    WHERE p.status IN ('DISABLED', 'LOCKED')
    ORDER BY p.id`);
}

/** Row counts of the seeded tables. */
export async function countRows(db: Queryable): Promise<SeedResult> {
  const [row] = await db.query<SeedResult>(sql`SELECT
    (SELECT count(*)::integer FROM operators) AS operators,
    (SELECT count(*)::integer FROM managers) AS managers,
    (SELECT count(*)::integer FROM players) AS players,
    (SELECT count(*)::integer FROM activity_log) AS "activityLog"`);
  return { ...row, ...(await countBettingRows(db)) };
}

/**
 * Creates every index the migrations declare that is missing (after a seed with deferred
 * indexes), one statement at a time so requests interleave. Returns the number created.
 */
export async function ensureIndexes(db: Database): Promise<number> {
  const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
  const statements = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) => readFileSync(`${dir}/${file}`, 'utf8').match(/^CREATE INDEX \w+ ON [^;]+;/gm) ?? []);
  const existing = new Set(
    (await db.query<{ indexname: string }>(sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`)).map(
      (row) => row.indexname,
    ),
  );
  let created = 0;
  for (const statement of statements) {
    const name = /^CREATE INDEX (\w+)/.exec(statement)![1];
    if (existing.has(name)) continue;
    await db.execScript(statement.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    created++;
  }
  return created;
}

/** True when the database holds no operators yet (a fresh embedded database). */
/** Tables a re-seed keeps: server settings (the token secret), migration history and migration-provided defaults. */
const KEPT_TABLES = [
  'settings',
  'schema_migrations',
  'limit_defaults',
  'significant_event_thresholds',
  'central_office',
  'exchange_rates',
  'label_defaults',
];

/**
 * Empties every data table so `npm run seed -- --force` replaces the data instead of adding to
 * it (generated usernames and codes would collide). Settings and migrations stay.
 */
export async function clearData(db: Queryable): Promise<void> {
  const tables = await db.query<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND NOT (tablename = ANY(${KEPT_TABLES}))`,
  );
  if (tables.length === 0) return;
  await db.query(sql`TRUNCATE ${join(tables.map((t) => sql`${ident(t.name)}`))} RESTART IDENTITY CASCADE`);
}

export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM operators`);
  return row.n === 0;
}
