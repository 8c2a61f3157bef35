/**
 * A resource's table mapping derived from its zod schema, so a plain resource needs no hand-written
 * mapping and others state only what differs from the convention:
 * - every leaf field is a column named by its dotted path in snake_case (`currency.code` →
 *   `currency_code`), typed from the schema (integer, numeric, boolean, timestamptz, date, text);
 * - arrays, records and other non-object values are JSON columns of the same name;
 * - a nested object is read back from its leaves' columns, and is `null` (when the schema allows)
 *   when every one of them is;
 * - `columns` renames a leaf's column, `computed` gives a field (leaf or whole object) an SQL
 *   expression of its own, `omit` leaves fields out of the select.
 * The select list, the sort/filter whitelist (`fields`) and `toRecord` all come from this one walk.
 */
import { z } from 'zod';
import { unwrap, type Resource } from '../../resources/model';
import { ident, join, sql, type ColumnType, type Sql } from '../db/sql';
import type { ColumnMapping, TableMapping } from './mapping';
import { isoTime, json } from './common';

type Row = Record<string, unknown>;

/** A field whose value comes from an SQL expression instead of a column of its own. */
export interface ComputedField {
  /** The expression, over the table's columns (e.g. a sub-select building JSON). */
  sql: Sql;
  /** Turns the selected value into the API value; default: the schema's conversion of the field. */
  read?: (value: unknown) => unknown;
  /** The column sorting and filtering use for this field, when it has one. */
  column?: ColumnMapping;
}

/** What a resource's storage states beyond the convention. */
export interface StorageHints<R> extends Partial<
  Pick<TableMapping<R>, 'recordSelect' | 'countsMaintained' | 'updatedColumn' | 'virtualFilters' | 'playerCondition' | 'logSubject'>
> {
  /** Table or view; default the resource's name in snake_case (`players-gateways` → `players_gateways`). */
  table?: string;
  /** Column of the id; default the id field's column. */
  idColumn?: string;
  /** Column of the owning operator; default `operator_code`. */
  operatorColumn?: string;
  /** Renamed columns by dotted field path (`'userCode.userUsername': 'user_username'`). */
  columns?: Readonly<Record<string, string>>;
  /** Fields with an SQL expression of their own, by dotted path (a leaf or a whole object). */
  computed?: Readonly<Record<string, ComputedField>>;
  /** Fields the table does not hold (optional in the schema); left out of the record. */
  omit?: readonly string[];
}

/** `playerUsername` → `player_username`; dots and dashes become underscores. */
export function snakeCase(path: string): string {
  return path
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[.-]/g, '_')
    .toLowerCase();
}

/** The column type a leaf schema is stored as. */
export function columnTypeOf(schema: z.ZodType): ColumnType {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodNumber) return (inner as { isInt?: boolean }).isInt ? 'integer' : 'numeric';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodISODateTime) return 'timestamptz';
  if (inner instanceof z.ZodISODate) return 'date';
  if (inner instanceof z.ZodString || inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) return 'text';
  return 'jsonb';
}

/** How an absent database value reads for this schema: `null` when allowed, else absent. */
function emptyValue(schema: z.ZodType): null | undefined {
  return schema.safeParse(null).success ? null : undefined;
}

/** The API value of a column value of this type. */
function convert(type: ColumnType, value: unknown): unknown {
  switch (type) {
    case 'integer':
    case 'numeric':
      return Number(value);
    case 'boolean':
      return Boolean(value);
    case 'timestamptz':
      return isoTime(value);
    case 'jsonb':
      return json(value, null);
    default:
      return String(value);
  }
}

type Reader = (row: Row) => unknown;

interface Walk {
  table: string;
  hints: StorageHints<unknown>;
  select: Sql[];
  fields: Record<string, ColumnMapping>;
  aliases: Set<string>;
}

/** The select alias of a field: its column's name when free (records are matched by their id column), else `f_<path>`. */
function alias(walk: Walk, path: string, column?: string): string {
  if (column && !walk.aliases.has(column)) {
    walk.aliases.add(column);
    return column;
  }
  const name = `f_${snakeCase(path)}`;
  if (walk.aliases.has(name)) throw new Error(`${walk.table}: two fields select as ${name}`);
  walk.aliases.add(name);
  return name;
}

function readerOf(walk: Walk, path: string, schema: z.ZodType): Reader {
  const empty = emptyValue(schema);
  if (walk.hints.omit?.includes(path)) return () => undefined;
  const computed = walk.hints.computed?.[path];
  const inner = unwrap(schema);
  if (computed) {
    const name = alias(walk, path);
    walk.select.push(sql`(${computed.sql}) AS ${ident(name)}`);
    if (computed.column) walk.fields[path] = computed.column;
    const type = columnTypeOf(schema);
    const read = computed.read ?? ((value: unknown) => convert(type === 'text' && inner instanceof z.ZodObject ? 'jsonb' : type, value));
    return (row) => (row[name] === null || row[name] === undefined ? (computed.read ? computed.read(row[name]) : empty) : read(row[name]));
  }
  if (inner instanceof z.ZodObject) {
    const children = Object.entries(inner.shape as Record<string, z.ZodType>).map(
      ([key, child]) => [key, readerOf(walk, path ? `${path}.${key}` : key, child)] as const,
    );
    return (row) => {
      const entries = children.map(([key, read]) => [key, read(row)] as const);
      if (path && empty !== undefined && entries.every(([, value]) => value === null || value === undefined)) return empty;
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    };
  }
  const column = walk.hints.columns?.[path] ?? snakeCase(path);
  const type = columnTypeOf(schema);
  walk.fields[path] = { column, type };
  const name = alias(walk, path, column);
  const source = sql`${ident(walk.table)}.${ident(column)}`;
  walk.select.push(type === 'date' ? sql`${source}::text AS ${ident(name)}` : sql`${source} AS ${ident(name)}`);
  return (row) => {
    const value = row[name];
    return value === null || value === undefined ? empty : convert(type, value);
  };
}

/**
 * The table mapping of a resource from its schema and the few hints that differ from the
 * convention (see the module comment).
 *
 * @example
 * export const playerGatewaysTable = deriveTable(playerGateways, { table: 'player_gateways' });
 */
export function deriveTable<R = Record<string, unknown>>(resource: Pick<Resource, 'name' | 'schema' | 'id'>, hints: StorageHints<R> = {}): TableMapping<R> {
  const table = hints.table ?? snakeCase(resource.name);
  const walk: Walk = { table, hints: hints as StorageHints<unknown>, select: [], fields: {}, aliases: new Set() };
  const read = readerOf(walk, '', resource.schema);
  const idColumn = hints.idColumn ?? walk.fields[resource.id]?.column ?? snakeCase(resource.id);
  return {
    table,
    idColumn,
    operatorColumn: hints.operatorColumn ?? 'operator_code',
    fields: walk.fields,
    select: join(walk.select),
    toRecord: (row) => read(row) as R,
    logSubject:
      hints.logSubject ??
      ((record) => {
        const operatorCode = (record as { operatorCode?: unknown }).operatorCode;
        return { operatorCode: typeof operatorCode === 'string' ? operatorCode : null, user: null };
      }),
    ...(hints.recordSelect ? { recordSelect: hints.recordSelect } : {}),
    ...(hints.countsMaintained ? { countsMaintained: true } : {}),
    ...(hints.updatedColumn ? { updatedColumn: hints.updatedColumn } : {}),
    ...(hints.virtualFilters ? { virtualFilters: hints.virtualFilters } : {}),
    ...(hints.playerCondition ? { playerCondition: hints.playerCondition } : {}),
  };
}
