/**
 * The CSV report of a list query. Everything that can fail is checked before the first byte: the
 * parameters are validated by the caller and the first batch of rows is read before the answer
 * starts, so a bad query is an ordinary error answer. A database failure after that aborts the
 * connection: the client sees a failed download, never a 200 with a file that looks complete.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { getPath } from '../../resources/model';
import type { Queryable } from '../db/database';
import { csvLine } from '../http/csv';
import type { ListParams, ListSpec, ReportHeader } from './list-query';
import { streamRecords } from './records';
import type { Scope } from './scope';

/** Bytes of CSV text gathered before a chunk is handed to the connection. */
const CHUNK_CHARS = 64 * 1024;

export interface ReportRequest {
  spec: ListSpec;
  scope: Scope;
  params: ListParams;
  headers: readonly ReportHeader[];
  slice: { offset: number; limit: number };
}

/** The CSV text of a report in chunks: the header line and the first rows come in the first chunk. */
export async function* reportChunks(db: Queryable, request: ReportRequest): AsyncGenerator<string> {
  const { spec, scope, params, headers, slice } = request;
  let chunk = csvLine(headers.map((h) => h.text));
  let first = true;
  for await (const record of streamRecords(db, spec, scope, params, slice)) {
    chunk += csvLine(headers.map((h) => getPath(record, h.value)));
    if (chunk.length > CHUNK_CHARS || first) {
      // The first chunk goes out with the first row: the query ran, so the answer can start.
      yield chunk;
      chunk = '';
      first = false;
    }
  }
  if (chunk || first) yield chunk;
}

/**
 * Sends a report: reads the first chunk before answering (its errors become an error answer),
 * then streams the rest. A later failure destroys the connection mid-body.
 */
export async function sendReport(
  reply: FastifyReply,
  chunks: AsyncGenerator<string>,
  file: { name: string },
): Promise<FastifyReply> {
  const first = await chunks.next();
  async function* body(): AsyncGenerator<string> {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  // Fastify destroys the connection when a stream fails after the headers went out (and logs it).
  const stream = Readable.from(body());
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store');
  return reply.send(stream);
}
