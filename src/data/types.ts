/**
 * Public types of the data path: the options the console passes in and the provider it gets back.
 */
import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
import type { ApiProfile } from './apiProfile';

/** What the data provider needs from the session, the operator switcher and the i18n layer. */
export interface DataProviderOptions {
  /** Back-office API prefix. Default `/api/officeapp`. */
  apiUrl?: string;
  /** The operator code in the path (`{op}`); `central` spans all operators. */
  getOperator: () => string;
  /** The bearer access token, or null when logged out. */
  getToken: () => string | null;
  /** The language sent as `Accept-Language`. */
  getLanguage: () => string;
  /** Called on HTTP 401: refreshes the session; `true` retries the request once. */
  onUnauthorized?: () => Promise<boolean>;
  /** Fetch implementation (the console's answers calls started early; tests). Default the global fetch. */
  fetch?: typeof fetch;
  /** The clock used to resolve time-frame filters. Default `new Date()`. */
  now?: () => Date;
  /** The user's IANA time zone (the days of a grouped list). Default the browser's. */
  getTimeZone?: () => string;
  /** Rewrites each request URL (external login mode). */
  rewriteUrl?: (url: string) => string;
  /** How a response that does not match the resource schema is handled. Default: `throw` in tests, `log` in development, `off` in production. */
  contractCheck?: ContractCheck;
  /** The installation's API profile; default the page's settings (src/data/apiProfile.ts). */
  apiProfile?: ApiProfile;
}

/** `throw`: fail the call; `log`: console.error only; `off`: no parsing. */
export type ContractCheck = 'throw' | 'log' | 'off';

/** Target and input of a custom action. */
export interface RunActionParams {
  id?: string | number;
  ids?: readonly (string | number)[];
  input: Record<string, unknown>;
  /** The record as loaded, sent as the body of an action with `recordBody` (the profile's risk-group PUT). */
  record?: Record<string, unknown>;
}

/** Parameters of a CSV export through `{api.path}/report`. */
export interface ExportCsvParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
  /** Report column headers, sent as `filter.reportHeaders`. */
  headers?: readonly { text: string; value: string }[];
  /** A player page's export: only that player's rows (the list's player path, query or filter). */
  meta?: { playerId?: string | number };
  /** The user's language and time zone (`locale`, `timeZone` parameters): labels, separators, date-times. */
  locale?: string;
  timeZone?: string;
  /** Aborting it cancels the download (and the server stops the report). */
  signal?: AbortSignal;
}

/** Server info (`GET /info`), as far as the shell reads it. */
export interface ServerInfo {
  uiInfo?: { officeRegistrationDisabled?: boolean; officeTitle?: string; reportPagesExportSize?: number } & Record<
    string,
    unknown
  >;
  serverTimestamp?: string | number;
  [key: string]: unknown;
}

/** One entry of `GET /operators-info`. */
export interface OperatorInfo {
  operatorCode: string;
  role?: string;
  name?: string;
}

/** What a custom action returns: the payload, and the updated record when the action declares `answer.record`. */
export interface RunActionResult {
  data: unknown;
  record?: RaRecord;
  /** The file of an action whose answer is one (`answer.file`), with the name the server gave it. */
  file?: { blob: Blob; name: string };
}

/** react-admin's DataProvider plus the back-office calls. */
export interface BackofficeDataProvider extends DataProvider {
  /** Runs a declared action after validating its input with the action's schema. */
  runAction: (resource: string, action: string, params: RunActionParams) => Promise<RunActionResult>;
  /** Downloads the CSV report of a list. */
  exportCsv: (resource: string, params: ExportCsvParams) => Promise<Response>;
  /**
   * "Export to server": the list's rows as its report would write them, written by the server
   * under Exports (`POST {op}/exports/request`); resolves with the new export file.
   */
  requestServerExport: (resource: string, params: Omit<ExportCsvParams, 'signal'>) => Promise<unknown>;
  /** The file a record stands for (`GET {api.path}/{id}/download`, an export file), as a fetch Response. */
  downloadRecordFile: (resource: string, id: string | number) => Promise<Response>;
  /** Server info (`GET {apiUrl}/info`); needs no login. */
  getServerInfo: () => Promise<ServerInfo>;
  /**
   * Asks for a list page before its screen does (the opening screen, while its code loads); the
   * first `getList` with the same request within a few seconds takes that answer instead of asking
   * again. Failures are left to that `getList`.
   */
  prefetchList: (resource: string, params: GetListParams) => void;
  /** The operators a central manager may switch to (`GET {apiUrl}/operators-info`). */
  getOperatorsInfo: () => Promise<OperatorInfo[]>;
  /**
   * Any other back-office call, through the same HTTP path (token, retry, errors); resolves with
   * the envelope's payload. `operator: true` prefixes the path with the current operator code.
   */
  callApi: <T = unknown>(request: ShellRequest) => Promise<T>;
  /** The whole response envelope of a call (when the caller needs fields beside the payload). */
  callApiEnvelope: <T = unknown>(request: ShellRequest) => Promise<{ payload: T } & Record<string, unknown>>;
  /** The operator code of this provider's calls (`{op}`). */
  operator: () => string;
  /**
   * The same provider with its calls under `code`: the calls about a record use the record's
   * `operatorCode`, whatever the switcher shows (an op3 player opened from the central view).
   */
  forOperator: (code: string) => BackofficeDataProvider;
  /** A call whose answer is a file (a CSV download): the response as it came. */
  downloadFile: (request: ShellRequest) => Promise<Response>;
}

/** A shell call: method, path under the API prefix, query, body, optional operator prefix. */
export interface ShellRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  operator?: boolean | string;
  signal?: AbortSignal;
  /** The body is sent as it is with this content type (an uploaded CSV file), not as JSON. */
  contentType?: string;
}
