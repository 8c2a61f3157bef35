/**
 * Access tokens whose signature was checked once: each later call still finds the session, and a
 * token stops working at its expiry and when its session ends, as on the first check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../../server/auth/tokens';
import type { Manager } from '../../../server/auth/managers';
import type { Database } from '../../../server/db/database';
import type { Sql } from '../../../server/db/sql';

/** A database holding only the sessions table, as the token service reads and writes it. */
function sessionsDatabase() {
  const sessions = new Map<string, { managerId: number; revoked: boolean }>();
  const statements: string[] = [];
  const db = {
    kind: 'pglite',
    async query(statement: Sql) {
      const { text, values } = statement.compile();
      statements.push(text);
      if (text.startsWith('INSERT INTO sessions')) sessions.set(String(values[0]), { managerId: Number(values[1]), revoked: false });
      if (text.startsWith('UPDATE sessions')) {
        const session = sessions.get(String(values[1]));
        if (session) session.revoked = true;
      }
      if (text.startsWith('SELECT id FROM sessions')) {
        const session = sessions.get(String(values[0]));
        return session && session.managerId === Number(values[1]) && !session.revoked ? [{ id: values[0] }] : [];
      }
      return [];
    },
    async execScript() {},
  } as unknown as Database;
  return { db, statements };
}

const manager = { id: 7, role: 'CENTRAL_MANAGER', operatorCode: null, email: 'central@demo.test' } as unknown as Manager;
const SECRET = 'test-secret-test-secret-test-secret';

afterEach(() => void vi.useRealTimers());

describe('TokenService.verifySession', () => {
  it('reads the session on every call of a token it checked before', async () => {
    const { db, statements } = sessionsDatabase();
    const tokens = await TokenService.create(db, { secret: SECRET, accessTtlSeconds: 60 });
    const { accessToken } = await tokens.issue(db, manager);
    const first = await tokens.verifySession(accessToken);
    expect(first).toEqual({ managerId: 7, sessionId: expect.any(String) });
    const reads = () => statements.filter((text) => text.startsWith('SELECT id FROM sessions')).length;
    expect(reads()).toBe(1);
    expect(await tokens.verifySession(accessToken)).toEqual(first);
    expect(reads()).toBe(2);
  });

  it('refuses a checked token once its session is revoked', async () => {
    const { db } = sessionsDatabase();
    const tokens = await TokenService.create(db, { secret: SECRET, accessTtlSeconds: 60 });
    const { accessToken } = await tokens.issue(db, manager);
    const session = await tokens.verifySession(accessToken);
    await tokens.revokeSession(db, session!.sessionId, 'logout');
    expect(await tokens.verifySession(accessToken)).toBeUndefined();
  });

  it('refuses a checked token from its expiry on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T10:00:00.000Z'));
    const { db } = sessionsDatabase();
    const tokens = await TokenService.create(db, { secret: SECRET, accessTtlSeconds: 60 });
    const { accessToken } = await tokens.issue(db, manager);
    expect(await tokens.verifySession(accessToken)).toBeDefined();
    vi.setSystemTime(new Date('2026-12-03T10:00:59.000Z'));
    expect(await tokens.verifySession(accessToken)).toBeDefined();
    vi.setSystemTime(new Date('2026-12-03T10:01:00.000Z'));
    expect(await tokens.verifySession(accessToken)).toBeUndefined();
    // A service that never saw the token applies the same rule.
    const fresh = await TokenService.create(db, { secret: SECRET, accessTtlSeconds: 60 });
    expect(await fresh.verifySession(accessToken)).toBeUndefined();
  });

  it('refuses a token signed with another secret, also after checking a good one', async () => {
    const { db } = sessionsDatabase();
    const tokens = await TokenService.create(db, { secret: SECRET, accessTtlSeconds: 60 });
    const other = await TokenService.create(db, { secret: 'another-secret-another-secret-another', accessTtlSeconds: 60 });
    const { accessToken } = await tokens.issue(db, manager);
    expect(await tokens.verifySession(accessToken)).toBeDefined();
    expect(await other.verifySession(accessToken)).toBeUndefined();
    // One character of the signature changed (not its last, whose low bits carry no data).
    const at = accessToken.length - 10;
    const tampered = `${accessToken.slice(0, at)}${accessToken[at] === 'A' ? 'B' : 'A'}${accessToken.slice(at + 1)}`;
    expect(await tokens.verifySession(tampered)).toBeUndefined();
  });
});
