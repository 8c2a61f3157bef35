/**
 * The Translations screen's catalogue files (central only): `GET translations/export` writes an
 * operator's labels as a CSV file (server/central/labelFile.ts); `POST translations/import` reads
 * one (multipart form data, the file in the part `file`: 000 §7 "Multipart uploads POST form data")
 * into them, all or nothing: an empty cell keeps the text,
 * and any bad line is a 400 naming every bad line.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LABEL_LANGUAGES, LabelType, type LabelLanguage } from '../../resources/translations';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { attachmentDisposition } from '../http/contentDisposition';
import { ident, join, sql } from '../db/sql';
import { badRequest, notFound, validationError } from '../http/errors';
import { readForm, registerUploadRoutes } from '../http/multipart';
import type { ResourceRouteOptions } from '../resource/routes';
import { readLabelFile, writeLabelFile, type FileLabel } from './labelFile';

const ExportQuery = z.object({ operatorCode: z.string().min(1).max(40), labelType: LabelType.optional() });
const ImportQuery = z.object({ operatorCode: z.string().min(1).max(40) });

/** The largest catalogue file, bytes. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** At most this many bad lines are listed in a 400. */
const LISTED_PROBLEMS = 50;

type Row = { id: number; label_type: string; code: string } & Record<LabelLanguage, string | null>;

async function assertOperator(db: Queryable, code: string): Promise<void> {
  const [row] = await db.query<{ code: string }>(sql`SELECT code FROM operators WHERE code = ${code}`);
  if (!row) throw notFound(`Unknown operator ${code}`);
}

const textColumns = () => join(LABEL_LANGUAGES.map((lang) => sql`${ident(lang)}`));

function parsed<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  const result = schema.safeParse(request.query ?? {});
  if (!result.success) throw validationError(result.error, undefined, 'Invalid query');
  return result.data;
}

/** The labels whose texts the file changes or adds, and how many it leaves as they are. */
function changesOf(file: FileLabel[], existing: Map<string, Row>) {
  const writes: { labelType: string; code: string; texts: Record<LabelLanguage, string | null> }[] = [];
  let created = 0;
  let updated = 0;
  for (const label of file) {
    const current = existing.get(`${label.labelType}:${label.code}`);
    const texts = Object.fromEntries(LABEL_LANGUAGES.map((lang) => [lang, label.texts[lang] ?? current?.[lang] ?? null])) as Record<
      LabelLanguage,
      string | null
    >;
    if (!current) {
      if (LABEL_LANGUAGES.every((lang) => texts[lang] === null)) continue;
      created++;
    } else if (LABEL_LANGUAGES.some((lang) => texts[lang] !== current[lang])) updated++;
    else continue;
    writes.push({ labelType: label.labelType, code: label.code, texts });
  }
  return { writes, created, updated, unchanged: file.length - created - updated };
}

/** Registers the export and import of catalogue files (the Translations binding's routes). */
export function registerTranslationFileRoutes(app: FastifyInstance, options: ResourceRouteOptions): void {
  const { db } = options;

  app.get('/:op/translations/export', { compress: false }, async (request, reply) => {
    await options.context(request);
    const query = parsed(ExportQuery, request);
    await assertOperator(db, query.operatorCode);
    const rows = await db.query<Row>(sql`SELECT id, label_type, code, ${textColumns()} FROM translations
      WHERE operator_code = ${query.operatorCode} AND (${query.labelType ?? null}::text IS NULL
        OR label_type = ${query.labelType ?? null}::text)
      ORDER BY label_type, code`);
    const file = writeLabelFile(rows.map((row) => ({ labelType: row.label_type, code: row.code, texts: row })));
    const name = `translations-${query.operatorCode}${query.labelType ? `-${query.labelType.toLowerCase()}` : ''}.csv`;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(name)).send(file);
  });

  registerUploadRoutes(app, IMPORT_MAX_BYTES, (scope) => {
    scope.post('/:op/translations/import', async (request) => {
      const { manager } = await options.context(request);
      const query = parsed(ImportQuery, request);
      const { file } = await readForm(request, IMPORT_MAX_BYTES);
      await assertOperator(db, query.operatorCode);
      const { labels, problems } = readLabelFile(file.content);
      if (problems.length > 0) {
        const listed = problems.slice(0, LISTED_PROBLEMS);
        throw badRequest(
          `The file has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ` +
            `${listed.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`,
          listed.map((p) => ({ path: `line ${p.line}`, message: p.message })),
        );
      }
      return db.transaction(async (tx) => {
        const rows = await tx.query<Row>(sql`SELECT id, label_type, code, ${textColumns()} FROM translations
          WHERE operator_code = ${query.operatorCode} ORDER BY id FOR UPDATE`);
        const { writes, created, updated, unchanged } = changesOf(
          labels,
          new Map(rows.map((row) => [`${row.label_type}:${row.code}`, row])),
        );
        if (writes.length > 0) {
          const column = (lang: LabelLanguage) => sql`${writes.map((write) => write.texts[lang])}::text[]`;
          await tx.query(sql`INSERT INTO translations (operator_code, label_type, code, ${textColumns()})
            SELECT ${query.operatorCode}, * FROM unnest(${writes.map((w) => w.labelType)}::text[], ${writes.map((w) => w.code)}::text[],
              ${join(LABEL_LANGUAGES.map(column))})
            ON CONFLICT (operator_code, label_type, code) DO UPDATE SET
              ${join(LABEL_LANGUAGES.map((lang) => sql`${ident(lang)} = EXCLUDED.${ident(lang)}`))}, updated = clock_timestamp()`);
        }
        const result = { created, updated, unchanged };
        await logActivity(tx, {
          operatorCode: query.operatorCode,
          logType: 'DATA_CHANGED',
          significanceLevel: 'Normal60',
          user: managerUser(manager),
          details:
            `Translations file imported into ${query.operatorCode}: ${created} labels added, ${updated} changed, ` +
            `${unchanged} unchanged`,
          ipAddress: request.ip,
          before: null,
          after: { ...result, labels: writes.map((write) => `${write.labelType} ${write.code}`).slice(0, 200) },
        });
        return { success: true, payload: result };
      });
    });
  });
}
