/** The embedded database on its own thread: same interface, transactions, errors, a free event loop. */
import { openDatabase, type Database } from '../../server/db/database';
import { sql } from '../../server/db/sql';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await db.execScript('CREATE TABLE t (id integer PRIMARY KEY, v text NOT NULL)');
});
afterAll(() => db.close());

describe('PGlite worker', () => {
  it('COPY writes CSV with a header and answers its size in bytes', async () => {
    // "n,s\n" + "1,a\n" + "2,\"b,c\"\n" = 4 + 4 + 8 bytes
    expect(await db.copyOut(`SELECT * FROM (VALUES (1, 'a'), (2, 'b,c')) AS v(n, s) ORDER BY n`)).toBe(16);
  });

  it('runs parameterised statements and returns typed rows', async () => {
    const [row] = await db.query<{ n: number; s: string; at: Date; j: unknown }>(
      sql`SELECT ${41}::integer + 1 AS n, ${'x'}::text AS s, now() AS at, '{"a":[1]}'::jsonb AS j`,
    );
    expect(row).toMatchObject({ n: 42, s: 'x', j: { a: [1] } });
    expect(row.at).toBeInstanceOf(Date);
  });

  it('commits a transaction, and rolls it back when the work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query(sql`INSERT INTO t VALUES (1, 'one')`);
      await tx.execScript(`INSERT INTO t VALUES (2, 'two')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(sql`INSERT INTO t VALUES (3, 'three')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query(sql`SELECT id FROM t ORDER BY id`)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('passes PostgreSQL errors across with their code', async () => {
    const error = await db.query(sql`INSERT INTO t VALUES (1, 'again')`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    // A failed statement inside a transaction rolls the whole transaction back.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(sql`UPDATE t SET v = 'changed' WHERE id = 2`);
        await tx.query(sql`INSERT INTO t VALUES (1, 'dup')`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query(sql`SELECT v FROM t WHERE id = 2`)).toEqual([{ v: 'two' }]);
  });

  it('locks rows FOR UPDATE; statements outside the transaction wait until it ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const transaction = db.transaction(async (tx) => {
      const [row] = await tx.query<{ v: string }>(sql`SELECT v FROM t WHERE id = 1 FOR UPDATE`);
      locked();
      await held;
      await tx.query(sql`UPDATE t SET v = ${row.v + '+tx'} WHERE id = 1`);
      order.push('tx');
    });
    await isLocked;
    const outside = db.query<{ v: string }>(sql`SELECT v FROM t WHERE id = 1`).then((rows) => {
      order.push('outside');
      return rows;
    });
    release();
    await transaction;
    expect(await outside).toEqual([{ v: 'one+tx' }]);
    expect(order).toEqual(['tx', 'outside']);
  });

  it('keeps the event loop free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await db.query(sql`SELECT count(*) FROM generate_series(1, 1500000) g, LATERAL (SELECT g * 2) x`);
    } finally {
      clearInterval(timer);
    }
    // On the server thread the statement would hold the loop: no timer could fire until it ended.
    expect(ticks).toBeGreaterThan(3);
  });
});
