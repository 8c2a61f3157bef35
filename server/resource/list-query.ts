/**
 * List parameters derived from a resource declaration: page, size, sort and filter are
 * validated against whitelists built from its columns, filters and search field, and compiled to
 * SQL conditions over the columns of its table mapping.
 */
import { z } from 'zod';
import { csvColumnsOf, ReportFormatQuery } from '../../resources/csv';
import { FILTER_TEXT_MAX, filterOptions, nestedFilterKey, schemaAt, searchKeyOf, unwrap, type Resource } from '../../resources/model';
import { ident, join, likeEscape, sql, typed, type Sql } from '../db/sql';
import type { ColumnMapping, TableMapping } from '../tables/mapping';
import { badRequest, issuesToErrors, type FieldError } from '../http/errors';

type Condition = 'in' | 'eq' | 'contains' | 'range' | 'timeFrame' | 'custom' | 'source';

interface FilterRule {
  key: string;
  column?: ColumnMapping;
  condition: Condition;
  /** For `custom`: the mapping's virtual filter. */
  build?: (value: unknown) => Sql;
  /** For the search key: further columns the text matches (`list.searchAlso`). */
  also?: readonly ColumnMapping[];
}

export interface ListSpec {
  resource: Resource;
  mapping: TableMapping;
  sortable: ReadonlyMap<string, ColumnMapping>;
  filters: ReadonlyMap<string, FilterRule>;
  filterSchema: z.ZodType<Record<string, unknown>>;
  pageSizes: readonly number[];
  maxSize: number;
  /** Fields a report header may name. */
  reportFields: ReadonlySet<string>;
}

