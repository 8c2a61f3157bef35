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

  it('COPY reads CSV rows into a table and answers how many', async () => {
    await db.execScript('CREATE TABLE copied (n integer, s text)');
    expect(await db.copyIn('copied', ['n', 's'], Buffer.from('1,a\n2,"b,c"\n3,\n'))).toBe(3);
    expect(await db.query(sql`SELECT n, s FROM copied ORDER BY n`)).toEqual([
      { n: 1, s: 'a' },
      { n: 2, s: 'b,c' },
      { n: 3, s: null },
    ]);
    // A row that does not fit its column: nothing of the COPY is kept.
    await expect(db.copyIn('copied', ['n', 's'], Buffer.from('4,d\nfive,e\n'))).rejects.toThrow(/invalid input syntax for type integer/);
    expect(await db.query(sql`SELECT count(*)::integer AS n FROM copied`)).toEqual([{ n: 3 }]);
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

  describe('COPY for reports', () => {
    /** About 200 bytes a row, in the series' order (no sort: a failing row fails as it is written). */
    const rows = (upTo: number, failAt?: number) =>
      `SELECT g, repeat('x', 200)${failAt ? `, 1 / (${failAt} - g)` : ''} FROM generate_series(1, ${upTo}) AS g`;
    const collect = async (pieces: AsyncGenerator<Buffer>) => {
      const taken: Buffer[] = [];
      for await (const piece of pieces) taken.push(piece);
      return taken;
    };

    it('streams a COPY in pieces; together they are the bytes of one batch read', async () => {
      const pieces = await collect(db.copyStream!(rows(5000), ','));
      expect(pieces.length).toBeGreaterThanOrEqual(4);
      const streamed = Buffer.concat(pieces);
      expect(streamed.equals(await db.copyBatch(rows(5000), ','))).toBe(true);
      expect(streamed.toString().split('\n')).toHaveLength(5001);
      expect(streamed.toString().startsWith(`1,${'x'.repeat(200)}\n2,`)).toBe(true);
    });

    it('a COPY that fails while streaming: the pieces written before, then its error; the database goes on', async () => {
      const taken: Buffer[] = [];
      await expect(
        (async () => {
          for await (const piece of db.copyStream!(rows(5000, 4500), ',')) taken.push(piece);
        })(),
      ).rejects.toThrow(/division by zero/);
      expect(taken.length).toBeGreaterThanOrEqual(3);
      expect(Buffer.concat(taken).toString().startsWith('1,')).toBe(true);
      expect(await db.query(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
      expect(Buffer.concat(await collect(db.copyStream!(`SELECT 7`, ','))).toString()).toBe('7\n');
    });

    it('a reader that stops early: the rest of its COPY is dropped, the next stream has only its own bytes', async () => {
      const stopped = db.copyStream!(rows(5000), ',');
      const first = await stopped.next();
      expect(first.done).toBe(false);
      await stopped.return(undefined);
      expect(Buffer.concat(await collect(db.copyStream!(`SELECT 'next'`, ','))).toString()).toBe('next\n');
    });

    it('COPYs started at once each get their own bytes', async () => {
      const [a, b, c, header] = await Promise.all([
        collect(db.copyStream!(rows(3000), ',')),
        db.copyBatch(`SELECT 'batch', g FROM generate_series(1, 3) AS g`, ';'),
        collect(db.copyStream!(`SELECT 'small'`, ',')),
        db.copyOut(`SELECT 'n' AS n`),
      ]);
      expect(Buffer.concat(a).toString().split('\n')).toHaveLength(3001);
      expect(b.toString()).toBe('batch;1\nbatch;2\nbatch;3\n');
      expect(Buffer.concat(c).toString()).toBe('small\n');
      expect(header).toBe('n\nn\n'.length);
    });
  });
});
