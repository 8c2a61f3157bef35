/**
 * The CSV of a report written by the database: each cell is finished in SQL by the rules of
 * `resources/csv.ts` (labels, time zone, decimals, formula guard) and PostgreSQL's own CSV writer
 * (`COPY … TO STDOUT`) quotes the cells and joins them into records, so no row is decoded into a
 * JavaScript object. Batches are keyset-paged on the list's (sort column, id) order, so memory
 * stays flat, no connection or snapshot is held between batches, and a cancelled download stops
 * after the batch in flight.
 */
import { AMOUNT_DECIMALS, FORMULA_START_CHARS, guardFormula, type CsvColumn, type CsvFormat } from '../../resources/csv';
import type { Database } from '../db/database';
import { Sql, ident, join, sql, typed, where } from '../db/sql';
import type { ColumnMapping } from '../tables/mapping';
import type { ListParams, ListSpec } from './list-query';
import { fromItem, listConditions } from './records';
import type { Scope } from './scope';

/** The server's side of a {@link CsvFormat}: enum labels as whole maps instead of a function. */
export interface SqlCsvFormat extends Omit<CsvFormat, 'enumLabel'> {
  enumLabels: (enumName: string) => Record<string, string>;
}

/** Code points of the characters that make a cell a formula when they start it. */
const FORMULA_START_CODES = new Sql([[...FORMULA_START_CHARS].map((char) => char.codePointAt(0)).join(', ')], []);

function columnSql(spec: ListSpec, mapped: ColumnMapping): Sql {
  return sql`${ident(`${spec.mapping.table}.${mapped.column}`)}`;
}

/**
 * Text cell: the formula guard; null for null and for '' (COPY writes null as an empty field and
 * quotes an empty text). COPY adds the quotes a separator, quote, CR or LF needs.
 */
function textCell(value: Sql): Sql {
  return sql`CASE WHEN ascii(${value}) IN (${FORMULA_START_CODES}) THEN '''' || ${value} ELSE nullif(${value}, '') END`;
}

/** A fixed cell text (a label) as the query writes it: guarded when asked, null when empty. */
function fixedCell(text: string, guard: boolean): Sql {
  const cell = guard ? guardFormula(text) : text;
  return cell === '' ? sql`NULL::text` : sql`${cell}::text`;
}

/**
 * Enum cell: each value's label is written in the query as its finished cell, so a row costs one
 * comparison per value; a value without a label is written as itself.
 */
function enumCell(value: Sql, labels: Record<string, string>): Sql {
  const entries = Object.entries(labels);
  if (entries.length === 0) return textCell(value);
  const cases = entries.map(([key, label]) => sql`WHEN ${key}::text THEN ${fixedCell(label, true)}`);
  return sql`CASE ${value} ${join(cases, sql` `)} ELSE ${textCell(value)} END`;
}

/** The mapped column of a path, when the table mapping has one. */
function mappedOf(spec: ListSpec, path: string): ColumnMapping | undefined {
  return spec.mapping.fields[path];
}

/** Whether a report column can be written in SQL (every field of the table mapping can). */
export function hasCellSql(spec: ListSpec, column: CsvColumn): boolean {
  if (column.kind === 'user') return !!mappedOf(spec, `${column.source}.userUsername`);
  return !!mappedOf(spec, column.source);
}

/** The SQL text of one cell of a column before COPY quotes it; null for an empty cell. */
export function cellSql(spec: ListSpec, column: CsvColumn, format: SqlCsvFormat): Sql {
  if (column.kind === 'user') {
    const username = columnSql(spec, mappedOf(spec, `${column.source}.userUsername`)!);
    const realmColumn = mappedOf(spec, `${column.source}.userRealm`);
    const realm = realmColumn ? columnSql(spec, realmColumn) : undefined;
    const text =
      format.central && realm
        ? sql`CASE WHEN coalesce(${realm}, '') <> '' THEN ${realm} || ':' || ${username} ELSE ${username} END`
        : username;
    return textCell(text);
  }
  const mapped = mappedOf(spec, column.source);
  if (!mapped) throw new Error(`${spec.mapping.table}: report column "${column.source}" has no column`);
  const value = columnSql(spec, mapped);
  switch (column.kind) {
    case 'integer':
      return mapped.type === 'integer' ? value : sql`nullif(${value}::text, '')`;
    case 'amount': {
      const text = sql`trunc(${value}::numeric, ${column.decimals ?? AMOUNT_DECIMALS}::integer)`;
      return format.decimal === '.' ? text : sql`replace(${text}::text, '.', ${format.decimal})`;
    }
    case 'dateTime':
      return sql`to_char(${value}::timestamptz AT TIME ZONE ${format.timeZone}::text, 'YYYY-MM-DD HH24:MI:SS')`;
    case 'date':
      return sql`nullif(left(${value}::text, 10), '')`;
    case 'boolean':
      return sql`(CASE WHEN ${value} THEN ${fixedCell(format.booleanLabels.true, false)}
        WHEN NOT ${value} THEN ${fixedCell(format.booleanLabels.false, false)} END)`;
    case 'enum':
      return enumCell(sql`${value}::text`, format.enumLabels(column.enumName ?? ''));
    case 'enumList': {
      const labels = JSON.stringify(format.enumLabels(column.enumName ?? ''));
      const items = sql`(SELECT string_agg(coalesce(${labels}::jsonb ->> item, item), ', ' ORDER BY n)
        FROM jsonb_array_elements_text(to_jsonb(${value})) WITH ORDINALITY AS e(item, n))`;
      return textCell(items);
    }
    default:
      return textCell(sql`${value}::text`);
  }
}

