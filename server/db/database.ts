/**
 * One database interface over embedded PGlite and a real PostgreSQL server. Both speak the same
 * SQL; statements are `Sql` fragments compiled to parameterised queries.
 */
import type { Sql } from './sql';

/**
 * How an export batch is planned (`SET LOCAL`, in the batch's own transaction). A batch walks the
 * list's sort index on from the previous batch's last key, a few thousand rows at a time. With the
 * default cost of a random page read (4, a disk seek), the planner reads a small table whole and
 * sorts it again for every batch instead; the pages an export reads are cached, where a random
 * read costs about what a sequential one does (players at scale 2, 12,000 rows in 3 batches: the
 * export took about two thirds of the time).
 */
export const BATCH_PLANNER_SETTINGS = 'SET LOCAL random_page_cost = 1.1';

/** Something that runs statements: the database or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(statement: Sql): Promise<T[]>;
  /** Runs a trusted multi-statement script (migration files only). */
  execScript(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL's own CSV writer, the physical limit of an export: `COPY (<select>) TO STDOUT`
   * (on PGlite to the device exports are written to) with a header; resolves with the bytes
   * written. `select` is trusted text without parameters (COPY takes none); the benchmark compares
   * `/report` with it.
   */
  copyOut(select: string): Promise<number>;
  /**
   * One read of a CSV export: `COPY (<select>) TO STDOUT` in CSV format with `delimiter` and no
   * header; resolves with COPY's bytes. `select` is trusted text without parameters ({@link Sql.inline}).
   * It is planned with {@link BATCH_PLANNER_SETTINGS}.
   */
  copyBatch(select: string, delimiter: string): Promise<Buffer>;
  /**
   * A whole CSV export in one COPY, as {@link copyBatch} writes it, read as it comes (pieces as
   * the database writes them). PostgreSQL writes only as fast as the pieces are taken, so memory
   * stays flat; the connection is held until the last piece, or closed when the reader stops
   * early. PGlite's COPY runs to its end on the database thread, other statements waiting: pieces
   * not yet taken wait in memory, those of a reader that stopped are dropped. Exports therefore
   * stream only small slices there (server/resource/reportSql.ts).
   */
  copyStream?(select: string, delimiter: string): AsyncGenerator<Buffer>;
  /**
   * PostgreSQL's own CSV reader, the physical limit of an import: `COPY <table> (<columns>) FROM
   * STDIN` in CSV format without a header, in a transaction of its own; resolves with the rows
   * written. `table` and `columns` are trusted names; the benchmark compares statement imports with it.
   */
  copyIn(table: string, columns: readonly string[], csv: Buffer): Promise<number>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Flushes and closes; committed writes stay readable after reopening. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` or undefined for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite only: a file holding a dump of a data folder (PGlite's `dumpDataDir`, an uncompressed
   * tar) that a new database starts from instead of an empty cluster. Starting from a dump skips
   * `initdb`, the costliest part of opening a fresh database; the API tests start every test file's
   * database from one migrated and seeded dump (tests/api/pglite-setup.ts).
   */
  template?: string;
}

/** Opens the configured database. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir, options.template);
}
