/**
 * Public account calls under `/auth` (000 §7, 001 §7): register, verify-token,
 * send-activation-email, forgot-password and reset-password, validated with the account forms'
 * schemas (`resources/account.ts`: a 400 names each field and its rule). No e-mail is sent: the message is
 * logged at warn level without its link (a link carries a token) and kept in the outbox
 * (see outbox.ts). Links are built from the `PUBLIC_URL` setting, never from the request.
 *
 * The three calls that mail an address (register, send-activation-email, forgot-password) tell
 * nothing about it: they are counted per e-mail and per client address under the login limits'
 * mechanism (`MAIL_RULES`: a 429 with Retry-After beyond them, for an unknown address as for a
 * known one), answer `{ success: true, payload: true }` once their checks are done, and only then
 * look the address up and write (afterAnswer.ts), so the answer takes the same time whether or not
 * the address has an account. A registration with a registered address mails its owner instead.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EmailRequest, RegistrationRequest, ResetPasswordRequest, VerifyTokenRequest } from '../../resources/account';
import { logActivity, managerUser } from '../activity-log';
import { admitAttempt, MAIL_RULES, mailKeys } from '../auth/loginLimits';
import { managerById, managerWithHashByEmail } from '../auth/managers';
import { hashPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';
import { ApiError, badRequest, forbidden, validationError } from '../http/errors';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from './accountTokens';
import { afterAnswerSettled, checkAfterAnswerRoom, runAfterAnswer } from './afterAnswer';
import { recordMail } from './outbox';
import { publicOrigin, registrationOperator } from './registration';
import { readSettings } from '../central/settings';

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** "Sends" a message: logs that it was not sent (never its link: it carries a token) and keeps the link in the outbox. */
export function sendMail(log: FastifyBaseLogger, email: string, subject: string, link: string): void {
  recordMail(email, link, subject);
  log.warn({ email, subject }, `E-mail not sent (no mail server): ${subject} for ${email}`);
}

/** The origin of e-mail links, or a 503 when the server has none (no `PUBLIC_URL` outside development). */
export function linkOrigin(): string {
  const origin = publicOrigin();
  if (!origin) throw new ApiError(503, 'E-mail links cannot be sent: the server has no PUBLIC_URL setting');
  return origin;
}

/** Issues an activation token for a REGISTERED account and "sends" the link. */
export async function sendActivation(
  db: Queryable,
  request: FastifyRequest,
  manager: { id: number; email: string },
  ttlSeconds?: number,
): Promise<void> {
  const origin = linkOrigin();
  const token = await issueAccountToken(db, manager.id, 'ACTIVATION', ttlSeconds);
  const link = `${origin}/auth/account-verified?token=${token}`;
  sendMail(request.log, manager.email, 'Account activation', link);
}

/** The answer of every call that mails an address, whatever the address. */
const MAILED = { success: true, payload: true } as const;

/**
 * Counts a call that mails `email` (per e-mail and per client address, MAIL_RULES): a 429 with
 * Retry-After when either must wait, the same for every address. Then checks the queue has room.
 */
async function admitMail(db: Database, request: FastifyRequest, email: string): Promise<void> {
  const verdict = await admitAttempt(db, mailKeys(email, request.ip), MAIL_RULES);
  if (!verdict.allowed) {
    const seconds = verdict.retryAfterSeconds;
    throw new ApiError(429, `Too many e-mails asked for; try again in ${seconds} seconds`, undefined, { retryAfterSeconds: seconds });
  }
  checkAfterAnswerRoom();
}

