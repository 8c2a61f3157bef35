/**
 * The "Any" rule of multi-selects (000 §5, 002 §5): Any is exclusive with the other values.
 * Choosing a value removes Any, choosing Any clears the others, an empty selection becomes Any.
 */

/** The option value standing for Any in a multi-select; never stored in a filter. */
export const ANY = '__any__';

/**
 * The values to store after a multi-select change from `previous` (stored values, empty = Any)
 * to `next` (what the control reports, possibly holding {@link ANY}). Empty means Any.
 */
export function applyAnySelection(previous: readonly string[], next: readonly string[]): string[] {
  const values = next.filter((value) => value !== ANY);
  const anyChosenNow = next.includes(ANY) && previous.length > 0;
  return anyChosenNow ? [] : values;
}

/** The control value of a stored filter value: its values, or `[ANY]` when absent or empty. */
export function toAnySelection(stored: unknown): string[] {
  const values = Array.isArray(stored) ? stored.map(String) : [];
  return values.length > 0 ? values : [ANY];
}
