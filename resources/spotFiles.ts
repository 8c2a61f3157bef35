/**
 * Statement files (`/spot/spot-files`): bank statements uploaded as CSV from any bank, ISO 20022
 * CAMT.053 XML or SWIFT MT940. A CSV file waits (CREATED) for its column mapping, chosen on a
 * preview of its first rows and remembered per bank account; the other formats import at once.
 * A file's import is one database transaction and idempotent: rows already booked (an earlier
 * upload of the file, an overlapping statement) are recognised and counted, not added again.
 * Statuses are the specification's file statuses (000 §3): CREATED (waiting for the mapping),
 * UPLOADED (imported), ERROR (rows that cannot be read, or a plan limit: nothing imported; a new
 * mapping or plan can try again), PERMANENT_ERROR (not a readable statement at all).
 */
import { z } from 'zod';
import { ExportFileStatus } from './enums';
import { defineAction, defineResource, namedEnum } from './model';
import { calendarDate, timestamp } from './rules';
import { UserCode } from './activityLog';

/** The largest statement file the server takes, in bytes. */
export const SPOT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Rows of a CSV file the mapping step shows. */
export const SPOT_PREVIEW_ROWS = 8;
/** Rejected rows a file keeps with their line and reason (the count is always whole). */
export const SPOT_REJECTED_KEPT = 500;

export const SpotFileFormat = namedEnum('spotFileFormat', ['CSV', 'CAMT053', 'MT940']);

/** What a CSV column holds (Firefly III's importer calls these roles). */
export const SpotColumnRole = namedEnum('spotColumnRole', [
  'bookingDate',
  'valueDate',
  'amount',
  'debit',
  'credit',
  'currency',
  'counterpartyName',
  'counterpartyIban',
  'counterpartyBic',
  'remittance',
  'endToEndId',
  'bankReference',
  'bookingText',
]);
export type SpotColumnRole = (typeof SpotColumnRole.options)[number];

export const SpotDateFormat = namedEnum('spotDateFormat', ['dd.MM.yyyy', 'dd.MM.yy', 'yyyy-MM-dd', 'dd/MM/yyyy', 'MM/dd/yyyy', 'yyyyMMdd']);

/** How a CSV file is read: detected on upload, confirmed or changed by staff. */
export const SpotCsvMapping = z.object({
  encoding: z.enum(['utf-8', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'utf-16le']),
  delimiter: z.enum([';', ',', '\t', '|']),
  /** The line (1-based) holding the column names; rows follow it. */
  headerLine: z.number().int().min(1).max(50),
  decimalSeparator: z.enum([',', '.']),
  dateFormat: SpotDateFormat,
  /** Column index (0-based) by role; `bookingDate` and either `amount` or `debit`/`credit` are needed. */
  columns: z.partialRecord(SpotColumnRole, z.number().int().min(0).max(200)),
});
export type SpotCsvMapping = z.output<typeof SpotCsvMapping>;

/** The first rows of a CSV file as the mapping step shows them. */
export const SpotCsvPreview = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** The mapping detected from the file (or remembered for the account). */
  mapping: SpotCsvMapping,
  /** The account's remembered mapping fitted this file's columns. */
  remembered: z.boolean(),
});

export const SpotRejectedRow = z.object({ line: z.number().int(), reason: z.string() });

export const SpotFile = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  fileName: z.string(),
  format: SpotFileFormat,
  status: ExportFileStatus,
  bankAccountId: z.number().int().nullable(),
  bankAccountName: z.string().nullable(),
  size: z.number().int(),
  /** Statement rows read from the file. */
  rowsRead: z.number().int(),
  rowsImported: z.number().int(),
  /** Rows already booked from an earlier file (the same file again, an overlapping statement). */
  rowsDuplicate: z.number().int(),
  rowsRejected: z.number().int(),
  /** Each rejected row's line and reason (the first {@link SPOT_REJECTED_KEPT}). */
  rejected: z.array(SpotRejectedRow),
  /** Why the file could not be imported. */
  error: z.string().nullable(),
  periodFrom: calendarDate().nullable(),
  periodTo: calendarDate().nullable(),
  mapping: SpotCsvMapping.nullable(),
  preview: SpotCsvPreview.nullable(),
  userCode: UserCode.nullable(),
  created: timestamp(),
  imported: timestamp().nullable(),
  /** When its transactions were removed again. */
  undone: timestamp().nullable(),
  /** When staff reviewed its rejected rows (they are then no longer notified). */
  rejectedReviewed: timestamp().nullable(),
});
export type SpotFile = z.output<typeof SpotFile>;

