/**
 * Export files (`/exports`, a beta operator item of 000 §2; `{op}/exports` in the 002 §7 catalogue):
 * CSV files kept on the server. Staff ask for one beside a list's Download ("Export to server"): the
 * server writes the list's current filter, sort and columns with the same report code as the
 * download (`resources/csv.ts`), in the background, and keeps it for {@link EXPORT_RETENTION_DAYS}
 * days. Status (000 §3): CREATED, then UPLOADED once written (activity log UPLOADED_EXPORT), or
 * ERROR with an automatic retry, PERMANENT_ERROR after {@link EXPORT_MAX_ATTEMPTS} attempts. Staff
 * may also upload a CSV file of their own (MANUALLY_UPLOADED_EXPORT), retry a failed export and
 * remove a file. Files are downloaded through the API with the session.
 */
import { z } from 'zod';
import { UserCode } from './activityLog';
import { ReportFormatQuery } from './csv';
import { ExportFileStatus, Role } from './enums';
import { defineAction, defineResource, namedEnum } from './model';
import { timestamp } from './rules';

/** Attempts the server makes at writing an export before it gives up (PERMANENT_ERROR). */
export const EXPORT_MAX_ATTEMPTS = 3;
/** Days an export file is kept after it was written or uploaded (a failed one after it was asked for). */
export const EXPORT_RETENTION_DAYS = 30;
/** The largest CSV file staff may upload, in characters. */
export const EXPORT_UPLOAD_MAX = 4_000_000;

/** Who made the file: the server from a list, or a manager who uploaded it. */
export const ExportSource = namedEnum('exportSource', ['SERVER', 'MANUAL']);

/** A report column of the export: its header text and the field it writes (the report's `reportHeaders`). */
export const ExportHeader = z.object({ text: z.string().min(1).max(200), value: z.string().min(1).max(200) });

/** What a server export writes: a list's rows as its report would (the list, its sort, filter, columns, language and time zone). */
export const ExportRequest = z.object({
  /** The declared list (`resources.<name>`), e.g. `players`. */
  resource: z.string().min(1).max(100),
  /** `field,ASC|DESC`; default the list's default sort. */
  sort: z.string().max(200).optional(),
  /** The list's filter as its list call takes it. */
  filter: z.record(z.string(), z.unknown()).optional(),
  /** The columns; default every column of the list. */
  reportHeaders: z.array(ExportHeader).max(100).optional(),
  /** Only this player's rows (an export from a player page). */
  playerId: z.number().int().positive().optional(),
  locale: ReportFormatQuery.shape.locale,
  timeZone: ReportFormatQuery.shape.timeZone,
});

export type ExportRequest = z.output<typeof ExportRequest>;

/** A CSV file staff upload: its name and its text. */
export const ExportUpload = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { message: 'app.validation.required' })
    .max(200, { message: 'app.exports.errors.fileName' })
    .regex(/^[^/\\"]+\.csv$/i, { message: 'app.exports.errors.fileName' })
    // No control characters, line or paragraph separators or bidirectional overrides: a name is
    // shown in lists and becomes the name of a downloaded file.
    .refine((name) => !/[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u.test(name), { message: 'app.exports.errors.fileName' }),
  content: z.string().min(1, { message: 'app.exports.errors.empty' }).max(EXPORT_UPLOAD_MAX, { message: 'app.exports.errors.tooLarge' }),
});

export const ExportFile = z.object({
  id: z.number().int(),
  /** The view it belongs to: an operator's code, or `central`. */
  operatorCode: z.string(),
  fileName: z.string(),
  /** The list it was written from; null for an uploaded file. */
  resource: z.string().nullable(),
  source: ExportSource,
  status: ExportFileStatus,
  /** Data rows (the header record not counted), once written. */
  rows: z.number().int().nullable(),
  /** Size in bytes, once written. */
  size: z.number().int().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed. */
  lastError: z.string().nullable(),
  /** The list parameters of a server export. */
  request: ExportRequest.nullable(),
  userRole: Role.nullable(),
  userCode: UserCode.nullable(),
  created: timestamp(),
  updated: timestamp(),
  /** When the file was written or uploaded. */
  uploaded: timestamp().nullable(),
  /** When the file is deleted. */
  expires: timestamp().nullable(),
  /** When the server tries a failed export again (ERROR). */
  nextAttempt: timestamp().nullable(),
});

export type ExportFile = z.output<typeof ExportFile>;

/** The failed states staff may retry. */
export const RETRYABLE_EXPORT_STATUSES = ['ERROR', 'PERMANENT_ERROR'] as const;

export const exports = defineResource({
  name: 'exports',
  route: '/exports',
  menu: { group: 'operator', icon: 'exports', order: 40 },
  api: { path: 'exports' },
  schema: ExportFile,
  recordName: 'fileName',
  list: {
    columns: [
      { source: 'id', width: 80 },
      { source: 'fileName', specialCell: 'download', width: 260 },
      { source: 'resource', specialCell: 'resourceName' },
      { source: 'status' },
      { source: 'source' },
      { source: 'rows', width: 100 },
      { source: 'size', specialCell: 'fileSize', width: 100 },
      { source: 'attempts', width: 120 },
      { source: 'userCode', specialCell: 'managerLink', sortable: false },
      { source: 'operatorCode', only: 'central' },
      { source: 'created' },
      { source: 'uploaded' },
      { source: 'expires' },
      { source: 'lastError', truncate: 60, tooltip: true, sortable: false },
      { source: 'id', label: 'retry', sortable: false, action: { name: 'retry' }, width: 110 },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    search: 'fileName',
    rowTone: [
      { when: { status: 'ERROR' }, tone: 'warning' },
      { when: { status: 'PERMANENT_ERROR' }, tone: 'error' },
    ],
    // A file stays CREATED for the seconds the server needs to write it.
    autoRefresh: { defaultSeconds: 10, embeddedSeconds: 0, options: [0, 5, 10, 60] },
    header: 'ExportsHeader',
    exportable: false,
  },
  filters: [
    { source: 'status', type: 'multipleSelect' },
    { source: 'source', type: 'select' },
    { source: 'created', type: 'timeFrame', presets: 'activityLog' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  show: {
    sections: [
      { title: 'file', fields: ['fileName', 'resource', 'source', 'status', 'rows', 'size', 'operatorCode'] },
      { title: 'history', fields: ['userCode', 'created', 'uploaded', 'expires', 'attempts', 'nextAttempt', 'lastError'] },
      { title: 'request', fields: ['request'] },
    ],
  },
  actions: {
    /** "Export to server" beside a list's Download: the list's rows are written in the background. */
    request: defineAction({ scope: 'collection', request: { method: 'POST', path: 'request' }, input: ExportRequest, panelOnly: true }),
    /** A CSV file of the manager's own, kept like an export (MANUALLY_UPLOADED_EXPORT). */
    upload: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'upload', form: { content: 'content', fileName: 'fileName' } },
      input: ExportUpload,
      successMessage: 'app.exports.uploaded',
      panelOnly: true,
    }),
    /** A failed export written again now, with a fresh count of attempts. */
    retry: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/retry' },
      input: z.object({}),
      enabledWhen: { status: [...RETRYABLE_EXPORT_STATUSES] },
      disabledReason: 'app.exports.notFailed',
      successMessage: 'app.exports.retrying',
    }),
    /** Deletes the file before its time. */
    remove: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      successMessage: 'app.exports.removed',
    }),
  },
  storage: {
    table: 'export_files',
    updatedColumn: 'updated',
    columns: { 'userCode.userRealm': 'user_realm', 'userCode.userUsername': 'user_username' },
  },
});
