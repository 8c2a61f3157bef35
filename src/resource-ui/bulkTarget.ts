/** The target of a bulk action, split per operator where the selected rows name theirs. */
import type { RunTarget } from './useRunAction';
import type { AnyRecord } from './types';

/**
 * The target of a bulk action on the selected ids: grouped by the rows' `operatorCode` (one call
 * per operator, each under its own code) when the rows carry it, as in the central view.
 */
export function bulkTarget(selectedIds: readonly (string | number)[], rows: readonly AnyRecord[] | undefined): RunTarget {
  const operatorOf = new Map((rows ?? []).map((row) => [String(row.id), row.operatorCode]));
  const groups = new Map<string, (string | number)[]>();
  for (const id of selectedIds) {
    const operator = operatorOf.get(String(id));
    if (typeof operator !== 'string' || operator === '') return { ids: selectedIds };
    groups.set(operator, [...(groups.get(operator) ?? []), id]);
  }
  return { ids: selectedIds, byOperator: [...groups].map(([operator, ids]) => ({ operator, ids })) };
}
