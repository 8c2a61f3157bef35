/**
 * Manager profile calls (001 §7 "Manager"): `GET|PUT /{op}/managers/userinfo`,
 * `PUT /{op}/managers/{id}/status/{status}`, `POST /{op}/managers/send-manager-activation-email`,
 * and My Account's `POST auth/userinfo` (000 §7: the user details merged with the changes,
 * answered with payload true or false).
 *
 * Who may do what (the spec leaves it open): everyone reads and edits their own profile; central
 * managers read and change every manager; office managers read the managers of their own
 * operator. Status changes and activation e-mails are for central managers, never on oneself.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { logActivity, managerUser } from '../activity-log';
import { managerById, type Manager } from '../auth/managers';
import type { Database, Queryable } from '../db/database';
import { sql } from '../db/sql';
import { forbidden, notFound, validationError } from '../http/errors';
import { resolveScope, type OperatorDirectory, type Scope } from '../resource/scope';
import { sendActivation } from './accountRoutes';
import {
  activationAllowed,
  MANAGER_PROFILE_FIELDS as PROFILE_FIELDS,
  ManagerActivationInput as ActivationBody,
  ManagerInfoQuery as UserInfoQuery,
  ManagerProfileInput,
  ManagerStatusChange,
  type Manager as ManagerModel,
} from '../../resources/manager';

/** The manager model of 001 §3 (with the role, which the console does not show). */
export function managerModel(manager: Manager): ManagerModel & { role: Manager['role'] } {
  return {
    id: manager.id,
    code: `${manager.realm}:${manager.username}`,
    managerCode: { managerUsername: manager.username, managerRealm: manager.realm },
    userRealm: manager.realm,
    userUsername: manager.username,
    operatorCode: manager.operatorCode,
    role: manager.role,
    email: manager.email,
    emailVerified: manager.emailVerified,
    status: manager.status as ManagerModel['status'],
    firstName: manager.firstName,
    lastName: manager.lastName,
    phoneNumber: manager.phoneNumber,
    birthdate: manager.birthdate,
    gender: manager.gender,
    street: manager.street,
    locality: manager.locality,
    postalCode: manager.postalCode,
    country: manager.country,
  };
}

/** Seconds of an ISO-8601 day/time duration. */
export function durationSeconds(duration: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!match) return NaN;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

async function managerByCode(db: Queryable, code: string): Promise<Manager | undefined> {
  const separator = code.indexOf(':');
  if (separator <= 0) return undefined;
  const [row] = await db.query<{ id: number }>(
    sql`SELECT id FROM managers WHERE realm = ${code.slice(0, separator)} AND username = ${code.slice(separator + 1)}`,
  );
  return row ? managerById(db, row.id) : undefined;
}

/** Whether `actor` working in `scope` may read `target`. */
function canRead(actor: Manager, scope: Scope, target: Manager): boolean {
  if (actor.id === target.id) return true;
  if (actor.role === 'CENTRAL_MANAGER') return scope.operatorCode === null || target.operatorCode === scope.operatorCode || target.operatorCode === null;
  return target.operatorCode === actor.operatorCode;
}

export interface ManagerRouteDeps {
  db: Database;
  operators: OperatorDirectory;
}

