/**
 * Export files (`/exports`): ask the server for an export of a list, upload a file, retry a failed
 * export, remove a file, and download one (`GET {op}/exports/{id}/download`, the file as it was
 * written, with the session). Every change is logged; the writing is the `ExportWriter`'s.
 */
import type { FastifyInstance } from 'fastify';
import { EXPORT_RETENTION_DAYS, RETRYABLE_EXPORT_STATUSES, type exports } from '../../resources/exports';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { ApiError, badRequest } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { parseId } from '../resource/actions';
import { findRecord } from '../resource/records';
import { sendReport } from '../resource/report';
import type { ResourceRouteOptions } from '../resource/routes';
import { exportsTable } from '../tables/exports';
import { exportFileName, exportReport, type ExportTargets } from '../exports/exportJob';
import { exportWriterOf } from '../exports/exportWriter';
import { neutraliseFormulas, UnreadableCsvError } from '../exports/uploadedCsv';
import { checkUploadQuota, uploadQuotaBytes } from '../exports/uploadQuota';
import { exports as exportsResource } from '../../resources/exports';

const RETENTION = sql`make_interval(days => ${EXPORT_RETENTION_DAYS})`;
/** Characters per stored part of an uploaded file. */
const PART_CHARS = 1_000_000;

/** The view's code of a scope: an operator's, or `central`. */
const viewOf = (context: ActionContext) => context.scope.operatorCode ?? 'central';
const logOperator = (context: ActionContext) => context.scope.operatorCode;

/** The data rows of a CSV text: its records less the header (a final line break ends the last one). */
export function csvDataRows(content: string): number {
  const lines = content.split(/\r\n|\n/);
  if (lines.at(-1) === '') lines.pop();
  return Math.max(0, lines.length - 1);
}

async function lockedFile(tx: Queryable, context: ActionContext) {
  return findRecord(tx, exportsTable, context.scope, context.id!, { forUpdate: true });
}

