/**
 * Who may register and where registered accounts go. Self-registered accounts are back-office
 * managers (role OFFICE) of one operator, pending activation (status REGISTERED) until the
 * activation link is followed.
 */
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';

/**
 * The default of the `officeRegistrationDisabled` setting: `OFFICE_REGISTRATION_DISABLED=false`
 * opens registration; anything else (or unset) keeps it closed, the spec default.
 */
export function registrationDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.OFFICE_REGISTRATION_DISABLED?.trim().toLowerCase() !== 'false';
}

/**
 * The operator of new accounts: the `officeRegistrationOperator` setting (by default
 * `OFFICE_REGISTRATION_OPERATOR`), else the first operator by code.
 */
export async function registrationOperator(db: Queryable, wanted: string | null): Promise<string | undefined> {
  const rows = wanted
    ? await db.query<{ code: string }>(sql`SELECT code FROM operators WHERE code = ${wanted}`)
    : await db.query<{ code: string }>(sql`SELECT code FROM operators ORDER BY code LIMIT 1`);
  return rows[0]?.code;
}

/** Development and tests: e-mail links may point at the local server when no public URL is set. */
export function isDevelopment(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/**
 * The public origin of links in e-mails: the `PUBLIC_URL` setting; in development without it,
 * `http://localhost:<PORT>`; otherwise undefined (no link is sent). Never the request's Host
 * header, which the client chooses.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  return isDevelopment(env) ? `http://localhost:${env.PORT ?? 8080}` : undefined;
}

/** The problem with the `PUBLIC_URL` setting, or undefined when it is usable (or unset). */
export function publicUrlProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined;
  } catch {
    // reported below
  }
  return `PUBLIC_URL must be an absolute http(s) URL such as https://office.example.com, not "${value}"`;
}