export function registerManagerRoutes(secured: FastifyInstance, { db, operators }: ManagerRouteDeps): void {
  const context = async (request: FastifyRequest) => {
    const actor = request.manager!;
    const scope = await resolveScope(actor, (request.params as { op: string }).op, operators);
    return { actor, scope };
  };
  const readable = async (request: FastifyRequest, target: Manager | undefined, code: string) => {
    const { actor, scope } = await context(request);
    if (!target || !canRead(actor, scope, target)) throw notFound(`Manager not found: ${code}`);
    return { actor, target };
  };

  /** `managerCode` (realm:username, default the caller) and the credentials flag (000 §7): false leaves out e-mail, verification and status. */
  secured.get('/:op/managers/userinfo', async (request) => {
    const parsed = UserInfoQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError(parsed.error, 'query');
    const { managerCode, credentials } = parsed.data;
    const code = managerCode || undefined;
    const target = code ? await managerByCode(db, code) : request.manager!;
    const { target: found } = await readable(request, target, code ?? '');
    const model = managerModel(found);
    if (credentials === 'false') {
      const { email: _email, emailVerified: _verified, status: _status, ...rest } = model;
      return { success: true, payload: rest };
    }
    return { success: true, payload: model };
  });

  /** Writes the profile fields of `input` to `target`; the saved manager, or `target` when nothing changed. */
  const saveProfile = async (request: FastifyRequest, actor: Manager, target: Manager, input: z.output<typeof ManagerProfileInput>) => {
    const next = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, emptyToNull(input[field]?.trim())])) as Record<
      (typeof PROFILE_FIELDS)[number],
      string | null
    >;
    const changed = PROFILE_FIELDS.filter((field) => (target[field] ?? null) !== next[field]);
    if (changed.length === 0) return target;
    return db.transaction(async (tx) => {
      await tx.query(sql`UPDATE managers SET first_name = ${next.firstName}, last_name = ${next.lastName}, gender = ${next.gender},
        phone_number = ${next.phoneNumber}, street = ${next.street}, locality = ${next.locality}, postal_code = ${next.postalCode},
        country = ${next.country}, birthdate = ${next.birthdate}::date, updated = now() WHERE id = ${target.id}`);
      await logActivity(tx, {
        operatorCode: target.operatorCode,
        logType: 'DATA_CHANGED',
        user: managerUser(actor),
        affected: managerUser(target),
        details: `Manager profile changed: ${changed.join(', ')}`,
        before: Object.fromEntries(changed.map((field) => [field, target[field] ?? null])),
        after: Object.fromEntries(changed.map((field) => [field, next[field]])),
        ipAddress: request.ip,
      });
      return (await managerById(tx, target.id))!;
    });
  };

  secured.put('/:op/managers/userinfo', async (request) => {
    const parsed = ManagerProfileInput.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const input = parsed.data;
    const { actor, target } = await readable(request, await managerById(db, input.id), String(input.id));
    if (actor.id !== target.id && actor.role !== 'CENTRAL_MANAGER') throw forbidden('Only central managers change other managers');
    return { success: true, payload: managerModel(await saveProfile(request, actor, target, input)) };
  });

  /**
   * My Account: the signed-in manager's user details merged with the changed profile fields.
   * payload true when the profile now holds them; a body naming another user is a 403.
   */
  secured.post('/auth/userinfo', async (request) => {
    const parsed = ManagerProfileInput.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const actor = request.manager!;
    if (parsed.data.id !== actor.id) throw forbidden('The user details name another user');
    const saved = await saveProfile(request, actor, actor, parsed.data);
    return { success: true, payload: PROFILE_FIELDS.every((field) => (saved[field] ?? null) === emptyToNull(parsed.data[field]?.trim())) };
  });

  secured.put('/:op/managers/:id/status/:status', async (request) => {
    const { id, status } = request.params as { id: string; status: string };
    const parsed = ManagerStatusChange.safeParse({ id, status });
    if (!parsed.success) throw validationError(parsed.error, 'path');
    const { actor, target } = await readable(request, await managerById(db, parsed.data.id), id);
    if (actor.role !== 'CENTRAL_MANAGER') throw forbidden('Only central managers change the status of managers');
    if (actor.id === target.id) throw forbidden('You cannot change your own status');
    if (target.status === parsed.data.status) return { success: true, payload: { status: target.status } };
    await db.transaction(async (tx) => {
      await tx.query(sql`UPDATE managers SET status = ${parsed.data.status}, updated = now() WHERE id = ${target.id}`);
      if (parsed.data.status !== 'ENABLED') await tx.query(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE manager_id = ${target.id} AND revoked_at IS NULL`);
      await logActivity(tx, {
        operatorCode: target.operatorCode,
        logType: 'STATUS_CHANGED',
        user: managerUser(actor),
        affected: managerUser(target),
        before: { status: target.status },
        after: { status: parsed.data.status },
        ipAddress: request.ip,
      });
    });
    return { success: true, payload: { status: parsed.data.status } };
  });

  secured.post('/:op/managers/send-manager-activation-email', async (request) => {
    const parsed = ActivationBody.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const [row] = await db.query<{ id: number }>(sql`SELECT id FROM managers WHERE lower(email) = lower(${parsed.data.email})`);
    const { actor, target } = await readable(request, row ? await managerById(db, row.id) : undefined, parsed.data.email);
    if (actor.role !== 'CENTRAL_MANAGER') throw forbidden('Only central managers send activation e-mails');
    if (!activationAllowed(target.status)) {
      return { success: true, payload: { success: false, message: `Manager is ${target.status.toLowerCase()}, account previously activated` } };
    }
    const ttl = parsed.data.tokenExpiration ? durationSeconds(parsed.data.tokenExpiration) : undefined;
    await sendActivation(db, request, target, ttl && ttl > 0 ? ttl : undefined);
    return { success: true, payload: { success: true, message: 'Activation email has been sent' } };
  });
}

function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
