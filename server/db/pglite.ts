/**
 * Embedded PostgreSQL (PGlite), on disk or in memory, run on its own worker thread
 * (./pglite-worker.ts) behind the same {@link Database} interface: requests that do not touch
 * the database are never queued behind a long statement on the HTTP thread.
 */
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './database';
import type { WorkerError, WorkerPiece, WorkerRequest, WorkerResponse } from './pglite-protocol';
import type { Sql } from './sql';

/** An error from the worker, carrying PostgreSQL's fields (`code`, `detail`, `constraint`…). */
function rebuild(error: WorkerError): Error {
  const { message, name: _name, ...fields } = error;
  return Object.assign(new Error(message), fields);
}

/**
 * A query's rows as objects keyed by column name, from the worker's arrays; a name that occurs
 * twice takes its last column's value, as PGlite's own objects do.
 */
function rowObjects(fields: readonly string[], rows: readonly unknown[][]): Record<string, unknown>[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let column = 0; column < fields.length; column++) row[fields[column]] = values[column];
    return row;
  });
}

/** Distributes a request shape over the union of requests (an id is added on sending). */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * Starts the worker and opens the database in it; resolves when it is ready. `template` is a
 * data folder's dump a new database starts from (`DatabaseOptions.template`).
 */
export async function openPglite(dataDir?: string, template?: string): Promise<Database> {
  // The entry loads the TypeScript worker through tsx.
  const worker = new Worker(new URL('./pglite-worker-entry.mjs', import.meta.url), { workerData: { dataDir, template } });
  const pending = new Map<number, { resolve(response: WorkerResponse): void; reject(error: Error): void; piece?(piece: Buffer): void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (response: WorkerResponse | WorkerPiece) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    if ('piece' in response) {
      waiting.piece?.(Buffer.from(response.piece));
      return;
    }
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response);
    else waiting.reject(rebuild(response.error));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database worker stopped (exit code ${code})`)));
  await ready;

  /** Sends a request; resolves with its answer. `piece` hears the pieces posted before it. */
  function send(
    request: Unsent<WorkerRequest>,
    piece?: (piece: Buffer) => void,
    transfer: ArrayBuffer[] = [],
  ): Promise<WorkerResponse & { ok: true }> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve: resolve as (response: WorkerResponse) => void, reject, piece });
      worker.postMessage({ ...request, id }, transfer);
    });
  }

  /**
   * A CSV export in one COPY, its pieces as the worker posts them. The COPY runs to its end on the
   * database thread whether or not they are taken: pieces not yet taken wait here, and those of a
   * reader that stopped are dropped.
   */
  async function* copyStream(select: string, delimiter: string): AsyncGenerator<Buffer> {
    const waiting: Buffer[] = [];
    let wake: (() => void) | undefined;
    let reading = true;
    /** Set when the answer came (after the last piece): the COPY's error, if it failed. */
    let ended: { error?: Error } | undefined;
    send({ op: 'copyStream', select, delimiter }, (piece) => {
      if (!reading) return;
      waiting.push(piece);
      wake?.();
    })
      .then(
        () => (ended = {}),
        (error: Error) => (ended = { error }),
      )
      .finally(() => wake?.());
    try {
      for (;;) {
        const piece = waiting.shift();
        if (piece) yield piece;
        else if (ended?.error) throw ended.error;
        else if (ended) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      reading = false;
      waiting.length = 0;
    }
  }

  function queryable(tx?: number): Queryable {
    return {
      async query<T>(statement: Sql): Promise<T[]> {
        const { text, values } = statement.compile();
        const { fields = [], rows = [] } = await send({ op: 'query', text, values, tx });
        return rowObjects(fields, rows) as T[];
      },
      async execScript(script: string): Promise<void> {
        await send({ op: 'exec', script, tx });
      },
    };
  }

  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    ...queryable(),
    copyOut: async (select) => (await send({ op: 'copyOut', select })).bytes ?? 0,
    async copyBatch(select: string, delimiter: string) {
      const answer = await send({ op: 'copyBatch', select, delimiter });
      return Buffer.from(answer.csv ?? new ArrayBuffer(0));
    },
    copyStream,
    async copyIn(table, columns, csv) {
      // Handed over to the worker (transferred, not copied): the caller's buffer is not used again.
      const own = csv.buffer.slice(csv.byteOffset, csv.byteOffset + csv.length) as ArrayBuffer;
      return (await send({ op: 'copyIn', table, columns: [...columns], csv: own }, undefined, [own])).affected ?? 0;
    },
    async transaction(work) {
      const { tx } = await send({ op: 'begin' });
      let result;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await send({ op: 'end', tx: tx!, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ op: 'end', tx: tx!, commit: true });
      return result;
    },
    close: () =>
      (closing ??= (async () => {
        await send({ op: 'close' });
        worker.removeAllListeners('exit');
        await worker.terminate();
      })()),
  };
}
