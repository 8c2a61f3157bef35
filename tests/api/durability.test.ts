import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { sql } from '../../server/db/sql';
import { startServer } from '../../server/start';

const API = '/api/officeapp';

describe('an on-disk embedded database', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds on first start, serves over HTTP, and keeps committed writes after close()', async () => {
    const server = await startServer({ port: 0, dataDir: dir, seedScale: 0.01 });
    const login = await fetch(`${server.url}${API}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'office1@demo.test', password: 'Office123' }),
    });
    const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const list = await fetch(`${server.url}${API}/op1/players?size=25`, { headers: auth });
    const [target] = ((await list.json()) as { payload: { content: { id: number }[] } }).payload.content;
    const change = await fetch(`${server.url}${API}/op1/players/${target.id}/status/LOCKED`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ disabledReason: 'Durability check' }),
    });
    expect(change.status).toBe(200);
    await server.close();
    await server.close();

    const db = await openDatabase({ dataDir: dir });
    try {
      const [row] = await db.query<{ status: string; disabled_reason: string }>(
        sql`SELECT status, disabled_reason FROM players WHERE id = ${target.id}`,
      );
      expect(row).toEqual({ status: 'LOCKED', disabled_reason: 'Durability check' });
      const [log] = await db.query<{ n: number }>(
        sql`SELECT count(*)::integer AS n FROM activity_log WHERE affected_user_id = ${target.id} AND log_type = 'STATUS_CHANGED'
          AND details LIKE '%Durability check%'`,
      );
      expect(log.n).toBe(1);
    } finally {
      await db.close();
    }

    // A second start reuses the data without seeding again.
    const again = await startServer({ port: 0, dataDir: dir, seedScale: 0.01 });
    try {
      const [count] = await again.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM operators`);
      expect(count.n).toBe(3);
      const info = await fetch(`${again.url}${API}/info`);
      expect(info.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
