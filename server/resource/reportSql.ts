/**
 * The CSV of a report written by the database: PostgreSQL's own CSV writer (`COPY … TO STDOUT`)
 * quotes the cells and joins them into records, so no row is decoded into a JavaScript object.
 * The rules of `resources/csv.ts` are applied in SQL to numbers, dates, times and booleans (time
 * zone, decimals, labels). Text and enum cells (formula guard, labels) are finished in SQL on
 * PostgreSQL and on COPY's bytes on PGlite, whose one thread is the export's bottleneck: there this
 * pass runs on the server's thread while the database reads the next batch. Batches are
 * keyset-paged on the list's (sort column, id) order, so memory stays flat, no connection or
 * snapshot is held between batches, and a cancelled download stops after the batch in flight.
 */
import { AMOUNT_DECIMALS, FORMULA_START_CHARS, csvQuote, guardFormula, type CsvColumn, type CsvFormat } from '../../resources/csv';
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
 * Enum cell finished in SQL: each value's label is written in the query as its finished cell, so a
 * row costs one comparison per value; a value without a label is written as text.
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

/**
 * How a text or enum cell COPY wrote is finished on its bytes: '' (COPY's `""`) becomes an empty
 * field, text a spreadsheet would run as a formula gets a leading `'`, and an enum value with a
 * label becomes its label, as a finished field. The SQL writes these cells as their plain text.
 */
export interface TextFinish {
  /**
   * Enum values → their label's field (guarded, quoted as COPY would); each value is keyed as its
   * UTF-8 bytes read as Latin-1, the way the walk reads an unquoted field.
   */
  labels?: ReadonlyMap<string, Buffer>;
}

/** One report column: its SQL, and how its cell is finished after COPY (none: as COPY wrote it). */
export interface ReportCell {
  sql: Sql;
  finish?: TextFinish;
}

/** A text cell finished after COPY (see {@link TextFinish}). */
const TEXT: TextFinish = {};

/** A text cell: finished after COPY, or in SQL ({@link textCell}). */
const textColumn = (value: Sql, onBytes: boolean): ReportCell => (onBytes ? { sql: value, finish: TEXT } : { sql: textCell(value) });

/** The finished fields of an enum's labels (a value without a label is finished as text). */
function labelFields(labels: Record<string, string>, separator: string): TextFinish {
  const fields = new Map<string, Buffer>();
  for (const [value, label] of Object.entries(labels)) {
    // Keyed as the value's UTF-8 bytes read one byte a character, as the walk reads a field.
    fields.set(Buffer.from(value, 'utf8').toString('latin1'), Buffer.from(csvQuote(guardFormula(label), separator), 'utf8'));
  }
  return { labels: fields };
}

/**
 * One column of a report: its cell's SQL before COPY quotes it (null for an empty cell) and its
 * finish. With `onBytes`, text and enum cells are finished on COPY's bytes ({@link TextFinish});
 * otherwise in SQL, to the same text.
 */