export interface ListParams {
  page: number;
  size: number;
  /** A player-scoped list (player path or player query parameter): the player's id. */
  playerId?: number;
  sort: { field: string; column: ColumnMapping; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
  /** IANA time zone of the calendar periods a list groups by (`api.timeZone`); default UTC. */
  timeZone?: string;
}

export interface ReportHeader {
  text: string;
  value: string;
}

/** The absolute ceiling of a page, whatever a resource declares. */
export const MAX_PAGE_SIZE = 10_000;

/** Pages an "all pages" export covers by default (the `reportPagesExportSize` setting's default). */
export const REPORT_PAGES_EXPORT_SIZE = 10;

const isoTime = z.iso.datetime({ offset: true });

const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

/** A number filter value the column can hold: integer columns take 32-bit integers only. */
function fitting(schema: z.ZodNumber, col: ColumnMapping | undefined): z.ZodNumber {
  if (col?.type !== 'integer') return schema;
  return schema.int('Expected an integer').min(INT4_MIN, `Must be at least ${INT4_MIN}`).max(INT4_MAX, `Must be at most ${INT4_MAX}`);
}

function column(mapping: TableMapping, field: string, why: string): ColumnMapping {
  const found = mapping.fields[field];
  if (!found) throw new Error(`${mapping.table}: ${why} "${field}" has no column in the table mapping`);
  return found;
}

function isNumeric(schema: z.ZodType, path: string): boolean {
  const field = schemaAt(schema, path);
  return !!field && unwrap(field) instanceof z.ZodNumber;
}

/** Builds the whitelists of a resource; throws at start-up when the mapping lacks a column. */
export function compileListSpec(resource: Resource, mapping: TableMapping): ListSpec {
  const sortable = new Map<string, ColumnMapping>();
  for (const col of resource.list.columns) {
    if (col.sortable === false) continue;
    // A declared sort key (`accountHistoryType.paymentStatus`) sorts on its column's field unless the mapping names it.
    const field = col.sortField ?? col.source;
    sortable.set(field, column(mapping, mapping.fields[field] ? field : col.source, 'sort field'));
  }
  sortable.set(resource.list.defaultSort.field, column(mapping, resource.list.defaultSort.field, 'default sort'));

  const filters = new Map<string, FilterRule>();
  const shape: Record<string, z.ZodType> = {};
  const exactId = (key: string) => {
    const numeric = isNumeric(resource.schema, key);
    const col = column(mapping, key, 'filter');
    filters.set(key, { key, column: col, condition: 'eq' });
    shape[key] = numeric
      ? z.union([
          fitting(z.number().int(), col),
          z
            .string()
            .regex(/^-?\d+$/, 'Expected an integer')
            .transform(Number)
            .pipe(fitting(z.number(), col)),
        ])
      : z.union([z.string(), z.number().transform(String)]);
  };
  // The search text arrives under the list's search key only (players, KYC: `username`; others: `search`).
  const searchKey = searchKeyOf(resource);
  if (resource.list.search && !resource.filters.some((f) => (f.key ?? f.source) === searchKey)) {
    const also = (resource.list.searchAlso ?? []).map((field) => column(mapping, field, 'search field'));
    const rule = { column: column(mapping, resource.list.search, 'search field'), condition: 'contains' as const, also };
    filters.set(searchKey, { key: searchKey, ...rule });
    shape[searchKey] = z.string().max(FILTER_TEXT_MAX);
  }
  if (resource.playerField) exactId(resource.playerField);
  for (const filter of resource.filters) {
    const key = filter.key ?? filter.source;
    const virtual = mapping.virtualFilters?.[key];
    const inSource = mapping.sourceFilters?.includes(key) ?? false;
    const col = virtual || inSource ? undefined : column(mapping, mapping.fields[key] ? key : filter.source, 'filter');
    const valueSchema = filter.valueSchema && unwrap(filter.valueSchema);
    const declared = filterOptions(resource.schema, filter);
    const set = (condition: Condition, schema: z.ZodType) => {
      shape[key] = schema;
      filters.set(
        key,
        inSource ? { key, condition: 'source' } : virtual ? { key, condition: 'custom', build: virtual } : { key, column: col, condition },
      );
    };
    switch (filter.type) {
      case 'multipleSelect':
        set('in', z.array(declared ? z.enum(declared as [string, ...string[]]) : z.string().max(FILTER_TEXT_MAX)).max(1000));
        break;
      case 'select':
        set('eq', declared ? z.enum(declared as [string, ...string[]]) : z.string().max(FILTER_TEXT_MAX));
        break;
      case 'boolean':
        set('eq', z.boolean());
        break;
      case 'timeFrame':
        set(
          'timeFrame',
          z
            .strictObject({ from: isoTime.optional(), to: isoTime.optional() })
            .refine((r) => r.from === undefined || r.to === undefined || Date.parse(r.from) <= Date.parse(r.to), {
              message: '"from" must not be after "to"',
            }),
        );
        break;
      case 'range': {
        const bound = fitting(filter.min === undefined ? z.number() : z.number().min(filter.min), col);
        set(
          'range',
          z
            .strictObject({ from: bound.optional(), to: bound.optional() })
            .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, {
              message: '"from" must not be greater than "to"',
            }),
        );
        break;
      }
      case 'input': {
        if (filter.numeric) {
          // A virtual filter on an integer (`valueSchema: z.number().int()`) takes 32-bit integers like an integer column.
          const integer = valueSchema instanceof z.ZodNumber && (valueSchema as { isInt?: boolean }).isInt === true;
          const target = col ?? (integer ? { column: key, type: 'integer' as const } : undefined);
          const num = fitting(filter.min === undefined ? z.number() : z.number().min(filter.min), target);
          set(
            filter.match === 'contains' ? 'contains' : 'eq',
            z.union([
              num,
              z
                .string()
                .regex(/^-?\d+(\.\d+)?$/, 'Expected a number')
                .transform(Number)
                .pipe(num),
            ]),
          );
        } else {
          set(filter.match === 'exact' ? 'eq' : 'contains', z.string().max(FILTER_TEXT_MAX));
        }
        break;
      }
    }
  }

  // Dotted declared keys arrive inside their object (002 §7: accountHistoryType), never flat.
  const groups = new Map<string, Record<string, z.ZodType>>();
  for (const filter of resource.filters) {
    const nested = nestedFilterKey(filter);
    if (!nested || !shape[filter.key!]) continue;
    const [group, member] = nested;
    groups.set(group, { ...groups.get(group), [member]: shape[filter.key!].optional() });
    delete shape[filter.key!];
  }
  for (const [group, members] of groups) shape[group] = z.strictObject(members);

  // Any mapped field, and the list's user columns whose username is mapped (activity log userCode).
  const reportFields = new Set<string>([
    ...Object.keys(mapping.fields),
    ...resource.list.columns.filter((c) => mapping.fields[c.source] || mapping.fields[`${c.source}.userUsername`]).map((c) => c.source),
  ]);
  const pageSizes = resource.list.pageSizes;
  return {
    resource,
    mapping,
    sortable,
    filters,
    filterSchema: z.strictObject(
      Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])),
    ) as unknown as z.ZodType<Record<string, unknown>>,
    pageSizes,
    maxSize: MAX_PAGE_SIZE,
    reportFields,
  };
}

