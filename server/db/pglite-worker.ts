/**
 * The embedded database's own thread: opens PGlite and runs the statements the server thread
 * sends, so queries never block the HTTP event loop. A transaction holds PGlite's transaction
 * until the server thread ends it; statements outside it wait, as they would in one thread.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { ERROR_FIELDS, type WorkerError, type WorkerPiece, type WorkerRequest, type WorkerResponse } from './pglite-protocol';
import { BATCH_PLANNER_SETTINGS } from './database';
import { literal } from './sql';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): Promise<void>;
}

const port = parentPort!;
const { dataDir, template } = workerData as { dataDir?: string; template?: string };
const inMemory = !dataDir || dataDir.startsWith('memory://');
if (!inMemory) mkdirSync(dataDir, { recursive: true });
// A new database from a dump skips initdb (seconds of the database's own start-up work).
const pg = await PGlite.create(inMemory ? undefined : dataDir, {
  extensions: PGLITE_EXTENSIONS,
  ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
});
const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

/** Bytes of a COPY piece posted to the server thread while the COPY runs. */
const PIECE_BYTES = 256 * 1024;

/** What the running COPY's bytes go to. */
type Sink = (bytes: Uint8Array) => void;
let sink: Sink | undefined;
/** The COPYs that write to {@link REPORT_DEVICE} run one at a time, each with its own sink. */
let copying: Promise<unknown> = Promise.resolve();

/**
 * The device COPY writes reports and their batches to. PGlite's own `/dev/blob` keeps a copy of
 * every kilobyte written and joins them into a Blob when the COPY is done; this one hands the
 * bytes to the running COPY's {@link sink} as they are written, without a copy of its own.
 */
const REPORT_DEVICE = '/dev/report';
{
  interface DeviceFs {
    makedev(major: number, minor: number): number;
    registerDevice(dev: number, ops: object): void;
    mkdev(path: string, dev: number): void;
  }
  const fs = pg.Module.FS as unknown as DeviceFs;
  fs.registerDevice(fs.makedev(70, 0), {
    open: () => undefined,
    close: () => undefined,
    llseek: (_stream: unknown, offset: number) => offset,
    write(_stream: unknown, buffer: Uint8Array, offset: number, length: number) {
      if (!sink) throw new Error(`${REPORT_DEVICE} written outside a report COPY`);
      sink(buffer.subarray(offset, offset + length));
      return length;
    },
  });
  fs.mkdev(REPORT_DEVICE, fs.makedev(70, 0));
}

/**
 * Runs `script` (whose COPY writes to {@link REPORT_DEVICE}) with the COPY's bytes in pieces of
 * {@link PIECE_BYTES}: each full piece goes to `full` while the COPY runs; resolves with the last,
 * partial one. A failed statement is rolled back, as it skips the rest of the script.
 */
function copyPieces(script: string, full: (piece: Uint8Array) => void): Promise<Uint8Array> {
  const run = copying.then(async () => {
    let piece = new Uint8Array(PIECE_BYTES);
    let filled = 0;
    sink = (bytes) => {
      for (let at = 0; at < bytes.length;) {
        const n = Math.min(bytes.length - at, PIECE_BYTES - filled);
        piece.set(bytes.subarray(at, at + n), filled);
        filled += n;
        at += n;
        if (filled === PIECE_BYTES) {
          full(piece);
          piece = new Uint8Array(PIECE_BYTES);
          filled = 0;
        }
      }
    };
    try {
      await pg.exec(script);
    } catch (error) {
      await pg.exec('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      sink = undefined;
    }
    return piece.subarray(0, filled);
  });
  copying = run.catch(() => undefined);
  return run;
}

/** A CSV export's COPY (no header) in its own transaction, planned as batches are. */
function reportScript(select: string, delimiter: string): string {
  const copy = `COPY (${select}) TO '${REPORT_DEVICE}' WITH (FORMAT csv, DELIMITER ${literal(delimiter)})`;
  // The transaction, its planner setting and the COPY in one call: each statement sent on its own
  // is a round trip through the database's message loop.
  return `BEGIN; ${BATCH_PLANNER_SETTINGS}; ${copy}; COMMIT;`;
}

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
      // The benchmark's COPY goes to the same device as the reports, its bytes counted.
      let bytes = 0;
      const last = await copyPieces(`COPY (${request.select}) TO '${REPORT_DEVICE}' WITH (FORMAT csv, HEADER)`, (piece) => {
        bytes += piece.length;
      });
      return { id: request.id, ok: true, bytes: bytes + last.length };
    }
    case 'copyBatch': {
      const pieces: Uint8Array[] = [];
      pieces.push(await copyPieces(reportScript(request.select, request.delimiter), (piece) => pieces.push(piece)));
      // Joined into a buffer of its own (it is handed over to the server thread, not copied).
      const csv = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
      let at = 0;
      for (const piece of pieces) {
        csv.set(piece, at);
        at += piece.length;
      }
      return { id: request.id, ok: true, csv: csv.buffer };
    }
    case 'copyStream': {
      const post = (piece: Uint8Array) =>
        port.postMessage({ id: request.id, piece: piece.buffer as ArrayBuffer } satisfies WorkerPiece, [piece.buffer as ArrayBuffer]);
      const last = await copyPieces(reportScript(request.select, request.delimiter), post);
      if (last.length > 0) post(last.slice());
      return { id: request.id, ok: true };
    }
    case 'copyIn': {
      // PGlite reads COPY … FROM '/dev/blob' from the Blob handed to the statement.
      const columns = request.columns.map((column) => `"${column}"`).join(', ');
      const result = await pg.query(`COPY ${request.table} (${columns}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([request.csv]),
      });
      return { id: request.id, ok: true, affected: result.affectedRows ?? 0 };
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
