/** Handler of the activity log's Add activity (002 §5): central managers only (checked by the route). */
import type { activityLog } from '../../resources/activityLog';
import { logActivity, managerUser } from '../activity-log';
import type { ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { activityLogTable } from '../tables/activityLog';

export const activityLogHandlers: ActionHandlers<typeof activityLog> = {
  addActivity: (context, input) =>
    context.db.transaction(async (tx) => {
      const id = await logActivity(tx, {
        operatorCode: context.scope.operatorCode,
        logType: 'MANUAL_ADDED_EVENT',
        significanceLevel: input.significanceLevel,
        user: managerUser(context.manager),
        details: input.details.trim(),
        ipAddress: context.request.ip,
      });
      return findRecord(tx, activityLogTable, { operatorCode: null }, id);
    }),
};
