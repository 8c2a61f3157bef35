/** The context the filter bar gives its inputs: the current value of a filter and a debounced setter. */
import { createContext } from 'react';

/** What filter inputs read from the filter bar. */
export interface FilterBarContextValue {
  /** The value shown for `source`: a pending change, else the list's filter value. */
  valueOf: (source: string) => unknown;
  /** Changes `source` (debounced, applying the `resets` rule); an empty value removes the filter. */
  change: (source: string, value: unknown) => void;
}

/** Provided by {@link FilterBar} (through useFilterBarController). */
export const FilterBarContext = createContext<FilterBarContextValue | null>(null);
