/**
 * Pure filter-value arithmetic of the filter bar: pending changes (a value, or `undefined` for a
 * removal), the `resets` rule, and Reset filters.
 */

/** Filter values keyed by filter source, as in react-admin's `filterValues`. */
export type FilterValues = Record<string, unknown>;

/** True for a value that means "no filter": undefined, null, '', an empty array. */
export function isEmptyFilterValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Records a change of `source` in `pending`: empty values become removals, and every filter in
 * `resets` (the changed filter's reset list) is removed too.
 */
export function withPendingChange(pending: FilterValues, source: string, value: unknown, resets: readonly string[] = []): FilterValues {
  const next: FilterValues = { ...pending };
  for (const reset of resets) if (reset !== source) next[reset] = undefined;
  next[source] = isEmptyFilterValue(value) ? undefined : value;
  return next;
}

/** Applies pending changes to filter values; `undefined` removes the key. */
export function applyPending(values: FilterValues, pending: FilterValues): FilterValues {
  const next: FilterValues = { ...values };
  for (const [source, value] of Object.entries(pending)) {
    if (value === undefined) delete next[source];
    else next[source] = value;
  }
  return next;
}

/** The current value of `source`: the pending one when there is one, else the stored one. */
export function currentValue(values: FilterValues, pending: FilterValues, source: string): unknown {
  return source in pending ? pending[source] : values[source];
}
