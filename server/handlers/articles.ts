/**
 * The central office's articles (002 §7 `/news/articles`, `/helpcenter/articles` with
 * `/{id}/publish/{flag}`, `/helpcenter/categories`): creating, publishing and deleting articles,
 * creating and deleting categories. Saves of their text go through the generic PUT. Each change
 * writes one activity-log entry (DATA_CHANGED) with before and after, in its transaction.
 */
import type { helpArticle, HelpArticle } from '../../resources/helpArticle';
import type { helpCategory } from '../../resources/helpCategory';
import type { newsArticle, NewsArticle } from '../../resources/newsArticle';
import { logActivity, managerUser, type ActivityEntry } from '../activity-log';
import type { Queryable } from '../db/database';
import { ident, sql, typed } from '../db/sql';
import { badRequest } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { insertRecord } from '../resource/insert';
import { applyChanges, findRecord } from '../resource/records';
import type { TableMapping } from '../tables/mapping';
import { helpArticleTable, helpCategoryTable, newsTable } from '../tables/articles';

/** Who changed the central office's content, from where, as a DATA_CHANGED entry of no operator. */
function logFields(context: ActionContext) {
  return {
    logType: 'DATA_CHANGED',
    significanceLevel: 'Normal60' as const,
    user: managerUser(context.manager),
    ipAddress: context.request.ip,
  };
}

function logEntry(context: ActionContext, details: string, change: Pick<ActivityEntry, 'before' | 'after'>): ActivityEntry {
  return { operatorCode: null, ...logFields(context), details, ...change };
}

/** Deletes one row of a mapping's table by id. */
function deleteRow(tx: Queryable, mapping: TableMapping, id: number) {
  return tx.query(sql`DELETE FROM ${ident(mapping.table)} WHERE ${ident(mapping.idColumn)} = ${typed(id, 'integer')}`);
}

/** An article's text as staff wrote it: trimmed, an empty summary none. */
function cleanText<T extends { title: string; body: string; summary?: string | null }>(input: T): T {
  const summary = input.summary?.trim();
  return { ...input, title: input.title.trim(), body: input.body.trim(), summary: summary ? summary : null };
}

/** A 400 naming `categoryId` unless the help-centre category exists. */
export async function assertCategory(tx: Queryable, categoryId: unknown): Promise<void> {
  // The key-share lock waits for a delete of the category in flight, and keeps it from one until commit.
  const [found] = await tx.query(sql`SELECT 1 FROM help_center_categories WHERE id = ${typed(categoryId, 'integer')} FOR KEY SHARE`);
  if (found) return;
  const message = `No help-centre category ${String(categoryId)}`;
  throw badRequest(`categoryId: ${message}`, [{ path: 'categoryId', message }]);
}

type Article = NewsArticle | HelpArticle;
type ArticleInput = { title: string; body: string; summary?: string | null } & Record<string, unknown>;

/**
 * Create, publish and delete of one kind of article; `what` names it in the log (`News article`),
 * `check` tests a new article against other records.
 */
function articleHandlers<A extends Article>(
  mapping: TableMapping<A>,
  what: string,
  check?: (tx: Queryable, input: ArticleInput) => Promise<void>,
) {
  return {
    create: (context: ActionContext, input: ArticleInput) =>
      context.db.transaction(async (tx) => {
        await check?.(tx, input);
        const values = { ...cleanText(input), author: context.manager.username };
        const id = await insertRecord(tx, mapping, values);
        await logActivity(tx, logEntry(context, `${what} ${id} created: ${values.title}`, { after: values }));
        return findRecord(tx, mapping, context.scope, id);
      }),
    publish: (context: ActionContext, input: { flag: boolean }) =>
      context.db.transaction(async (tx) => {
        const current = await findRecord(tx, mapping, context.scope, context.id!, { forUpdate: true });
        if (current.published === input.flag) return current;
        const { records } = await applyChanges(
          tx,
          mapping,
          context.scope,
          [current.id],
          { published: input.flag, publishedAt: input.flag ? new Date().toISOString() : null },
          { ...logFields(context), details: `${what} ${current.id} ${input.flag ? 'published' : 'taken back to draft'}: ${current.title}` },
        );
        return records[0];
      }),
    remove: (context: ActionContext) =>
      context.db.transaction(async (tx) => {
        const current = await findRecord(tx, mapping, context.scope, context.id!, { forUpdate: true });
        await deleteRow(tx, mapping, current.id);
        await logActivity(tx, logEntry(context, `${what} ${current.id} deleted: ${current.title}`, { before: current }));
        return current;
      }),
  };
}

export const newsHandlers: ActionHandlers<typeof newsArticle> = articleHandlers(newsTable, 'News article');

export const helpArticleHandlers: ActionHandlers<typeof helpArticle> = articleHandlers(
  helpArticleTable,
  'Help-centre article',
  (tx, input) => assertCategory(tx, input.categoryId),
);

/** A save of a help-centre article: its category exists. */
export async function checkHelpArticleChanges(tx: Queryable, values: Readonly<Record<string, unknown>>): Promise<void> {
  if (values.categoryId !== undefined) await assertCategory(tx, values.categoryId);
}

export const helpCategoryHandlers: ActionHandlers<typeof helpCategory> = {
  create: (context, input) =>
    context.db.transaction(async (tx) => {
      // One new category at a time, so two with the same code cannot both pass the check.
      await tx.execScript('LOCK TABLE help_center_categories IN SHARE ROW EXCLUSIVE MODE');
      const [taken] = await tx.query(sql`SELECT 1 FROM help_center_categories WHERE code = ${input.code}`);
      if (taken)
        throw badRequest(`code: ${input.code} is taken`, [
          { path: 'code', message: `The code ${input.code} is taken by another category` },
        ]);
      const names = Object.fromEntries(Object.entries(input.names).map(([language, name]) => [`names.${language}`, name?.trim() || null]));
      const values = { code: input.code, sortOrder: input.sortOrder, ...names };
      const id = await insertRecord(tx, helpCategoryTable, values);
      await logActivity(tx, logEntry(context, `Help-centre category ${input.code} created`, { after: values }));
      return findRecord(tx, helpCategoryTable, context.scope, id);
    }),
  remove: (context) =>
    context.db.transaction(async (tx) => {
      const current = await findRecord(tx, helpCategoryTable, context.scope, context.id!, { forUpdate: true });
      // Lock the category's articles too, so none is added while it goes.
      const articles = await tx.query(sql`SELECT id FROM help_center_articles WHERE category_id = ${current.id} FOR UPDATE`);
      if (articles.length > 0) {
        const message = `The category ${current.code} still has ${articles.length} article(s): move or delete them first`;
        throw badRequest(message, [{ path: 'id', message }]);
      }
      await deleteRow(tx, helpCategoryTable, current.id);
      await logActivity(tx, logEntry(context, `Help-centre category ${current.code} deleted`, { before: current }));
      return current;
    }),
};
