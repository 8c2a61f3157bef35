/**
 * A resource's table mapping derived from its zod schema, so a plain resource needs no hand-written
 * mapping and others state only what differs from the convention:
 * - every leaf field is a column named by its dotted path in snake_case (`currency.code` →
 *   `currency_code`), typed from the schema (integer, numeric, boolean, timestamptz, date, text);
 * - arrays, records and other non-object values are JSON columns of the same name;
 * - a nested object is read back from its leaves' columns, and is `null` (when the schema allows)
 *   when its `id` is, or, without an `id`, when every one of its leaves is;
 * - the declaration's `storage` section names what differs as data (`resources/model/storage.ts`):
 *   `table`, `columns` renaming a leaf's column (also a leaf inside a computed object: the column
 *   sorting and filtering use for it), `jsonColumns` keeping several top-level fields as the keys
 *   of one JSON column (selected once), `omit` leaving fields out of the select;
 * - the server's own hints add SQL: `computed` gives a field (leaf or whole object) an expression
 *   of its own, `jsonRead` turns a JSON column's values into the API's, virtual filters, sources;
 * - a computed field the resource lists as `api.recordOnly` is selected by single-record reads
 *   only (`recordSelect`) and is absent from list and report rows.
 * The select list, the sort/filter whitelist (`fields`) and `toRecord` all come from this one walk.
 */
import { z } from 'zod';
import { reportFilterKeys, schemaAt, unwrap, type Resource, type StorageDef } from '../../resources/model';
import { ident, join, sql, type ColumnType, type Sql } from '../db/sql';
import type { ColumnMapping, StoredColumn, TableMapping } from './mapping';
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

/**
 * What only the server states about a resource's storage, beyond the declaration's `storage`
 * section (table and column names, JSON columns, omitted fields): SQL expressions and functions.
 */
export interface StorageHints<R> extends Partial<
  Pick<TableMapping<R>, 'virtualFilters' | 'playerCondition' | 'logSubject' | 'source' | 'sourceFilters' | 'sourceProbes' | 'rowCondition'>
> {
  /** Fields with an SQL expression of their own, by dotted path (a leaf or a whole object). */
  computed?: Readonly<Record<string, ComputedField>>;
  /** Turns a present value of a declared JSON column's key into the API value, by column (default: as stored). */
  jsonRead?: Readonly<Record<string, (value: unknown) => unknown>>;
}

/** The declaration's storage section and the server's hints together, as the walk reads them. */
type Hints = StorageDef<string> & StorageHints<unknown>;

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
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) return 'text';
  // Every string format (e-mail, ISO date-time, ISO date, …) is a string by its definition.
  const def = inner._zod.def as { type: string; format?: string };
  if (def.type !== 'string') return 'jsonb';
  if (def.format === 'datetime') return 'timestamptz';
  if (def.format === 'date') return 'date';
  return 'text';
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
  hints: Hints;
  recordOnly: readonly string[];
  select: Sql[];
  recordSelect: Sql[];
  fields: Record<string, ColumnMapping>;
  stored: StoredColumn[];
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
  const stored = Object.entries(walk.hints.jsonColumns ?? {}).find(([, fields]) => fields.includes(path));
  if (stored) {
    const [column] = stored;
    const read = walk.hints.jsonRead?.[column];
    if (!walk.aliases.has(column)) {
      walk.aliases.add(column);
      walk.select.push(sql`${ident(walk.table)}.${ident(column)} AS ${ident(column)}`);
      walk.stored.push({ column, type: 'jsonb', fields: stored[1] });
    }
    return (row) => {
      const value = json<Record<string, unknown>>(row[column], {})[path];
      return value === null || value === undefined ? empty : read ? read(value) : value;
    };
  }
  const computed = walk.hints.computed?.[path];
  const inner = unwrap(schema);
  if (computed) {
    const name = alias(walk, path);
    const recordOnly = walk.recordOnly.includes(path);
    (recordOnly ? walk.recordSelect : walk.select).push(sql`(${computed.sql}) AS ${ident(name)}`);
    if (computed.column) walk.fields[path] = computed.column;
    const type = columnTypeOf(schema);
    const read = computed.read ?? ((value: unknown) => convert(type === 'text' && inner instanceof z.ZodObject ? 'jsonb' : type, value));
    return (row) => {
      if (recordOnly && !(name in row)) return undefined;
      return row[name] === null || row[name] === undefined ? (computed.read ? computed.read(row[name]) : empty) : read(row[name]);
    };
  }
  if (inner instanceof z.ZodObject) {
    const children = Object.entries(inner.shape as Record<string, z.ZodType>).map(
      ([key, child]) => [key, readerOf(walk, path ? `${path}.${key}` : key, child)] as const,
    );
    // One object a row and nested object, filled in the schema's key order: no arrays of entries
    // to build and filter per row (a page of 100 rows maps hundreds of objects per request).
    const keys = children.map(([key]) => key);
    const reads = children.map(([, read]) => read);
    const keyed = keys.includes('id');
    const nullable = path !== '' && empty !== undefined;
    return (row) => {
      const record: Row = {};
      let present = false;
      for (let index = 0; index < keys.length; index++) {
        const value = reads[index](row);
        if (value === undefined) continue;
        record[keys[index]] = value;
        if (value !== null) present = true;
      }
      // A nested object is empty when its id is, or, without an id, when every leaf is.
      if (nullable && (keyed ? record.id === null || record.id === undefined : !present)) return empty;
      return record;
    };
  }
  const column = walk.hints.columns?.[path] ?? snakeCase(path);
  const type = columnTypeOf(schema);
  walk.fields[path] = { column, type };
  walk.stored.push({ column, type, fields: [path] });
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
 * export const playerGatewaysTable = deriveTable(playerGateways); // the names from playerGateways.storage
 */
