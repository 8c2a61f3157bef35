/** `/api/officeapp/auth/*`: login, token refresh, user info and logout (000 §7). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { logActivity, managerUser } from '../activity-log';
import type { Database } from '../db/database';
import { ApiError, unauthorized, validationError } from '../http/errors';
import { managerById, managerWithHashByEmail, userInfo } from './managers';
import { UNUSABLE_HASH, verifyPassword } from './passwords';
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
    const manager = await managerWithHashByEmail(db, username);
    const valid = await verifyPassword(password, manager?.passwordHash ?? UNUSABLE_HASH);
    if (!manager || !valid || manager.status !== 'ENABLED') {
      if (manager) {
        await logActivity(db, {
          operatorCode: manager.operatorCode,
          logType: 'LOGIN_FAILED',
          significanceLevel: 'Low30',
          affected: managerUser(manager),
          details: valid ? `Login refused: account ${manager.status}` : 'Wrong password',
          ipAddress: request.ip,
        });
      }
      const description = valid && manager ? 'Account is not enabled' : INVALID_LOGIN;
      return reply.code(401).send({ success: false, status: 'Invalid', description, message: description });
    }
    const issued = await db.transaction(async (tx) => {
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
      const managerId = await tokens.consume(tx, refreshToken);
      const manager = managerId === undefined ? undefined : await managerById(tx, managerId);
      if (!manager || manager.status !== 'ENABLED') return undefined;
      return tokens.issue(tx, manager);
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
    const managerId = token ? await tokens.verifyAccess(token) : undefined;
    await db.transaction(async (tx) => {
      let who = managerId;
      if (body?.refreshToken) who = (await tokens.consume(tx, body.refreshToken)) ?? who;
      if (who === undefined) return;
      if (!body?.refreshToken) await tokens.revokeAll(tx, who);
      const manager = await managerById(tx, who);
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
