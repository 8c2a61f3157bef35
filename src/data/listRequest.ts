/**
 * The list calls of a declared resource (000 §7, 002 §7): the `page`, `size`, `sort` and `filter`
 * query, its player scope (player path, player query parameter or player filter), the flag of a
 * list that is another list's call (`api.listFlag`), and the page read back from the answer, flat or
 * grouped by key (`api.player.groups`).
 */
import type { GetListParams } from 'ra-core';
import type { Resource } from '../../resources/model';
import { inDeclaredForm, type ReadingCodes } from '../../resources/readings';
import { toWireFilter } from './wireFilter';
import { browserTimeZone } from '../format/browserTimeZone';

/** One group of a grouped page: its key and the ids of its rows, in the page's order. */
export interface ListGroup {
  key: string;
  ids: (string | number)[];
}

/** A list answer read back: its rows, the total and, for a grouped answer, the groups. */
export interface ListPage {
  rows: Record<string, unknown>[];
  total: number;
  /** The total is a lower bound: the API's count stopped there (`totalElementsAtLeast`, resources/listTotals.ts). */
  totalAtLeast?: boolean;
  groups?: ListGroup[];
}

/**
 * The parameters of a list's first page as the list opens without URL parameters: its first page
 * size, its default sort and its default filter. The console's opening prefetch and the calls the
 * generator writes for the start script (`public/opening-lists.js`) both start from these.
 */
export function defaultListParams(resource: { list: Pick<Resource['list'], 'defaultSort' | 'pageSizes' | 'defaultFilter'> }) {
  const { defaultSort, pageSizes, defaultFilter } = resource.list;
  return {
    pagination: { page: 1, perPage: pageSizes[0] },
    sort: { field: defaultSort.field, order: defaultSort.order },
    filter: { ...defaultFilter },
  };
}

/** `page`, `size`, `sort` and `filter` of a list request; the resource's `api.listFlag` goes first in the filter. */
export function listQuery(resource: Resource, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>, now: Date) {
  const { page = 1, perPage = resource.list.pageSizes[0] } = params.pagination ?? {};
  const sortField = params.sort?.field || resource.list.defaultSort.field;
  const order = (params.sort?.order || resource.list.defaultSort.order).toUpperCase();
  const column = resource.list.columns.find((c) => c.source === sortField);
  const filter = toWireFilter(resource, params.filter ?? {}, now);
  return {
    page: page - 1,
    size: perPage,
    sort: `${column?.sortField ?? sortField},${order}`,
    filter: resource.api.listFlag ? { [resource.api.listFlag]: true, ...filter } : filter,
    // Rows grouped by calendar periods follow the browser's time zone, as its time frames do.
    ...(resource.api.timeZone ? { timeZone: browserTimeZone() } : {}),
  };
}

/**
 * Path (under the operator) and query of a list or its report (`suffix` `report`); `playerId`
 * scopes it to one player: the player path (after `report/` for a report), the player query
 * parameter or the playerField filter. A grouped player path also gets the `timeZone` its days
 * are counted in.
 */
export function scopedRequest(
  resource: Resource,
  query: Record<string, unknown>,
  playerId: unknown,
  options: { suffix?: string; timeZone?: string } = {},
): { path: string; query: Record<string, unknown>; grouped: boolean } {
  const at = (path: string) => [resource.api.path, options.suffix, path].filter(Boolean).join('/');
  if (playerId === undefined || playerId === null) return { path: at(''), query, grouped: false };
  const player = resource.api.player;
  if (player?.path) {
    const path = at(player.path.replace('{playerId}', encodeURIComponent(String(playerId))));
    const grouped = !!player.groups && !options.suffix;
    return { path, query: grouped ? { ...query, timeZone: options.timeZone } : query, grouped };
  }
  if (player?.query) return { path: at(''), query: { ...query, [player.query]: playerId }, grouped: false };
  if (resource.playerField) {
    return { path: at(''), query: { ...query, filter: { ...(query.filter as object), [resource.playerField]: playerId } }, grouped: false };
  }
  return { path: at(''), query, grouped: false };
}

interface Page {
  content?: unknown;
  totalElements?: number;
  totalElementsAtLeast?: unknown;
  groups?: unknown;
}

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);

/** The calendar day (`yyyy-MM-dd`) of an instant in a time zone; undefined for a value that is no instant. */
function dayOf(value: unknown, timeZone: string | undefined): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      date,
    );
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** Runs of consecutive rows on the same day of `field`, in the rows' order (what a grouped answer holds). */
function groupByDay(rows: Row[], field: string, timeZone: string | undefined): { key: string; content: Row[] }[] {
  const groups: { key: string; content: Row[] }[] = [];
  for (const row of rows) {
    const key = dayOf(getField(row, field), timeZone) ?? '';
    const last = groups.at(-1);
    if (last && last.key === key) last.content.push(row);
    else groups.push({ key, content: [row] });
  }
  return groups;
}