export function deriveTable<R = Record<string, unknown>>(
  resource: Pick<Resource, 'name' | 'schema' | 'id'> & {
    api?: Pick<Resource['api'], 'recordOnly'>;
    storage?: StorageDef<string>;
    report?: Resource['report'];
  },
  serverHints: StorageHints<R> = {},
): TableMapping<R> {
  const hints = { ...resource.storage, ...serverHints } as Hints & StorageHints<R>;
  for (const column of Object.keys(hints.jsonRead ?? {})) {
    if (!hints.jsonColumns?.[column]) throw new Error(`${resource.name}: jsonRead names ${column}, which is not a declared JSON column`);
  }
  const table = hints.table ?? snakeCase(resource.name);
  const walk: Walk = {
    table,
    hints,
    recordOnly: (resource.api?.recordOnly ?? []) as readonly string[],
    select: [],
    recordSelect: [],
    fields: {},
    stored: [],
    aliases: new Set(),
  };
  const read = readerOf(walk, '', resource.schema);
  // A renamed leaf inside a computed object still sorts and filters on its own column.
  for (const [path, column] of Object.entries(hints.columns ?? {})) {
    if (walk.fields[path]) continue;
    const leaf = schemaAt(resource.schema, path);
    if (!leaf || column === undefined) throw new Error(`${table}: no field ${path} for column ${column}`);
    walk.fields[path] = { column, type: columnTypeOf(leaf) };
  }
  const idColumn = hints.idColumn ?? walk.fields[resource.id]?.column ?? snakeCase(resource.id);
  return {
    table,
    idColumn,
    operatorColumn: hints.operatorColumn ?? 'operator_code',
    fields: walk.fields,
    storedColumns: walk.stored,
    select: join(walk.select),
    toRecord: (row) => read(row) as R,
    logSubject:
      hints.logSubject ??
      ((record) => {
        const operatorCode = (record as { operatorCode?: unknown }).operatorCode;
        return { operatorCode: typeof operatorCode === 'string' ? operatorCode : null, user: null };
      }),
    ...(walk.recordSelect.length > 0 ? { recordSelect: join(walk.recordSelect) } : {}),
    ...(hints.countsMaintained ? { countsMaintained: true } : {}),
    ...(hints.rowsKept ? { rowsKept: true } : {}),
    ...(hints.updatedColumn ? { updatedColumn: hints.updatedColumn } : {}),
    ...(hints.virtualFilters ? { virtualFilters: hints.virtualFilters } : {}),
    ...(hints.playerCondition ? { playerCondition: hints.playerCondition } : {}),
    ...(hints.source
      ? {
          source: hints.source,
          sourceFilters: hints.sourceFilters ?? (resource.report ? reportFilterKeys(resource.report) : []),
          sourceProbes: hints.sourceProbes ?? [],
        }
      : {}),
    ...(hints.ownerColumn ? { ownerColumn: hints.ownerColumn } : {}),
    ...(hints.rowCondition ? { rowCondition: hints.rowCondition } : {}),
  };
}