export const spotFiles = defineResource({
  name: 'spot-files',
  route: '/spot/spot-files',
  api: { path: 'spot/files', recordOnly: ['preview'] },
  menu: { group: 'spot', icon: 'spotFiles', order: 40 },
  schema: SpotFile,
  storage: {
    table: 'spot_files',
    columns: { 'userCode.userRealm': 'user_realm', 'userCode.userUsername': 'user_username' },
  },
  recordName: 'fileName',
  list: {
    columns: [
      { source: 'id', width: 80 },
      { source: 'fileName', width: 260 },
      { source: 'format', width: 110 },
      { source: 'status' },
      { source: 'bankAccountName', sortable: false },
      { source: 'rowsRead', width: 100 },
      { source: 'rowsImported', width: 100 },
      { source: 'rowsDuplicate', width: 100 },
      { source: 'rowsRejected', width: 100 },
      { source: 'periodFrom', width: 120 },
      { source: 'periodTo', width: 120 },
      { source: 'created' },
      { source: 'undone' },
      { source: 'error', truncate: 80, tooltip: true, sortable: false },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    search: 'fileName',
    header: 'SpotFileUpload',
    rowTone: [
      { when: { status: 'CREATED' }, tone: 'warning' },
      { when: { status: 'ERROR' }, tone: 'warning' },
      { when: { status: 'PERMANENT_ERROR' }, tone: 'error' },
      { when: { undone: { not: null } }, tone: 'neutral' },
    ],
    expand: { panel: 'SpotFilePanel' },
  },
  filters: [
    { source: 'status', type: 'multipleSelect' },
    { source: 'format', type: 'select' },
    { source: 'bankAccountId', type: 'input', numeric: true, match: 'exact' },
    { source: 'created', type: 'timeFrame', presets: 'activityLog' },
    /** Imported files with rejected rows nobody has reviewed yet (the notifications' link). */
    { source: 'rowsRejected', key: 'rejectedToReview', type: 'boolean' },
  ],
  show: {
    sections: [
      { title: 'file', fields: ['fileName', 'format', 'status', 'bankAccountName', 'size', 'periodFrom', 'periodTo', 'error'] },
      { title: 'rows', fields: ['rowsRead', 'rowsImported', 'rowsDuplicate', 'rowsRejected', 'rejected'] },
      { title: 'history', fields: ['userCode', 'created', 'imported', 'undone', 'rejectedReviewed'] },
    ],
  },
  actions: {
    /** Imports a CSV file with the mapping chosen (remembered for its account), or a failed file again. */
    importFile: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/import' },
      input: z.object({ mapping: SpotCsvMapping.optional() }),
      enabledWhen: { status: ['CREATED', 'ERROR'] },
      disabledReason: 'app.spot.files.notWaiting',
      successMessage: 'app.spot.files.imported',
      panelOnly: true,
    }),
    /** Removes the transactions the file added (an activity-log row says so); the file stays, marked undone. */
    undo: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/undo' },
      input: z.object({}),
      enabledWhen: { status: 'UPLOADED', undone: null },
      disabledReason: 'app.spot.files.notUndoable',
      confirm: { fields: [], warning: 'app.spot.files.undoWarning' },
      successMessage: 'app.spot.files.undone',
    }),
    /** Marks the rejected rows of an imported file as reviewed: they are no longer notified. */
    reviewRejected: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/review-rejected' },
      input: z.object({}),
      enabledWhen: { status: 'UPLOADED', undone: null, rowsRejected: { not: 0 }, rejectedReviewed: null },
      disabledReason: 'app.spot.files.nothingToReview',
      successMessage: 'app.spot.files.reviewed',
    }),
  },
});

/** The answer of an upload and of an import: the file as it now is. */
export const SpotUploadAnswer = SpotFile;