const getField = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isRow(value) ? value[key] : undefined), row);

/**
 * The groups of a grouped answer in each form an API may give "grouped by key" (002 §7): a list of
 * `{ key, content }` (the reference server), a map of key to rows (`{ groups: { "2026-01-02": […] } }`
 * or the page itself as that map); undefined when the answer is not grouped.
 */
function groupsIn(page: unknown): { key: string; content: Row[] }[] | undefined {
  if (!isRow(page)) return undefined;
  const groups = page.groups;
  if (Array.isArray(groups)) {
    return groups
      .filter(isRow)
      .map((group) => ({ key: String(group.key ?? ''), content: rowsOf(group.content ?? group.rows ?? group.items) }));
  }
  if (isRow(groups)) return Object.entries(groups).map(([key, content]) => ({ key, content: rowsOf(content) }));
  if ('content' in page) return undefined;
  const entries = Object.entries(page).filter(([key]) => key !== 'totalElements');
  if (entries.length === 0 || !entries.every(([, value]) => Array.isArray(value))) return undefined;
  return entries.map(([key, content]) => ({ key, content: rowsOf(content) }));
}

/**
 * Reads the page of a list answer's payload. Each form the specification allows is read: a page
 * `{ content, totalElements }` or a plain list of rows; for a grouped list (`api.player.groups`) also
 * its groups as {@link groupsIn} reads them, flattened in their order. A grouped list answered
 * flat is grouped here, by the declared field's day in `read.timeZone`, and a flat list answered
 * grouped is flattened; `read.codes` are the installation's codes for declared values.
 */
export function readListPage(
  resource: Resource,
  payload: unknown,
  grouped: boolean,
  idOf: (row: Record<string, unknown>) => string | number,
  read: { timeZone?: string; codes?: ReadingCodes } = {},
): ListPage {
  const page = (resource.api.listKey && isRow(payload) ? payload[resource.api.listKey] : payload) as Page | Row[] | undefined;
  const counted = isRow(page) && typeof page.totalElements === 'number';
  const total = (rows: Row[]) => (counted ? (page as Page).totalElements! : rows.length);
  // Only `true` with a total marks a lower bound; an API that never sends the flag has exact totals.
  const atLeast = counted && (page as Page).totalElementsAtLeast === true ? { totalAtLeast: true } : {};
  const declared = (rows: Row[]) => rows.map((row) => inDeclaredForm(resource.schema, row, read.codes));
  let groups = groupsIn(page);
  const flat = Array.isArray(page) ? page : isRow(page) && Array.isArray(page.content) ? page.content : undefined;
  if (!groups && !flat) {
    const expected = grouped ? 'groups or content' : `${resource.api.listKey ? `${resource.api.listKey}.` : ''}content`;
    console.error(`List answer of ${resource.name}: expected a payload with ${expected} or a list of rows`, payload);
    throw new Error(`List response of ${resource.name} has no ${expected}`);
  }
  if (!grouped) {
    const rows = declared(flat ? rowsOf(flat) : groups!.flatMap((group) => group.content));
    return { rows, total: total(rows), ...atLeast };
  }
  const by = resource.api.player?.groups;
  if (!groups) groups = by ? groupByDay(rowsOf(flat), by.field, read.timeZone) : [{ key: '', content: rowsOf(flat) }];
  const rows = declared(groups.flatMap((group) => group.content));
  return { rows, total: total(rows), ...atLeast, groups: groups.map((group) => ({ key: group.key, ids: group.content.map(idOf) })) };
}

/**
 * The filter key a record is read through when `{api.path}/{id}` is not the record: a player path
 * directly under the API path (`players/bonus/{playerId}`) takes that place, and a flagged list
 * (`api.listFlag`) has no record call of its own; the record is then the list's row with the id
 * filter (as `/deposits/{id}` is read). Undefined when `{api.path}/{id}` is the record.
 */
export function idFilterOf(resource: Resource): string | undefined {
  if (resource.api.player?.path !== '{playerId}' && !resource.api.listFlag) return undefined;
  const filter = resource.filters.find((f) => f.source === resource.id);
  if (filter) return filter.key ?? filter.source;
  if (resource.playerField === resource.id) return resource.playerField;
  throw new Error(`Resource "${resource.name}" needs a filter on ${resource.id} to read one record`);
}
