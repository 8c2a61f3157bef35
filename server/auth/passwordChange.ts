/**
 * `POST /api/officeapp/auth/change-password` (My Account): the signed-in manager's current password
 * and a new one under the password rules (000 §5). A wrong current password counts as a failed
 * login attempt of the account and the address (the same limits, so the call cannot be used to
 * guess). On success every session of the manager ends, as a password reset ends them, and the
 * answer carries a new session for the browser that asked, so its user stays signed in.
 */
import type { FastifyInstance } from 'fastify';
import { ChangePasswordRequest } from '../../resources/account';
import { logActivity, managerUser } from '../activity-log';
import type { Database } from '../db/database';
import { sql } from '../db/sql';
import { ApiError, badRequest, validationError } from '../http/errors';
import { admitAttempt, attemptKeys, clearAttempts, recordFailure } from './loginLimits';
import { managerWithHashByEmail } from './managers';
import { hashPassword, verifyPassword } from './passwords';
import { requireManager } from './routes';
import type { TokenService } from './tokens';

/** The message of a wrong current password (a 400 naming the field, so the form marks it). */
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

export function registerPasswordChangeRoute(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.post('/auth/change-password', async (request, reply) => {
    const signedIn = await requireManager(request, db, tokens);
    const parsed = ChangePasswordRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const { currentPassword, password } = parsed.data;
    const keys = attemptKeys(signedIn.email, request.ip);
    const verdict = await admitAttempt(db, keys);
    if (!verdict.allowed) {
      const message = `Too many attempts; try again in ${verdict.retryAfterSeconds} seconds`;
      return reply.code(429).header('retry-after', String(verdict.retryAfterSeconds)).send({ success: false, message });
    }
    const manager = await managerWithHashByEmail(db, signedIn.email);
    if (!manager) throw new ApiError(401, 'Account is not enabled');
    if (!(await verifyPassword(currentPassword, manager.passwordHash))) {
      await recordFailure(db, keys, verdict);
      throw badRequest(`currentPassword: ${WRONG_CURRENT_PASSWORD}`, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    }
    const passwordHash = await hashPassword(password);
    const issued = await db.transaction(async (tx) => {
      await clearAttempts(tx, keys);
      await tx.query(sql`UPDATE managers SET password_hash = ${passwordHash}, updated = now() WHERE id = ${manager.id}`);
      // Every session ends, this one too: access tokens stop working at once, refresh tokens are revoked.
      await tokens.revokeAll(tx, manager.id, 'password change');
      await logActivity(tx, {
        operatorCode: manager.operatorCode,
        logType: 'PASSWORD_CHANGED_BY_USER',
        user: managerUser(manager),
        affected: managerUser(manager),
        ipAddress: request.ip,
      });
      return tokens.issue(tx, manager);
    });
    return { success: true, payload: issued };
  });
}
