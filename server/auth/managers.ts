/** Back-office accounts. */
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
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  langCode: string;
  gender: string | null;
  phoneNumber: string | null;
  street: string | null;
  locality: string | null;
  postalCode: string | null;
  country: string | null;
  birthdate: string | null;
}

const SELECT = sql`id, email, role, operator_code AS "operatorCode", realm, username, status, email_verified AS "emailVerified",
  first_name AS "firstName", last_name AS "lastName", lang_code AS "langCode", gender, phone_number AS "phoneNumber",
  street, locality, postal_code AS "postalCode", country, birthdate::text AS birthdate`;

export async function managerById(db: Queryable, id: number): Promise<Manager | undefined> {
  const [row] = await db.query<Manager>(sql`SELECT ${SELECT} FROM managers WHERE id = ${id}`);
  return row;
}

export async function managerWithHashByEmail(
  db: Queryable,
  email: string,
): Promise<(Manager & { passwordHash: string }) | undefined> {
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

