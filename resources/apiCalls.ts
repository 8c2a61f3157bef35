/**
 * The calls of `/api/officeapp` that are not a declared resource's list, report, record or action:
 * session and server calls (000 §7), notifications, managers, the dashboard and bet rows.
 * With the resources they make the API contract (`server/generated/openapi.json`).
 */
import { z } from 'zod';
import { route } from './apiCallRoutes';
import { ManagerCredentials } from './manager';
import { LanguageCode } from './enums';
import { PublishedHelpCenter } from './helpArticle';
import { SectionValues, SettingsAnswer, SettingsSectionState } from './systemSettings';
import { LabelType } from './translations';
import { BetRowRecord, BetRowStatusChange } from './betRows';
import { DashboardSeriesQuery, DashboardSummary } from './dashboard';
import { RoleAccess } from './roles';
import { SpotBalanceSeries, SpotCategoryTotal, SpotDirection, SpotTransactionsResponse, SPOT_TRANSACTIONS_PAGE_SIZE } from './spotBanking';
import { SpotFile, SPOT_FILE_MAX_BYTES } from './spotFiles';
import { SpotPlanChange, SpotPlanState } from './spotOrganization';
import { SpotForecast, SPOT_FORECAST_DAYS, SPOT_FORECAST_MAX_DAYS } from './spotReports';

/** One call beside the resources. `path` is under `/api/officeapp`, `{op}` the operator code. */
export interface ApiCallDef {
  /** The call's stable name (operations.ts): the contract document's operationId, the API profile's key. */
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** Needs no session (login, server info, the contract itself). */
  public?: boolean;
  /** Query parameters. */
  query?: Readonly<Record<string, z.ZodType>>;
  /** The query parameters the call needs. */
  requiredQuery?: readonly string[];
  /** JSON request body. */
  body?: z.ZodType;
  /** The JSON answer; default an envelope with any payload. */
  answer?: z.ZodType;
  /** The answer is a CSV file instead of JSON. */
  csvAnswer?: boolean;
  /** The request body is multipart form data (000 §7 multipart uploads): its parts by name. */
  multipartBody?: Readonly<Record<string, { file?: boolean; required?: boolean; description: string }>>;
  /**
   * Only this view may make the call (a central-only screen's call answers 403 in an operator's
   * view; the finance product's books are one operator's, so its calls answer 403 in the central view).
   */
  audience?: 'central' | 'operator';
}

/** The answer envelope: `success` and the `payload` (000 §7). */
export function envelope(payload: z.ZodType = z.unknown()) {
  return z.object({ success: z.boolean().optional(), payload });
}

const timestampValue = z.union([z.string(), z.number()]);

/** User details of `GET auth/userinfo` (000 §3). */
export const UserDetails = z.object({
  id: z.number().int(),
  isAuthenticated: z.boolean(),
  enabled: z.boolean(),
  balance: z.number().nullable().optional(),
  status: z.string(),
  birthdate: z.string().nullable().optional(),
  email: z.string(),
  langCode: z.string().nullable().optional(),
});

/** Current role (000 §3). */
const CurrentRole = z.object({ role: z.string(), operatorCode: z.string().nullable() });

/** `GET info`: the server info with its UI info and server time (000 §3). */
export const ServerInfoAnswer = envelope(
  z.object({
    uiInfo: z.object({ role: CurrentRole, exchangeRisks: z.record(z.string(), z.number()).optional() }),
    serverTimestamp: timestampValue,
  }),
);

const Tokens = z.object({ accessToken: z.string(), refreshToken: z.string() });

/**
 * Where an authentication answer's tokens may be (000 §7 says only "tokens"): flat beside the
 * status, under `tokens`, under the envelope's `payload` (as verify-token's answer has them) or
 * `payload.tokens`. The reference server answers login under `tokens` and refresh under `payload`;
 * the console reads each place (src/auth/readTokens.ts). A refresh may leave out the refresh token
 * (the old one stays).
 */
