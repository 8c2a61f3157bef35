/** Messages between the server thread and the PGlite worker (server/db/pglite-worker.ts). */

/** A request to the worker; `tx` names an open transaction, otherwise the statement runs alone. */
export type WorkerRequest =
  | { id: number; op: 'query'; text: string; values: unknown[]; tx?: number }
  | { id: number; op: 'exec'; script: string; tx?: number }
  | { id: number; op: 'copyOut'; select: string }
  | { id: number; op: 'copyBatch'; select: string; delimiter: string }
  | { id: number; op: 'copyStream'; select: string; delimiter: string }
  | { id: number; op: 'copyIn'; table: string; columns: string[]; csv: ArrayBuffer }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error as it crosses the thread boundary: message plus PostgreSQL's fields. */
export interface WorkerError {
  message: string;
  name?: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
}

/**
 * The answer to request `id`: a query's rows (each an array of values in the order of `fields`,
 * the columns' names), the id of a begun transaction, or an error.
 */
export type WorkerResponse =
  | { id: number; ok: true; fields?: string[]; rows?: unknown[][]; tx?: number; bytes?: number; csv?: ArrayBuffer; affected?: number }
  | { id: number; ok: false; error: WorkerError };

/** A piece of a `copyStream` request's CSV, posted while its COPY runs; the request's answer follows its last piece. */
export interface WorkerPiece {
  id: number;
  piece: ArrayBuffer;
}

/** Fields of PostgreSQL errors that are copied across (callers may branch on `code`). */
export const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'severity'] as const;
