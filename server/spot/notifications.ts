/**
 * The finance product's notifications (`resources/spotNotifications.ts`): a table computed per
 * request (`TableMapping.source`) from the live books of the scope's operator, so a row is there
 * exactly while its records need someone and every operator sees only its own. The conditions are
 * those of the lists the rows link to (an invoice's OVERDUE as the invoice lists compute it, the
 * Banking list's `uncategorised`, the files' `rejectedToReview`), so a row's count is what its link shows.
 */
import { ident, join, sql, where, type Sql } from '../db/sql';
import { scopeConditions } from '../resource/scope';
import { deriveTable } from '../tables/derive';
import type { SourceInput } from '../tables/mapping';
import { planLimits, SPOT_PLANS } from '../../resources/spotPlans';
import {
  SPOT_DUE_SOON_DAYS,
  SPOT_NOTIFICATION_ORDER,
  SPOT_PLAN_WARN_PERCENT,
  SpotPlanLimitName,
  spotNotificationLink,
  spotNotifications,
  type SpotNotification,
} from '../../resources/spotNotifications';
import { THIS_MONTH_START } from './access';

/** An invoice `i` still to be paid, as the invoice lists read its status. */
const INVOICE_OPEN = sql`i.status IN ('OPEN', 'PARTIALLY_PAID')`;
/** A file `f` whose rejected rows nobody has reviewed yet (the files list's `rejectedToReview`). */
export function rejectedToReview(table: string): Sql {
  const column = (name: string) => ident(`${table}.${name}`);
  return sql`${column('status')} = 'UPLOADED' AND ${column('undone')} IS NULL AND ${column('rows_rejected')} > 0
    AND ${column('rejected_reviewed')} IS NULL`;
}

/** Every plan's limits as rows (plan, limit, base, per extra entity), from `SPOT_PLANS`; no row for no limit. */
function planLimitRows(): Sql {
  const rows: { plan: string; name: string; base: number; perExtra: number }[] = [];
  for (const { code } of SPOT_PLANS) {
    const [none, one] = [planLimits(code, 0), planLimits(code, 1)];
    for (const name of SpotPlanLimitName.options) {
      const base = none[name];
      if (base !== null) rows.push({ plan: code, name, base, perExtra: (one[name] ?? base) - base });
    }
  }
  return sql`unnest(${rows.map((row) => row.plan)}::text[], ${rows.map((row) => row.name)}::text[],
    ${rows.map((row) => row.base)}::integer[], ${rows.map((row) => row.perExtra)}::integer[]) AS l (plan, name, base, per_extra)`;
}