export function reportCell(spec: ListSpec, column: CsvColumn, format: SqlCsvFormat, onBytes: boolean): ReportCell {
  if (column.kind === 'user') {
    const username = columnSql(spec, mappedOf(spec, `${column.source}.userUsername`)!);
    const realmColumn = mappedOf(spec, `${column.source}.userRealm`);
    const realm = realmColumn ? columnSql(spec, realmColumn) : undefined;
    const text =
      format.central && realm
        ? sql`CASE WHEN coalesce(${realm}, '') <> '' THEN ${realm} || ':' || ${username} ELSE ${username} END`
        : sql`${username}::text`;
    return textColumn(text, onBytes);
  }
  const mapped = mappedOf(spec, column.source);
  if (!mapped) throw new Error(`${spec.mapping.table}: report column "${column.source}" has no column`);
  const value = columnSql(spec, mapped);
  switch (column.kind) {
    case 'integer':
      return { sql: mapped.type === 'integer' ? value : sql`nullif(${value}::text, '')` };
    case 'amount': {
      const text = sql`trunc(${value}::numeric, ${column.decimals ?? AMOUNT_DECIMALS}::integer)`;
      return { sql: format.decimal === '.' ? text : sql`replace(${text}::text, '.', ${format.decimal})` };
    }
    case 'dateTime':
      // The ISO text of the local time to the second (the server's sessions use the ISO date style,
      // `server/db`): to_char's 'YYYY-MM-DD HH24:MI:SS' for every year from 1000 to 9999, for less.
      return { sql: sql`date_trunc('second', ${value}::timestamptz AT TIME ZONE ${format.timeZone}::text)::text` };
    case 'date':
      return { sql: sql`nullif(left(${value}::text, 10), '')` };
    case 'boolean':
      return {
        sql: sql`(CASE WHEN ${value} THEN ${fixedCell(format.booleanLabels.true, false)}
        WHEN NOT ${value} THEN ${fixedCell(format.booleanLabels.false, false)} END)`,
      };
    case 'enum': {
      const labels = format.enumLabels(column.enumName ?? '');
      if (!onBytes) return { sql: enumCell(sql`${value}::text`, labels) };
      return { sql: sql`${value}::text`, finish: Object.keys(labels).length > 0 ? labelFields(labels, format.separator) : TEXT };
    }
    case 'enumList': {
      const labels = JSON.stringify(format.enumLabels(column.enumName ?? ''));
      const items = sql`(SELECT string_agg(coalesce(${labels}::jsonb ->> item, item), ', ' ORDER BY n)
        FROM jsonb_array_elements_text(to_jsonb(${value})) WITH ORDINALITY AS e(item, n))`;
      return { sql: textCell(items) };
    }
    default:
      return textColumn(sql`${value}::text`, onBytes);
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

/** What {@link reportRecords} needs to know of a batch's records. */
export interface RecordLayout {
  separator: string;
  /** One entry per report column, in order: how its cell is finished (none: as COPY wrote it). */
  cells: readonly (TextFinish | undefined)[];
  /** The types of the two keyset fields that end each record COPY writes. */
  keys: { sort: ColumnType; id: ColumnType };
}

/** Bytes that make a text cell a formula when they start it. */
const FORMULA_START_BYTES = new Uint8Array(128);
for (const point of FORMULA_START_POINTS) FORMULA_START_BYTES[point] = 1;

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/** COPY's text ends before its last record does. */
class IncompleteRecord extends Error {
  constructor() {
    super('report batch: COPY ended inside a record');
  }
}

/**
 * COPY's CSV as the report writes it and its number of records. Each record COPY writes ends in two
 * keyset fields (sort value, id; see {@link keyCell}: never quoted, no separator inside), which are
 * taken off; records end in CRLF (a line feed inside a quoted cell stays as it is); text and enum
 * cells are finished ({@link TextFinish}). A record is walked field by field up to its last cell
 * to finish, and from there to its line feed by native searches for the next line feed and quote;
 * the bytes between finished cells are copied in one piece.
 *
 * `partial`: `csv` is a piece of a stream, which may end inside a record; that record is left for
 * the next piece, and `consumed` says where it starts. Otherwise the text must end with a record.
 */
export function reportRecords(csv: Buffer, layout: RecordLayout, partial = false): { text: string; records: number; consumed: number } {
  const sep = layout.separator.charCodeAt(0);
  const { cells } = layout;
  let lastFinished = cells.length - 1;
  while (lastFinished >= 0 && !cells[lastFinished]) lastFinished--;
  const end = csv.length;
  let out = Buffer.allocUnsafe(csv.length + 1024);
  let written = 0;
  let copied = 0;
  /** Copies COPY's bytes from `copied` up to `to`, with room for `extra` bytes after them. */
  const copyTo = (to: number, extra: number) => {
    const needed = written + (to - copied) + extra;
    if (needed > out.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, out.length * 2));
      out.copy(larger, 0, 0, written);
      out = larger;
    }
    written += csv.copy(out, written, copied, to);
  };
  /** The closing quote of the quoted field opening at `open` (a doubled quote is a quote inside it). */
  const closing = (open: number) => {
    let close = csv.indexOf(QUOTE, open + 1);
    while (close >= 0 && csv[close + 1] === QUOTE) close = csv.indexOf(QUOTE, close + 2);
    if (close < 0) throw new IncompleteRecord();
    return close;
  };
  let at = 0;
  let quote = csv.indexOf(QUOTE);
  let records = 0;
  let recordStart = 0;
  let recordWritten = 0;
  try {
    while (at < end) {
      recordStart = at;
      recordWritten = written;
      for (let field = 0; field <= lastFinished; field++) {
        const start = at;
        const quoted = csv[at] === QUOTE;
        if (quoted) {
          at = closing(at) + 1;
        } else {
          let byte = csv[at];
          while (at < end && byte !== sep && byte !== LINE_FEED) byte = csv[++at];
        }
        if (at >= end) throw new IncompleteRecord();
        if (csv[at] === LINE_FEED) throw new Error('report batch: a record without its keyset fields');
        const finish = cells[field];
        if (finish && at > start) {
          const label = !quoted && finish.labels?.get(csv.toString('latin1', start, at));
          if (label) {
            copyTo(start, label.length);
            written += label.copy(out, written);
            copied = at;
          } else if (quoted && at - start === 2) {
            // COPY's "" is the empty text, written as an empty field.
            copyTo(start, 0);
            copied = at;
          } else {
            const first = quoted ? start + 1 : start;
            if (csv[first] < 0x80 && FORMULA_START_BYTES[csv[first]] === 1) {
              copyTo(first, 1);
              out[written++] = 0x27;
              copied = first;
            }
          }
        }
        at++;
      }
      // The rest of the record: its line feed outside quotes.
      const tail = at;
      let feed = csv.indexOf(LINE_FEED, at);
      if (quote >= 0 && quote < at) quote = csv.indexOf(QUOTE, at);
      while (feed >= 0 && quote >= 0 && quote < feed) {
        at = closing(quote) + 1;
        quote = csv.indexOf(QUOTE, at);
        feed = csv.indexOf(LINE_FEED, at);
      }
      if (feed < 0) throw new IncompleteRecord();
      const idSep = csv.lastIndexOf(sep, feed);
      const sortSep = cells.length > 0 ? csv.lastIndexOf(sep, idSep - 1) : recordStart - 1;
      // The keyset fields follow the last finished cell, after at least one more cell when some are left.
      if (idSep < tail || sortSep < (lastFinished === cells.length - 1 ? tail - 1 : tail)) {
        throw new Error('report batch: a record without its keyset fields');
      }
      // The record without its keyset fields (and the separator before them), then CRLF.
      copyTo(Math.max(sortSep, recordStart), 2);
      out[written++] = 0x0d;
      out[written++] = 0x0a;
      records++;
      copied = at = feed + 1;
    }
  } catch (error) {
    if (!partial || !(error instanceof IncompleteRecord)) throw error;
    // The record the piece ends in: none of it is written.
    return { text: out.toString('utf8', 0, recordWritten), records, consumed: recordStart };
  }
  return { text: out.toString('utf8', 0, written), records, consumed: end };
}

