/**
 * The typed settings of resources/systemSettings.ts as the server keeps them (`system_settings`):
 * a platform-wide value, or an operator's own value of an operator setting; with none stored, the
 * default applies (the environment's or built-in value; for an operator, the platform's).
 * `readSettings` is what the code that uses a setting reads.
 */
import { SETTINGS, SettingKey, sectionSettings, type SettingsSection, type SettingsSectionState } from '../../resources/systemSettings';
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';
import { REPORT_PAGES_EXPORT_SIZE } from '../resource/list-query';
import { externalServers } from '../shell/externalServers';
import { registrationDisabled } from '../shell/registration';
import { contactEmail, monitoringUrl, socialLinks } from '../shell/uiSettings';

export type SettingValues = { [K in SettingKey]: unknown } & {
  reportPagesExportSize: number;
  contactEmail: string;
  socialLinks: { name: string; url: string }[];
  officeRegistrationDisabled: boolean;
  officeRegistrationOperator: string | null;
  monitoringUrl: string | null;
  externalServers: string[];
  demoLoginOffered: boolean;
};

/** The built-in and environment values: what holds while nothing is stored. */
export function settingDefaults(env: NodeJS.ProcessEnv = process.env): SettingValues {
  return {
    reportPagesExportSize: REPORT_PAGES_EXPORT_SIZE,
    contactEmail: contactEmail(env),
    socialLinks: socialLinks(env, () => undefined),
    officeRegistrationDisabled: registrationDisabled(env),
    officeRegistrationOperator: env.OFFICE_REGISTRATION_OPERATOR?.trim() || null,
    monitoringUrl: monitoringUrl(env),
    externalServers: externalServers(env),
    demoLoginOffered: true,
  };
}

interface StoredRow {
  operator_code: string | null;
  key: string;
  value: unknown;
  updated: string;
  user_realm: string | null;
  user_username: string | null;
}

/** The stored values of the platform and, when given, of one operator. */
async function storedRows(db: Queryable, operatorCode: string | null): Promise<StoredRow[]> {
  return db.query<StoredRow>(sql`SELECT operator_code, key, value, to_char(updated AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated,
      user_realm, user_username
    FROM system_settings WHERE operator_code IS NULL OR operator_code = ${operatorCode ?? ''}`);
}

/** The values and defaults of a view's settings: the platform's (`null`) or one operator's. */
async function resolve(db: Queryable, operatorCode: string | null) {
  const rows = await storedRows(db, operatorCode);
  const platform = new Map(rows.filter((row) => row.operator_code === null).map((row) => [row.key, row]));
  const own = new Map(rows.filter((row) => row.operator_code !== null).map((row) => [row.key, row]));
  const builtIn = settingDefaults();
  const entry = (key: SettingKey) => {
    const platformValue = platform.has(key) ? platform.get(key)!.value : builtIn[key];
    if (operatorCode === null || !SETTINGS[key].operator) {
      return { value: platformValue, defaultValue: builtIn[key], row: platform.get(key), isDefault: !platform.has(key) };
    }
    const row = own.get(key);
    return { value: row ? row.value : platformValue, defaultValue: platformValue, row, isDefault: !row };
  };
  return Object.fromEntries(SettingKey.options.map((key) => [key, entry(key)])) as Record<SettingKey, ReturnType<typeof entry>>;
}

/** Every setting as it holds for the platform (`null`) or for one operator. */
export async function readSettings(db: Queryable, operatorCode: string | null): Promise<SettingValues> {
  const resolved = await resolve(db, operatorCode);
  return Object.fromEntries(SettingKey.options.map((key) => [key, resolved[key].value])) as SettingValues;
}

/** The sections' states of a view: the platform's or one operator's. */
export async function sectionStates(
  db: Queryable,
  operatorCode: string | null,
  sections: readonly SettingsSection[],
): Promise<SettingsSectionState[]> {
  const resolved = await resolve(db, operatorCode);
  return sections.map((code) => {
    const keys = sectionSettings(code);
    const latest = keys
      .map((key) => resolved[key].row)
      .filter((row): row is StoredRow => row !== undefined && row.operator_code === operatorCode)
      .sort((a, b) => b.updated.localeCompare(a.updated))[0];
    return {
      code,
      operatorCode,
      settings: keys.map((key) => ({
        key,
        kind: SETTINGS[key].kind,
        value: resolved[key].value,
        defaultValue: resolved[key].defaultValue,
        isDefault: resolved[key].isDefault,
      })),
      updated: latest?.updated ?? null,
      updatedBy: latest?.user_username ? { userRealm: latest.user_realm ?? '', userUsername: latest.user_username } : null,
    };
  });
}