const tokensIn = (tokens: z.ZodObject) =>
  z.union([
    tokens.loose(),
    z.object({ tokens }).loose(),
    z.object({ payload: tokens }).loose(),
    z.object({ payload: z.object({ tokens }) }).loose(),
  ]);

const RefreshedTokens = z.object({ accessToken: z.string(), refreshToken: z.string().optional() });

/** `GET {op}/notifications`: a payload list and the server time (000 §7). */
export const NotificationsAnswer = z.object({
  // `link` (beside the spec's fields): the console page the alert is about, or null.
  payload: z.array(
    z.object({ id: z.number().int(), description: z.string(), created: z.string(), link: z.string().nullable().optional() }),
  ),
  serverTimestamp: timestampValue,
});

/** Operators info (000 §3). */
export const OperatorsInfoAnswer = envelope(z.array(z.object({ operatorCode: z.string(), role: z.string(), name: z.string().optional() })));

const credentials = z.object({ username: z.string(), password: z.string() });

/** `GET {op}/labels` (000 §7): the operator's labels in one language, `payload.labels.res.all`. */
export const LabelsAnswer = envelope(
  z.object({
    labels: z.object({
      res: z.object({ all: z.array(z.object({ labelType: LabelType, code: z.string(), text: z.string() })) }),
    }),
  }),
);