export function registerAccountRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  // A closing server first finishes the work its answers left.
  app.addHook('onClose', () => afterAnswerSettled());

  app.post('/auth/register', async (request) => {
    const settings = await readSettings(db, null);
    if (settings.officeRegistrationDisabled) throw forbidden('The registration is currently disabled.');
    const input = parse(RegistrationRequest, request.body);
    const origin = linkOrigin();
    const operatorCode = await registrationOperator(db, settings.officeRegistrationOperator);
    if (!operatorCode) throw new ApiError(503, 'No operator accepts registrations');
    await admitMail(db, request, input.email);
    // Hashed for every address, a registered one too: the answer costs the same.
    const passwordHash = await hashPassword(input.password);
    runAfterAnswer(request.log, 'A registration', () =>
      db.transaction(async (tx) => {
        const registered = await managerWithHashByEmail(tx, input.email);
        const [row] = registered
          ? []
          : await tx.query<{ id: number }>(sql`INSERT INTO managers (email, password_hash, role, operator_code, username,
                status, email_verified, first_name, last_name, birthdate)
              VALUES (${input.email}, ${passwordHash}, 'OFFICE', ${operatorCode}, ${input.email}, 'REGISTERED', false,
                ${input.firstName}, ${input.lastName}, ${input.birthdate}::date)
              ON CONFLICT DO NOTHING RETURNING id`);
        if (!row) {
          // The address is taken: its owner hears of the attempt, the registrant learns nothing.
          const owner = registered ?? (await managerWithHashByEmail(tx, input.email));
          if (owner) sendMail(request.log, owner.email, 'Registration attempt with your e-mail', `${origin}/auth/forgot-password`);
          return;
        }
        const manager = (await managerById(tx, row.id))!;
        await logActivity(tx, {
          operatorCode,
          logType: 'NEW_USER',
          affected: managerUser(manager),
          details: 'Back-office self-registration',
          ipAddress: request.ip,
        });
        await sendActivation(tx, request, manager);
      }),
    );
    return MAILED;
  });

  app.post('/auth/verify-token', async (request) => {
    const { token } = parse(VerifyTokenRequest, request.body);
    return db.transaction(async (tx) => {
      const id = await consumeAccountToken(tx, token, 'ACTIVATION');
      if (id === undefined) throw badRequest('The activation link is invalid or has expired.');
      await tx.query(sql`UPDATE managers SET status = CASE WHEN status = 'REGISTERED' THEN 'ENABLED' ELSE status END,
        email_verified = true, updated = now() WHERE id = ${id}`);
      const manager = (await managerById(tx, id))!;
      await logActivity(tx, {
        operatorCode: manager.operatorCode,
        logType: 'NEW_USER_ACTIVATED',
        affected: managerUser(manager),
        after: { status: manager.status, emailVerified: true },
        ipAddress: request.ip,
      });
      if (manager.status !== 'ENABLED') return { success: true, payload: {} };
      return { success: true, payload: await tokens.issue(tx, manager) };
    });
  });

  app.post('/auth/send-activation-email', async (request) => {
    const { email } = parse(EmailRequest, request.body);
    linkOrigin();
    await admitMail(db, request, email);
    // The same answer whether or not the account exists or is pending.
    runAfterAnswer(request.log, 'An activation e-mail', async () => {
      const manager = await managerWithHashByEmail(db, email);
      if (manager?.status === 'REGISTERED') await sendActivation(db, request, manager);
    });
    return MAILED;
  });

  app.post('/auth/forgot-password', async (request) => {
    const { email } = parse(EmailRequest, request.body);
    const origin = linkOrigin();
    await admitMail(db, request, email);
    // The same answer for every address: whether an account exists, or is enabled, is not told.
    runAfterAnswer(request.log, 'A password reset e-mail', async () => {
      const manager = await managerWithHashByEmail(db, email);
      if (!manager) return;
      await db.transaction(async (tx) => {
        const token = await issueAccountToken(tx, manager.id, 'PASSWORD_RESET');
        await logActivity(tx, {
          operatorCode: manager.operatorCode,
          logType: 'PASSWORD_FORGOT_REQUEST',
          affected: managerUser(manager),
          ipAddress: request.ip,
        });
        sendMail(request.log, manager.email, 'Password reset', `${origin}/auth/reset-password?token=${token}`);
      });
    });
    return MAILED;
  });

  app.post('/auth/reset-password', async (request) => {
    const { token, password } = parse(ResetPasswordRequest, request.body);
    const invalid = () => badRequest('The password reset link is invalid or has expired.');
    // An unknown token costs no hash: the check comes first.
    if ((await peekAccountToken(db, token, 'PASSWORD_RESET')) === undefined) throw invalid();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const id = await consumeAccountToken(tx, token, 'PASSWORD_RESET');
      if (id === undefined) throw invalid();
      await tx.query(sql`UPDATE managers SET password_hash = ${passwordHash}, updated = now() WHERE id = ${id}`);
      // Every session ends: access tokens stop working at once, refresh tokens are revoked.
      await tokens.revokeAll(tx, id, 'password reset');
      const manager = (await managerById(tx, id))!;
      await logActivity(tx, {
        operatorCode: manager.operatorCode,
        logType: 'PASSWORD_RESET_BY_USER',
        affected: managerUser(manager),
        ipAddress: request.ip,
      });
    });
    return { success: true, payload: true };
  });
}
