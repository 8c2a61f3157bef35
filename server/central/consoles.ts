/**
 * The consoles' looks (000 §3 UI info): what `GET info` serves an operator's staff (its row of
 * `operators`) or the central office and visitors (`central_office`), and the Operators screen's
 * change of one console, locked, checked against the version it was loaded at and logged.
 */
import type { OperatorConsoleInput } from '../../resources/operators';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { ident, sql } from '../db/sql';
import type { ActionHandler } from '../resource/actions';
import { findRecord } from '../resource/records';
import { CENTRAL } from '../resource/scope';
import { assertCurrentVersion } from '../resource/version';
import { operatorsTable } from '../tables/central';
import { badRequest } from '../http/errors';

/** A console's look as the UI info carries it; null titles mean the console's own default words. */
export interface ConsoleLook {
  code: string;
  name: string;
  domain: string | null;
  currency: string;
  officeTitle: string | null;
  playersTitle: string | null;
  logoUrl: string | null;
  theme: { primary: string; secondary: string };
  darkTheme: boolean;
}

/** The look of an operator's console, or of the central office's for `null` (or an unknown code). */
export async function consoleLook(db: Queryable, operatorCode: string | null): Promise<ConsoleLook> {
  const code = operatorCode ?? CENTRAL;
  const [row] = await db.query<ConsoleLook>(sql`SELECT code, name, domain, currency, office_title AS "officeTitle",
      players_title AS "playersTitle", logo_url AS "logoUrl", json_build_object('primary', theme_primary, 'secondary',
        theme_secondary) AS theme,
      dark_theme AS "darkTheme"
    FROM operator_consoles WHERE code IN (${code}, ${CENTRAL}) ORDER BY (code = ${CENTRAL}) LIMIT 1`);
  return row;
}

/** Empty text is no value (the console's default applies). */
const orNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

type UpdateConsole = ActionHandler<OperatorConsoleInput>;

/** `PUT operators/{code}`: one console's UI info; 409 when it changed after it was loaded. */
export const updateConsole: UpdateConsole = (context, input) =>
  context.db.transaction(async (tx) => {
    const code = String(context.id);
    const before = await findRecord(tx, operatorsTable, context.scope, code);
    const table = before.role === 'central' ? 'central_office' : 'operators';
    // The row is locked before it is compared: two saves of one console never interleave.
    await tx.query(sql`SELECT 1 FROM ${ident(table)} WHERE code = ${code} FOR UPDATE`);
    const current = await findRecord(tx, operatorsTable, context.scope, code);
    assertCurrentVersion('Console', code, current as unknown as Record<string, unknown>, input.updated);
    const values = {
      name: input.name.trim(),
      domain: orNull(input.domain),
      officeTitle: orNull(input.officeTitle),
      playersTitle: orNull(input.playersTitle),
      logoUrl: orNull(input.logoUrl),
      theme: { primary: input.theme.primary.toLowerCase(), secondary: input.theme.secondary.toLowerCase() },
      darkTheme: input.darkTheme,
    };
    if (current.role === 'operator' && values.domain === null) {
      throw badRequest('domain: An operator needs its domain', [{ path: 'domain', message: 'Required' }]);
    }
    await tx.query(sql`UPDATE ${ident(table)} SET name = ${values.name}, domain = ${values.domain}, office_title = ${values.officeTitle},
        players_title = ${values.playersTitle}, logo_url = ${values.logoUrl}, theme_primary = ${values.theme.primary},
        theme_secondary = ${values.theme.secondary}, dark_theme = ${values.darkTheme}, updated = clock_timestamp()
      WHERE code = ${code}`);
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (key) => JSON.stringify(values[key]) !== JSON.stringify(current[key] ?? null),
    );
    const pick = (record: Record<string, unknown>) =>
      Object.fromEntries(changed.map((key) => [key, key === 'logoUrl' ? logoSummary(record[key]) : (record[key] ?? null)]));
    await logActivity(tx, {
      operatorCode: current.role === 'operator' ? code : null,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Normal60',
      user: managerUser(context.manager),
      details: `Console of ${code} changed: ${changed.join(', ') || 'nothing'}`,
      ipAddress: context.request.ip,
      before: pick(current as Record<string, unknown>),
      after: pick(values),
    });
    return findRecord(tx, operatorsTable, context.scope, code);
  });

/** A logo in the log: an address as it is, an uploaded image by its kind and size. */
function logoSummary(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('data:')) return value ?? null;
  return `${value.slice(5, value.indexOf(';'))} image, ${Math.round((value.length * 3) / 4 / 1024)} KB`;
}
