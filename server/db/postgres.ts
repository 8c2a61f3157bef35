/** A real PostgreSQL server through `pg`. */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { BATCH_PLANNER_SETTINGS, type Database, type Queryable } from './database';
import { literal, type Sql } from './sql';

/** Longest wait for a connection of the pool. */
const CONNECT_TIMEOUT_MS = 10_000;

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(statement: Sql): Promise<T[]> {
      const { text, values } = statement.compile();
      const result = await target.query(text, values);
      return result.rows as T[];
    },
    async execScript(script: string): Promise<void> {
      await target.query(script);
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A request waits at most this for a connection (a new one, or a free one of a busy pool), then
    // fails as "database unavailable" (a 503 the console retries) instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose server vanished without closing it is probed after 10 s of silence and dropped
    // when the probes go unanswered (the system's probe interval and count).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Dates and times are written as ISO text whatever the cluster's default (a report's time cells
    // are that text, server/resource/reportSql.ts); set before the connection is first handed out.
    onConnect: async (client) => {
      await client.query('SET DateStyle TO ISO');
    },
  });
  // An idle connection ended by the server (a restart, an administrator, a dropped database) must not
  // take the process down: the pool discards it and the next query opens a fresh one.
  pool.on('error', (error) => {
    if (!closed) console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  let closed = false;
  await pool.query('SELECT 1');
  // Exports (CSV downloads and the background export writer) read on a pool of their own: a
  // download holds its connection as long as its reader reads, so slow or stalled readers can
  // take at most these and never the connections of everyone else's calls.
  const exportPool = new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_EXPORT_POOL_SIZE ?? 5),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    onConnect: async (client) => {
      await client.query('SET DateStyle TO ISO');
    },
  });
  exportPool.on('error', (error) => {
    if (!closed) console.warn(`PostgreSQL closed an idle export connection: ${error.message}`);
  });
  /** An export's COPY in its own transaction, planned as a batch, read as the connection delivers it. */
  async function* copyStream(select: string, delimiter: string): AsyncGenerator<Buffer> {
    const client = await exportPool.connect();
    let finished = false;
    try {
      await client.query(`BEGIN; ${BATCH_PLANNER_SETTINGS}`);
      const stream = client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv, DELIMITER ${literal(delimiter)})`));
      for await (const piece of stream) yield piece as Buffer;
      await client.query('COMMIT');
      finished = true;
    } finally {
      // A COPY that failed or was left before its end leaves the connection inside the protocol:
      // it is closed (which ends the COPY on the server), not reused.
      client.release(!finished);
    }
  }
  return {
    kind: 'postgres',
    ...wrap(pool),
    async copyOut(select) {
      const client = await pool.connect();
      try {
        let bytes = 0;
        const count = new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        });
        await pipeline(client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER)`)), count);
        return bytes;
      } finally {
        client.release();
      }
    },
    async copyBatch(select, delimiter) {
      const pieces: Buffer[] = [];
      for await (const piece of copyStream(select, delimiter)) pieces.push(piece);
      return Buffer.concat(pieces);
    },
    copyStream,
    async copyIn(table, columns, csv) {
      const client = await pool.connect();
      try {
        const names = columns.map((column) => `"${column}"`).join(', ');
        const stream = client.query(copyFrom(`COPY ${table} (${names}) FROM STDIN WITH (FORMAT csv)`));
        await pipeline(Readable.from([csv]), stream);
        return stream.rowCount;
      } finally {
        client.release();
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), exportPool.end()]);
    },
  };
}