/** The action handlers; `targets` finds the lists, the database's export writer writes what is asked for. */
export function exportHandlers(targets: ExportTargets): ActionHandlers<typeof exports> {
  return {
    request: async (context, input) => {
      // The same checks the writer makes: a bad request is a 400 now, not a failed file later.
      exportReport(targets, input, context.scope, context.manager.role === 'CENTRAL_MANAGER');
      const user = managerUser(context.manager);
      const file = await context.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(sql`INSERT INTO export_files (operator_code, file_name, resource, source, status,
            request, user_role, user_realm, user_username, user_id, expires)
          VALUES (${viewOf(context)}, ${exportFileName(input.resource)}, ${input.resource}, 'SERVER', 'CREATED', ${typed(input, 'jsonb')},
            ${user.role}, ${user.realm}, ${user.username}, ${user.id}, now() + ${RETENTION}) RETURNING id`);
        const created = await findRecord(tx, exportsTable, context.scope, row.id);
        await logActivity(tx, {
          operatorCode: logOperator(context),
          logType: 'DATA_CHANGED',
          user,
          details: `Asked for export ${created.id} (${created.fileName}) of ${input.resource}`,
          ipAddress: context.request.ip,
          after: { status: created.status, request: input },
        });
        return created;
      });
      exportWriterOf(context.db)?.kick();
      return file;
    },

    upload: async (context, input) => {
      // Formula cells are guarded before the file is stored, as in our own exports.
      let stored: ReturnType<typeof neutraliseFormulas>;
      try {
        stored = neutraliseFormulas(input.content);
      } catch (error) {
        if (!(error instanceof UnreadableCsvError)) throw error;
        throw badRequest(error.message, [{ path: 'content', message: error.message }]);
      }
      const content = stored.content;
      return context.db.transaction(async (tx) => {
        const user = managerUser(context.manager);
        const size = Buffer.byteLength(content, 'utf8');
        // The view's uploads together stay within its quota (409 UPLOAD_QUOTA_EXCEEDED, nothing stored).
        await checkUploadQuota(tx, viewOf(context), size, context.request.server.uploadQuotaBytes ?? uploadQuotaBytes());
        const rows = csvDataRows(content);
        const [row] = await tx.query<{ id: number }>(sql`INSERT INTO export_files (operator_code, file_name, source, status, rows, size,
            user_role, user_realm, user_username, user_id, uploaded, expires)
          VALUES (${viewOf(context)}, ${input.fileName}, 'MANUAL', 'UPLOADED', ${rows}, ${size}, ${user.role}, ${user.realm},
            ${user.username}, ${user.id}, now(), now() + ${RETENTION}) RETURNING id`);
        for (let start = 0, part = 1; start < content.length; start += PART_CHARS, part += 1) {
          await tx.query(
            sql`INSERT INTO export_file_parts (export_id, part, data) VALUES (${row.id}, ${part},
              ${content.slice(start, start + PART_CHARS)})`,
          );
        }
        const file = await findRecord(tx, exportsTable, context.scope, row.id);
        await logActivity(tx, {
          operatorCode: logOperator(context),
          logType: 'MANUALLY_UPLOADED_EXPORT',
          user,
          details:
            `Uploaded export ${file.id} (${file.fileName}): ${rows} rows` +
            (stored.guarded ? `, ${stored.guarded} formula cells guarded with '` : ''),
          ipAddress: context.request.ip,
          after: { status: file.status, rows, size, ...(stored.guarded ? { guardedFormulas: stored.guarded } : {}) },
        });
        return file;
      });
    },

    retry: async (context) => {
      const file = await context.db.transaction(async (tx) => {
        const before = await lockedFile(tx, context);
        if (before.source !== 'SERVER' || !(RETRYABLE_EXPORT_STATUSES as readonly string[]).includes(before.status)) {
          throw badRequest(`Export ${before.id} is ${before.status}: only a failed server export is retried`, [
            { path: 'status', message: 'Only a failed server export is retried' },
          ]);
        }
        await tx.query(sql`UPDATE export_files SET status = 'CREATED', attempts = 0, last_error = NULL, next_attempt = NULL,
            claimed_until = NULL, expires = now() + ${RETENTION}, updated = now() WHERE id = ${before.id}`);
        const after = await findRecord(tx, exportsTable, context.scope, before.id);
        await logActivity(tx, {
          operatorCode: logOperator(context),
          logType: 'DATA_CHANGED',
          user: managerUser(context.manager),
          details: `Retried export ${before.id} (${before.fileName})`,
          ipAddress: context.request.ip,
          before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
          after: { status: after.status, attempts: after.attempts },
        });
        return after;
      });
      exportWriterOf(context.db)?.kick();
      return file;
    },

    remove: (context) =>
      context.db.transaction(async (tx) => {
        const before = await lockedFile(tx, context);
        await tx.query(sql`DELETE FROM export_files WHERE id = ${before.id}`);
        await logActivity(tx, {
          operatorCode: logOperator(context),
          logType: 'DATA_CHANGED',
          user: managerUser(context.manager),
          details: `Removed export ${before.id} (${before.fileName})`,
          ipAddress: context.request.ip,
          before: { status: before.status, fileName: before.fileName, rows: before.rows },
        });
        return null;
      }),
  };
}

/** `GET {op}/exports/{id}/download`: an UPLOADED file as it was written (409 while it is not), part by part. */
export function registerExportDownloadRoute(app: FastifyInstance, options: ResourceRouteOptions) {
  app.get('/:op/exports/:id/download', { compress: false }, async (request, reply) => {
    const { scope } = await options.context(request);
    const file = await findRecord(options.db, exportsTable, scope, parseId(exportsResource, (request.params as { id: string }).id));
    if (file.status !== 'UPLOADED') throw new ApiError(409, `Export ${file.id} is ${file.status}: there is no file to download yet`);
    async function* parts(): AsyncGenerator<string> {
      for (let part = 1; ; part += 1) {
        // PGlite's text decoding drops a leading byte-order mark (the CSV files start with one): the
        // query says whether the part starts with it, and it is put back.
        const [row] = await options.db.query<{ data: string; bom: boolean }>(sql`SELECT data, left(data, 1) = chr(65279) AS bom
          FROM export_file_parts WHERE export_id = ${file.id} AND part = ${part}`);
        if (!row) return;
        yield row.bom && !row.data.startsWith('\ufeff') ? `\ufeff${row.data}` : row.data;
      }
    }
    return sendReport(reply, parts(), { name: file.fileName });
  });
}
