/**
 * The rule constants SQL uses, from their TypeScript constants: SQL reads each one as
 * `rule_constant('NAME')` (migration 197), and every start writes them into `rule_constants`
 * before anything reads them, so the console's rules, the server's and the database's cannot hold
 * different numbers. SQL built in TypeScript takes its constants as parameters instead.
 */
import { RECENTLY_ENDED_DAYS } from '../../resources/bonusCampaignRules';
import type { Queryable } from './database';
import { sql } from './sql';

/** Every constant SQL reads with `rule_constant`, by the name of its TypeScript constant. */
export const RULE_CONSTANTS: Readonly<Record<string, number>> = {
  /** Days an ended campaign shows as RECENTLY_ENDED before it counts as ARCHIVED (`bonus_campaign_status`). */
  RECENTLY_ENDED_DAYS,
};

/** Writes every rule constant that is missing or holds another value; the rest are left as they are. */
export async function writeRuleConstants(db: Queryable, constants: Readonly<Record<string, number>> = RULE_CONSTANTS): Promise<void> {
  for (const [name, value] of Object.entries(constants)) {
    await db.query(sql`INSERT INTO rule_constants (name, value) VALUES (${name}, ${value}::numeric)
      ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value WHERE rule_constants.value IS DISTINCT FROM EXCLUDED.value`);
  }
}