/** The notifications of the scope's books. */
export function notificationsSource(input: SourceInput): Sql {
  const scope = (column: string) => scopeConditions(input.scope, column);
  const dueSoonEnd = sql`current_date + ${SPOT_DUE_SOON_DAYS}::integer`;
  const invoices = sql`SELECT CASE WHEN i.due_date < current_date
        THEN CASE i.kind WHEN 'SENT' THEN 'OVERDUE_SENT_INVOICES' ELSE 'OVERDUE_INCOMING_INVOICES' END
        ELSE CASE i.kind WHEN 'SENT' THEN 'SENT_INVOICES_DUE_SOON' ELSE 'INCOMING_INVOICES_DUE_SOON' END END AS kind,
      i.operator_code, i.currency, count(*)::integer AS count, sum(i.gross - i.paid) AS amount, min(i.due_date) AS due_date,
      NULL::text AS plan_limit, NULL::integer AS allowed, NULL::numeric AS percent,
      min(CASE WHEN i.due_date < current_date THEN (i.due_date + 1)::timestamp AT TIME ZONE 'UTC'
        ELSE greatest((i.due_date - ${SPOT_DUE_SOON_DAYS}::integer)::timestamp AT TIME ZONE 'UTC', i.created) END) AS since
    FROM spot_invoices i
    ${where([...scope('i.operator_code'), INVOICE_OPEN, sql`i.due_date <= ${dueSoonEnd}`])}
    GROUP BY 1, i.operator_code, i.currency`;
  const others = (kind: string, from: string, alias: string, conditions: Sql[], count: Sql, since: Sql) =>
    sql`SELECT ${kind}::text AS kind, ${ident(`${alias}.operator_code`)} AS operator_code, NULL::text AS currency, ${count}::integer AS count,
      NULL::numeric AS amount, NULL::date AS due_date, NULL::text AS plan_limit, NULL::integer AS allowed, NULL::numeric AS percent,
      ${since} AS since
    FROM ${ident(from)} ${ident(alias)} ${where([...scope(`${alias}.operator_code`), ...conditions])}
    GROUP BY ${ident(`${alias}.operator_code`)}`;
  const uncategorised = others(
    'UNCATEGORISED_TRANSACTIONS',
    'spot_transactions',
    't',
    [sql`t.category_id IS NULL`],
    sql`count(*)`,
    sql`min(t.created)`,
  );
  const proposals = others('PROPOSED_MATCHES', 'spot_matches', 'm', [sql`m.status = 'PROPOSED'`], sql`count(*)`, sql`min(m.created)`);
  const rejected = others(
    'REJECTED_IMPORT_ROWS',
    'spot_files',
    'f',
    [rejectedToReview('f')],
    sql`sum(f.rows_rejected)`,
    sql`min(f.imported)`,
  );
  // Each operator's usage of each limit against its plan's (FREE without a subscription row, as GET spot/plan reads it).
  const plan = sql`SELECT 'PLAN_LIMIT' AS kind, u.operator_code, NULL::text AS currency, u.used AS count, NULL::numeric AS amount,
      NULL::date AS due_date, u.name AS plan_limit, u.allowed AS allowed, floor(100.0 * u.used / u.allowed) AS percent,
      CASE WHEN u.name = 'transactionsPerMonth' THEN ${THIS_MONTH_START} ELSE now() END AS since
    FROM (
      SELECT o.code AS operator_code, l.name, l.base + l.per_extra * coalesce(s.extra_entities, 0) AS allowed,
        CASE l.name
          WHEN 'entities' THEN (SELECT count(*) FROM spot_entities x WHERE x.operator_code = o.code)
          WHEN 'costCenters' THEN (SELECT count(*) FROM spot_cost_centers x WHERE x.operator_code = o.code)
          WHEN 'editors' THEN (SELECT count(*) FROM spot_editors x WHERE x.operator_code = o.code)
          ELSE (SELECT count(*) FROM spot_transactions x WHERE x.operator_code = o.code AND x.created >= ${THIS_MONTH_START})
        END::integer AS used
      FROM operators o
      LEFT JOIN spot_subscriptions s ON s.operator_code = o.code
      JOIN ${planLimitRows()} ON l.plan = coalesce(s.plan, 'FREE')
      ${where(scope('o.code'))}
    ) u
    WHERE u.allowed > 0 AND 100 * u.used >= ${SPOT_PLAN_WARN_PERCENT}::integer * u.allowed`;
  const priority = sql`CASE n.kind ${join(
    SPOT_NOTIFICATION_ORDER.map((kind, index) => sql`WHEN ${kind} THEN ${index + 1}::integer`),
    sql` `,
  )} END`;
  const link = sql`CASE n.kind ${join(
    SPOT_NOTIFICATION_ORDER.map((kind) => sql`WHEN ${kind} THEN ${spotNotificationLink(kind)}::text`),
    sql` `,
  )} END`;
  return sql`SELECT n.kind || '|' || n.operator_code || '|' || coalesce(n.currency, n.plan_limit, '-') AS id, n.*,
      ${priority} AS priority, ${link} AS link
    FROM (${invoices} UNION ALL ${uncategorised} UNION ALL ${proposals} UNION ALL ${rejected} UNION ALL ${plan}) n`;
}

export const notificationsTable = deriveTable<SpotNotification>(spotNotifications, { source: notificationsSource });
