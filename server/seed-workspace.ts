/**
 * Demo data of the office's own screens: the demo managers' quick links, and export files of the
 * last 30 days in every view (each operator's and the central view) with their activity-log
 * entries: files written by the server from the players, betslips and payments lists (with their
 * CSV text), files staff uploaded, and failed exports waiting for a retry or given up. Set-based
 * and deterministic relative to the time of seeding, like the rest of the seed.
 */
import { queuePath } from '../resources/dashboard';
import { EXPORT_MAX_ATTEMPTS, EXPORT_RETENTION_DAYS } from '../resources/exports';
import type { Queryable } from './db/database';
import { ident, sql, typed } from './db/sql';
import { seedHash, timed } from './seed-tools';

/** Pinned pages per demo manager: title and console address. */
const QUICK_LINKS: Record<string, readonly [string, string][]> = {
  'central@demo.test': [
    ['Withdrawals waiting', queuePath('withdrawalsWaiting')],
    ['KYC under review', queuePath('kycUnderReview')],
    ['Open betslips', `/betslips?filter=${encodeURIComponent(JSON.stringify({ 'betslipStatus.simpleStatus': ['NOT_SETTLED'] }))}`],
    ['Dashboard', '/index2'],
  ],
  'office1@demo.test': [
    ['KYC under review', queuePath('kycUnderReview')],
    ['Withdrawals waiting', queuePath('withdrawalsWaiting')],
    ['Locked players', `/players?filter=${encodeURIComponent(JSON.stringify({ status: ['LOCKED'] }))}`],
  ],
};

async function seedQuickLinks(tx: Queryable) {
  for (const [email, links] of Object.entries(QUICK_LINKS)) {
    await tx.query(sql`INSERT INTO quick_links (manager_id, title, path, position, created)
      SELECT m.id, l.title, l.path, l.position::integer, now() - make_interval(days => 20 - l.position::integer)
      FROM managers m, jsonb_to_recordset(${typed(
        links.map(([title, path], index) => ({ title, path, position: index + 1 })),
        'jsonb',
      )})
        AS l(title text, path text, position integer)
      WHERE m.email = ${email}`);
  }
}

/** Files per view; one every 19 hours or so keeps them all within the retention. */
const FILES_PER_VIEW = 36;

const LISTS = ['players', 'betslips', 'statistics-payments'] as const;
const HEADERS: Record<(typeof LISTS)[number], { text: string; value: string }[]> = {
  players: [
    { text: 'Id', value: 'id' },
    { text: 'Username', value: 'playerCode.playerUsername' },
    { text: 'E-mail', value: 'email' },
    { text: 'Status', value: 'status' },
    { text: 'Created', value: 'created' },
  ],
  betslips: [
    { text: 'Id', value: 'id' },
    { text: 'Player', value: 'playerUsername' },
    { text: 'Total stake', value: 'totalStake' },
    { text: 'Currency', value: 'currency.code' },
    { text: 'Status', value: 'betslipStatus.simpleStatus' },
    { text: 'Created', value: 'created' },
  ],
  'statistics-payments': [
    { text: 'Id', value: 'id' },
    { text: 'Player', value: 'playerUsername' },
    { text: 'Type', value: 'paymentRequest' },
    { text: 'Amount', value: 'accountMovement' },
    { text: 'Currency', value: 'currency' },
    { text: 'Status', value: 'paymentStatus' },
    { text: 'Created', value: 'created' },
  ],
};
const ERRORS = [
  'Storage unavailable: connection reset by peer',
  'The report query was cancelled after 300 s (statement timeout)',
  'Disk quota exceeded on the export store',
];
const UPLOADS = ['bank-statement', 'gateway-settlement', 'bonus-audit', 'chargebacks'];

const header = (list: (typeof LISTS)[number]) => `\ufeff${HEADERS[list].map((h) => h.text).join(',')}\r\n`;
const stamp = (column: string) => sql`to_char(${ident(column)} AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD HH24:MI:SS')`;

