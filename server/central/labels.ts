/**
 * The operators' translatable labels: their default texts (the console's catalogues, copied to
 * `label_defaults` when the server starts), `GET {op}/labels` (000 §7), and the Translations
 * screen's writes: save, delete, delete-bulk, initializeDomain, each logged in the transaction
 * that makes it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LanguageCode } from '../../resources/enums';
import {
  DEFAULT_LABELS,
  LABEL_LANGUAGES,
  LabelType,
  type LabelLanguage,
  type SaveLabelInput,
  type Translation,
} from '../../resources/translations';
import { logActivity, managerUser } from '../activity-log';
import type { Manager } from '../auth/managers';
import type { Queryable } from '../db/database';
import { ident, join, sql } from '../db/sql';
import { badRequest, notFound, validationError } from '../http/errors';
import { catalogueText } from '../i18n/catalogue';
import type { ActionHandler } from '../resource/actions';
import { findRecord, findRecords } from '../resource/records';
import type { Scope } from '../resource/scope';
import { translationsTable } from '../tables/central';

/** Copies the default texts of {@link DEFAULT_LABELS} from the catalogues; drops defaults no longer defined. */
export async function syncLabelDefaults(db: Queryable): Promise<void> {
  const rows = DEFAULT_LABELS.flatMap((label) =>
    LABEL_LANGUAGES.map((lang) => ({
      ...label,
      lang,
      text: catalogueText(lang, label.catalogueKey) ?? catalogueText('en', label.catalogueKey) ?? label.code,
    })),
  );
  await db.query(sql`INSERT INTO label_defaults (label_type, code, lang, text)
    SELECT * FROM unnest(${rows.map((r) => r.labelType)}::text[], ${rows.map((r) => r.code)}::text[], ${rows.map((r) => r.lang)}::text[],
      ${rows.map((r) => r.text)}::text[])
    ON CONFLICT (label_type, code, lang) DO UPDATE SET text = EXCLUDED.text WHERE label_defaults.text IS DISTINCT FROM EXCLUDED.text`);
  await db.query(
    sql`DELETE FROM label_defaults WHERE NOT ((label_type || ':' || code) = ANY
      (${DEFAULT_LABELS.map((l) => `${l.labelType}:${l.code}`)}::text[]))`,
  );
}

/** The operator of a label write, 404 when unknown. */
async function assertOperator(db: Queryable, code: string): Promise<void> {
  const [row] = await db.query<{ code: string }>(sql`SELECT code FROM operators WHERE code = ${code}`);
  if (!row) throw notFound(`Unknown operator ${code}`);
}

/** A TICKET or SPORT label's code must be one of its defaults; a CUSTOM label's code is free. */
function assertKnownCode(labelType: LabelType, code: string): void {
  if (labelType === 'CUSTOM') return;
  const codes = DEFAULT_LABELS.filter((label) => label.labelType === labelType).map((label) => label.code);
  if (!codes.includes(code)) {
    throw badRequest(`code: ${code} is not a ${labelType} label`, [
      { path: 'code', message: `A ${labelType} label is one of ${codes.join(', ')}` },
    ]);
  }
}

const textsOf = (label: Partial<Record<LabelLanguage, string | null | undefined>>) =>
  Object.fromEntries(LABEL_LANGUAGES.map((lang) => [lang, label[lang] ?? null])) as Record<LabelLanguage, string | null>;

