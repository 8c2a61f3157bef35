/**
 * Who may register and where registered accounts go. Self-registered accounts are back-office
 * managers (role OFFICE) of one operator, pending activation (status REGISTERED) until the
 * activation link is followed.
 */
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';

/** `OFFICE_REGISTRATION_DISABLED=false` opens registration; anything else (or unset) keeps it closed, the spec default. */
export function registrationDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.OFFICE_REGISTRATION_DISABLED?.trim().toLowerCase() !== 'false';
}

/** The operator of new accounts: `OFFICE_REGISTRATION_OPERATOR`, else the first operator by code. */
export async function registrationOperator(db: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const wanted = env.OFFICE_REGISTRATION_OPERATOR?.trim();
  const rows = wanted
    ? await db.query<{ code: string }>(sql`SELECT code FROM operators WHERE code = ${wanted}`)
    : await db.query<{ code: string }>(sql`SELECT code FROM operators ORDER BY code LIMIT 1`);
  return rows[0]?.code;
}

/** The public origin of links in e-mails: `PUBLIC_URL`, else the request's own origin. */
export function publicOrigin(request: { protocol: string; headers: { host?: string } }): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '');
  return configured || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