/**
 * The keyset position of a batch's last record, read from its end: the two keyset fields that end
 * every record COPY writes are never quoted and hold no separator. None for an empty batch.
 */
export function keysetAfter(csv: Buffer, layout: RecordLayout): KeysetPosition | undefined {
  if (csv.length === 0) return undefined;
  const sep = layout.separator.charCodeAt(0);
  const end = csv[csv.length - 1] === LINE_FEED ? csv.length - 1 : csv.length;
  const idAt = csv.lastIndexOf(sep, end - 1);
  const sortAt = csv.lastIndexOf(sep, idAt - 1);
  if (idAt < 0 || sortAt < 0) throw new Error('report batch: a record without its keyset fields');
  return {
    value: keyText(csv.subarray(sortAt + 1, idAt), layout.keys.sort),
    id: keyText(csv.subarray(idAt + 1, end), layout.keys.id) ?? '',
  };
}

/** Rows per batch: one read answers about a megabyte of CSV (two reads are held at a time). */
export const CSV_BATCH_ROWS = 5_000;

/** Bytes of a COPY stream gathered per batch row before their records are finished and sent (5,000 rows: 250 kB, a quarter of a batch). */
const STREAM_BYTES_PER_ROW = 50;

/**
 * The largest slice PGlite streams in one COPY, in batches. Its COPY runs to the end on the
 * database's thread without waiting for the reader, other statements waiting meanwhile, and the
 * pieces a slow client has not taken wait in memory: three batches' worth at most, where batches
 * hold two. Larger slices are read in batches, between which other statements run.
 */
const PGLITE_STREAM_BATCHES = 3;

/**
 * The records of a COPY stream in pieces of at least `pieceBytes`: each piece's whole records,
 * finished; a record cut at a piece's end goes with the next. Stops reading (and with it the COPY)
 * when `signal` aborts.
 */
