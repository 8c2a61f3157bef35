/**
 * Demo self-exclusions (001 §3, §4): about one player in forty is excluded, for 24 hours, 7 days,
 * a month, six months or indefinitely (stored as 9999-12-31), each with its description, reason
 * and the date it was applied; a few exclusions have run out. Deterministic, set-based.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';

const DESCRIPTIONS = [
  'Asked for a break by e-mail',
  'Self-exclusion from the player app',
  'Cooling-off period after support call',
  'Agreed with responsible gaming team',
];
const REASONS = ['Player request', 'Responsible gaming', 'Loss chasing pattern', 'Family request'];

/** Excludes every player whose id is 7 modulo 41, from a time derived from the id. */
export async function seedExclusions(tx: Queryable): Promise<void> {
  await tx.query(sql`UPDATE players SET
      exclusion_applied_date = date_trunc('minute', now()) - (id % 20) * interval '1 day',
      exclude_until = CASE id % 6
        WHEN 0 THEN date_trunc('minute', now()) + interval '24 hours'
        WHEN 1 THEN date_trunc('minute', now()) + interval '7 days' - (id % 20) * interval '1 day'
        WHEN 2 THEN date_trunc('minute', now()) + interval '28 days' - (id % 20) * interval '1 day'
        WHEN 3 THEN date_trunc('minute', now()) + interval '168 days' - (id % 20) * interval '1 day'
        WHEN 4 THEN '9999-12-31T23:59:59.999Z'::timestamptz
        ELSE date_trunc('minute', now()) + interval '84 days' - (id % 20) * interval '1 day' END,
      exclusion_description = (${DESCRIPTIONS}::text[])[1 + id % ${DESCRIPTIONS.length}],
      exclusion_reason = (${REASONS}::text[])[1 + (id / 41) % ${REASONS.length}]
    WHERE id % 41 = 7`);
}
