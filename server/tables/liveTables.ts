/**
 * The live tables against the declarations: every column a resource's table mapping reads (its
 * id, its operator column when its rows are scoped to an operator, its owner and updated columns,
 * every declared field's column) must exist in the current schema with a type that holds the
 * field's values. A migration that misses one would otherwise start normally and answer 500 on
 * the list and the record; the server refuses to start instead, listing every difference.
 *
 * Whether a table needs an operator column is decided as the generic routes decide it
 * (`server/resource/routes.ts`): a list or record in an operator's view is filtered on the
 * mapping's operator column unless its rows are a manager's own (`ownerColumn`), and a resource
 * reaches an operator's view unless its declared audience (`screenAccess`) is the central view.
 * A table computed per request (`source`: the report rows built from the base tables) is read at
 * start as a view of its query, with no filter and with each filter of the mapping's
 * `sourceProbes` (every branch its query takes), and compared in the same way: its query must run
 * on the live tables and yield every column the mapping reads, in a type that holds the field.
 */
import { audienceAllows, screenAccess } from '../../resources/menu';
import type { Resource } from '../../resources/model';
import type { Database, Queryable } from '../db/database';
import { ident, sql, type ColumnType } from '../db/sql';
import { RESOURCE_FILES } from '../generated/resourceFiles';
import { StartupError } from '../startupError';
import type { SourceInput, TableMapping } from './mapping';

/** The columns of the current schema's tables and views: table → column → type (`information_schema` `data_type`). */
export type LiveTables = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** What the check reads of a resource binding. */
export interface MappedResource {
  resource: Pick<Resource, 'name' | 'menu' | 'audience' | 'beta'>;
  mapping: TableMapping;
}

/** A column a mapping needs, with the type it needs and who needs it. */
interface NeededColumn {
  column: string;
  /** `undefined`: any type (the column is only compared or passed on). */
  type: ColumnType | undefined;
  /** `resources/x.ts field email`, `resources/x.ts (operator scope)`. */
  declaredBy: string;
}

/** The `data_type`s of `information_schema.columns` that hold a value of each column type. */
const COMPATIBLE: Record<ColumnType, readonly string[]> = {
  text: ['text', 'character varying', 'character', 'citext'],
  integer: ['integer', 'bigint', 'smallint'],
  numeric: ['numeric'],
  boolean: ['boolean'],
  timestamptz: ['timestamp with time zone'],
  date: ['date'],
  jsonb: ['jsonb', 'json', 'ARRAY'],
};

/** Whether the resource's rows are read through the operator column: some view of it is an operator's, and they are no manager's own. */
export function operatorScoped(binding: MappedResource): boolean {
  return !binding.mapping.ownerColumn && audienceAllows(screenAccess(binding.resource).audience, 'operator');
}

function declaration(resource: MappedResource['resource']): string {
  return RESOURCE_FILES[resource.name] ?? `resource ${resource.name}`;
}

/** The columns a binding's mapping reads from its table (a column may be needed more than once). */
function neededColumns(binding: MappedResource): NeededColumn[] {
  const { mapping } = binding;
  const file = declaration(binding.resource);
  const needs: NeededColumn[] = [];
  for (const stored of mapping.storedColumns) {
    const what = stored.fields.length === 1 ? `field ${stored.fields[0]}` : `fields ${stored.fields.join(', ')}`;
    needs.push({ column: stored.column, type: stored.type, declaredBy: `${file} ${what}` });
  }
  // Sort and filter columns of computed fields are the table's columns too.
  for (const [path, field] of Object.entries(mapping.fields)) {
    needs.push({ column: field.column, type: field.type, declaredBy: `${file} field ${path}` });
  }
  const idType = Object.values(mapping.fields).find((field) => field.column === mapping.idColumn)?.type;
  needs.push({ column: mapping.idColumn, type: idType, declaredBy: `${file} (record id)` });
  if (operatorScoped(binding)) needs.push({ column: mapping.operatorColumn, type: 'text', declaredBy: `${file} (operator scope)` });
  if (mapping.ownerColumn) needs.push({ column: mapping.ownerColumn, type: 'integer', declaredBy: `${file} (owning manager)` });
  if (mapping.updatedColumn) needs.push({ column: mapping.updatedColumn, type: 'timestamptz', declaredBy: `${file} (updated stamp)` });
  return needs;
}

/**
 * The computed tables as read at start: table → the columns of each reading of its query (one
 * per filter it is read with), or the database's error when a reading failed.
 */
export type ComputedTables = ReadonlyMap<string, readonly (ReadonlyMap<string, string> | { error: string })[]>;

/** Adds the differences between one table's columns and what a binding's mapping reads. */
function compareColumns(
  binding: MappedResource,
  columns: ReadonlyMap<string, string>,
  what: string,
  named: Set<string>,
  differences: Set<string>,
): void {
  const { table } = binding.mapping;
  for (const need of neededColumns(binding)) {
    const actual = columns.get(need.column);
    if (actual === undefined) {
      // Named once, by the first declaration needing it.
      if (named.has(`${table}.${need.column}`)) continue;
      named.add(`${table}.${need.column}`);
      differences.add(`${what} ${table} lacks column ${need.column} (declared by ${need.declaredBy})`);
    } else if (need.type && !COMPATIBLE[need.type].includes(actual)) {
      if (named.has(`${table}.${need.column}:${need.type}`)) continue;
      named.add(`${table}.${need.column}:${need.type}`);
      differences.add(`column ${table}.${need.column} is ${actual}, the declaration needs ${need.type} (${need.declaredBy})`);
    }
  }
}

