/**
 * Rules, set-based: for each transaction staff did not assign themselves, the first enabled rule
 * (by position) whose conditions all hold sets its category, cost center and partner (the fields
 * it names; the others stay). The same query previews how many rows a run would change.
 */
import type { Queryable } from '../db/database';
import { sql, type Sql } from '../db/sql';
import type { z } from 'zod';
import type { SpotRulePreview } from '../../resources/spotLedger';

/** A rule's text as a LIKE pattern that finds it anywhere (its %, _ and \ taken literally). */
const contains = (column: Sql) => sql`'%' || replace(replace(replace(${column}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** Each open transaction matching `which` with the rule that decides it. */
function picks(operatorCode: string, which: Sql): Sql {
  return sql`SELECT t.id, r.id AS rule_id, coalesce(r.category_id, t.category_id) AS category_id,
      coalesce(r.cost_center_id, t.cost_center_id) AS cost_center_id, coalesce(r.partner_id, t.partner_id) AS partner_id,
      t.category_id AS old_category, t.cost_center_id AS old_cost_center, t.partner_id AS old_partner, t.rule_id AS old_rule
    FROM spot_transactions t
    CROSS JOIN LATERAL (
      SELECT r.id, r.category_id, r.cost_center_id, r.partner_id FROM spot_rules r
      WHERE r.operator_code = t.operator_code AND r.enabled
        AND (r.direction IS NULL OR (r.direction = 'IN') = (t.amount > 0))
        AND (r.counterparty IS NULL OR t.counterparty_name ILIKE ${contains(sql`r.counterparty`)})
        AND (r.iban IS NULL OR t.counterparty_iban = upper(replace(r.iban, ' ', '')))
        AND (r.text IS NULL OR t.remittance ILIKE ${contains(sql`r.text`)})
        AND (r.amount_min IS NULL OR abs(t.amount) >= r.amount_min)
        AND (r.amount_max IS NULL OR abs(t.amount) <= r.amount_max)
      ORDER BY r.position, r.id LIMIT 1) r
    WHERE t.operator_code = ${operatorCode} AND NOT t.manual AND ${which}`;
}

const CHANGED = sql`(p.category_id IS DISTINCT FROM p.old_category OR p.cost_center_id IS DISTINCT FROM p.old_cost_center
  OR p.partner_id IS DISTINCT FROM p.old_partner OR p.rule_id IS DISTINCT FROM p.old_rule)`;

/** Applies the rules to the open transactions matching `which` (over `spot_transactions t`); returns the rows changed. */
export async function applyRules(tx: Queryable, operatorCode: string, which: Sql = sql`true`): Promise<number> {
  const [row] = await tx.query<{ n: number }>(sql`WITH p AS (${picks(operatorCode, which)}),
    changed AS (UPDATE spot_transactions t SET rule_id = p.rule_id, category_id = p.category_id, cost_center_id = p.cost_center_id,
        partner_id = p.partner_id
      FROM p WHERE t.id = p.id AND ${CHANGED} RETURNING t.id)
    SELECT count(*)::integer AS n FROM changed`);
  return row.n;
}

/** What {@link applyRules} would change over every open transaction, nothing written. */
export async function previewRules(db: Queryable, operatorCode: string): Promise<z.output<typeof SpotRulePreview>> {
  const [row] = await db.query<z.output<typeof SpotRulePreview>>(sql`WITH p AS (${picks(operatorCode, sql`true`)})
    SELECT (SELECT count(*)::integer FROM spot_transactions WHERE operator_code = ${operatorCode} AND NOT manual) AS considered,
      count(*) FILTER (WHERE ${CHANGED})::integer AS changed,
      count(*) FILTER (WHERE p.category_id IS DISTINCT FROM p.old_category)::integer AS categories,
      count(*) FILTER (WHERE p.cost_center_id IS DISTINCT FROM p.old_cost_center)::integer AS "costCenters",
      count(*) FILTER (WHERE p.partner_id IS DISTINCT FROM p.old_partner)::integer AS partners
    FROM p`);
  return row;
}
