/**
 * The list calls of a declared resource (000 §7, 002 §7): the `page`, `size`, `sort` and `filter`
 * query, its player scope (player path, player query parameter or player filter), the flag of a
 * list that is another list's call (`api.listFlag`), and the page read back from the answer, flat or
 * grouped by key (`api.player.groups`).
 */
import type { GetListParams } from 'ra-core';
import type { Resource } from '../../resources/model';
import { inDeclaredForm } from '../../resources/readings';
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
  groups?: unknown;
}

/** Reads the page of a list answer's payload; a grouped answer is flattened in its groups' order. */
export function readListPage(resource: Resource, payload: unknown, grouped: boolean, idOf: (row: Record<string, unknown>) => string | number): ListPage {
  const page = (resource.api.listKey ? (payload as Record<string, unknown> | undefined)?.[resource.api.listKey] : payload) as Page | undefined;
  if (grouped) {
    if (!page || !Array.isArray(page.groups)) throw new Error(`Grouped list response of ${resource.name} has no groups`);
    const groups = page.groups as { key: string; content: Record<string, unknown>[] }[];
    const rows = groups.flatMap((group) => (Array.isArray(group.content) ? group.content.map((row) => inDeclaredForm(resource.schema, row)) : []));
    return {
      rows,
      total: page.totalElements ?? rows.length,
      groups: groups.map((group) => ({ key: String(group.key), ids: (group.content ?? []).map(idOf) })),
    };
  }
  if (!page || !Array.isArray(page.content)) {
    throw new Error(`List response of ${resource.name} has no ${resource.api.listKey ? `${resource.api.listKey}.` : ''}content`);
  }
  const rows = (page.content as Record<string, unknown>[]).map((row) => inDeclaredForm(resource.schema, row));
  return { rows, total: page.totalElements ?? rows.length };
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