/**
 * Every difference between the live tables and what the mappings read, as sentences: a missing
 * table, a missing column (naming the declaration and field that derive it), a column whose type
 * cannot hold the declared field (naming both types); for the computed tables given, a query
 * that does not run on the live tables (with the database's error) and the same column
 * differences in what it yields. Empty when they agree. Pure.
 *
 * @example tableDifferences(await readLiveTables(db), BINDINGS) // ['table spot_partners lacks column email (declared by resources/spotLedger.ts field email)']
 */
export function tableDifferences(live: LiveTables, bindings: readonly MappedResource[], computed: ComputedTables = new Map()): string[] {
  const differences = new Set<string>();
  const named = new Set<string>();
  for (const binding of bindings) {
    const { mapping } = binding;
    if (mapping.source) {
      for (const reading of computed.get(mapping.table) ?? []) {
        if ('error' in reading) {
          differences.add(
            `computed table ${mapping.table} (declared by ${declaration(binding.resource)}) cannot be read: ${reading.error}`,
          );
        } else {
          compareColumns(binding, reading, 'computed table', named, differences);
        }
      }
      continue;
    }
    const columns = live.get(mapping.table);
    if (!columns) {
      differences.add(`table ${mapping.table} does not exist (declared by ${declaration(binding.resource)})`);
      continue;
    }
    compareColumns(binding, columns, 'table', named, differences);
  }
  return [...differences];
}

/** The tables and views of the current schema with their columns' types. */
export async function readLiveTables(db: Queryable): Promise<LiveTables> {
  const rows = await db.query<{ table_name: string; column_name: string; data_type: string; udt_name: string }>(
    sql`SELECT table_name, column_name, data_type, udt_name FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const tables = new Map<string, Map<string, string>>();
  for (const row of rows) {
    let columns = tables.get(row.table_name);
    if (!columns) tables.set(row.table_name, (columns = new Map()));
    columns.set(row.column_name, typeName(row));
  }
  return tables;
}

/** A column's type as compared: an extension's type (citext) reads as USER-DEFINED, its name tells it. */
function typeName(row: { data_type: string; udt_name: string }): string {
  return row.data_type === 'USER-DEFINED' ? row.udt_name : row.data_type;
}

/** The scope a computed table is read with at start: an operator's, so its operator conditions are part of the query. */
const PROBE_SCOPE = { operatorCode: 'start-check' } as const;

/** The temporary view a computed table's query is read through (dropped again in the same transaction). */
const PROBE_VIEW = 'computed_table_check';

/**
 * Reads each computed table's query on the live tables, as a temporary view of it (the view's
 * columns are the query's), with no filter and with each of its mapping's `sourceProbes`; the
 * view is selected with `LIMIT 0`, so the query is planned and run without reading a row.
 */
export async function readComputedTables(db: Database, bindings: readonly MappedResource[]): Promise<ComputedTables> {
  const computed = new Map<string, (ReadonlyMap<string, string> | { error: string })[]>();
  for (const { mapping } of bindings) {
    if (!mapping.source) continue;
    const readings: (ReadonlyMap<string, string> | { error: string })[] = [];
    for (const filter of [{}, ...(mapping.sourceProbes ?? [])]) {
      const input: SourceInput = { scope: PROBE_SCOPE, filter, timeZone: 'UTC' };
      try {
        const query = mapping.source(input).inline();
        readings.push(
          await db.transaction(async (tx) => {
            await tx.execScript(`CREATE TEMPORARY VIEW ${PROBE_VIEW} AS ${query}`);
            await tx.query(sql`SELECT * FROM ${ident(PROBE_VIEW)} LIMIT 0`);
            const rows = await tx.query<{ column_name: string; data_type: string; udt_name: string }>(
              sql`SELECT column_name, data_type, udt_name FROM information_schema.columns
                WHERE table_name = ${PROBE_VIEW} AND table_schema = (SELECT nspname FROM pg_namespace WHERE oid = pg_my_temp_schema())`,
            );
            await tx.execScript(`DROP VIEW ${PROBE_VIEW}`);
            return new Map(rows.map((row) => [row.column_name, typeName(row)]));
          }),
        );
      } catch (error) {
        readings.push({ error: error instanceof Error ? error.message : String(error) });
      }
    }
    computed.set(mapping.table, readings);
  }
  return computed;
}

/** Refuses the start with every difference between the live tables and the declarations. */
export async function checkLiveTables(db: Database, bindings: readonly MappedResource[]): Promise<void> {
  const differences = tableDifferences(await readLiveTables(db), bindings, await readComputedTables(db, bindings));
  if (differences.length === 0) return;
  throw new StartupError(
    `Refusing to start: the database's tables differ from the declarations in resources/ (${differences.length} ` +
      `${differences.length === 1 ? 'difference' : 'differences'}): ${differences.join('; ')}. ` +
      'Add a migration with the next free number that makes the tables match, or correct the declaration.',
  );
}
