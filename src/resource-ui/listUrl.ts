/**
 * The list URL as the list controller must first see it: query parameters that prefill filters
 * (`list.queryParams`, betslips `?id=` and `?search=`) moved into the `filter` JSON; a sort on a
 * field the list cannot sort by, filters the list does not have and values its filters do not
 * offer dropped. The first request then carries the URL's filters and a valid sort, and an old
 * bookmark or a hand-edited link opens the list instead of the API's 400.
 */
import type { PrunedFilter } from '../data/wireFilter';
import type { FilterSpec } from './types';

/** The corrected query string of a list URL, and the unknown sort field, filters and filter values it dropped. */
export interface ListUrlFix {
  search: string;
  unknownSort?: string;
  unknownFilters?: string[];
  /** Values a filter does not offer, with the catalogue key of the filter's label. */
  unknownValues?: { label: string; values: string[] }[];
}

/**
 * The fix a list URL needs, or undefined when it needs none.
 *
 * @example
 * const prune = (filter) => pruneFilter(betslip, filter);
 * fixListUrl('?id=7', { id: 'id' }, filters, new Set(['created']), prune);
 * // { search: '?filter=%7B%22id%22%3A%227%22%7D' }
 * fixListUrl('?sort=nope&order=ASC', undefined, filters, new Set(['created']), prune);
 * // { search: '', unknownSort: 'nope' }
 * fixListUrl('?filter=%7B%22q%22%3A%22x%22%7D', undefined, filters, new Set(['created']), prune);
 * // { search: '', unknownFilters: ['q'] }
 */
export function fixListUrl(
  search: string,
  queryParams: Readonly<Record<string, string>> | undefined,
  filters: readonly FilterSpec[],
  sortable: ReadonlySet<string>,
  pruneFilter: (filter: Record<string, unknown>) => PrunedFilter,
): ListUrlFix | undefined {
  const params = new URLSearchParams(search);
  let changed = false;
  let unknownSort: string | undefined;
  const pruned = pruneFilter(parseFilter(params.get('filter')));
  const unknownFilters = pruned.unknown;
  const unknownValues = pruned.invalid.map(({ path, values }) => ({
    label: filters.find((filter) => filter.source === path)?.label ?? path,
    values,
  }));
  if (unknownFilters.length > 0 || unknownValues.length > 0) {
    if (Object.keys(pruned.filter).length > 0) params.set('filter', JSON.stringify(pruned.filter));
    else params.delete('filter');
    changed = true;
  }
  const sort = params.get('sort');
  if (sort !== null && !sortable.has(sort)) {
    unknownSort = sort;
    params.delete('sort');
    params.delete('order');
    changed = true;
  }
  const prefill: Record<string, string> = {};
  for (const [param, key] of Object.entries(queryParams ?? {})) {
    if (!params.has(param)) continue;
    const value = params.get(param) ?? '';
    params.delete(param);
    changed = true;
    const source = key === 'search' ? filters.find((filter) => filter.search)?.source : key;
    if (source && value !== '') prefill[source] = value;
  }
  if (!changed) return undefined;
  if (Object.keys(prefill).length > 0) params.set('filter', JSON.stringify({ ...parseFilter(params.get('filter')), ...prefill }));
  const query = params.toString();
  return {
    search: query ? `?${query}` : '',
    ...(unknownSort !== undefined ? { unknownSort } : {}),
    ...(unknownFilters.length > 0 ? { unknownFilters } : {}),
    ...(unknownValues.length > 0 ? { unknownValues } : {}),
  };
}

function parseFilter(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
