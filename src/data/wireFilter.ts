/**
 * Converts react-admin filter values (as kept in the URL) to the `filter` JSON the API reads,
 * following each declared filter's wire format (resources/model/list.ts `FilterDef`).
 */
import { filterOptions, listFilterKeys, nestedFilterKey, searchKeyOf, type FilterDef, type Resource } from '../../resources/model';
import { resolveTimeFrame } from '../widgets/timeFrame';

/** The multi-select value that means "no restriction" (000 §5). */
export const ANY = 'Any';

type Filters = Record<string, unknown>;

/**
 * The API filter of a list request, keyed by each filter's `key ?? source` (nested values
 * flattened to dotted keys, a dotted declared `key` sent inside its object); the search box's
 * text goes under the list's search key.
 */
export function toWireFilter(resource: Resource, filter: Filters, now: Date): Filters {
  const declared = new Map<string, FilterDef<string>>(resource.filters.map((def) => [def.key ?? def.source, def]));
  const search = resource.list.search;
  const known = new Set<string>([...declared.keys(), ...(search ? [search] : [])]);
  const wire: Filters = {};
  for (const [source, value] of flatten(filter, known)) {
    const converted = convert(declared.get(source), value, now);
    const key = source === search && !declared.has(source) ? searchKeyOf(resource) : source;
    if (!isEmpty(converted) && wire[key] === undefined) wire[key] = converted;
  }
  return nestGroups(wire, declared);
}

/** What {@link pruneFilter} keeps of a filter value and what it drops. */
export interface PrunedFilter {
  filter: Filters;
  /** Dotted paths of entries no filter of the list takes. */
  unknown: string[];
  /** Values a select or multiple-select filter does not offer, per filter path. */
  invalid: { path: string; values: string[] }[];
}

/**
 * A react-admin filter value (as the URL holds it) without what the API would refuse: entries
 * that reach the wire under a key that is none of the list's filters, its search or its player
 * field (see `listFilterKeys`), and values a select or multiple-select filter does not offer
 * (see `filterOptions`).
 *
 * @example
 * pruneFilter(withdrawals, { q: 'ana', status: ['NEW', 'PENDING'] });
 * // { filter: { status: ['PENDING'] }, unknown: ['q'], invalid: [{ path: 'status', values: ['NEW'] }] }
 */
export function pruneFilter(resource: Pick<Resource, 'filters' | 'list' | 'api' | 'playerField' | 'schema'>, filter: Filters): PrunedFilter {
  const declared = new Map<string, FilterDef<string>>(resource.filters.map((def) => [def.key ?? def.source, def]));
  const search = resource.list.search;
  const known = new Set<string>([...declared.keys(), ...(search ? [search] : [])]);
  const accepted = listFilterKeys(resource);
  const result: PrunedFilter = { filter: {}, unknown: [], invalid: [] };
  const offered = (path: string, value: unknown): unknown => {
    const def = declared.get(path);
    const options = def && (def.type === 'select' || def.type === 'multipleSelect') ? filterOptions(resource.schema, def) : undefined;
    if (!options) return value;
    const fits = (item: unknown) => item === ANY || item === '' || item === null || options.includes(String(item));
    const items = Array.isArray(value) ? value : [value];
    const wrong = items.filter((item) => !fits(item));
    if (wrong.length === 0) return value;
    result.invalid.push({ path, values: wrong.map(String) });
    const kept = items.filter(fits);
    return Array.isArray(value) ? (kept.length > 0 ? kept : undefined) : undefined;
  };
  const prune = (value: Filters, prefix: string): Filters => {
    const kept: Filters = {};
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (known.has(path)) {
        const checked = offered(path, child);
        if (checked !== undefined) kept[key] = checked;
      } else if (isPlainObject(child) && [...known].some((source) => source.startsWith(`${path}.`))) {
        const members = prune(child, path);
        if (Object.keys(members).length > 0) kept[key] = members;
      } else if (accepted.has(path)) kept[key] = child;
      else result.unknown.push(path);
    }
    return kept;
  };
  result.filter = prune(filter, '');
  return result;
}

/** Moves the values of dotted filter keys into their object (`accountHistoryType`, 002 §7). */
function nestGroups(wire: Filters, declared: Map<string, FilterDef<string>>): Filters {
  for (const [key, def] of declared) {
    const nested = nestedFilterKey(def);
    if (!nested || wire[key] === undefined) continue;
    const [group, member] = nested;
    const object = isPlainObject(wire[group]) ? wire[group] : {};
    wire[group] = { ...object, [member]: wire[key] };
    delete wire[key];
  }
  return wire;
}

/** Flattens nested filter objects into dotted keys, stopping at declared sources. */
function flatten(value: Filters, known: Set<string>, prefix = ''): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!known.has(path) && isPlainObject(child) && [...known].some((source) => source.startsWith(`${path}.`))) {
      entries.push(...flatten(child, known, path));
    } else {
      entries.push([path, child]);
    }
  }
  return entries;
}

function convert(def: FilterDef<string> | undefined, value: unknown, now: Date): unknown {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  switch (def?.type) {
    case 'multipleSelect': {
      const values = (Array.isArray(value) ? value : [value]).filter((item) => item !== '' && item != null);
      return values.length === 0 || values.includes(ANY) ? undefined : values;
    }
    case 'select':
      return value === ANY ? undefined : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'input':
      return def.numeric && typeof value === 'string' ? toNumber(value) : value;
    case 'timeFrame':
      return typeof value === 'string' ? compact(resolveTimeFrame(value, now)) : compact(value);
    case 'range':
      return isPlainObject(value) ? compact({ from: toNumber(value.from), to: toNumber(value.to) }) : undefined;
    default:
      return value;
  }
}

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Drops null and undefined members; an object left empty counts as no filter. */
function compact(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const out: Filters = {};
  for (const [key, member] of Object.entries(value)) if (member !== undefined && member !== null) out[key] = member;
  return out;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function isPlainObject(value: unknown): value is Filters {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
