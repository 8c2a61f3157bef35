/**
 * Help-centre articles (000 §2 /help-center; 002 §7 `/helpcenter/articles`, `/{id}`,
 * `/{id}/publish/{flag}`): answers to the players' and the staff's questions, in categories and
 * languages. Staff of every operator read the published ones (`helpcenter/published`, the `/help`
 * page); writing them is the central office's.
 */
import { z } from 'zod';
import { defineResource } from './model';
import { articleFields, createArticleAction, deleteArticleAction, publishArticleAction } from './articleRules';
import { LanguageCode } from './enums';
import { timestamp } from './rules';

export const HelpArticle = z.object({
  ...articleFields,
  categoryId: z.number().int().positive(),
  /** The category's name in the article's language. */
  categoryName: z.string(),
});

export type HelpArticle = z.output<typeof HelpArticle>;

/** A new help-centre article: its text, language and category. */
export const HelpArticleInput = HelpArticle.pick({ language: true, categoryId: true, title: true, summary: true, body: true });

export const helpArticle = defineResource({
  name: 'help-center',
  route: '/help-center',
  menu: { group: 'central', icon: 'helpCenter', order: 100 },
  api: { path: 'helpcenter/articles' },
  recordName: 'title',
  schema: HelpArticle,
  list: {
    columns: [
      { source: 'id' },
      { source: 'title', truncate: 80, tooltip: true },
      { source: 'categoryName', sortable: false },
      { source: 'language' },
      { source: 'published', action: { name: 'publish', input: 'flag' }, width: 128 },
      { source: 'publishedAt' },
      { source: 'author' },
      { source: 'updated' },
    ],
    defaultSort: { field: 'updated', order: 'DESC' },
    search: 'title',
    titleCount: true,
    header: 'HelpCenterListHeader',
    queryParams: { categoryId: 'categoryId', language: 'language' },
  },
  filters: [
    { source: 'language', type: 'select' },
    { source: 'published', type: 'boolean' },
    { source: 'categoryId', type: 'input', match: 'exact', numeric: true, min: 1 },
  ],
  edit: {
    fields: [{ source: 'language' }, { source: 'categoryId' }, { source: 'title' }, { source: 'summary' }, { source: 'body' }],
    successMessage: 'app.articles.saved',
  },
  actions: {
    create: createArticleAction(HelpArticleInput),
    publish: publishArticleAction(),
    remove: deleteArticleAction(),
  },
  storage: { table: 'help_center_articles', updatedColumn: 'updated' },
});

/** A published article as the help pages show it. */
export const PublishedHelpArticle = HelpArticle.pick({
  id: true,
  title: true,
  summary: true,
  body: true,
  publishedAt: true,
  updated: true,
});

/**
 * `GET {op}/helpcenter/published?language=`: what readers see in one language, for staff of
 * every operator: the categories in order, each with its published articles in that language
 * (newest first); categories without one are left out.
 */
export const PublishedHelpCenter = z.object({
  language: LanguageCode,
  categories: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      articles: z.array(PublishedHelpArticle),
    }),
  ),
  /** When the newest article was published; null when none is. */
  lastPublished: timestamp().nullable(),
});

export type PublishedHelpCenter = z.output<typeof PublishedHelpCenter>;
