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
import { Sql, ident, join, sql, typed, where, type ColumnType } from '../db/sql';
import type { ColumnMapping } from '../tables/mapping';
import type { ListParams, ListSpec } from './list-query';
import { fromItem, listConditions } from './records';
import type { Scope } from './scope';

/** The server's side of a {@link CsvFormat}: enum labels as whole maps instead of a function. */
export interface SqlCsvFormat extends Omit<CsvFormat, 'enumLabel'> {
  enumLabels: (enumName: string) => Record<string, string>;
}

/** Code points of the characters that make a cell a formula when they start it. */
const FORMULA_START_POINTS = [...FORMULA_START_CHARS].map((char) => char.codePointAt(0) ?? 0);
const FORMULA_START_CODES = new Sql([FORMULA_START_POINTS.join(', ')], []);

function columnSql(spec: ListSpec, mapped: ColumnMapping): Sql {
  return sql`${ident(`${spec.mapping.table}.${mapped.column}`)}`;
}

/** Every character that makes a cell a formula comes before this code point. */
const FORMULA_START_MAX = new Sql([String(Math.max(...FORMULA_START_POINTS))], []);

/**
 * Text cell: the formula guard; null for null and for '' (COPY writes null as an empty field and
 * quotes an empty text). COPY adds the quotes a separator, quote, CR or LF needs. A cell starting
 * after every formula character (a letter, most often) passes at the first test.
 */
