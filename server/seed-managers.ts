/**
 * Demo staff beside the demo accounts: seven managers per operator and three more at the central
 * office, in every state (enabled, disabled, locked, registered and never activated), with their
 * past logins, pending or expired activation links and the activity-log rows of their history.
 * Deterministic and set-based. They are not demo accounts: the ones who have activated hold a
 * password nobody knows (random at each seed), so only the accounts the README lists sign in.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';
import { UNUSABLE_HASH } from './auth/passwords';

const FIRST = [
  'Ana',
  'Marko',
  'Lena',
  'Jonas',
  'Elif',
  'Andrei',
  'Petra',
  'Hugo',
  'Ioana',
  'Dmitri',
  'Sophie',
  'Emre',
  'Giulia',
  'Stefan',
  'Mia',
];
const LAST = [
  'Kovac',
  'Weber',
  'Dubois',
  'Yilmaz',
  'Popescu',
  'Ivanova',
  'Novak',
  'Schmidt',
  'Rossi',
  'Babic',
  'Demir',
  'Martin',
  'Horvat',
  'Bernard',
  'Petrov',
  'Kaya',
  'Garcia',
  'Ionescu',
  'Muller',
  'Smith',
];
const CITIES = ['Zagreb', 'Berlin', 'Lyon', 'Izmir', 'Cluj-Napoca', 'Vienna', 'Split', 'Hamburg'];
const COUNTRIES = ['HRV', 'DEU', 'FRA', 'TUR', 'ROU', 'AUT', 'HRV', 'DEU'];
/** States of the n-th manager of an office (1–7) and of the central office (1–3). */
const OFFICE_STATES = ['ENABLED', 'ENABLED', 'ENABLED', 'REGISTERED', 'DISABLED', 'LOCKED', 'REGISTERED'];

/** Inserts the demo staff (unless their e-mails exist) with `passwordHash` for those who have activated. */
export async function seedManagers(tx: Queryable, passwordHash: string): Promise<void> {
  await tx.query(sql`
    WITH offices AS (
      SELECT code, domain, row_number() OVER (ORDER BY code) AS k, 7 AS size FROM operators
      UNION ALL SELECT NULL, 'central.demo.test', 0, 3
    ), staff AS (
      SELECT o.code AS op, o.domain, o.k, g,
        (${FIRST}::text[])[1 + (g * 4 + o.k * 5) % ${FIRST.length}] AS first_name,
        (${LAST}::text[])[1 + (g * 7 + o.k * 3) % ${LAST.length}] AS last_name,
        (${OFFICE_STATES}::text[])[g] AS status,
        now() - ((400 - g * 45 - o.k * 11) * interval '1 day') AS created
      FROM offices o CROSS JOIN generate_series(1, o.size) AS g
    )
    INSERT INTO managers (email, password_hash, role, operator_code, username, status, email_verified, first_name, last_name,
      gender, phone_number, street, locality, postal_code, country, birthdate, lang_code, created, updated)
    SELECT lower(first_name) || '.' || lower(last_name) || '@' || domain,
      CASE WHEN status = 'REGISTERED' THEN ${UNUSABLE_HASH} ELSE ${passwordHash} END,
      CASE WHEN op IS NULL THEN 'CENTRAL_MANAGER' ELSE 'OFFICE' END, op, lower(first_name) || '.' || lower(last_name) || '@' || domain,
      status, status <> 'REGISTERED', first_name, last_name, CASE WHEN g % 2 = 0 THEN '1' ELSE '2' END,
      CASE WHEN g % 3 = 0 THEN NULL ELSE '+385.1.' || lpad((4000 + g * 37 + k * 101)::text, 4, '0') END,
      CASE WHEN g % 4 = 0 THEN NULL ELSE 'Office Street ' || (g * 3 + k) END,
      (${CITIES}::text[])[1 + (g + k) % ${CITIES.length}], lpad((10000 + g * 137 + k * 1009)::text, 5, '0'),
      (${COUNTRIES}::text[])[1 + (g + k) % ${COUNTRIES.length}],
      date '1970-01-01' + ((g * 1987 + k * 733) % 9000)::integer, (ARRAY['en', 'de', 'hr', 'ro', 'tr'])[1 + (g + k) % 5],
      created, created + interval '3 days'
    FROM staff ORDER BY k, g
    ON CONFLICT DO NOTHING`);

  // Past logins of those who activated (ended sessions), and activation links: one pending, one expired, per office.
  await tx.query(sql`
    INSERT INTO sessions (id, manager_id, created, revoked_at, revoked_reason)
    SELECT 'seed-' || m.id || '-' || s, m.id, m.updated + (s * 9) * interval '1 day',
      m.updated + (s * 9) * interval '1 day' + interval '8 hours', 'logout'
    FROM managers m CROSS JOIN generate_series(1, 3) AS s
    WHERE m.status <> 'REGISTERED' AND m.password_hash = ${passwordHash} AND m.email NOT LIKE '%@demo.test'
    ON CONFLICT DO NOTHING`);
  await tx.query(sql`
    INSERT INTO account_tokens (token_hash, kind, manager_id, expires_at, created)
    SELECT md5('seed-activation-' || m.id), 'ACTIVATION', m.id,
      CASE WHEN row_number() OVER (PARTITION BY m.operator_code ORDER BY m.id) = 1 THEN now() + interval '1 day'
        ELSE m.created + interval '2 days' END,
      m.created
    FROM managers m WHERE m.status = 'REGISTERED' AND m.password_hash = ${UNUSABLE_HASH}
    ON CONFLICT DO NOTHING`);

  // Their history: added by a central manager, and the status changes of those no longer enabled.
  await tx.query(sql`
    INSERT INTO activity_log (time, operator_code, log_type, significance_level, user_role, user_realm, user_username, user_id,
      affected_user_role, affected_user_realm, affected_user_username, affected_user_id, details, before, after)
    SELECT t.time, m.operator_code, t.log_type, t.level, c.role, c.realm, c.username, c.id, m.role, m.realm, m.username, m.id,
      t.details, t.before, t.after
    FROM managers m
    CROSS JOIN LATERAL (SELECT id, role, realm, username FROM managers WHERE role = 'CENTRAL_MANAGER' ORDER BY id LIMIT 1) c
    CROSS JOIN LATERAL (VALUES
      (m.created, 'NEW_USER', 'Normal60', 'Manager ' || m.email || ' added', NULL::jsonb, jsonb_build_object('status', 'REGISTERED')),
      (m.updated, 'STATUS_CHANGED', 'Normal60', 'Manager status changed to ' || m.status, jsonb_build_object('status', 'ENABLED'),
        jsonb_build_object('status', m.status))
    ) AS t(time, log_type, level, details, before, after)
    WHERE m.email NOT LIKE '%@demo.test' AND (t.log_type = 'NEW_USER' OR m.status IN ('DISABLED', 'LOCKED'))
    ORDER BY m.id, t.time`);
}
