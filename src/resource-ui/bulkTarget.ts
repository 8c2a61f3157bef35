/** The target of a bulk action, split per operator where the selected rows name theirs. */
import { recordOperatorCode } from '../operator/RecordOperator';
import type { RunTarget } from './useRunAction';
import type { AnyRecord, AnyResource } from './types';

/**
 * The target of a bulk action on the selected ids: grouped by the rows' `operatorCode` (one call
 * per operator, each under its own code) when the rows carry it, as in the central view. The rows
 * of a central-only screen are worked on in one call in the central view.
 */
export function bulkTarget(
  selectedIds: readonly (string | number)[],
  rows: readonly AnyRecord[] | undefined,
  definition: Pick<AnyResource, 'menu' | 'audience'> | null = null,
): RunTarget {
  // The rows' operators as their record calls name them (none for a central-only screen).
  const operatorOf = new Map((rows ?? []).map((row) => [String(row.id), recordOperatorCode(definition, row)]));
  const groups = new Map<string, (string | number)[]>();
  for (const id of selectedIds) {
    const operator = operatorOf.get(String(id));
    if (typeof operator !== 'string' || operator === '') return { ids: selectedIds };
    groups.set(operator, [...(groups.get(operator) ?? []), id]);
  }
  return { ids: selectedIds, byOperator: [...groups].map(([operator, ids]) => ({ operator, ids })) };
}
