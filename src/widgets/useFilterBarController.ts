import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useListContext } from 'ra-core';
import type { FilterSpec } from '../resource-ui/types';
import type { FilterBarContextValue } from './FilterBarContext';
import { applyPending, currentValue, withPendingChange, type FilterValues } from './filterChanges';

/** The spec's filter debounce (000 §9). */
export const FILTER_DEBOUNCE_MS = 350;

/** The `displayedFilters` key that holds the advanced filters' shown/hidden state. */
export const ADVANCED_FILTERS_KEY = '_advanced';

/** What the filter bar controller returns. */
export interface FilterBarController extends FilterBarContextValue {
  /** Whether the advanced filters are shown. */
  advancedShown: boolean;
  toggleAdvanced: () => void;
  /** Clears every filter at once, back to the permanent ones and the list's defaults. */
  reset: () => void;
  refetch: () => void;
}

/**
 * Headless logic of the filter bar: pending changes shown at once and written to the list
 * context after `delay` ms of quiet (react-admin's setFilters then resets the page), the `resets`
 * rule, Reset filters (back to `resetTo`: the permanent filter and the list's default filter,
 * e.g. the betslips' last 24 hours) and the advanced-filters toggle kept in `displayedFilters`.
 */
export function useFilterBarController(
  specs: readonly FilterSpec[],
  permanentFilter: FilterValues = {},
  delay = FILTER_DEBOUNCE_MS,
  resetTo: FilterValues = permanentFilter,
): FilterBarController {
  const list = useListContext();
  const [pending, setPending] = useState<FilterValues>({});
  const pendingRef = useRef<FilterValues>({});
  const listRef = useRef(list);
  const resetRef = useRef(resetTo);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    listRef.current = list;
    resetRef.current = resetTo;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const replacePending = useCallback((next: FilterValues) => {
    pendingRef.current = next;
    setPending(next);
  }, []);

  // Pending changes stay shown until the list's filter values change (react-admin applies
  // setFilters on its next tick), unless the user is typing again.
  const commit = useCallback(() => {
    timer.current = undefined;
    const { filterValues, setFilters } = listRef.current;
    setFilters(applyPending(filterValues, pendingRef.current), undefined, false);
  }, []);
  const { filterValues, refetch } = list;
  useEffect(() => {
    if (!timer.current) replacePending({});
  }, [filterValues, replacePending]);

  const resetsOf = useMemo(() => new Map(specs.map((spec) => [spec.source, spec.resets ?? []])), [specs]);

  const change = useCallback(
    (source: string, value: unknown) => {
      replacePending(withPendingChange(pendingRef.current, source, value, resetsOf.get(source)));
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, delay);
    },
    [commit, delay, replacePending, resetsOf],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    replacePending({});
    listRef.current.setFilters({ ...resetRef.current }, undefined, false);
  }, [replacePending]);

  const advancedShown = Boolean(list.displayedFilters?.[ADVANCED_FILTERS_KEY]);
  const toggleAdvanced = useCallback(() => {
    const { showFilter, hideFilter, displayedFilters } = listRef.current;
    if (displayedFilters?.[ADVANCED_FILTERS_KEY]) hideFilter(ADVANCED_FILTERS_KEY);
    else showFilter(ADVANCED_FILTERS_KEY, undefined);
  }, []);

  const valueOf = useCallback((source: string) => currentValue(filterValues ?? {}, pending, source), [filterValues, pending]);
  return { valueOf, change, reset, advancedShown, toggleAdvanced, refetch: () => void refetch() };
}
