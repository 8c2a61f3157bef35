/**
 * `GET {op}/system/settings` and `PUT {op}/sectionUpdate/{code}[?changeToDefault=true]` (002 §7
 * catalogue): the central view reads and saves the platform's sections; an operator's view (its
 * office managers, and central managers switched to it) its own values of the operator sections.
 * A save is validated setting by setting (a 400 names the setting and the rule), stored and
 * logged with the section before and after, in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isOperatorSection, SETTINGS, SettingsSection, sectionSettings, type SettingKey } from '../../resources/systemSettings';
import { logActivity, managerUser } from '../activity-log';
import type { Manager } from '../auth/managers';
import type { Database, Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { badRequest, forbidden, issuesToErrors, notFound, type FieldError } from '../http/errors';
import type { Scope } from '../resource/scope';
import { sectionStates } from './settings';

type Context = (request: FastifyRequest) => Promise<{ manager: Manager; scope: Scope }>;

/** The sections a view shows: every one in the central view, the operator sections in an operator's. */
function viewSections(scope: Scope): SettingsSection[] {
  return SettingsSection.options.filter((code) => scope.operatorCode === null || isOperatorSection(code));
}

const ChangeToDefault = z.enum(['true', 'false']).optional();

/** The section's new values, validated; a 400 names each bad or unknown setting. */
async function parseValues(db: Queryable, code: SettingsSection, body: unknown): Promise<Partial<Record<SettingKey, unknown>>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest("The body must be a JSON object of the section's settings", [{ path: 'body', message: 'Expected an object' }]);
  }
  const keys = sectionSettings(code) as string[];
  const errors: FieldError[] = [];
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!keys.includes(key)) {
      errors.push({ path: key, message: `Not a setting of the ${code} section (${keys.join(', ')})` });
      continue;
    }
    const schema = SETTINGS[key as SettingKey].schema;
    const trimmed = typeof value === 'string' ? value.trim() : value;
    const result = schema.safeParse(trimmed === '' && schema.safeParse(null).success ? null : trimmed);
    if (!result.success) errors.push(...issuesToErrors(result.error, key));
    else values[key as SettingKey] = result.data;
  }
  const operator = values.officeRegistrationOperator;
  if (typeof operator === 'string') {
    const [row] = await db.query<{ code: string }>(sql`SELECT code FROM operators WHERE code = ${operator}`);
    if (!row) errors.push({ path: 'officeRegistrationOperator', message: `Unknown operator ${operator}` });
  }
  if (errors.length > 0) throw badRequest(`Invalid ${code} settings: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);
  return values;
}

/** Saves or resets one section of a view, logged; answers the section as it is now. */
async function updateSection(db: Database, request: FastifyRequest, manager: Manager, scope: Scope, code: SettingsSection, reset: boolean) {
  const operatorCode = scope.operatorCode;
  return db.transaction(async (tx) => {
    const values = reset ? {} : await parseValues(tx, code, request.body ?? {});
    const keys = sectionSettings(code);
    // Locks the section's stored values of this view, so two saves of one section never interleave.
    await tx.query(
      sql`SELECT id FROM system_settings WHERE coalesce(operator_code, '') = ${operatorCode ?? ''}
        AND key = ANY (${keys}::text[]) FOR UPDATE`,
    );
    const [before] = await sectionStates(tx, operatorCode, [code]);
    const user = managerUser(manager);
    if (reset) {
      await tx.query(
        sql`DELETE FROM system_settings WHERE coalesce(operator_code, '') = ${operatorCode ?? ''} AND key = ANY (${keys}::text[])`,
      );
    }
    // A value equal to its default is not stored: the setting keeps following its default.
    for (const [key, value] of Object.entries(values)) {
      const current = before.settings.find((setting) => setting.key === key)!;
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      if (same(value, current.value) && (current.isDefault || !same(value, current.defaultValue))) continue;
      await tx.query(sql`DELETE FROM system_settings WHERE coalesce(operator_code, '') = ${operatorCode ?? ''} AND key = ${key}`);
      if (same(value, current.defaultValue)) continue;
      await tx.query(sql`INSERT INTO system_settings (operator_code, key, value, updated, user_realm, user_username)
        VALUES (${operatorCode}, ${key}, ${typed(value, 'jsonb')}, clock_timestamp(), ${user.realm}, ${user.username})`);
    }
    const [after] = await sectionStates(tx, operatorCode, [code]);
    const changed = after.settings.filter((setting, index) => JSON.stringify(setting) !== JSON.stringify(before.settings[index]));
    if (changed.length > 0) {
      const pick = (section: typeof before) =>
        Object.fromEntries(section.settings.filter((setting) => changed.some((c) => c.key === setting.key)).map((s) => [s.key, s.value]));
      await logActivity(tx, {
        operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'High80',
        user,
        details:
          `Settings ${code}${operatorCode ? ` of ${operatorCode}` : ''} ${reset ? 'put back to their defaults' : 'saved'}: ` +
          `${changed.map((s) => s.key).join(', ')}`,
        ipAddress: request.ip,
        before: pick(before),
        after: pick(after),
      });
    }
    return after;
  });
}

/** Registers the settings calls on the secured API (`context` resolves the manager and the `{op}` view). */
export function registerSettingsRoutes(app: FastifyInstance, db: Database, context: Context): void {
  app.get('/:op/system/settings', async (request) => {
    const { scope } = await context(request);
    return { success: true, payload: { sections: await sectionStates(db, scope.operatorCode, viewSections(scope)) } };
  });

  app.put('/:op/sectionUpdate/:code', async (request) => {
    const { manager, scope } = await context(request);
    const code = SettingsSection.safeParse((request.params as { code: string }).code);
    if (!code.success) throw notFound(`No settings section ${(request.params as { code: string }).code}`);
    if (!viewSections(scope).includes(code.data)) {
      throw forbidden(`The ${code.data} settings are the central office's; an operator sets ${viewSections(scope).join(' and ')}`);
    }
    const raw = (request.query as { changeToDefault?: unknown }).changeToDefault;
    const changeToDefault = ChangeToDefault.safeParse(Array.isArray(raw) ? raw.at(-1) : raw);
    if (!changeToDefault.success) {
      throw badRequest('changeToDefault must be true or false', [{ path: 'changeToDefault', message: 'Expected true or false' }]);
    }
    const section = await updateSection(db, request, manager, scope, code.data, changeToDefault.data === 'true');
    return { success: true, payload: section };
  });
}
