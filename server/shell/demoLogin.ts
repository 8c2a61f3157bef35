/**
 * The demo login (000 §2): the credentials the console offers for a one-click sign-in. Seeding
 * the demo data stores them as the `demo_login` setting; a database that was not seeded has
 * none. `GET info` publishes them only where the installation asked for it (`DEMO_LOGIN=true`,
 * as `npm run dev` and the browser tests set it): a seeded database is not thereby a public demo.
 */
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';

/** The settings key of the demo login. */
export const DEMO_LOGIN_SETTING = 'demo_login';

/** The credentials `uiInfo.demoLogin` carries. */
export interface DemoLogin {
  username: string;
  password: string;
}

/**
 * Whether `GET info` offers the stored demo login: `enabled` when the app was given it, else the
 * `DEMO_LOGIN` environment setting (`true`; anything else, or unset, is off).
 */
export function demoLoginEnabled(enabled?: boolean): boolean {
  return enabled ?? process.env.DEMO_LOGIN === 'true';
}

/** Stores the demo login (seeding only). */
export async function storeDemoLogin(db: Queryable, login: DemoLogin): Promise<void> {
  const value = JSON.stringify(login);
  await db.query(sql`INSERT INTO settings (key, value) VALUES (${DEMO_LOGIN_SETTING}, ${value})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
}

/** The demo login when this database holds demo data, else null. */
export async function readDemoLogin(db: Queryable): Promise<DemoLogin | null> {
  const [row] = await db.query<{ value: string }>(sql`SELECT value FROM settings WHERE key = ${DEMO_LOGIN_SETTING}`);
  if (!row) return null;
  try {
    const parsed = JSON.parse(row.value) as Partial<DemoLogin>;
    return typeof parsed.username === 'string' && typeof parsed.password === 'string'
      ? { username: parsed.username, password: parsed.password }
      : null;
  } catch {
    return null;
  }
}