/** Every call beside the resources, in the order of the specification's sections. */
export const API_CALLS: readonly ApiCallDef[] = [
  {
    ...route('info'),
    summary: 'Server info: uiInfo, serverTimestamp (000 §3)',
    public: true,
    answer: ServerInfoAnswer,
  },
  {
    ...route('externalServers'),
    summary: 'Server URLs the console checks while the API is unavailable: payload[].url (000 §7)',
    public: true,
    answer: envelope(z.array(z.object({ url: z.string() }))),
  },
  {
    ...route('openapi'),
    summary: 'This contract',
    public: true,
    answer: z.object({ openapi: z.string() }),
  },
  {
    ...route('auth.login'),
    summary: 'Login: status, description, tokens (000 §7)',
    public: true,
    body: credentials,
    // The tokens are there when the status is Valid; where they are is read as tokensIn says.
    answer: z
      .object({
        status: z.string(),
        description: z.string().nullable().optional(),
        tokens: Tokens.optional(),
        accessToken: z.string().optional(),
        refreshToken: z.string().optional(),
        payload: z.union([Tokens, z.object({ tokens: Tokens })]).optional(),
      })
      .loose(),
  },
  { ...route('auth.logout'), summary: 'Logout (000 §7)', public: true },
  {
    ...route('auth.refreshToken'),
    summary: 'New tokens for a refresh token (000 §7)',
    public: true,
    body: z.object({ refreshToken: z.string() }),
    answer: tokensIn(RefreshedTokens),
  },
  { ...route('auth.userinfo'), summary: 'User details (000 §3)', answer: envelope(UserDetails) },
  {
    ...route('auth.saveUserinfo'),
    summary: 'My Account: the user details merged with the changes; payload true or false (000 §7)',
    body: z.record(z.string(), z.unknown()),
    answer: envelope(z.boolean()),
  },
  {
    ...route('auth.register'),
    summary: 'Registration (001 §7)',
    public: true,
    body: z.record(z.string(), z.unknown()),
  },
  {
    ...route('auth.verifyToken'),
    summary: 'Activation token: payload accessToken, refreshToken (000 §7)',
    public: true,
    body: z.object({ token: z.string() }),
  },
  {
    ...route('auth.sendActivationEmail'),
    summary: 'Activation e-mail again',
    public: true,
    body: z.record(z.string(), z.unknown()),
  },
  {
    ...route('auth.forgotPassword'),
    summary: 'Forgotten password (001 §7)',
    public: true,
    body: z.object({ email: z.string() }),
  },
  {
    ...route('auth.resetPassword'),
    summary: 'New password with the e-mailed token',
    public: true,
    body: z.record(z.string(), z.unknown()),
  },
  {
    ...route('auth.changePassword'),
    summary:
      "My Account's password change: the current password and a new one under the password rules (000 §5); every session of the manager ends as a password reset ends them, and payload carries new tokens for the caller",
    body: z.object({ currentPassword: z.string(), password: z.string() }),
    answer: envelope(Tokens),
  },
  {
    ...route('operatorsInfo'),
    summary: 'Operators a central manager may switch to (000 §3)',
    answer: OperatorsInfoAnswer,
  },
  {
    ...route('keepAlive'),
    summary:
      'Keep-alive (000 §7): payload true while the session is valid, 401 once it ended. The console calls it every 240 s while staff work, in the external login mode only, through the OIDC prefix (/authO/api/officeapp/keepAlive)',
    answer: envelope(z.literal(true)),
  },
  {
    ...route('schema'),
    summary: 'JSON Schema of a resource record',
    answer: z.object({ type: z.string() }),
  },
  {
    ...route('notifications'),
    summary: 'Notifications and the server time (000 §7)',
    answer: NotificationsAnswer,
  },
  {
    ...route('dashboard'),
    summary:
      'The dashboard of Home and /index2: figures per currency for a time frame, the queues that need a person and, when asked, the figures per day or month (002 §7 catalogue; shape decided by the product)',
    query: {
      filter: z.string().describe('JSON object {"created":{"from","to"}} (ISO instants, both optional)'),
      ...DashboardSeriesQuery.shape,
    },
    answer: envelope(DashboardSummary),
  },
  {
    ...route('exports.download'),
    summary: 'An export file as it was written or uploaded, while its status is UPLOADED (409 otherwise); 002 §7 catalogue {op}/exports',
    csvAnswer: true,
  },
  {
    ...route('roles'),
    summary:
      'The roles of 000 §3 and what each may do: the screens (declared lists) it may open, in which views, and their state-changing actions (shape decided by the product)',
    answer: envelope(z.array(RoleAccess)),
  },
  {
    ...route('managers.userinfo'),
    summary: 'A manager by code; credentials=false leaves out e-mail, verification and status (000 §7)',
    query: { managerCode: z.string(), credentials: z.boolean() },
  },
  {
    ...route('managers.saveUserinfo'),
    summary: 'Save a manager profile (001 §7)',
    body: z.record(z.string(), z.unknown()),
  },
  {
    ...route('managers.credentials'),
    summary: 'How a manager signs in (002 §7 catalogue; shape decided by the product): never a password',
    query: { managerCode: z.string() },
    answer: envelope(ManagerCredentials),
  },
  {
    ...route('betRows.get'),
    summary: 'One bet row as its betslip has it, with its betslip id, operator, player and currency (002 §7)',
    answer: envelope(BetRowRecord),
  },
  {
    ...route('betRows.stacktrace'),
    summary: 'Status history of a bet row, oldest first (002 §7)',
    query: { betrowId: z.number().int() },
    requiredQuery: ['betrowId'],
    answer: envelope(z.array(BetRowStatusChange)),
  },
  {
    ...route('betRows.stacktraceWithoutSlash'),
    summary: 'Status history of a bet row, without the trailing slash',
    query: { betrowId: z.number().int() },
    requiredQuery: ['betrowId'],
    answer: envelope(z.array(BetRowStatusChange)),
  },
  {
    ...route('helpcenter.published'),
    summary:
      'The help centre as readers see it, for staff of every operator: categories with their published articles in one language (default en)',
    query: { language: LanguageCode },
    answer: envelope(PublishedHelpCenter),
  },
  {
    ...route('labels'),
    summary:
      "The operator's translatable labels in one language, each its own text, else the default (000 §7: resource=labels, labels.req.labelType; payload.labels.res.all)",
    query: {
      resource: z.literal('labels'),
      'labels.req.labelType': LabelType,
      langCode: LanguageCode.describe('Default: the first supported language of Accept-Language, else en'),
    },
    answer: LabelsAnswer,
  },
  {
    ...route('translations.export'),
    summary:
      "An operator's labels as a CSV catalogue file: labelType,code,en,de,fr,tr,ro,hr,ru (002 §7 catalogue; format decided by the product)",
    query: { operatorCode: z.string(), labelType: LabelType },
    requiredQuery: ['operatorCode'],
    csvAnswer: true,
    audience: 'central',
  },
  {
    ...route('translations.import'),
    summary:
      "Reads a CSV catalogue file into an operator's labels: a header labelType,code and any language columns; an empty cell keeps the text. A bad line is a 400 naming it",
    query: { operatorCode: z.string() },
    requiredQuery: ['operatorCode'],
    multipartBody: { file: { file: true, required: true, description: 'The CSV catalogue file (000 §7: uploads are form data)' } },
    answer: envelope(z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() })),
    audience: 'central',
  },
  {
    ...route('systemSettings'),
    summary: 'The settings by section: central, every section of the platform; an operator, its own settings (002 §7 catalogue)',
    answer: SettingsAnswer,
  },
  {
    ...route('systemSettings.saveSection'),
    summary:
      'Saves a section of settings (body: values by key); ?changeToDefault=true puts the section back to its defaults (002 §7 catalogue)',
    query: { changeToDefault: z.boolean() },
    body: SectionValues,
    answer: envelope(SettingsSectionState),
  },
  {
    ...route('spot.transactions'),
    summary: `The spot API (000 §7): resource=transactions with page, size (${SPOT_TRANSACTIONS_PAGE_SIZE}, 000 §9) and filter (the Banking list's keys) answers payload.transactionsResponse { content, totalElements }. The path is the reference server's choice (the specification names the call, not its path)`,
    query: {
      resource: z.literal('transactions'),
      page: z.number().int(),
      size: z.number().int(),
      sort: z.string(),
      filter: z.string().describe('JSON object with the Banking list filter keys'),
    },
    requiredQuery: ['resource'],
    audience: 'operator',
    answer: envelope(z.object({ transactionsResponse: SpotTransactionsResponse })),
  },
  {
    ...route('spot-files.upload'),
    summary: `A bank statement file (CSV, CAMT.053 or MT940, at most ${SPOT_FILE_MAX_BYTES / 1024 / 1024} MB; larger is a 413): CAMT.053 and MT940 import at once, a CSV file waits (CREATED) with a preview and a detected column mapping for {op}/spot/files/{id}/import`,
    multipartBody: {
      file: { file: true, required: true, description: 'The statement file' },
      bankAccountId: { description: 'The bank account (needed for a CSV file; CAMT.053 and MT940 name their account)' },
    },
    audience: 'operator',
    answer: envelope(SpotFile),
  },
  {
    ...route('spot.totals'),
    summary:
      'Sums per category and currency of one direction (IN: income, OUT: expenses) over a Banking list filter, exact, as decimal text',
    query: { direction: SpotDirection, filter: z.string().describe('JSON object with the Banking list filter keys') },
    requiredQuery: ['direction'],
    audience: 'operator',
    answer: envelope(z.array(SpotCategoryTotal)),
  },
  {
    ...route('spot.balances'),
    summary: "Each bank account's balance (opening balance plus its transactions) at the end of every day it moved, as decimal text",
    audience: 'operator',
    answer: envelope(z.array(SpotBalanceSeries)),
  },
  {
    ...route('spot.forecast'),
    summary: `The cash-flow forecast (the reference server's path): from today's balances in the time zone timeZone (IANA, default UTC) over the next days (default ${SPOT_FORECAST_DAYS}, at most ${SPOT_FORECAST_MAX_DAYS}), per currency, with open sent invoices at their due dates, open incoming invoices and the recurring payments the history shows; each day's balance and the lowest, as decimal text`,
    query: {
      timeZone: z.string(),
      days: z.number().int(),
      entityId: z.number().int(),
    },
    audience: 'operator',
    answer: envelope(SpotForecast),
  },
  {
    ...route('spot.plan'),
    summary: "The books' plan (002 §9), its limits and their use this month",
    audience: 'operator',
    answer: envelope(SpotPlanState),
  },
  {
    ...route('spot.setPlan'),
    summary: "Sets the books' plan and extra entities (central managers)",
    body: SpotPlanChange,
    audience: 'operator',
    answer: envelope(SpotPlanState),
  },
];
