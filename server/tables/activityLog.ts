/** Storage of the activity log: the schema's columns, the user codes in their own columns. */
import { activityLog, type ActivityLogEntry } from '../../resources/activityLog';
import { sql } from '../db/sql';
import { deriveTable } from './derive';

export const activityLogTable = deriveTable<ActivityLogEntry>(activityLog, {
  playerCondition: (playerId) => sql`activity_log.affected_user_id = ${playerId}::integer AND activity_log.affected_user_role = 'PLAYER'`,
  logSubject: (entry) => ({ operatorCode: entry.operatorCode ?? null, user: null }),
});