async function* streamedRecords(
  pieces: AsyncGenerator<Buffer>,
  layout: RecordLayout,
  pieceBytes: number,
  signal?: AbortSignal,
): AsyncGenerator<{ text: string; rows: number }> {
  let held: Buffer[] = [];
  let size = 0;
  for await (const piece of pieces) {
    held.push(piece);
    size += piece.length;
    if (size < pieceBytes) continue;
    const csv = held.length === 1 ? held[0] : Buffer.concat(held, size);
    const { text, records, consumed } = reportRecords(csv, layout, true);
    const rest = csv.subarray(consumed);
    held = rest.length > 0 ? [rest] : [];
    size = rest.length;
    if (records > 0) yield { text, rows: records };
    if (signal?.aborted) return;
  }
  if (size === 0) return;
  const { text, records } = reportRecords(Buffer.concat(held, size), layout);
  if (records > 0) yield { text, rows: records };
}

/**
 * The CSV records of a list query in batches of text, in the list's order. `slice` selects rows
 * by position (the console's page). One COPY streams the whole slice, finished and sent in pieces
 * of about `batchSize` rows: on PostgreSQL always, on PGlite up to {@link PGLITE_STREAM_BATCHES}
 * batches. A larger slice on PGlite is read in batches: each seeks the (sort column, id) index
 * after the last row of the one before, whose position the batch's own COPY writes (one statement
 * per batch); the next batch is read while one is walked and sent. After `signal` aborts no
 * further read starts.
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
  // PGlite runs every statement on one thread, the export's bottleneck: its text and enum cells
  // are finished on this thread, while it reads the next batch. PostgreSQL formats in a process
  // of its own, while this thread also takes in COPY's stream: there the SQL finishes them.
  const reportCells = columns.map((column) => reportCell(spec, column, format, db.kind === 'pglite'));
  // One COPY of the whole slice seeks nothing: its keyset fields stay empty.
  const streamed = db.copyStream !== undefined && (db.kind === 'postgres' || slice.limit <= PGLITE_STREAM_BATCHES * batchSize);
  const keys = streamed ? [sql`NULL`, sql`NULL`] : [keyCell(sql`${col}`, type), keyCell(sql`${id}`, idType)];
  const cells = join([...reportCells.map((cell) => cell.sql), ...keys]);
  const layout: RecordLayout = {
    separator: format.separator,
    cells: reportCells.map((cell) => cell.finish),
    keys: { sort: type, id: idType },
  };
  /** The select of `take` rows from `offset` after `after`. */
  const selectOf = (take: number, offset: number, after: KeysetPosition | undefined) => {
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
    return sql`SELECT ${cells} FROM (SELECT ${table}.* FROM ${fromItem(spec, scope, params)}${where(conds)}
      ORDER BY ${order} LIMIT ${take} OFFSET ${offset}) AS ${table} ORDER BY ${order}`.inline();
  };
  /** The COPY of the next batch. */
  const copy = (take: number, offset: number, after: KeysetPosition | undefined) => {
    const reading = db.copyBatch(selectOf(take, offset, after), format.separator);
    // Read while the batch before is sent: a failure is seen when the batch is taken, not before.
    reading.catch(() => undefined);
    return reading;
  };
  if (slice.limit <= 0) return;
  if (streamed && db.copyStream) {
    // The whole slice in one COPY, read as it comes, so the database writes the next records while
    // these are finished and sent (batches would each wait for the one before).
    const pieces = db.copyStream(selectOf(slice.limit, slice.offset, undefined), format.separator);
    yield* streamedRecords(pieces, layout, batchSize * STREAM_BYTES_PER_ROW, signal);
    return;
  }
  let remaining = slice.limit;
  let take = Math.min(batchSize, remaining);
  let next: Promise<Buffer> | undefined = copy(take, slice.offset, undefined);
  try {
    while (next) {
      const csv = await next;
      next = undefined;
      // The next batch is asked for before this one is finished, from the keyset fields at its end,
      // unless the client has gone away. A batch with fewer records than asked was the last: the
      // read after it is dropped.
      const after = keysetAfter(csv, layout);
      const nextTake = Math.min(batchSize, remaining - take);
      if (after && nextTake > 0 && !signal?.aborted) next = copy(nextTake, 0, after);
      const { text, records: n } = reportRecords(csv, layout);
      remaining -= n;
      if (n < take && next) {
        await next.catch(() => undefined);
        next = undefined;
      }
      take = nextTake;
      if (n > 0) yield { text, rows: n };
    }
  } finally {
    // A report stopped early leaves the read in flight to finish on its own.
    await next?.catch(() => undefined);
  }
}
