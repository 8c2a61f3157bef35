/**
 * The per-operator quota of uploaded export files: the files staff of one view (an operator's, or
 * `central`) uploaded and the server still keeps may take at most `UPLOAD_QUOTA_MB` megabytes
 * (MiB, default 100) together. An upload that would go over it is refused with a 409 naming the
 * quota and what is stored, before anything is written (code UPLOAD_QUOTA_EXCEEDED).
 */
import type { Queryable } from '../db/database';
import { sql } from '../db/sql';
import { ApiError } from '../http/errors';

export const UPLOAD_QUOTA_EXCEEDED = 'UPLOAD_QUOTA_EXCEEDED';
const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_QUOTA_MB = 100;

/** The quota in bytes of this installation's `UPLOAD_QUOTA_MB` setting (a positive number; default 100). */
export function uploadQuotaBytes(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.UPLOAD_QUOTA_MB);
  return Math.floor((Number.isFinite(value) && value > 0 ? value : DEFAULT_UPLOAD_QUOTA_MB) * MB);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Bytes the uploaded files of one view may take together. */
    uploadQuotaBytes: number;
  }
}

/** `37.2 MB`: bytes in MiB with one decimal (whole numbers without it). */
export function megabytes(bytes: number): string {
  const value = Math.round((bytes / MB) * 10) / 10;
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)} MB`;
}

/**
 * Refuses an upload of `fileBytes` to `view` that would take its uploads over `quotaBytes`. Runs in
 * the upload's transaction and holds the view's upload lock until it ends, so two uploads at once
 * cannot both fit into the same room.
 */
export async function checkUploadQuota(tx: Queryable, view: string, fileBytes: number, quotaBytes: number): Promise<void> {
  await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`export-uploads:${view}`}))`);
  const [stored] = await tx.query<{ used: string | number | null }>(
    sql`SELECT coalesce(sum(size), 0)::bigint AS used FROM export_files WHERE operator_code = ${view} AND source = 'MANUAL'`,
  );
  const usedBytes = Number(stored?.used ?? 0);
  if (usedBytes + fileBytes <= quotaBytes) return;
  throw new ApiError(
    409,
    `The upload quota of ${view} is ${megabytes(quotaBytes)} and its uploaded files take ${megabytes(usedBytes)} ` +
      `(${usedBytes} of ${quotaBytes} bytes); this file of ${megabytes(fileBytes)} does not fit. Remove uploaded files that are no longer needed`,
    undefined,
    { code: UPLOAD_QUOTA_EXCEEDED, quotaBytes, usedBytes, fileBytes },
  );
}