/** `POST translations/save`: a label's texts (an empty text removes that language); a new label is added. */
export const saveLabel: ActionHandler<SaveLabelInput> = (context, input) =>
  context.db.transaction(async (tx) => {
    await assertOperator(tx, input.operatorCode);
    assertKnownCode(input.labelType, input.code);
    const given = LABEL_LANGUAGES.filter((lang) => input[lang] !== undefined);
    const [existing] = await tx.query<{ id: number }>(sql`SELECT id FROM translations
      WHERE operator_code = ${input.operatorCode} AND label_type = ${input.labelType} AND code = ${input.code} FOR UPDATE`);
    const before = existing ? await findRecord(tx, translationsTable, context.scope, existing.id) : undefined;
    const value = (lang: LabelLanguage) => input[lang]?.trim() || null;
    if (!before && given.every((lang) => value(lang) === null)) {
      throw badRequest('A new label needs at least one text', [{ path: 'en', message: 'A new label needs at least one text' }]);
    }
    const sets = given.map((lang) => sql`${ident(lang)} = ${value(lang)}`);
    const id = before
      ? before.id
      : (
          await tx.query<{ id: number }>(sql`INSERT INTO translations (operator_code, label_type, code)
            VALUES (${input.operatorCode}, ${input.labelType}, ${input.code}) RETURNING id`)
        )[0].id;
    if (sets.length > 0) await tx.query(sql`UPDATE translations SET ${join(sets)}, updated = clock_timestamp() WHERE id = ${id}`);
    const after = await findRecord(tx, translationsTable, context.scope, id);
    const old = textsOf(before ?? {});
    const now = textsOf(after);
    const changed = LABEL_LANGUAGES.filter((lang) => old[lang] !== now[lang]);
    if (before && changed.length === 0) return after;
    await logActivity(tx, {
      operatorCode: input.operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Low30',
      user: managerUser(context.manager),
      details: `${before ? 'Label changed' : 'Label added'}: ${input.labelType} ${input.code} (${changed.join(', ')})`,
      ipAddress: context.request.ip,
      before: before ? Object.fromEntries(changed.map((lang) => [lang, old[lang]])) : null,
      after: Object.fromEntries(changed.map((lang) => [lang, now[lang]])),
    });
    return after;
  });

/** Deletes labels, logged per operator with their texts, in the caller's transaction. */
async function deleteLabels(tx: Queryable, scope: Scope, manager: Manager, ip: string, ids: readonly number[], reason: string | null) {
  const found = await findRecords(tx, translationsTable, scope, ids, { forUpdate: true });
  if (found.length !== new Set(ids).size)
    throw notFound(ids.length === 1 ? `Label ${ids[0]} not found` : `${new Set(ids).size - found.length} of the labels were not found`);
  await tx.query(sql`DELETE FROM translations WHERE id = ANY (${found.map((label) => label.id)}::integer[])`);
  const byOperator = new Map<string, Translation[]>();
  for (const label of found) byOperator.set(label.operatorCode, [...(byOperator.get(label.operatorCode) ?? []), label]);
  for (const [operatorCode, labels] of byOperator) {
    await logActivity(tx, {
      operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Normal60',
      user: managerUser(manager),
      details: `${labels.length === 1 ? 'Label' : `${labels.length} labels`} deleted: ${labels
        .map((label) => `${label.labelType} ${label.code}`)
        .join(', ')
        .slice(0, 1500)}${reason ? `. Reason: ${reason}` : ''}`,
      ipAddress: ip,
      before: labels.map((label) => ({ labelType: label.labelType, code: label.code, ...textsOf(label) })),
      after: null,
    });
  }
  return found.length;
}

/** `POST translations/delete/{id}`. */
export const deleteLabel: ActionHandler<Record<string, never>> = (context) =>
  context.db.transaction(async (tx) => ({
    deleted: await deleteLabels(tx, context.scope, context.manager, context.request.ip, [Number(context.id)], null),
  }));

/** `POST translations/delete-bulk` with the spec's bulk body; the reason goes to the log. */
export const deleteLabelsBulk: ActionHandler<{ reason: string }> = (context, input) =>
  context.db.transaction(async (tx) => ({
    deleted: await deleteLabels(
      tx,
      context.scope,
      context.manager,
      context.request.ip,
      (context.ids ?? []).map(Number),
      input.reason.trim(),
    ),
  }));

/**
 * `POST translations/initializeDomain`: gives an operator every default label. Missing labels are
 * added and empty texts filled with the defaults; with `overwrite` every default text is put back.
 */