function textCell(value: Sql): Sql {
  return sql`CASE WHEN ascii(${value}) > ${FORMULA_START_MAX} THEN ${value}
    WHEN ascii(${value}) IN (${FORMULA_START_CODES}) THEN '''' || ${value} ELSE nullif(${value}, '') END`;
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
      // The ISO text of the local time to the second (the server's sessions use the ISO date style,
      // `server/db`): to_char's 'YYYY-MM-DD HH24:MI:SS' for every year from 1000 to 9999, for less.
      return sql`date_trunc('second', ${value}::timestamptz AT TIME ZONE ${format.timeZone}::text)::text`;
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

/** Where the next batch seeks from: the sort value (null for NULL) and id of a batch's last row, as text. */
export interface KeysetPosition {
  value: string | null;
  id: string;
}

/** Column types whose text never holds a separator, quote or line feed: copied as they are, others in hex. */
const PLAIN_KEY_TYPES: ReadonlySet<ColumnType> = new Set(['integer', 'numeric', 'timestamptz', 'date', 'boolean']);

/** A keyset column as COPY writes it: plain text, or hex of its UTF-8 text. */
function keyCell(value: Sql, type: ColumnType): Sql {
  return PLAIN_KEY_TYPES.has(type) ? sql`${value}::text` : sql`encode(convert_to(${value}::text, 'UTF8'), 'hex')`;
}

/** A keyset field of COPY's CSV back to its text: empty is NULL, `""` the empty text. */
function keyText(field: Buffer, type: ColumnType): string | null {
  if (field.length === 0) return null;
  const text = field.length === 2 && field[0] === 0x22 && field[1] === 0x22 ? '' : field.toString('utf8');
  return PLAIN_KEY_TYPES.has(type) ? text : Buffer.from(text, 'hex').toString('utf8');
}

/**
 * COPY's CSV as the report writes it, its number of records and the keyset position of its last
 * record. Each record COPY writes ends in two keyset fields (sort value, id; see {@link keyCell}:
 * never quoted, no separator inside), which are taken off; records end in CRLF (a line feed inside
 * a quoted cell stays as it is). Native searches find the next line feed and quote, so the loop
 * runs per record and per quoted cell, not per byte.
 */
export function reportRecords(
  csv: Buffer,
  separator: string,
  types: { sort: ColumnType; id: ColumnType },
): { text: string; records: number; last?: KeysetPosition } {
  const sep = separator.charCodeAt(0);
  // A record loses at least two separators and gains a CR: the text is never longer than COPY's.
  const out = Buffer.allocUnsafe(csv.length);
  let written = 0;
  let records = 0;
  let last: { sort: number; id: number; end: number } | undefined;
  // Bytes from `copied` on are not written yet; `read` is outside quotes.
  let copied = 0;
  let read = 0;
  let quote = csv.indexOf(0x22);
  for (;;) {
    const feed = csv.indexOf(0x0a, read);
    if (feed < 0) break;
    if (quote >= 0 && quote < feed) {
      const close = csv.indexOf(0x22, quote + 1);
      if (close < 0) break;
      read = close + 1;
      quote = csv.indexOf(0x22, read);
      continue;
    }
    const id = csv.lastIndexOf(sep, feed);
    const sort = csv.lastIndexOf(sep, id - 1);
    if (sort < copied) throw new Error('report batch: a record without its keyset fields');
    written += csv.copy(out, written, copied, sort);
    out[written++] = 0x0d;
    out[written++] = 0x0a;
    records++;
    last = { sort, id, end: feed };
    copied = read = feed + 1;
  }
  if (copied < csv.length) throw new Error('report batch: COPY ended inside a record');
  const position = last && {
    value: keyText(csv.subarray(last.sort + 1, last.id), types.sort),
    id: keyText(csv.subarray(last.id + 1, last.end), types.id) ?? '',
  };
  return { text: out.toString('utf8', 0, written), records, last: position };
}

/** Rows per batch: one read answers about a megabyte of CSV (two reads are held at a time). */
export const CSV_BATCH_ROWS = 5_000;

/**
 * The CSV records of a list query in batches of text, in the list's order. `slice` selects rows
 * by position (the console's page); each batch seeks the (sort column, id) index after the last
 * row of the one before, whose position the batch's own COPY writes (one statement per batch).
 * The next batch is read while one is sent; after `signal` aborts no further read starts.
 */
export async function* csvBatches(
  db: Database,
  request: { spec: ListSpec; scope: Scope; params: ListParams; columns: readonly CsvColumn[]; format: SqlCsvFormat; signal?: AbortSignal },
  slice: { offset: number; limit: number },
  batchSize = CSV_BATCH_ROWS,
): AsyncGenerator<{ text: string; rows: number }> {
  const { spec, scope, params, columns, format, signal } = request;
  const { mapping } = spec;
  const table = ident(mapping.table);
  const col = ident(`${mapping.table}.${params.sort.column.column}`);
  const id = ident(`${mapping.table}.${mapping.idColumn}`);
  const type = params.sort.column.type;
  const idType = mapping.fields[spec.resource.id]?.type ?? 'integer';
  const asc = params.sort.order === 'ASC';
  const dir = asc ? sql`ASC` : sql`DESC`;
  const order = sql`${col} ${dir}, ${id} ${dir}`;
  // The two keyset fields also keep a one-column record from reading `\.` (COPY's end of data).
  const cells = join([...columns.map((column) => cellSql(spec, column, format)), keyCell(sql`${col}`, type), keyCell(sql`${id}`, idType)]);
  /** The COPY of the next batch: `take` rows from `offset` after `after`. */
  const copy = (take: number, offset: number, after: KeysetPosition | undefined) => {
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
    // The cells are computed after the limit, for the rows of the batch only, in the index's order.
    const select = sql`SELECT ${cells} FROM (SELECT ${table}.* FROM ${fromItem(spec, scope, params)}${where(conds)}
      ORDER BY ${order} LIMIT ${take} OFFSET ${offset}) AS ${table} ORDER BY ${order}`;
    const reading = db.copyBatch(select.inline(), format.separator);
    // Read while the batch before is sent: a failure is seen when the batch is taken, not before.
    reading.catch(() => undefined);
    return reading;
  };
  if (slice.limit <= 0) return;
  let remaining = slice.limit;
  let take = Math.min(batchSize, remaining);
  let next: Promise<Buffer> | undefined = copy(take, slice.offset, undefined);
  try {
    while (next) {
      const csv = await next;
      next = undefined;
      const { text, records: n, last } = reportRecords(csv, format.separator, { sort: type, id: idType });
      remaining -= n;
      // The next batch is read while this one is sent, unless the client has gone away.
      if (n === take && last && remaining > 0 && !signal?.aborted) {
        take = Math.min(batchSize, remaining);
        next = copy(take, 0, last);
      }
      if (n > 0) yield { text, rows: n };
    }
  } finally {
    // A report stopped early leaves the read in flight to finish on its own.
    await next?.catch(() => undefined);
  }
}
