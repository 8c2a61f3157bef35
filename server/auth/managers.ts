/**
 * The signed-in back-office account as the session knows it: who it is, its role and operator, its
 * state and the user details of `auth/userinfo`. The manager record itself (the profile, the
 * list) is the `managers` resource (resources/manager.ts, server/tables/managers.ts).
 */
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';

export interface Manager {
  id: number;
  email: string;
  role: 'CENTRAL_MANAGER' | 'OFFICE';
  operatorCode: string | null;
  realm: string;
  username: string;
  status: string;
  /** The display name of the current role (`GET info`). */
  firstName: string | null;
  lastName: string | null;
  langCode: string;
  birthdate: string | null;
}

const SELECT = sql`id, email, role, operator_code AS "operatorCode", realm, username, status, first_name AS "firstName",
  last_name AS "lastName", lang_code AS "langCode", birthdate::text AS birthdate`;

export async function managerById(db: Queryable, id: number): Promise<Manager | undefined> {
  const [row] = await db.query<Manager>(sql`SELECT ${SELECT} FROM managers WHERE id = ${id}`);
  return row;
}

export async function managerWithHashByEmail(db: Queryable, email: string): Promise<(Manager & { passwordHash: string }) | undefined> {
  const [row] = await db.query<Manager & { passwordHash: string }>(
    sql`SELECT ${SELECT}, password_hash AS "passwordHash" FROM managers WHERE lower(email) = lower(${email})`,
  );
  return row;
}

/**
 * The `userinfo` payload of a manager: exactly the user details of 000 §3. The role and the
 * operator are not user details: `GET info` names them (`uiInfo.role`).
 */
export function userInfo(manager: Manager) {
  return {
    id: manager.id,
    isAuthenticated: true,
    enabled: manager.status === 'ENABLED',
    balance: null,
    status: manager.status,
    birthdate: manager.birthdate,
    email: manager.email,
    langCode: manager.langCode,
  };
}
