/**
 * The CSV report of a list query (`{api.path}/report`). Everything that can fail is checked before
 * the first byte: the parameters are validated by the caller and the first batch of rows is read
 * before the answer starts, so a bad query is an ordinary error answer. A database failure after
 * that aborts the connection: the client sees a failed download, never a 200 with a file that
 * looks complete. A client that goes away stops the report after the batch in flight.
 */
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { CSV_BOM, csvColumnOf, csvHeaderRecord, csvSeparatorOf, decimalSeparatorOf, type CsvColumn } from '../../resources/csv';
import type { Database } from '../db/database';
import { attachmentDisposition } from '../http/contentDisposition';
import { takeDownloadSlot } from '../http/downloads';
import { catalogueText, enumLabels } from '../i18n/catalogue';
import type { ListParams, ListSpec, ReportHeader } from './list-query';
import { csvBatches, type SqlCsvFormat } from './reportSql';
import type { Scope } from './scope';

export interface ReportRequest {
  spec: ListSpec;
  scope: Scope;
  params: ListParams;
  headers: readonly ReportHeader[];
  slice: { offset: number; limit: number };
  /** The user's language and time zone (`locale`, `timeZone`), and whether they see realms. */
  format: { locale: string; timeZone: string; central: boolean };
  /** Rows per database read; default `CSV_BATCH_ROWS`. */
  batchRows?: number;
  /** Aborted when the client has gone away: no further batch is read. */
  signal?: AbortSignal;
  /** Hears the data rows of each batch read (a file written on the server counts its rows). */
  onRows?: (rows: number) => void;
}

/** The server's CSV format of a language, time zone and role. */
export function reportFormat({ locale, timeZone, central }: ReportRequest['format']): SqlCsvFormat {
  const labels = new Map<string, Record<string, string>>();
  return {
    separator: csvSeparatorOf(locale),
    decimal: decimalSeparatorOf(locale),
    timeZone,
    central,
    booleanLabels: {
      true: catalogueText(locale, 'ra.boolean.true') ?? 'true',
      false: catalogueText(locale, 'ra.boolean.false') ?? 'false',
    },
    enumLabels: (name) => {
      let found = labels.get(name);
      if (!found) labels.set(name, (found = enumLabels(locale, name)));
      return found;
    },
  };
}

/** How a header's field is written: as its list column (the first that is not the ticket icon), else by its schema. */
export function reportColumnOf(spec: ListSpec, header: ReportHeader): CsvColumn {
  const declared = spec.resource.list.columns.find((column) => column.source === header.value && column.cell !== 'ticket');
  return csvColumnOf(spec.resource.schema, declared ?? { source: header.value }) ?? { source: header.value, kind: 'text' };
}

/**
 * The report's text in chunks: the byte-order mark, the header record and the first batch in the
 * first chunk. `log` hears of a report the client stopped.
 */
export async function* reportChunks(db: Database, request: ReportRequest, log?: FastifyBaseLogger): AsyncGenerator<string> {
  const { spec, scope, params, headers, slice, batchRows, signal } = request;
  const format = reportFormat(request.format);
  const columns = headers.map((header) => reportColumnOf(spec, header));
  let head: string | undefined =
    CSV_BOM +
    csvHeaderRecord(
      headers.map((h) => h.text),
      format.separator,
    );
  let rows = 0;
  let finished = false;
  try {
    for await (const batch of csvBatches(db, { spec, scope, params, columns, format, signal }, slice, batchRows)) {
      rows += batch.rows;
      request.onRows?.(batch.rows);
      yield head === undefined ? batch.text : head + batch.text;
      head = undefined;
    }
    if (head !== undefined) yield head;
    finished = true;
  } finally {
    if (!finished) log?.info({ table: spec.mapping.table, rows }, 'CSV report stopped before its end');
  }
}

/**
 * Sends a report: takes a download slot (429 with Retry-After when the manager's or the server's
 * downloads are at their limit, server/http/downloads.ts), reads the first chunk before answering
 * (its errors become an error answer), then streams the rest. A later failure destroys the
 * connection mid-body; a closed connection ends the chunks (and with them the queries); a reader
 * that leaves a piece unread longer than the stall limit is disconnected. The slot is given back
 * when the answer ends, however it ends.
 */
export async function sendReport(reply: FastifyReply, chunks: AsyncGenerator<string>, file: { name: string }): Promise<FastifyReply> {
  const slot = takeDownloadSlot(reply);
  if (!slot) {
    await chunks.return(undefined);
    return reply;
  }
  reply.raw.once('close', slot.release);
  let first: IteratorResult<string>;
  try {
    first = await chunks.next();
  } catch (error) {
    slot.release();
    throw error;
  }
  const stallMs = reply.server.downloads?.limits.stallMs;
  let stalled: NodeJS.Timeout | undefined;
  const handOut = async function* (piece: string): AsyncGenerator<string> {
    // Only the time the piece waits for the reader counts, not the time the database takes.
    if (stallMs !== undefined) {
      stalled = setTimeout(() => {
        reply.log.warn({ stallMs }, 'CSV download stalled: the client stopped reading; disconnected');
        reply.raw.destroy();
      }, stallMs);
    }
    try {
      yield piece;
    } finally {
      clearTimeout(stalled);
    }
  };
  async function* body(): AsyncGenerator<string> {
    try {
      if (!first.done) yield* handOut(first.value);
      for await (const piece of chunks) yield* handOut(piece);
    } finally {
      clearTimeout(stalled);
      await chunks.return(undefined);
    }
  }
  // Fastify destroys the connection when a stream fails after the headers went out (and logs it).
  // One batch read ahead at most: a slow or gone client holds up the queries instead of the
  // server reading the whole report into memory (Readable.from would buffer 16 batches).
  const stream = Readable.from(body(), { highWaterMark: 1 });
  reply.raw.once('close', () => {
    clearTimeout(stalled);
    if (stream.readableEnded) return;
    reply.log.info('CSV report download closed by the client');
    stream.destroy();
  });
  reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(file.name)).header('cache-control', 'no-store');
  return reply.send(stream);
}
