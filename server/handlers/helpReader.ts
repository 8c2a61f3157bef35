/**
 * `GET {op}/helpcenter/published?language=`: the help centre as readers see it. Staff of every
 * operator may read it (the `/help` page); writing it is the central office's (`helpcenter/articles`).
 */
import type { FastifyInstance } from 'fastify';
import { LanguageCode } from '../../resources/enums';
import type { PublishedHelpCenter } from '../../resources/helpArticle';
import type { Database } from '../db/database';
import { sql } from '../db/sql';
import { badRequest } from '../http/errors';
import type { ResourceRouteOptions } from '../resource/routes';
import { categoryNameIn } from '../tables/articles';
import { isoSql, isoTime } from '../tables/common';

/** The `language` parameter: one of the console's languages, default English. */
function languageOf(query: unknown): PublishedHelpCenter['language'] {
  let raw = (query as Record<string, unknown> | undefined)?.language;
  if (Array.isArray(raw)) raw = raw.at(-1);
  if (raw === undefined || raw === '') return 'en';
  const parsed = LanguageCode.safeParse(raw);
  if (parsed.success) return parsed.data;
  const message = `Expected one of ${LanguageCode.options.join(', ')}`;
  throw badRequest(`language: ${message}`, [{ path: 'language', message }]);
}

/** The published articles in `language` by category, categories in their order, articles newest first. */
export async function publishedHelpCenter(db: Database, language: PublishedHelpCenter['language']): Promise<PublishedHelpCenter> {
  const categories = await db.query<{
    id: number;
    code: string;
    name: string;
    articles: PublishedHelpCenter['categories'][number]['articles'];
    last: unknown;
  }>(sql`
    SELECT c.id, c.code, ${categoryNameIn(sql`${language}::text`)} AS name, max(a.published_at) AS last,
      jsonb_agg(jsonb_build_object('id', a.id, 'title', a.title, 'summary', a.summary, 'body', a.body,
        'publishedAt', ${isoSql(sql`a.published_at`)}, 'updated', ${isoSql(sql`a.updated`)}) ORDER BY a.published_at DESC,
          a.id DESC) AS articles
    FROM help_center_categories c
    JOIN help_center_articles a ON a.category_id = c.id AND a.published AND a.language = ${language}
    GROUP BY c.id
    ORDER BY c.sort_order, c.id`);
  const last =
    categories
      .map((category) => isoTime(category.last))
      .filter((time): time is string => time !== null)
      .sort()
      .at(-1) ?? null;
  return {
    language,
    categories: categories.map(({ id, code, name, articles }) => ({
      id,
      code,
      name,
      articles: typeof articles === 'string' ? JSON.parse(articles) : articles,
    })),
    lastPublished: last,
  };
}

/** Registers the reader's call; `context` checks the session and the operator path (any view). */
export function registerPublishedHelpRoute(app: FastifyInstance, options: Pick<ResourceRouteOptions, 'db' | 'context'>): void {
  app.get('/:op/helpcenter/published', async (request) => {
    await options.context(request);
    return { success: true, payload: await publishedHelpCenter(options.db, languageOf(request.query)) };
  });
}
