/**
 * The embedded database's own thread: opens PGlite and runs the statements the server thread
 * sends, so queries never block the HTTP event loop. A transaction holds PGlite's transaction
 * until the server thread ends it; statements outside it wait, as they would in one thread.
 */
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { ERROR_FIELDS, type WorkerError, type WorkerRequest, type WorkerResponse } from './pglite-protocol';
import { BATCH_PLANNER_SETTINGS } from './database';
import { literal } from './sql';

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): Promise<void>;
}

const port = parentPort!;
const dataDir = (workerData as { dataDir?: string }).dataDir;
const inMemory = !dataDir || dataDir.startsWith('memory://');
if (!inMemory) mkdirSync(dataDir, { recursive: true });
const pg = await PGlite.create(inMemory ? undefined : dataDir);
const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

function errorOf(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: WorkerError = { message: error.message, name: error.name };
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return fields;
}

/** Thrown into PGlite's transaction to make it roll back. */
const ROLLBACK = new Error('rollback');

/**
 * Opens a transaction that stays open until `end` commits or rolls it back. `end` resolves once
 * PGlite finished the COMMIT or ROLLBACK, and rejects when the COMMIT failed.
 */
function begin(): Promise<number> {
  return new Promise((opened, failed) => {
    const id = nextTx++;
    let started = false;
    const settled: Promise<void> = pg.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          started = true;
          transactions.set(id, {
            tx,
            async end(ok) {
              transactions.delete(id);
              if (ok) commit();
              else rollback(ROLLBACK);
              await settled.catch((error: unknown) => {
                if (error !== ROLLBACK) throw error;
              });
            },
          });
          opened(id);
        }),
    );
    settled.catch((error: unknown) => {
      if (!started) failed(error);
    });
  });
}

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`Transaction ${request.tx} is not open`);
      // Rows as arrays: PGlite builds an object per row from name/value pairs, which costs more
      // than the statement itself for a list page, and arrays also cross to the server thread cheaper.
      const result = await target.query<unknown[]>(request.text, request.values, { rowMode: 'array' });
      return { id: request.id, ok: true, fields: result.fields.map((field) => field.name), rows: result.rows };
    }
    case 'exec': {
      const target = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`Transaction ${request.tx} is not open`);
      await target.exec(request.script);
      return { id: request.id, ok: true };
    }
    case 'copyOut': {
      const result = await pg.query(`COPY (${request.select}) TO '/dev/blob' WITH (FORMAT csv, HEADER)`);
      return { id: request.id, ok: true, bytes: result.blob?.size ?? 0 };
    }
    case 'copyBatch': {
      // The batch's transaction, its planner setting and its COPY in one call: each statement sent
      // on its own is a round trip through the database's message loop.
      const copy = `COPY (${request.select}) TO '/dev/blob' WITH (FORMAT csv, DELIMITER ${literal(request.delimiter)})`;
      let results;
      try {
        results = await pg.exec(`BEGIN; ${BATCH_PLANNER_SETTINGS}; ${copy}; COMMIT;`);
      } catch (error) {
        // A failed statement skips the rest of the script, COMMIT included.
        await pg.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
      const blob = results.find((result) => result.blob)?.blob;
      return { id: request.id, ok: true, csv: blob ? await blob.arrayBuffer() : new ArrayBuffer(0) };
    }
    case 'begin':
      return { id: request.id, ok: true, tx: await begin() };
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`Transaction ${request.tx} is not open`);
      await open.end(request.commit);
      return { id: request.id, ok: true };
    }
    case 'close':
      await pg.close();
      return { id: request.id, ok: true };
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (response) => port.postMessage(response, response.ok && response.csv ? [response.csv] : []),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: errorOf(error) } satisfies WorkerResponse),
  );
});
port.postMessage({ id: 0, ok: true } satisfies WorkerResponse);
