/** The bonus history's contribution-to-rollover filter (002 §2): Yes (> 0), No (= 0), Any. */
import type { BonusHistoryEntry } from '../../resources/bonusRecord';

export type ContributionFilter = 'any' | 'yes' | 'no';

/** Contribution to rollover = rolloverAfter − rolloverBefore. */
export const contribution = (entry: BonusHistoryEntry) => entry.rolloverAfter - entry.rolloverBefore;

/** The entries the filter keeps. */
export function filterByContribution(entries: readonly BonusHistoryEntry[], filter: ContributionFilter): BonusHistoryEntry[] {
  if (filter === 'any') return [...entries];
  return entries.filter((entry) => (filter === 'yes' ? contribution(entry) > 0 : contribution(entry) === 0));
}
