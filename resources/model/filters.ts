/** How a list's filters travel: their keys in the list call and the values a select offers. */
import { z } from 'zod';
import type { FilterDef } from './list';
import { schemaAt, unwrap } from './schema';

/**
 * The object and member a filter travels under when its declared `key` is dotted
 * (`accountHistoryType.paymentStatus` → `['accountHistoryType', 'paymentStatus']`, 002 §7);
 * `undefined` for a filter sent under its key as it is (a dotted `source` without `key` included).
 */
export function nestedFilterKey(filter: { key?: string }): [group: string, member: string] | undefined {
  const dot = filter.key?.indexOf('.') ?? -1;
  return filter.key && dot > 0 ? [filter.key.slice(0, dot), filter.key.slice(dot + 1)] : undefined;
}

/**
 * The longest text a list's search box or a text filter sends: the API answers a longer one with a
 * 400, so the console's boxes stop typing there.
 */
export const FILTER_TEXT_MAX = 200;

/** The `filter` key of a list's search text (`api.searchKey`, default `search`). */
export function searchKeyOf(resource: { api: { searchKey?: string } }): string {
  return resource.api.searchKey ?? 'search';
}

/**
 * The top-level keys of a list call's `filter` that the API accepts: each declared filter's key
 * (a dotted key arrives inside its group), the search key when the list searches, and the player
 * field. Any other key is answered with a 400.
 */
export function listFilterKeys(resource: {
  list: { search?: string };
  api: { searchKey?: string };
  filters: readonly { source: string; key?: string }[];
  playerField?: string;
}): Set<string> {
  const keys = new Set<string>();
  if (resource.list.search) keys.add(searchKeyOf(resource));
  if (resource.playerField) keys.add(resource.playerField);
  for (const filter of resource.filters) keys.add(nestedFilterKey(filter)?.[0] ?? filter.key ?? filter.source);
  return keys;
}

/**
 * The values a select or multiple-select filter takes: its declared `options`, else the options of
 * its `valueSchema` or of the schema field it filters when that is an enum; undefined for free text.
 */
export function filterOptions(schema: z.ZodType, filter: FilterDef<string>): readonly string[] | undefined {
  if ('options' in filter && filter.options) return filter.options;
  const valueSchema = filter.valueSchema && unwrap(filter.valueSchema);
  if (valueSchema instanceof z.ZodEnum) return valueSchema.options as string[];
  const field = schemaAt(schema, filter.source);
  const inner = field && unwrap(field);
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : undefined;
}
