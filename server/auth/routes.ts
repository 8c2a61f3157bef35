/** `/api/officeapp/auth/*`: login, token refresh, user info and logout (000 §7). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { logActivity, managerUser } from '../activity-log';
import type { Database } from '../db/database';
import { ApiError, unauthorized, validationError } from '../http/errors';
import { sql } from '../db/sql';
import { admitAttempt, attemptKeys, clearAttempts, recordFailure, rememberBurstLog, type AttemptKeys } from './loginLimits';
import { managerById, managerWithHashByEmail, userInfo, type Manager } from './managers';
import { UNUSABLE_HASH, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { bearerToken } from './guard';

const Login = z.object({ username: z.string().min(1).max(320), password: z.string().min(1).max(200) });
const Refresh = z.object({ refreshToken: z.string().min(1).max(500) });
const Logout = z.object({ refreshToken: z.string().max(500).optional() }).optional();

const INVALID_LOGIN = 'Invalid username or password';

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, 'body');
  return result.data;
}

export function registerAuthRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.post('/auth/login', async (request, reply) => {
    const { username, password } = parse(Login, request.body ?? {});
    const keys = attemptKeys(username, request.ip);
    const verdict = await admitAttempt(db, keys);
    if (!verdict.allowed) {
      const message = `Too many login attempts; try again in ${verdict.retryAfterSeconds} seconds`;
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSeconds))
        .send({ success: false, status: 'Invalid', description: message, message });
    }
    const manager = await managerWithHashByEmail(db, username);
    const valid = await verifyPassword(password, manager?.passwordHash ?? UNUSABLE_HASH);
    if (!manager || !valid || manager.status !== 'ENABLED') {
      await recordFailure(db, keys, verdict);
      if (manager) await logFailedBurst(db, request, manager, verdict, valid ? `account ${manager.status}` : 'wrong password', keys);
      // The same answer for an unknown account, a wrong password and an account that is not enabled.
      return reply.code(401).send({ success: false, status: 'Invalid', description: INVALID_LOGIN, message: INVALID_LOGIN });
    }
    const issued = await db.transaction(async (tx) => {
      await clearAttempts(tx, keys);
      if (needsRehash(manager.passwordHash)) {
        await tx.query(sql`UPDATE managers SET password_hash = ${await hashPassword(password)} WHERE id = ${manager.id}`);
      }
      const pair = await tokens.issue(tx, manager);
      await logActivity(tx, {
        operatorCode: manager.operatorCode,
        logType: 'USER_LOGIN',
        user: managerUser(manager),
        affected: managerUser(manager),
        details: 'Back-office login',
        ipAddress: request.ip,
      });
      return pair;
    });
    return { success: true, status: 'Valid', description: 'Login successful', tokens: issued };
  });

  app.post('/auth/refresh-token', async (request) => {
    const { refreshToken } = parse(Refresh, request.body ?? {});
    const pair = await db.transaction(async (tx) => {
      const session = await tokens.consume(tx, refreshToken);
      const manager = session === undefined ? undefined : await managerById(tx, session.managerId);
      if (!session || !manager || manager.status !== 'ENABLED') return undefined;
      return tokens.issue(tx, manager, session);
    });
    if (!pair) throw unauthorized('Invalid or expired refresh token');
    return { success: true, payload: pair };
  });

  app.get('/auth/userinfo', async (request) => {
    const manager = await requireManager(request, db, tokens);
    return { success: true, payload: userInfo(manager) };
  });

  app.post('/auth/logout', async (request) => {
    const body = parse(Logout, request.body ?? undefined);
    const token = bearerToken(request);
    const current = token ? await tokens.verifySession(token) : undefined;
    await db.transaction(async (tx) => {
      const fromRefresh = body?.refreshToken ? await tokens.consume(tx, body.refreshToken) : undefined;
      const sessions = [current, fromRefresh].filter((session) => session !== undefined);
      if (sessions.length === 0) return;
      // The session ends: its access tokens stop working at once, its refresh tokens too.
      for (const session of sessions) await tokens.revokeSession(tx, session.sessionId, 'logout');
      const manager = await managerById(tx, sessions[0].managerId);
      if (manager) {
        await logActivity(tx, {
          operatorCode: manager.operatorCode,
          logType: 'USER_LOGOUT',
          user: managerUser(manager),
          affected: managerUser(manager),
          ipAddress: request.ip,
        });
      }
    });
    return { success: true, payload: true };
  });
}

/**
 * One LOGIN_FAILED row per burst of failures on an account: the first failure writes it, later
 * ones update its count.
 */
async function logFailedBurst(
  db: Database,
  request: FastifyRequest,
  manager: Manager,
  verdict: { accountAttempts: number; burstLogId: number | null },
  reason: string,
  keys: AttemptKeys,
): Promise<void> {
  const details = verdict.accountAttempts === 1 ? `Login refused: ${reason}` : `${verdict.accountAttempts} failed logins, last: ${reason}`;
  if (verdict.burstLogId !== null) {
    await db.query(sql`UPDATE activity_log SET details = ${details}, ip_address = ${request.ip} WHERE id = ${verdict.burstLogId}`);
    return;
  }
  await db.transaction(async (tx) => {
    const id = await logActivity(tx, {
      operatorCode: manager.operatorCode,
      logType: 'LOGIN_FAILED',
      significanceLevel: 'Low30',
      affected: managerUser(manager),
      details,
      ipAddress: request.ip,
    });
    await rememberBurstLog(tx, keys, id);
  });
}

/** The authenticated manager of a request, or a 401. */
export async function requireManager(request: FastifyRequest, db: Database, tokens: TokenService) {
  if (request.manager) return request.manager;
  const token = bearerToken(request);
  if (!token) throw unauthorized('Missing access token');
  const id = await tokens.verifyAccess(token);
  const manager = id === undefined ? undefined : await managerById(db, id);
  if (!manager) throw unauthorized('Invalid or expired access token');
  if (manager.status !== 'ENABLED') throw new ApiError(401, 'Account is not enabled');
  request.manager = manager;
  return manager;
}
