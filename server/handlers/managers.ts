/**
 * Handlers of the manager actions declared in resources/manager.ts: the status (001 §4, §7), the
 * activation e-mail (001 §4: only while REGISTERED) and the adding of a manager. The view's scope
 * decides whose managers an actor reaches: a central manager every manager in the central view
 * and an operator's in that operator's view, an office manager their own operator's. Nobody
 * changes their own status. Each change writes its activity-log row in the same transaction.
 */
import { activationAllowed, activationTooltip, type managers } from '../../resources/manager';
import { logActivity, managerUser } from '../activity-log';
import { UNUSABLE_HASH } from '../auth/passwords';
import { sql } from '../db/sql';
import { badRequest, forbidden, notFound, ruleText } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { applyChanges, findRecord } from '../resource/records';
import { scopeConditions } from '../resource/scope';
import { sendActivation } from '../shell/accountRoutes';
import { managerLogUser, managerTable } from '../tables/managers';
import { durationSeconds } from './players';

/** The answer of an activation e-mail that was sent (001 §7: payload success, message). */
const ACTIVATION_SENT = 'Activation email has been sent';

/** The manager with this e-mail in the view's scope, or a 404. */
async function managerByEmail(context: ActionContext, email: string) {
  const scoped = scopeConditions(context.scope, `managers.${managerTable.operatorColumn}`);
  const [row] = await context.db.query<{ id: number }>(
    sql`SELECT id FROM managers WHERE lower(email) = lower(${email})${scoped.length ? sql` AND ${scoped[0]}` : sql``}`,
  );
  if (!row) throw notFound(`Manager not found: ${email}`);
  return findRecord(context.db, managerTable, context.scope, row.id);
}

/** Empty text as null, other text trimmed. */
const textOrNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const managerHandlers: ActionHandlers<typeof managers> = {
  async changeStatus(context, input) {
    if (context.id === context.manager.id) throw forbidden('You cannot change your own status');
    return context.db.transaction(async (tx) => {
      const { records, changed } = await applyChanges(
        tx,
        managerTable,
        context.scope,
        [context.id!],
        { status: input.status },
        {
          logType: 'STATUS_CHANGED',
          significanceLevel: 'Normal60',
          details: `Manager status changed to ${input.status}`,
          user: managerUser(context.manager),
          ipAddress: context.request.ip,
        },
      );
      // A manager who is no longer enabled keeps no session.
      if (changed > 0 && input.status !== 'ENABLED') {
        await tx.query(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE manager_id = ${records[0].id} AND revoked_at IS NULL`);
      }
      return records[0];
    });
  },

  async sendActivationEmail(context, input) {
    const target = await managerByEmail(context, input.email);
    if (!activationAllowed(target.status)) return { success: false, message: ruleText(activationTooltip(target.status)) };
    const seconds = input.tokenExpiration ? durationSeconds(input.tokenExpiration) : 0;
    await context.db.transaction(async (tx) => {
      await sendActivation(tx, context.request, target, seconds > 0 ? seconds : undefined);
      await logActivity(tx, {
        operatorCode: target.operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Low30',
        user: managerUser(context.manager),
        affected: managerLogUser(target),
        details: `Activation e-mail sent to ${target.email}`,
        ipAddress: context.request.ip,
      });
    });
    return { success: true, message: ACTIVATION_SENT };
  },

  async addManager(context, input) {
    const operatorCode = context.scope.operatorCode;
    return context.db.transaction(async (tx) => {
      const [taken] = await tx.query<{ id: number }>(sql`SELECT id FROM managers WHERE lower(email) = lower(${input.email})`);
      const [row] = taken
        ? []
        : await tx.query<{ id: number }>(sql`INSERT INTO managers (email, password_hash, role, operator_code, username, status,
              email_verified, first_name, last_name, phone_number)
            VALUES (${input.email}, ${UNUSABLE_HASH}, ${operatorCode === null ? 'CENTRAL_MANAGER' : 'OFFICE'}, ${operatorCode},
              ${input.email}, 'REGISTERED', false, ${input.firstName.trim()}, ${input.lastName.trim()}, ${textOrNull(input.phoneNumber)})
            ON CONFLICT DO NOTHING RETURNING id`);
      if (!row) {
        throw badRequest(`email: a manager with the e-mail ${input.email} already exists`, [
          { path: 'email', message: 'Already in use by another manager' },
        ]);
      }
      const added = await findRecord(tx, managerTable, context.scope, row.id);
      await logActivity(tx, {
        operatorCode,
        logType: 'NEW_USER',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: managerLogUser(added),
        details: `Manager ${added.email} added`,
        after: { status: added.status, operatorCode, firstName: added.firstName, lastName: added.lastName, phoneNumber: added.phoneNumber },
        ipAddress: context.request.ip,
      });
      await sendActivation(tx, context.request, added);
      return added;
    });
  },
};
