/**
 * The export writer: writes the CREATED server exports, and the failed ones whose retry is due, in
 * the background, one at a time per server. A file is claimed for a while first (several servers
 * on one database share the queue: `FOR UPDATE SKIP LOCKED`), then written batch by batch into
 * `export_file_parts` with the list's report code, so no transaction is held while it is written.
 * Written: UPLOADED (UPLOADED_EXPORT in the activity log). Failed: ERROR with the next attempt after
 * a growing delay, PERMANENT_ERROR after `EXPORT_MAX_ATTEMPTS` (APP_ERROR in the log). Files past
 * their `expires` are deleted.
 */
import type { FastifyBaseLogger } from 'fastify';
import { EXPORT_MAX_ATTEMPTS, EXPORT_RETENTION_DAYS, type ExportRequest } from '../../resources/exports';
import { logActivity, type LogUser } from '../activity-log';
import type { Database } from '../db/database';
import { sql } from '../db/sql';
import { reportChunks } from '../resource/report';
import { exportReport, viewScope, type ExportTargets } from './exportJob';

export interface ExportWriterOptions {
  db: Database;
  targets: ExportTargets;
  /** The first retry's delay; each further one doubles it. Default one minute. */
  retryDelayMs?: number;
  /** How often due retries and expired files are looked for. Default 30 s. */
  pollMs?: number;
  /** Rows per database read of a report. */
  batchRows?: number;
  log?: FastifyBaseLogger;
}

interface Job {
  id: number;
  operator_code: string;
  file_name: string;
  request: ExportRequest;
  attempts: number;
  user_role: string | null;
  user_realm: string | null;
  user_username: string | null;
  user_id: number | null;
}

/** How long a server holds a file it writes before another may take it over. */
const CLAIM = sql`interval '15 minutes'`;
const RETENTION = sql`make_interval(days => ${EXPORT_RETENTION_DAYS})`;

/** The export writer of one server; see the module comment. */
export class ExportWriter {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ExportWriterOptions) {}

  /** Looks for work at once (a new or retried export) and every `pollMs`. */
  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 30_000);
    this.timer.unref();
    this.kick();
  }

  /** Writes what is waiting; a kick while writing runs the queue once more afterwards. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'Export writer failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops looking for work and waits for the file being written. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    for (let job = await this.claim(); job && !this.stopped; job = await this.claim()) await this.write(job);
    await this.expire();
  }

  private async claim(): Promise<Job | undefined> {
    const [job] = await this.options.db.query<Job>(sql`UPDATE export_files
      SET attempts = attempts + 1, claimed_until = now() + ${CLAIM}, updated = now()
      WHERE id = (SELECT id FROM export_files
        WHERE source = 'SERVER' AND (status = 'CREATED' OR (status = 'ERROR' AND next_attempt <= now()))
          AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, operator_code, file_name, request, attempts, user_role, user_realm, user_username, user_id`);
    return job
      ? { ...job, request: (typeof job.request === 'string' ? JSON.parse(job.request) : job.request) as ExportRequest }
      : undefined;
  }

  private async write(job: Job): Promise<void> {
    const { db } = this.options;
    let rows = 0;
    let size = 0;
    try {
      const report = exportReport(this.options.targets, job.request, viewScope(job.operator_code), job.user_role === 'CENTRAL_MANAGER');
      await db.query(sql`DELETE FROM export_file_parts WHERE export_id = ${job.id}`);
      let part = 0;
      for await (const chunk of reportChunks(db, { ...report, batchRows: this.options.batchRows, onRows: (n) => (rows += n) })) {
        part += 1;
        size += Buffer.byteLength(chunk, 'utf8');
        await db.query(sql`INSERT INTO export_file_parts (export_id, part, data) VALUES (${job.id}, ${part}, ${chunk})`);
      }
    } catch (error) {
      await this.fail(job, error instanceof Error ? error.message : String(error));
      return;
    }
    await db.transaction(async (tx) => {
      const [done] = await tx.query<{ id: number }>(sql`UPDATE export_files SET status = 'UPLOADED', rows = ${rows}, size = ${size},
          uploaded = now(), expires = now() + ${RETENTION}, last_error = NULL, next_attempt = NULL, claimed_until = NULL, updated = now()
        WHERE id = ${job.id} RETURNING id`);
      // Removed while it was written: nothing to log.
      if (!done) return;
      await logActivity(tx, {
        operatorCode: job.operator_code === 'central' ? null : job.operator_code,
        logType: 'UPLOADED_EXPORT',
        significanceLevel: 'Info',
        user: requester(job),
        details: `Export ${job.id} (${job.file_name}) written to the server: ${rows} rows of ${job.request.resource}`,
        after: { status: 'UPLOADED', rows, size },
      });
    });
  }

  private async fail(job: Job, message: string): Promise<void> {
    const permanent = job.attempts >= EXPORT_MAX_ATTEMPTS;
    const delayMs = (this.options.retryDelayMs ?? 60_000) * 2 ** (job.attempts - 1);
    await this.options.db.transaction(async (tx) => {
      await tx.query(sql`DELETE FROM export_file_parts WHERE export_id = ${job.id}`);
      const [failed] = await tx.query<{ id: number }>(sql`UPDATE export_files
        SET status = ${permanent ? 'PERMANENT_ERROR' : 'ERROR'}, last_error = ${message.slice(0, 500)},
          next_attempt = ${permanent ? null : sql`now() + make_interval(secs => ${delayMs / 1000})`}, claimed_until = NULL, updated = now()
        WHERE id = ${job.id} RETURNING id`);
      if (!failed) return;
      await logActivity(tx, {
        operatorCode: job.operator_code === 'central' ? null : job.operator_code,
        logType: 'APP_ERROR',
        significanceLevel: permanent ? 'Critic100' : 'High80',
        user: requester(job),
        details: `Export ${job.id} (${job.file_name}) failed, attempt ${job.attempts} of ${EXPORT_MAX_ATTEMPTS}: ${message}`.slice(0, 2000),
        after: { status: permanent ? 'PERMANENT_ERROR' : 'ERROR', attempts: job.attempts },
      });
    });
  }

  private async expire(): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      const gone = await tx.query<{ id: number; operator_code: string; file_name: string; status: string }>(sql`DELETE FROM export_files
        WHERE expires < now() AND (claimed_until IS NULL OR claimed_until < now()) RETURNING id, operator_code, file_name, status`);
      for (const file of gone) {
        await logActivity(tx, {
          operatorCode: file.operator_code === 'central' ? null : file.operator_code,
          logType: 'DATA_CHANGED',
          significanceLevel: 'Info',
          details: `Export ${file.id} (${file.file_name}) deleted after ${EXPORT_RETENTION_DAYS} days`,
          before: { status: file.status },
        });
      }
    });
  }
}

/** The manager who asked for the export, as the log names users. */
function requester(job: Job): LogUser | null {
  if (job.user_id === null || job.user_role === null) return null;
  return { id: job.user_id, role: job.user_role, realm: job.user_realm ?? '', username: job.user_username ?? '' };
}

const writers = new WeakMap<Database, ExportWriter>();

/** Makes `writer` the one the export calls of `db` wake (one per server and database). */
export function registerExportWriter(db: Database, writer: ExportWriter): void {
  writers.set(db, writer);
}

/** The export writer serving `db`, if the server runs one. */
export function exportWriterOf(db: Database): ExportWriter | undefined {
  return writers.get(db);
}
