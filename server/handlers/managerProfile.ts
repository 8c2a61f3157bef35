/**
 * The manager calls beside the list and the actions (001 §7 "Manager", 000 §7):
 * `GET|PUT {op}/managers/userinfo` (a manager by `realm:username` with the credentials flag; the
 * profile saved with the manager model), `GET {op}/managers/credentials` (how a manager signs in)
 * and My Account's `POST auth/userinfo` (the user details merged with the changes, payload true or
 * false). Profiles are read and written through the `managers` table mapping, so a save writes its
 * DATA_CHANGED row with the changed fields before and after.
 *
 * Who reaches whom: everyone themselves; a central manager every manager of the view (and every
 * central manager); an office manager the managers of their own operator.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MANAGER_PROFILE_FIELDS,
  ManagerInfoQuery,
  ManagerProfileInput,
  type Manager,
  type ManagerCredentials,
} from '../../resources/manager';
import { managerUser } from '../activity-log';
import type { Manager as Actor } from '../auth/managers';
import { LIMIT_WINDOW_SECONDS } from '../auth/loginLimits';
import { UNUSABLE_HASH } from '../auth/passwords';
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';
import { forbidden, notFound, validationError } from '../http/errors';
import { applyChanges, findRecords } from '../resource/records';
import type { ResourceRouteOptions } from '../resource/routes';
import type { Scope } from '../resource/scope';
import { managerTable } from '../tables/managers';

/** Every manager, whatever their operator: the reach is checked by {@link reaches}. */
const ALL: Scope = { operatorCode: null };

/** Whether `actor`, working in `scope`, reaches `target`. */
function reaches(actor: Actor, scope: Scope, target: Manager): boolean {
  if (actor.id === target.id) return true;
  if (actor.role === 'CENTRAL_MANAGER')
    return scope.operatorCode === null || target.operatorCode === scope.operatorCode || target.operatorCode === null;
  return target.operatorCode === actor.operatorCode;
}

async function managerById(db: Queryable, id: number): Promise<Manager | undefined> {
  return (await findRecords(db, managerTable, ALL, [id]))[0];
}

async function managerByCode(db: Queryable, code: string): Promise<Manager | undefined> {
  const separator = code.indexOf(':');
  if (separator <= 0) return undefined;
  const [row] = await db.query<{ id: number }>(
    sql`SELECT id FROM managers WHERE realm = ${code.slice(0, separator)} AND username = ${code.slice(separator + 1)}`,
  );
  return row ? managerById(db, row.id) : undefined;
}

/** The profile fields of an input as stored: trimmed, empty as null. */
function profileValues(input: z.output<typeof ManagerProfileInput>): Record<string, string | null> {
  return Object.fromEntries(MANAGER_PROFILE_FIELDS.map((field) => [field, input[field]?.trim() || null]));
}

/** Writes the profile fields of `input` to `target` with a DATA_CHANGED row; the manager as saved. */
async function saveProfile(
  db: Database,
  request: FastifyRequest,
  target: Manager,
  input: z.output<typeof ManagerProfileInput>,
): Promise<Manager> {
  const values = profileValues(input);
  const changed = MANAGER_PROFILE_FIELDS.filter((field) => (target[field] ?? null) !== values[field]);
  if (changed.length === 0) return target;
  return db.transaction(async (tx) => {
    const { records } = await applyChanges(tx, managerTable, ALL, [target.id], values, {
      logType: 'DATA_CHANGED',
      details: `Manager profile changed: ${changed.join(', ')}`,
      user: managerUser(request.manager!),
      ipAddress: request.ip,
    });
    return records[0];
  });
}

/** `GET {op}/managers/credentials` payload: never a password or its hash. */
async function credentialsOf(db: Queryable, manager: Manager): Promise<ManagerCredentials> {
  const [row] = await db.query<Omit<ManagerCredentials, 'code' | 'userRealm' | 'userUsername' | 'email' | 'emailVerified' | 'status'>>(sql`
    SELECT CASE WHEN m.password_hash = ${UNUSABLE_HASH} THEN 'NONE' ELSE 'PASSWORD' END AS "loginMethod",
      (SELECT max(s.created) FROM sessions s WHERE s.manager_id = m.id) AS "lastLogin",
      (SELECT count(*)::integer FROM sessions s WHERE s.manager_id = m.id AND s.revoked_at IS NULL
        AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.session_id = s.id AND t.revoked_at IS NULL AND t.expires_at > now()))
          AS "activeSessions",
      CASE WHEN a.last_failure > now() - ${LIMIT_WINDOW_SECONDS} * interval '1 second' THEN a.failures ELSE 0 END AS "failedLogins",
      CASE WHEN a.blocked_until > now() THEN a.blocked_until END AS "blockedUntil",
      EXISTS (SELECT 1 FROM account_tokens k WHERE k.manager_id = m.id AND k.kind = 'ACTIVATION' AND k.used_at IS NULL
        AND k.expires_at > now()) AS "pendingActivation"
    FROM managers m LEFT JOIN login_attempts a ON a.key = 'account:' || lower(m.email)
    WHERE m.id = ${manager.id}`);
  const time = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
  return {
    code: manager.code,
    userRealm: manager.userRealm,
    userUsername: manager.userUsername,
    email: manager.email,
    emailVerified: manager.emailVerified,
    status: manager.status,
    ...row,
    lastLogin: time(row.lastLogin),
    blockedUntil: time(row.blockedUntil),
  };
}

/** Registers the manager calls beside the generic ones (the `managers` binding's `routes`). */
export function registerManagerRoutes(app: FastifyInstance, { db, context }: ResourceRouteOptions): void {
  /** The manager named by `managerCode` (default the caller) whom the caller reaches, else a 404 naming the code. */
  const target = async (request: FastifyRequest) => {
    const parsed = ManagerInfoQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError(parsed.error, 'query');
    const { manager: actor, scope } = await context(request);
    const code = parsed.data.managerCode || undefined;
    const found = code ? await managerByCode(db, code) : await managerById(db, actor.id);
    if (!found || !reaches(actor, scope, found)) throw notFound(`Manager not found: ${code ?? ''}`);
    return { found, credentials: parsed.data.credentials };
  };

  /** `credentials=false` leaves out the e-mail, its verification and the status (000 §7). */
  app.get('/:op/managers/userinfo', async (request) => {
    const { found, credentials } = await target(request);
    if (credentials !== 'false') return { success: true, payload: found };
    const { email: _email, emailVerified: _verified, status: _status, ...rest } = found;
    return { success: true, payload: rest };
  });

  app.get('/:op/managers/credentials', async (request) => ({
    success: true,
    payload: await credentialsOf(db, (await target(request)).found),
  }));

  app.put('/:op/managers/userinfo', async (request) => {
    const parsed = ManagerProfileInput.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const { manager: actor, scope } = await context(request);
    const found = await managerById(db, parsed.data.id);
    if (!found || !reaches(actor, scope, found)) throw notFound(`Manager not found: ${parsed.data.id}`);
    return { success: true, payload: await saveProfile(db, request, found, parsed.data) };
  });

  /** My Account: payload true when the profile now holds the sent fields; details naming another user are a 403. */
  app.post('/auth/userinfo', async (request) => {
    const parsed = ManagerProfileInput.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const actor = request.manager!;
    if (parsed.data.id !== actor.id) throw forbidden('The user details name another user');
    const saved = await saveProfile(db, request, (await managerById(db, actor.id))!, parsed.data);
    const values = profileValues(parsed.data);
    return { success: true, payload: MANAGER_PROFILE_FIELDS.every((field) => (saved[field] ?? null) === values[field]) };
  });
}