async function seedExportFiles(tx: Queryable) {
  const h = (salt: number) => seedHash('k', salt);
  await tx.query(sql`INSERT INTO export_files (operator_code, file_name, resource, source, status, rows, attempts, last_error, request,
      user_role, user_realm, user_username, user_id, created, updated, uploaded, expires, next_attempt)
    WITH views AS (SELECT code FROM operators UNION ALL SELECT 'central'),
    numbered AS (
      SELECT row_number() OVER (ORDER BY v.code, g.n)::integer AS k, v.code, g.n
      FROM views v CROSS JOIN generate_series(1, ${FILES_PER_VIEW}) AS g(n)
    ),
    shaped AS (
      SELECT n.*, m.role, m.realm, m.username, m.id AS manager_id,
        now() - make_interval(hours => n.n * 19, mins => (${h(1)} % 600)::integer) AS at,
        CASE WHEN ${h(2)} % 100 < 10 THEN 'MANUAL' ELSE 'SERVER' END AS source,
        CASE WHEN ${h(2)} % 100 < 82 THEN 'UPLOADED' WHEN ${h(2)} % 100 < 92 THEN 'ERROR' ELSE 'PERMANENT_ERROR' END AS status,
        (${LISTS}::text[])[1 + ${h(3)} % ${LISTS.length}] AS list,
        (20 + ${h(4)} % 180)::integer AS wanted
      FROM numbered n
      JOIN LATERAL (SELECT * FROM managers WHERE operator_code = n.code OR (role = 'CENTRAL_MANAGER' AND NOT EXISTS (
        SELECT 1 FROM managers o WHERE o.operator_code = n.code)) ORDER BY id LIMIT 1) m ON true
    )
    SELECT code,
      CASE WHEN source = 'MANUAL' THEN (${UPLOADS}::text[])[1 + ${h(5)} % ${UPLOADS.length}] ELSE list END
        || '-' || to_char(at AT TIME ZONE 'UTC', 'YYYYMMDD-HH24MI') || '.csv',
      CASE WHEN source = 'MANUAL' THEN NULL ELSE list END, source,
      CASE WHEN source = 'MANUAL' THEN 'UPLOADED' ELSE status END,
      wanted,
      CASE WHEN source = 'MANUAL' OR status = 'UPLOADED' THEN 1 WHEN status = 'ERROR' THEN 1 + ${h(6)} % 2 ELSE ${EXPORT_MAX_ATTEMPTS} END,
      CASE WHEN source = 'SERVER' AND status <> 'UPLOADED' THEN (${ERRORS}::text[])[1 + ${h(7)} % ${ERRORS.length}] END,
      CASE WHEN source = 'SERVER' THEN jsonb_build_object('resource', list, 'reportHeaders', ${typed(HEADERS, 'jsonb')} -> list,
        'locale', 'en', 'timeZone', 'Europe/Berlin') END,
      role, realm, username, manager_id, at, at + interval '40 seconds',
      CASE WHEN source = 'MANUAL' OR status = 'UPLOADED' THEN at + make_interval(secs => 5 + ${h(8)} % 90) END,
      at + make_interval(days => ${EXPORT_RETENTION_DAYS}),
      CASE WHEN source = 'SERVER' AND status = 'ERROR' THEN now() + make_interval(mins => 20 + (${h(9)} % 180)::integer) END
    FROM shaped`);

  const part = (list: (typeof LISTS)[number], table: string, row: ReturnType<typeof sql>) =>
    tx.query(sql`INSERT INTO export_file_parts (export_id, part, data)
      SELECT f.id, 1, ${header(list)} || coalesce(x.body, '')
      FROM export_files f CROSS JOIN LATERAL (
        SELECT string_agg(${row}, E'\\r\\n' ORDER BY t.id) || E'\\r\\n' AS body
        FROM (SELECT * FROM ${ident(table)} t WHERE (f.operator_code = 'central' OR t.operator_code = f.operator_code)
          AND t.created <= f.created ORDER BY t.id DESC LIMIT f.rows) t
      ) x
      WHERE f.resource = ${list} AND f.status = 'UPLOADED'`);
  await part('players', 'players', sql`concat_ws(',', t.id, t.username, t.email, t.status, ${stamp('t.created')})`);
  await part(
    'betslips',
    'betslips',
    sql`concat_ws(',', t.id, t.player_username, to_char(t.total_stake, 'FM999999990.00'), t.currency_code, t.status,
      ${stamp('t.created')})`,
  );
  await part(
    'statistics-payments',
    'payments',
    sql`concat_ws(',', t.id, t.player_username, t.payment_request, to_char(t.account_movement, 'FM999999990.00'), t.currency,
      t.payment_status, ${stamp('t.created')})`,
  );
  // Staff uploads: a settlement or statement of their own, one record per line.
  await tx.query(sql`INSERT INTO export_file_parts (export_id, part, data)
    SELECT f.id, 1, ${'\ufeffDate,Reference,Amount,Currency\r\n'} || string_agg(concat_ws(',',
      to_char(f.created - make_interval(days => g.n % 28), 'YYYY-MM-DD'),
        'REF-' || lpad((f.id * 1000 + g.n)::text, 8, '0'), to_char(((f.id * 7919 + g.n * 104729) % 500000) / 100.0,
          'FM999990.00'), o.currency),
      E'\\r\\n' ORDER BY g.n) || E'\\r\\n'
    FROM export_files f JOIN LATERAL (SELECT coalesce((SELECT currency FROM operators WHERE code = f.operator_code), 'EUR')
      AS currency) o ON true
      CROSS JOIN LATERAL generate_series(1, f.rows) AS g(n)
    WHERE f.source = 'MANUAL' GROUP BY f.id, o.currency`);
  // What was written: rows and size from the text; failed exports have none.
  await tx.query(sql`UPDATE export_files f SET rows = p.lines - 1, size = p.bytes
    FROM (SELECT export_id, (length(data) - length(replace(data, E'\\n', '')))::integer AS lines, octet_length(data)::integer AS bytes
      FROM export_file_parts) p WHERE p.export_id = f.id`);
  await tx.query(sql`UPDATE export_files SET rows = NULL WHERE status <> 'UPLOADED'`);

  await tx.query(sql`INSERT INTO activity_log (time, operator_code, log_type, significance_level, user_role, user_realm, user_username,
    user_id, details, after)
    SELECT coalesce(f.uploaded, f.updated), nullif(f.operator_code, 'central'),
      CASE WHEN f.source = 'MANUAL' THEN 'MANUALLY_UPLOADED_EXPORT' WHEN f.status = 'UPLOADED' THEN 'UPLOADED_EXPORT' ELSE 'APP_ERROR' END,
      CASE f.status WHEN 'UPLOADED' THEN 'Info' WHEN 'ERROR' THEN 'High80' ELSE 'Critic100' END,
      f.user_role, f.user_realm, f.user_username, f.user_id,
      CASE WHEN f.source = 'MANUAL' THEN 'Uploaded export ' || f.id || ' (' || f.file_name || '): ' || f.rows || ' rows'
        WHEN f.status = 'UPLOADED' THEN 'Export ' || f.id || ' (' || f.file_name || ') written to the server: ' || f.rows ||
          ' rows of ' || f.resource
        ELSE 'Export ' || f.id || ' (' || f.file_name || ') failed, attempt ' || f.attempts || ' of ' || ${EXPORT_MAX_ATTEMPTS}::text ||
          ': ' || f.last_error END,
      jsonb_build_object('status', f.status, 'rows', f.rows, 'size', f.size)
    FROM export_files f`);
}

/** Seeds the quick links and the export files (after the players, betslips and payments). */
export async function seedWorkspace(tx: Queryable): Promise<void> {
  await timed('quick links', seedQuickLinks(tx));
  await timed('export files', seedExportFiles(tx));
}
