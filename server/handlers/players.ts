/** Handlers of the player actions declared in resources/player.ts (001 §4, §7). */
import { randomBytes } from 'node:crypto';
import type { Player, player } from '../../resources/player';
import { logActivity, managerUser } from '../activity-log';
import { sql } from '../db/sql';
import { ApiError, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { applyChanges, findRecord, type ChangeLog } from '../resource/records';
import { scopeConditions } from '../resource/scope';
import { playerTable } from '../tables/players';

/** Default lifetime of an activation link. */
const DEFAULT_TOKEN_EXPIRATION = 'PT24H';

function changeLog(context: ActionContext, logType: string, details: string): ChangeLog {
  return {
    logType,
    significanceLevel: logType === 'STATUS_CHANGED' ? 'Normal60' : 'Low30',
    details,
    user: managerUser(context.manager),
    ipAddress: context.request.ip,
  };
}

/** Applies field changes to one player in a transaction and returns the updated player. */
async function changePlayer(context: ActionContext, changes: Record<string, unknown>, logType: string, details: string) {
  return context.db.transaction(async (tx) => {
    const { records } = await applyChanges(tx, playerTable, context.scope, [context.id!], changes, changeLog(context, logType, details));
    return records[0];
  });
}

function statusChanges(status: Player['status'], disabledReason?: string | null) {
  return { status, disabledReason: status === 'ENABLED' ? null : (disabledReason?.trim() ?? null) };
}

/** Seconds of an ISO-8601 duration such as `PT30M` or `P1DT2H`. */
export function durationSeconds(duration: string): number {
  const match = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    duration,
  );
  if (!match) return 0;
  const [, w, d, h, m, s] = match.map((part) => Number(part ?? 0));
  return (((w * 7 + d) * 24 + h) * 60 + m) * 60 + s;
}

const NOT_REGISTERED_MESSAGES: Record<string, string> = {
  ENABLED: 'Player already enabled',
  LOCKED: 'Player locked, account previously activated',
  DISABLED: 'Player disabled, account previously activated',
};

export const playerHandlers: ActionHandlers<typeof player> = {
  changeStatus: (context, input) =>
    changePlayer(
      context,
      statusChanges(input.status, input.disabledReason),
      'STATUS_CHANGED',
      input.status === 'ENABLED' ? 'Status changed to ENABLED' : `Status changed to ${input.status}: ${input.disabledReason?.trim()}`,
    ),

  changeKycStatus: (context, input) =>
    changePlayer(
      context,
      { kycStatus: input.kycStatus, withdrawalDisabled: input.kycStatus !== 'VERIFIED' },
      'DATA_CHANGED',
      `KYC status changed to ${input.kycStatus}`,
    ),

  changeAccountType: (context, input) =>
    changePlayer(context, { accountType: input.accountType }, 'DATA_CHANGED', `Account type changed to ${input.accountType}`),

  changeRiskGroup: (context, input) =>
    changePlayer(context, { riskGroup: input.riskGroup }, 'DATA_CHANGED', `Risk group changed to ${input.riskGroup}`),

  async sendActivationEmail(context, input) {
    const conditions = scopeConditions(context.scope, playerTable.operatorColumn);
    const scoped = conditions.length ? sql` AND ${conditions[0]}` : sql``;
    const [row] = await context.db.query<{ id: number }>(
      sql`SELECT id FROM players WHERE lower(email) = lower(${input.email})${scoped} ORDER BY id LIMIT 1`,
    );
    if (!row) throw notFound(`No player with e-mail ${input.email}`);
    const found = await findRecord(context.db, playerTable, context.scope, row.id);
    if (found.status !== 'REGISTERED') {
      return { success: false, message: NOT_REGISTERED_MESSAGES[found.status] ?? 'Player already activated' };
    }
    const expiration = input.tokenExpiration ?? DEFAULT_TOKEN_EXPIRATION;
    const seconds = durationSeconds(expiration) || durationSeconds(DEFAULT_TOKEN_EXPIRATION);
    const token = randomBytes(24).toString('base64url');
    const expires = new Date(Date.now() + seconds * 1000).toISOString();
    // No mail server is configured: the link goes to the log instead of an inbox.
    context.request.log.warn(
      { playerId: found.id, email: found.email, expires },
      `Activation e-mail not delivered (no mail server); link: /auth/account-verified?token=${token}`,
    );
    return { success: true, message: `Activation e-mail sent to ${found.email}` };
  },

  async registerToCrm(context, input) {
    return context.db.transaction(async (tx) => {
      const current = await findRecord(tx, playerTable, context.scope, context.id!, { forUpdate: true });
      const [row] = await tx.query<{ at: Date | string | null }>(sql`SELECT crm_registered_at AS at FROM players WHERE id = ${current.id}`);
      if (row.at && !input.force) {
        throw new ApiError(409, 'Player is already registered to CRM; use force to register again');
      }
      const [updated] = await tx.query<{ at: Date | string }>(
        sql`UPDATE players SET crm_registered_at = now(), updated = now() WHERE id = ${current.id} RETURNING crm_registered_at AS at`,
      );
      const subject = playerTable.logSubject(current);
      await logActivity(tx, {
        operatorCode: subject.operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Low30',
        user: managerUser(context.manager),
        affected: subject.user,
        details: input.force ? 'Registered to CRM (forced)' : 'Registered to CRM',
        ipAddress: context.request.ip,
        before: { crmRegisteredAt: row.at ? new Date(row.at).toISOString() : null },
        after: { crmRegisteredAt: new Date(updated.at).toISOString() },
      });
      return findRecord(tx, playerTable, context.scope, current.id);
    });
  },

  async bulkChangeStatus(context, input) {
    const { changed } = await context.db.transaction((tx) =>
      applyChanges(
        tx,
        playerTable,
        context.scope,
        context.ids!,
        statusChanges(input.status, input.disabledReason),
        changeLog(context, 'STATUS_CHANGED', `Bulk status change to ${input.status}`),
      ),
    );
    return { message: `Status changed to ${input.status} for ${changed} of ${context.ids!.length} players` };
  },

  async bulkChangeAccountType(context, input) {
    const { changed } = await context.db.transaction((tx) =>
      applyChanges(
        tx,
        playerTable,
        context.scope,
        context.ids!,
        { accountType: input.accountType },
        changeLog(context, 'DATA_CHANGED', `Bulk account type change to ${input.accountType}`),
      ),
    );
    return { message: `Account type changed to ${input.accountType} for ${changed} of ${context.ids!.length} players` };
  },
};