/**
 * COPY's CSV as the report writes it, and its number of records: records end in CRLF (a line
 * feed inside a quoted cell stays as it is), and `dropLast` removes the empty column a one-column
 * report is copied with.
 */
export function reportRecords(csv: Buffer, dropLast: boolean): { text: string; records: number } {
  const out = Buffer.allocUnsafe(csv.length * 2);
  let written = 0;
  let records = 0;
  let quoted = false;
  for (let read = 0; read < csv.length; read++) {
    const byte = csv[read];
    if (byte === 0x22) quoted = !quoted;
    else if (byte === 0x0a && !quoted) {
      if (dropLast) written--;
      out[written++] = 0x0d;
      records++;
    }
    out[written++] = byte;
  }
  return { text: out.toString('utf8', 0, written), records };
}

/** Rows per batch: one read answers about a megabyte of CSV. */
export const CSV_BATCH_ROWS = 5_000;

/**
 * The CSV records of a list query in batches of text, in the list's order. `slice` selects rows
 * by position (the console's page); each batch seeks the (sort column, id) index after the last.
 */
export async function* csvBatches(
  db: Database,
  request: { spec: ListSpec; scope: Scope; params: ListParams; columns: readonly CsvColumn[]; format: SqlCsvFormat },
  slice: { offset: number; limit: number },
  batchSize = CSV_BATCH_ROWS,
): AsyncGenerator<{ text: string; rows: number }> {
  const { spec, scope, params, columns, format } = request;
  const { mapping } = spec;
  const table = ident(mapping.table);
  const col = ident(`${mapping.table}.${params.sort.column.column}`);
  const id = ident(`${mapping.table}.${mapping.idColumn}`);
  const type = params.sort.column.type;
  const idType = mapping.fields[spec.resource.id]?.type ?? 'integer';
  const asc = params.sort.order === 'ASC';
  const dir = asc ? sql`ASC` : sql`DESC`;
  const order = sql`${col} ${dir}, ${id} ${dir}`;
  // COPY treats a one-column record `\.` as the end of data and quotes it: an empty column after
  // the only one keeps every record a plain CSV record; it is taken off again.
  const single = columns.length === 1;
  const cells = join([...columns.map((column) => cellSql(spec, column, format)), ...(single ? [sql`NULL`] : [])]);
  let remaining = slice.limit;
  let offset = slice.offset;
  let after: { value: string | null; id: string } | undefined;
  while (remaining > 0) {
    const conds = listConditions(spec, scope, params);
    if (after) {
      const v = after.value === null ? null : typed(after.value, type);
      const i = typed(after.id, idType);
      // Postgres orders NULLs last ascending and first descending; row comparisons seek the index.
      if (asc) {
        conds.push(v === null ? sql`(${col} IS NULL AND ${id} > ${i})` : sql`((${col}, ${id}) > (${v}, ${i}) OR ${col} IS NULL)`);
      } else {
        conds.push(v === null ? sql`((${col} IS NULL AND ${id} < ${i}) OR ${col} IS NOT NULL)` : sql`(${col}, ${id}) < (${v}, ${i})`);
      }
    }
    const take = Math.min(batchSize, remaining);
    const rows = (limit: number, skip: number) =>
      sql`FROM ${fromItem(spec, scope, params)}${where(conds)} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`;
    // The cells are computed after the limit, for the rows of the batch only, in the index's order.
    const select = sql`SELECT ${cells} FROM (SELECT ${table}.* ${rows(take, offset)}) AS ${table} ORDER BY ${order}`;
    // The batch's last row, when the batch is full: where the next one seeks from.
    const { rows: last, csv } = await db.copyBatch<{ last_sort: string | null; last_id: string | null }>(
      sql`SELECT ${col}::text AS last_sort, ${id}::text AS last_id ${rows(1, offset + take - 1)}`,
      select.inline(),
      format.separator,
    );
    const { text, records: n } = reportRecords(csv, single);
    if (n > 0) yield { text, rows: n };
    if (n < take || !last[0]) return;
    remaining -= n;
    offset = 0;
    after = { value: last[0].last_sort, id: String(last[0].last_id) };
  }
}
