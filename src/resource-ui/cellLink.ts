/** Resolves a cell's declared links against its record. */
import { expandTemplate, matchesCondition } from '../../resources/model';
import type { CellLinkSpec } from './types';

/** The first link whose `when` matches and whose placeholders all have values, or undefined. */
export function resolveCellLink(
  links: readonly CellLinkSpec[] | undefined,
  record: unknown,
): { href: string; newTab: boolean } | undefined {
  for (const link of links ?? []) {
    if (!matchesCondition(record, link.when)) continue;
    const href = expandTemplate(link.to, record);
    if (href) return { href, newTab: link.newTab ?? false };
  }
  return undefined;
}