/** Parses a JSON-encoded parameter that may also arrive already decoded (POST body). */
function jsonParam(value: unknown, name: string, errors: FieldError[]): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    errors.push({ path: name, message: `${name} is not valid JSON` });
    return undefined;
  }
}

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * Validates list parameters (`page`, `size`, `sort`, `filter`) from a query string or a JSON
 * body. Throws a 400 naming every invalid parameter.
 */
export function parseListParams(
  spec: ListSpec,
  raw: Record<string, unknown>,
  options: { report?: boolean; reportPagesExportSize?: number } = {},
): ListParams {
  const errors: FieldError[] = [];

  let page = 0;
  const rawPage = single(raw.page);
  if (rawPage !== undefined && rawPage !== '') {
    const text = String(rawPage);
    if (!/^\d{1,9}$/.test(text)) errors.push({ path: 'page', message: 'page must be a non-negative integer' });
    else page = Number(text);
  }

  let size = spec.pageSizes[0];
  const rawSize = single(raw.size);
  if (rawSize !== undefined && rawSize !== '') {
    const text = String(rawSize);
    const value = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (options.report) {
      // An export of "all pages" asks for reportPagesExportSize pages in one (the view's setting).
      const max = (options.reportPagesExportSize ?? REPORT_PAGES_EXPORT_SIZE) * MAX_PAGE_SIZE;
      if (!(value >= 1 && value <= max)) {
        errors.push({ path: 'size', message: `size must be between 1 and ${max}` });
      } else size = value;
      // Any size from 1 to the ceiling: the footer's sizes, a single-record look-up (001 §7), 5 for Account Activity.
    } else if (!(value >= 1 && value <= spec.maxSize)) {
      errors.push({ path: 'size', message: `size must be an integer from 1 to ${spec.maxSize}` });
    } else size = value;
  }

  const defaultSort = spec.resource.list.defaultSort;
  let sort: ListParams['sort'] = {
    field: defaultSort.field,
    column: spec.sortable.get(defaultSort.field)!,
    order: defaultSort.order,
  };
  const rawSort = single(raw.sort);
  if (rawSort !== undefined && rawSort !== '') {
    const [field, order = 'ASC', ...rest] = String(rawSort).split(',');
    const col = spec.sortable.get(field);
    if (!col) errors.push({ path: 'sort', message: `Cannot sort by "${field}"` });
    else if ((order !== 'ASC' && order !== 'DESC') || rest.length > 0)
      errors.push({ path: 'sort', message: 'Sort direction must be ASC or DESC' });
    else sort = { field, column: col, order };
  }

  let filter: Record<string, unknown> = {};
  const rawFilter = single(raw.filter);
  if (rawFilter !== undefined && rawFilter !== '') {
    const decoded = jsonParam(rawFilter, 'filter', errors);
    if (decoded !== undefined) {
      if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) {
        errors.push({ path: 'filter', message: 'filter must be a JSON object' });
      } else {
        const present = Object.fromEntries(
          Object.entries(decoded as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined && v !== ''),
        );
        const parsed = spec.filterSchema.safeParse(present);
        if (parsed.success) filter = flattenGroups(spec, parsed.data);
        else errors.push(...issuesToErrors(parsed.error, 'filter'));
      }
    }
  }

  let timeZone: string | undefined;
  if (spec.resource.api.timeZone) {
    const parsed = ReportFormatQuery.shape.timeZone.safeParse(single(raw.timeZone) || undefined);
    if (parsed.success) timeZone = parsed.data;
    else errors.push(...issuesToErrors(parsed.error, 'timeZone'));
  }

  if (errors.length > 0) {
    throw badRequest(`Invalid list parameters: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);
  }
  return { page, size, sort, filter, ...(timeZone ? { timeZone } : {}) };
}

/** The members of object filters (`accountHistoryType`) as the dotted keys the filter rules use. */
export function flattenGroups(spec: ListSpec, filter: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const isGroup = !spec.filters.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value);
    if (!isGroup) {
      flat[key] = value;
      continue;
    }
    for (const [member, inner] of Object.entries(value as Record<string, unknown>)) {
      if (inner !== undefined && inner !== null && inner !== '') flat[`${key}.${member}`] = inner;
    }
  }
  return flat;
}

/** Validates the `reportHeaders` parameter: `[{ text, value }]` naming known fields. */
export function parseReportHeaders(spec: ListSpec, raw: unknown): ReportHeader[] {
  if (raw === undefined || raw === null || raw === '') {
    return csvColumnsOf(spec.resource.schema, spec.resource.list.columns)
      .filter((c) => spec.reportFields.has(c.source))
      .map((c) => ({ text: c.source, value: c.source }));
  }
  const errors: FieldError[] = [];
  const decoded = jsonParam(raw, 'reportHeaders', errors);
  if (errors.length) throw badRequest('reportHeaders is not valid JSON', errors);
  const Headers = z
    .array(
      z.strictObject({
        text: z.string().max(200),
        value: z.string().refine((v) => spec.reportFields.has(v), { message: 'Unknown field' }),
      }),
    )
    .min(1)
    .max(200);
  const parsed = Headers.safeParse(decoded);
  if (!parsed.success) {
    const list = issuesToErrors(parsed.error, 'reportHeaders');
    throw badRequest(`Invalid reportHeaders: ${list.map((e) => `${e.path}: ${e.message}`).join('; ')}`, list);
  }
  return parsed.data;
}

/**
 * Validates the report's `locale` and `timeZone` parameters (`ReportFormatQuery`); defaults `en`
 * and `UTC`. Throws a 400 naming the parameter.
 */
export function parseReportFormat(raw: Record<string, unknown>): { locale: string; timeZone: string } {
  const parsed = ReportFormatQuery.safeParse({ locale: single(raw.locale) || undefined, timeZone: single(raw.timeZone) || undefined });
  if (!parsed.success) {
    const list = issuesToErrors(parsed.error);
    throw badRequest(`Invalid report parameters: ${list.map((e) => `${e.path}: ${e.message}`).join('; ')}`, list);
  }
  return { locale: parsed.data.locale ?? 'en', timeZone: parsed.data.timeZone ?? 'UTC' };
}

function contains(col: Sql | ReturnType<typeof ident>, text: string): Sql {
  return sql`${col}::text ILIKE ${`%${likeEscape(text)}%`}`;
}

/** The search text against several columns: text contains it, an integer column equals it. */
function searchCondition(spec: ListSpec, columns: readonly ColumnMapping[], text: string): Sql {
  const whole = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : undefined;
  const matches: Sql[] = [];
  for (const mapped of columns) {
    const col = ident(`${spec.mapping.table}.${mapped.column}`);
    if (mapped.type === 'integer') {
      if (whole !== undefined && whole <= INT4_MAX) matches.push(sql`${col} = ${typed(whole, 'integer')}`);
    } else {
      matches.push(contains(col, text));
    }
  }
  return sql`(${join(matches, sql` OR `)})`;
}

/** SQL conditions of a validated filter. */
export function filterConditions(spec: ListSpec, filter: Record<string, unknown>): Sql[] {
  const conditions: Sql[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const rule = spec.filters.get(key);
    if (!rule || rule.condition === 'source') continue;
    if (rule.condition === 'custom') {
      conditions.push(rule.build!(value));
      continue;
    }
    const col = ident(`${spec.mapping.table}.${rule.column!.column}`);
    const type = rule.column!.type;
    switch (rule.condition) {
      case 'eq':
        conditions.push(sql`${col} = ${typed(value, type)}`);
        break;
      case 'contains':
        conditions.push(
          rule.also?.length ? searchCondition(spec, [rule.column!, ...rule.also], String(value)) : contains(col, String(value)),
        );
        break;
      case 'in': {
        const values = value as unknown[];
        if (values.length === 0) break;
        conditions.push(sql`${col} IN (${join(values.map((v) => typed(v, type)))})`);
        break;
      }
      case 'range':
      case 'timeFrame': {
        const { from, to } = value as { from?: unknown; to?: unknown };
        if (from !== undefined) conditions.push(sql`${col} >= ${typed(from, type)}`);
        if (to !== undefined) conditions.push(sql`${col} <= ${typed(to, type)}`);
        break;
      }
    }
  }
  return conditions;
}
