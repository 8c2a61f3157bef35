/**
 * Storage of the `managers` resource: the back-office accounts table; the code and the realm and
 * username pairs read from `realm` and `username`.
 */
import { managers, type Manager } from '../../resources/manager';
import { sql } from '../db/sql';
import type { LogUser } from '../activity-log';
import { deriveTable } from './derive';

/** A manager record as an activity-log user (a manager without an operator is a central manager). */
export function managerLogUser(record: Manager): LogUser {
  return {
    id: record.id,
    role: record.operatorCode === null ? 'CENTRAL_MANAGER' : 'OFFICE',
    realm: record.userRealm,
    username: record.userUsername,
  };
}

export const managerTable = deriveTable<Manager>(managers, {
  computed: { code: { sql: sql`managers.realm || ':' || managers.username` } },
  logSubject: (record) => ({ operatorCode: record.operatorCode, user: managerLogUser(record) }),
});