export const initializeDomain: ActionHandler<{ operatorCode: string; overwrite?: boolean }> = (context, input) =>
  context.db.transaction(async (tx) => {
    await assertOperator(tx, input.operatorCode);
    const pick = (lang: LabelLanguage) => sql`max(text) FILTER (WHERE lang = ${lang})`;
    const keep = (lang: LabelLanguage) =>
      input.overwrite
        ? sql`${ident(lang)} = EXCLUDED.${ident(lang)}`
        : sql`${ident(lang)} = coalesce(nullif(translations.${ident(lang)}, ''), EXCLUDED.${ident(lang)})`;
    const [before] = await tx.query<{ labels: number; missing: number }>(
      sql`SELECT count(*)::integer AS labels, coalesce(sum(missing), 0)::integer AS missing FROM translations
        WHERE operator_code = ${input.operatorCode}`,
    );
    await tx.query(sql`INSERT INTO translations (operator_code, label_type, code,
      ${join(LABEL_LANGUAGES.map((lang) => sql`${ident(lang)}`))})
      SELECT ${input.operatorCode}, label_type, code, ${join(LABEL_LANGUAGES.map(pick))}
      FROM label_defaults GROUP BY label_type, code ORDER BY label_type, code
      ON CONFLICT (operator_code, label_type, code) DO UPDATE SET ${join(LABEL_LANGUAGES.map(keep))}, updated = clock_timestamp()
      WHERE ${input.overwrite ? sql`true` : sql`translations.missing > 0`}`);
    const [after] = await tx.query<{ labels: number; missing: number }>(
      sql`SELECT count(*)::integer AS labels, coalesce(sum(missing), 0)::integer AS missing FROM translations
        WHERE operator_code = ${input.operatorCode}`,
    );
    const result = { created: after.labels - before.labels, filled: Math.max(0, before.missing - after.missing), labels: after.labels };
    await logActivity(tx, {
      operatorCode: input.operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Normal60',
      user: managerUser(context.manager),
      details:
        `Labels of ${input.operatorCode} initialised from the defaults${input.overwrite ? ' (every default text put back)' : ''}: ` +
        `${result.created} added, ${result.filled} texts filled`,
      ipAddress: context.request.ip,
      before,
      after,
    });
    return result;
  });

/** `GET labels` query (000 §7: "resource=labels, labels.req.labelType"), and the language (langCode). */
const LabelsQuery = z.object({
  resource: z.literal('labels').optional(),
  'labels.req.labelType': LabelType.optional(),
  langCode: LanguageCode.optional(),
  // A bare labelType is not the specification's key: refused, so it does not silently list every type.
  labelType: z.never({ message: 'The label type goes under labels.req.labelType (000 §7)' }).optional(),
});

/** The first supported language of an Accept-Language header, else en. */
function acceptedLanguage(header: string | undefined): LabelLanguage {
  for (const part of (header ?? '').split(',')) {
    const lang = part.trim().slice(0, 2).toLowerCase();
    if ((LABEL_LANGUAGES as readonly string[]).includes(lang)) return lang as LabelLanguage;
  }
  return 'en';
}

type Context = (request: FastifyRequest) => Promise<{ manager: Manager; scope: Scope }>;

/**
 * `GET {op}/labels`: an operator's labels in one language, each the operator's text, else the
 * default text, else (a label of its own) its English text; the central view gets the defaults.
 */
export function registerLabelsRoute(app: FastifyInstance, db: Queryable, context: Context): void {
  app.get('/:op/labels', async (request) => {
    const { scope } = await context(request);
    const parsed = LabelsQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError(parsed.error, undefined, 'Invalid labels query');
    const lang = parsed.data.langCode ?? acceptedLanguage(request.headers['accept-language']);
    const type = parsed.data['labels.req.labelType'] ?? null;
    const column = ident(lang);
    const rows = await db.query<{ labelType: string; code: string; text: string | null }>(sql`
      SELECT coalesce(t.label_type, d.label_type) AS "labelType", coalesce(t.code, d.code) AS code,
        coalesce(nullif(t.${column}, ''), d.text, nullif(t.en, '')) AS text
      FROM (SELECT * FROM translations WHERE operator_code = ${scope.operatorCode ?? ''}) t
      FULL JOIN (SELECT * FROM label_defaults WHERE lang = ${lang}) d ON d.label_type = t.label_type AND d.code = t.code
      WHERE (${type}::text IS NULL OR coalesce(t.label_type, d.label_type) = ${type}::text)
      ORDER BY 1, 2`);
    const all = rows.filter((row) => row.text !== null);
    return { success: true, payload: { labels: { res: { all } } } };
  });
}
