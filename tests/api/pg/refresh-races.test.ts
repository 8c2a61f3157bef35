/**
 * Many refreshes with one refresh token at once (tabs of one console, a retried request), on
 * PostgreSQL where they run side by side: every one answers the same successor, the session stands
 * and its chain has one live refresh token.
 */
import { createApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/database';
import { sql } from '../../../server/db/sql';
import { API, createTestDatabase, type TestDatabase } from '../helpers';

let database: TestDatabase;
let db: Database;
let app: Awaited<ReturnType<typeof createApp>>;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ databaseUrl: database.url });
  app = await createApp({ db, logger: false });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.close();
  await database.close();
});

const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${url}${API}/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { payload?: { accessToken: string; refreshToken: string } } };
};

describe('concurrent refreshes with one refresh token', () => {
  it('twelve at once all get the same successor and the session stands', async () => {
    const login = await post('login', { username: 'office1@demo.test', password: 'Office123' });
    const { refreshToken } = (login.body as unknown as { tokens: { refreshToken: string } }).tokens;
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('refresh-token', { refreshToken })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const successors = new Set(answers.map((answer) => answer.body.payload?.refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(refreshToken);
    const me = await fetch(`${url}${API}/auth/userinfo`, { headers: { authorization: `Bearer ${answers[11].body.payload?.accessToken}` } });
    expect(me.status).toBe(200);
    const live = await db.query(sql`SELECT t.session_id FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
      WHERE t.revoked_at IS NULL AND s.revoked_at IS NULL AND t.session_id =
        (SELECT session_id FROM refresh_tokens WHERE revoked_at IS NOT NULL AND rotated_at IS NOT NULL ORDER BY rotated_at DESC LIMIT 1)`);
    expect(live).toHaveLength(1);
    expect((await post('refresh-token', { refreshToken: successor })).status).toBe(200);
  });
});
