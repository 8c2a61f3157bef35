/**
 * A transaction held open across a whole request, and a database whose statements run inside it
 * while the request runs. A write with an idempotency key is booked in one transaction with its
 * stored answer (server/http/idempotency.ts): the handler runs as it always does, and every
 * statement it sends through {@link requestScoped}'s database joins the held transaction; a
 * transaction the handler opens becomes a savepoint in it, so it still rolls back on its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from './database';
import { ident, sql } from './sql';

/** An open transaction that the code started with {@link HeldTransaction.run} writes into. */
export interface HeldTransaction {
  /** The transaction's own statements (outside the request's work). */
  readonly tx: Queryable;
  /** Runs `work` (and everything it starts) with the request-scoped database inside this transaction. */
  run<T>(work: () => T): T;
  /** Commits (true) or rolls back (false); the second and later calls do nothing. Rejects when the COMMIT fails. */
  end(commit: boolean): Promise<void>;
  /** Whether the transaction is still open. */
  readonly open: boolean;
}

interface Held {
  tx: Queryable;
  open: boolean;
  savepoints: number;
}

const current = new AsyncLocalStorage<Held>();

/** The held transaction of the running request, while it is open. */
function active(): Held | undefined {
  const held = current.getStore();
  return held?.open ? held : undefined;
}

/** Thrown into the base transaction to roll it back. */
const ROLLBACK = Symbol('rollback');

/** Opens a transaction on `db` (the base database, not a request-scoped one) and holds it until `end`. */
export async function holdTransaction(db: Database): Promise<HeldTransaction> {
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  let opened!: (tx: Queryable) => void;
  const ready = new Promise<Queryable>((resolve) => (opened = resolve));
  const settled = db.transaction(async (tx) => {
    opened(tx);
    if (!(await decided)) throw ROLLBACK;
  });
  // A failed BEGIN rejects `settled` before the work ran.
  const tx = await Promise.race([ready, settled.then(() => Promise.reject(new Error('The transaction ended before it opened')))]);
  const held: Held = { tx, open: true, savepoints: 0 };
  let ending: Promise<void> | undefined;
  return {
    tx,
    get open() {
      return held.open;
    },
    run: (work) => current.run(held, work),
    end(commit) {
      if (ending) return ending;
      held.open = false;
      finish(commit);
      ending = settled.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
      return ending;
    },
  };
}

/** Runs `work` inside a savepoint of the held transaction: released when it resolves, rolled back to when it throws. */
async function inSavepoint<T>(held: Held, work: (tx: Queryable) => Promise<T>): Promise<T> {
  held.savepoints += 1;
  const point = ident(`request_${held.savepoints}`);
  await held.tx.query(sql`SAVEPOINT ${point}`);
  try {
    const result = await work(held.tx);
    await held.tx.query(sql`RELEASE SAVEPOINT ${point}`);
    return result;
  } catch (error) {
    // An aborted transaction accepts the rollback to a savepoint; a closed one accepts nothing.
    await held.tx.query(sql`ROLLBACK TO SAVEPOINT ${point}`).catch(() => undefined);
    throw error;
  }
}

/**
 * `db` with its statements and transactions joining the running request's held transaction, if
 * there is one (and it is open); otherwise they go to `db` as they are.
 */
export function requestScoped(db: Database): Database {
  return {
    kind: db.kind,
    query: (statement) => (active()?.tx ?? db).query(statement),
    execScript: (script) => (active()?.tx ?? db).execScript(script),
    transaction(work) {
      const held = active();
      return held ? inSavepoint(held, work) : db.transaction(work);
    },
    copyOut: (select) => db.copyOut(select),
    copyBatch: (select, delimiter) => db.copyBatch(select, delimiter),
    copyIn: (table, columns, csv) => db.copyIn(table, columns, csv),
    ...(db.copyStream ? { copyStream: (select: string, delimiter: string) => db.copyStream!(select, delimiter) } : {}),
    close: () => db.close(),
  };
}
