/**
 * The CSV of a report written by the database: each row's record is one text built in SQL by the
 * rules of `resources/csv.ts` (labels, time zone, decimals, formula guard, quoting), and each
 * batch of rows arrives as ONE text (`string_agg`), so no row is decoded into a JavaScript object.
 * Batches are keyset-paged on the list's (sort column, id) order, so memory stays flat and a
 * cancelled download stops after the batch in flight.
 */
import {
  AMOUNT_DECIMALS,
  CSV_RECORD_END,
  FORMULA_START_CHARS,
  csvQuote,
  type CsvColumn,
  type CsvFormat,
} from '../../resources/csv';
import type { Queryable } from '../db/database';
import { ident, join, sql, typed, where, type Sql } from '../db/sql';
import type { ColumnMapping } from '../tables/mapping';
import type { ListParams, ListSpec } from './list-query';
import { fromItem, listConditions } from './records';
import type { Scope } from './scope';

/** The server's side of a {@link CsvFormat}: enum labels as whole maps instead of a function. */
export interface SqlCsvFormat extends Omit<CsvFormat, 'enumLabel'> {
  enumLabels: (enumName: string) => Record<string, string>;
}

const FORMULA_PATTERN = `^[${FORMULA_START_CHARS}]`;

function columnSql(spec: ListSpec, mapped: ColumnMapping): Sql {
  return sql`${ident(`${spec.mapping.table}.${mapped.column}`)}`;
}

/** Text cell: formula guard, then quotes when needed; '' for null. */
function textCell(value: Sql, format: SqlCsvFormat): Sql {
  const guarded = sql`CASE WHEN ${value} ~ ${FORMULA_PATTERN} THEN '''' || ${value} ELSE ${value} END`;
  return sql`CASE WHEN ${value} ~ ${`[${format.separator}"\r\n]`}
    THEN '"' || replace(${guarded}, '"', '""') || '"' ELSE ${guarded} END`;
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

/** The SQL text of one cell of a column, quoted as the CSV needs; never null. */
export function cellSql(spec: ListSpec, column: CsvColumn, format: SqlCsvFormat): Sql {
  if (column.kind === 'user') {
    const username = columnSql(spec, mappedOf(spec, `${column.source}.userUsername`)!);
    const realmColumn = mappedOf(spec, `${column.source}.userRealm`);
    const realm = realmColumn ? columnSql(spec, realmColumn) : undefined;
    const text =
      format.central && realm
        ? sql`CASE WHEN coalesce(${realm}, '') <> '' THEN ${realm} || ':' || ${username} ELSE ${username} END`
        : username;
    return sql`coalesce(${textCell(text, format)}, '')`;
  }
  const mapped = mappedOf(spec, column.source);
  if (!mapped) throw new Error(`${spec.mapping.table}: report column "${column.source}" has no column`);
  const value = columnSql(spec, mapped);
  switch (column.kind) {
    case 'integer':
      return sql`coalesce(${value}::text, '')`;
    case 'amount': {
      const text = sql`trunc(${value}::numeric, ${column.decimals ?? AMOUNT_DECIMALS}::integer)::text`;
      return format.decimal === '.' ? sql`coalesce(${text}, '')` : sql`coalesce(replace(${text}, '.', ${format.decimal}), '')`;
    }
    case 'dateTime':
      return sql`coalesce(to_char(${value}::timestamptz AT TIME ZONE ${format.timeZone}::text, 'YYYY-MM-DD HH24:MI:SS'), '')`;
    case 'date':
      return sql`coalesce(left(${value}::text, 10), '')`;
    case 'boolean':
      return sql`(CASE WHEN ${value} THEN ${csvQuote(format.booleanLabels.true, format.separator)}::text
        WHEN NOT ${value} THEN ${csvQuote(format.booleanLabels.false, format.separator)}::text ELSE '' END)`;
    case 'enum': {
      const labels = JSON.stringify(format.enumLabels(column.enumName ?? ''));
      return sql`coalesce(${textCell(sql`coalesce(${labels}::jsonb ->> ${value}::text, ${value}::text)`, format)}, '')`;
    }
    case 'enumList': {
      const labels = JSON.stringify(format.enumLabels(column.enumName ?? ''));
      const items = sql`(SELECT string_agg(coalesce(${labels}::jsonb ->> item, item), ', ' ORDER BY n)
        FROM jsonb_array_elements_text(to_jsonb(${value})) WITH ORDINALITY AS e(item, n))`;
      return sql`coalesce(${textCell(items, format)}, '')`;
    }
    default:
      return sql`coalesce(${textCell(sql`${value}::text`, format)}, '')`;
  }
}

/** One CSV record per row: the cells joined with the separator, CRLF-terminated. */
export function recordSql(spec: ListSpec, columns: readonly CsvColumn[], format: SqlCsvFormat): Sql {
  const cells = columns.map((column) => cellSql(spec, column, format));
  return sql`${join(cells, sql` || ${format.separator}::text || `)} || ${CSV_RECORD_END}::text`;
}

/** Rows per batch: one statement answers about half a megabyte of CSV. */
export const CSV_BATCH_ROWS = 2000;

/**
 * The CSV records of a list query in batches of text, in the list's order. `slice` selects rows
 * by position (the console's page); each batch seeks the (sort column, id) index after the last.
 */
export async function* csvBatches(
  db: Queryable,
  request: { spec: ListSpec; scope: Scope; params: ListParams; columns: readonly CsvColumn[]; format: SqlCsvFormat },
  slice: { offset: number; limit: number },
  batchSize = CSV_BATCH_ROWS,
): AsyncGenerator<{ text: string; rows: number }> {
  const { spec, scope, params, columns, format } = request;
  const { mapping } = spec;
  const col = ident(`${mapping.table}.${params.sort.column.column}`);
  const id = ident(`${mapping.table}.${mapping.idColumn}`);
  const type = params.sort.column.type;
  const idType = mapping.fields[spec.resource.id]?.type ?? 'integer';
  const asc = params.sort.order === 'ASC';
  const dir = asc ? sql`ASC` : sql`DESC`;
  const order = sql`${col} ${dir}, ${id} ${dir}`;
  const line = recordSql(spec, columns, format);
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
    const [batch] = await db.query<{ csv: string | null; n: number; last_sort: string | null; last_id: string | null }>(
      sql`SELECT string_agg(b.line, '' ORDER BY b.ord) AS csv, count(*)::integer AS n,
          (array_agg(b.sort_value ORDER BY b.ord DESC))[1] AS last_sort, (array_agg(b.id_value ORDER BY b.ord DESC))[1] AS last_id
        FROM (SELECT ${line} AS line, ${col}::text AS sort_value, ${id}::text AS id_value,
            row_number() OVER (ORDER BY ${order}) AS ord
          FROM ${fromItem(spec, scope, params)}${where(conds)} ORDER BY ${order} LIMIT ${take} OFFSET ${offset}) b`,
    );
    const rows = Number(batch?.n ?? 0);
    if (rows > 0) yield { text: batch.csv ?? '', rows };
    if (rows < take) return;
    remaining -= rows;
    offset = 0;
    after = { value: batch.last_sort, id: String(batch.last_id) };
  }
}
