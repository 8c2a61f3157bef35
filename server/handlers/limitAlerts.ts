/**
 * Acknowledging limit alerts (`POST limitAlerts/{id}/acknowledge`, and the selected ones through
 * `POST limitAlerts/acknowledge`): each alert is locked, stamped with the manager, the time and the
 * note, and gets an activity-log row at the alert's own level.
 */
import type { LimitAlert, limitAlert } from '../../resources/limitAlert';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { join, sql, typed } from '../db/sql';
import { ApiError, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecords } from '../resource/records';
import { scopeConditions } from '../resource/scope';
import { limitAlertTable } from '../tables/limitAlerts';

/** The alerts of `ids` within the scope, locked in id order; a 404 names any id that is not there. */
async function lockAlerts(tx: Queryable, context: ActionContext, ids: readonly number[]): Promise<LimitAlert[]> {
  const conditions = [sql`id IN (${join(ids.map((id) => typed(id, 'integer')))})`, ...scopeConditions(context.scope, 'operator_code')];
  await tx.query(sql`SELECT id FROM limit_alerts WHERE ${join(conditions, sql` AND `)} ORDER BY id FOR UPDATE`);
  const alerts = await findRecords(tx, limitAlertTable, context.scope, ids);
  const missing = ids.filter((id) => !alerts.some((alert) => alert.id === id));
  if (missing.length > 0) throw notFound(`Limit alert ${missing.join(', ')} not found`);
  return alerts;
}

/** Acknowledges one locked, unacknowledged alert and logs it. */
async function acknowledgeAlert(tx: Queryable, context: ActionContext, alert: LimitAlert, note: string | null): Promise<void> {
  const by = context.manager.username;
  await tx.query(sql`UPDATE limit_alerts SET acknowledged_at = now(), acknowledged_by = ${by},
      acknowledged_by_id = ${context.manager.id}, acknowledged_note = ${note} WHERE id = ${alert.id}`);
  const reached = alert.percent !== null && alert.percent !== undefined ? `, ${alert.percent} % of the limit` : '';
  await logActivity(tx, {
    operatorCode: alert.operatorCode,
    logType: 'DATA_CHANGED',
    significanceLevel: alert.alertLevel,
    user: managerUser(context.manager),
    affected: limitAlertTable.logSubject(alert).user,
    details:
      `Limit alert ${alert.id} acknowledged (${alert.limitType}, ${alert.scope}, ` +
      `${alert.alertLevel}${reached})${note ? `: ${note}` : ''}`,
    ipAddress: context.request.ip,
    matchId: alert.matchId ?? null,
    marketCode: alert.marketCode ?? null,
    currencyCode: alert.currency ?? null,
    amount: alert.value ?? null,
    before: { acknowledged: false },
    after: { acknowledged: true, acknowledgedBy: by, acknowledgedNote: note },
  });
}

const noteOf = (note: string | null | undefined) => (note && note.trim() !== '' ? note.trim() : null);

export const limitAlertHandlers: ActionHandlers<typeof limitAlert> = {
  acknowledge: (context, input) =>
    context.db.transaction(async (tx) => {
      const [alert] = await lockAlerts(tx, context, [Number(context.id)]);
      if (alert.acknowledged) {
        throw new ApiError(
          409,
          `Limit alert ${alert.id} was acknowledged by ${alert.acknowledgedBy ?? 'someone'} at ` +
            `${alert.acknowledgedAt ?? 'an earlier time'}`,
        );
      }
      await acknowledgeAlert(tx, context, alert, noteOf(input.note));
      const [updated] = await findRecords(tx, limitAlertTable, context.scope, [alert.id]);
      return updated;
    }),

  /** The selected alerts not yet acknowledged; those already acknowledged are left as they are. */
  acknowledgeSelected: (context, input) =>
    context.db.transaction(async (tx) => {
      const ids = [...new Set((context.ids ?? []).map(Number))];
      const alerts = await lockAlerts(tx, context, ids);
      const open = alerts.filter((alert) => !alert.acknowledged);
      for (const alert of open) await acknowledgeAlert(tx, context, alert, noteOf(input.note));
      return { acknowledged: open.length, alreadyAcknowledged: alerts.length - open.length };
    }),
};
