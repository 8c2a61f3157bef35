/**
 * The server's settings (`system/settings`, 002 §7 catalogue), typed and grouped in sections that
 * are saved, or put back to their defaults, one at a time (`sectionUpdate/{code}` and
 * `?changeToDefault`). A server setting holds for the whole platform; an operator setting has a
 * platform-wide value (its default for every operator) that an operator may replace with its own
 * (the beta operator item `/settings`, 000 §2). Every setting is read by the code that uses it.
 */
import { z } from 'zod';
import { UserCode } from './activityLog';
import { namedEnum } from './model';
import { timestamp } from './rules';

/** The sections, in the order the settings pages show them. */
export const SettingsSection = namedEnum('settingsSection', ['REPORTS', 'CONSOLE', 'REGISTRATION', 'MONITORING', 'CONNECTIVITY', 'DEMO']);

export type SettingsSection = z.output<typeof SettingsSection>;

/** The settings' keys. */
export const SettingKey = namedEnum('settingKey', [
  'reportPagesExportSize',
  'contactEmail',
  'socialLinks',
  'officeRegistrationDisabled',
  'officeRegistrationOperator',
  'monitoringUrl',
  'externalServers',
  'demoLoginOffered',
]);

export type SettingKey = z.output<typeof SettingKey>;

/** How a setting is edited. */
export type SettingKind = 'integer' | 'boolean' | 'email' | 'url' | 'links' | 'servers' | 'operator';

/** Text of at most `max` characters. */
const limited = (max: number) =>
  z.string().refine((value) => value.length <= max, { message: 'app.validation.maxLength', params: { max } });

/** A list of at most `max` entries. */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).refine((items) => items.length <= max, { message: 'app.validation.maxItems', params: { max } });

/** An absolute http(s) address. */
const httpUrl = () => limited(500).refine((value) => /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(value), { message: 'app.validation.url' });

/** A footer social link: a network name (facebook, x, instagram, linkedin, youtube, telegram, …) and its address. */
export const SocialLink = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,32}$/, { message: 'app.validation.socialName' }),
  url: httpUrl(),
});

/** One setting: its section, whether an operator may set its own, how it is edited and its rule. */
export interface SettingDef {
  section: SettingsSection;
  operator: boolean;
  kind: SettingKind;
  schema: z.ZodType;
}

/** Every setting. */
export const SETTINGS: Readonly<Record<SettingKey, SettingDef>> = {
  /** Pages of the current size an "All pages" export holds (uiInfo.reportPagesExportSize; the report call's size limit). */
  reportPagesExportSize: {
    section: 'REPORTS',
    operator: true,
    kind: 'integer',
    schema: z
      .number({ message: 'app.validation.required' })
      .int({ message: 'app.validation.integer' })
      .refine((value) => value >= 1, { message: 'app.validation.min', params: { min: 1 } })
      .refine((value) => value <= 100, { message: 'app.validation.max', params: { max: 100 } }),
  },
  /** The footer's support e-mail (uiInfo.contactEmail). */
  contactEmail: {
    section: 'CONSOLE',
    operator: true,
    kind: 'email',
    schema: limited(254).pipe(z.email({ message: 'app.validation.email' })),
  },
  /** The footer's social links (uiInfo.socialLinks). */
  socialLinks: { section: 'CONSOLE', operator: true, kind: 'links', schema: listOf(SocialLink, 10) },
  /** Whether "Register" is offered and `POST auth/register` accepted (uiInfo.officeRegistrationDisabled). */
  officeRegistrationDisabled: { section: 'REGISTRATION', operator: false, kind: 'boolean', schema: z.boolean() },
  /** The operator self-registered office managers belong to; none: the first operator by code. */
  officeRegistrationOperator: { section: 'REGISTRATION', operator: false, kind: 'operator', schema: limited(40).nullable() },
  /** Base address of the monitoring dashboards on Home (uiInfo.monitoringUrl); none: no dashboards. */
  monitoringUrl: { section: 'MONITORING', operator: false, kind: 'url', schema: httpUrl().nullable() },
  /** What `GET external-servers` lists: the addresses the console checks while the API does not answer. */
  externalServers: {
    section: 'CONNECTIVITY',
    operator: false,
    kind: 'servers',
    schema: listOf(
      limited(500).refine((value) => /^(https?:\/\/[^\s/]+)?\/\S*$/i.test(value) || /^https?:\/\/[^\s/]+$/i.test(value), {
        message: 'app.validation.serverUrl',
      }),
      10,
    ).refine((items) => items.length > 0, { message: 'app.validation.required' }),
  },
  /** Whether a demo database offers its one-click demo login (uiInfo.demoLogin). */
  demoLoginOffered: { section: 'DEMO', operator: false, kind: 'boolean', schema: z.boolean() },
};

/** The settings of a section, in declaration order. */
export function sectionSettings(section: SettingsSection): SettingKey[] {
  return SettingKey.options.filter((key) => SETTINGS[key].section === section);
}

/** Whether an operator may set its own values in a section (all its settings are operator settings). */
export function isOperatorSection(section: SettingsSection): boolean {
  return sectionSettings(section).every((key) => SETTINGS[key].operator);
}

/** One setting as the settings call answers it. */
export const SettingState = z.object({
  key: SettingKey,
  kind: z.enum(['integer', 'boolean', 'email', 'url', 'links', 'servers', 'operator']),
  value: z.unknown(),
  /** What the setting is when nothing is set: the environment's or built-in value; for an operator, the platform's. */
  defaultValue: z.unknown(),
  /** No value of its own is stored (the default applies). */
  isDefault: z.boolean(),
});

/** One section of settings, of the platform (`operatorCode` null) or of one operator. */
export const SettingsSectionState = z.object({
  code: SettingsSection,
  operatorCode: z.string().nullable(),
  settings: z.array(SettingState),
  updated: timestamp().nullable(),
  updatedBy: UserCode.nullable(),
});

export type SettingsSectionState = z.output<typeof SettingsSectionState>;

/** `GET {op}/system/settings`: the sections of the view (central: every section; an operator: its own). */
export const SettingsAnswer = z.object({ success: z.boolean().optional(), payload: z.object({ sections: z.array(SettingsSectionState) }) });

/** `PUT {op}/sectionUpdate/{code}` body: the section's settings by key (all or some). */
export const SectionValues = z.record(z.string(), z.unknown());
