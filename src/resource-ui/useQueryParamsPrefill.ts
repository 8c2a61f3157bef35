/** Prefills filters from URL query parameters (`list.queryParams`: betslips `?id=` and `?search=`). */
import { useListContext } from 'ra-core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { FilterSpec } from './types';

/** The filter values a location's query parameters give; `search` names the search box's filter. */
export function prefillFromQuery(
  search: string,
  queryParams: Readonly<Record<string, string>> | undefined,
  filters: readonly FilterSpec[],
): Record<string, string> {
  const params = new URLSearchParams(search);
  const values: Record<string, string> = {};
  for (const [param, key] of Object.entries(queryParams ?? {})) {
    const value = params.get(param);
    if (value === null || value === '') continue;
    const source = key === 'search' ? filters.find((filter) => filter.search)?.source : key;
    if (source) values[source] = value;
  }
  return values;
}

/** On mount, applies the query parameters' filter values to the surrounding list (not when embedded). */
export function useQueryParamsPrefill(queryParams: Readonly<Record<string, string>> | undefined, filters: readonly FilterSpec[], enabled: boolean) {
  const { filterValues, setFilters } = useListContext();
  const location = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !enabled) return;
    done.current = true;
    const values = prefillFromQuery(location.search, queryParams, filters);
    if (Object.keys(values).length > 0) setFilters({ ...filterValues, ...values }, undefined, false);
  }, [enabled, filterValues, filters, location.search, queryParams, setFilters]);
}
