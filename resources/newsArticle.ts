/**
 * News (000 §2 /news; 002 §7 `/news/articles`): articles the central office publishes to the
 * players of every operator, each in one language and one category.
 */
import { z } from 'zod';
import { defineResource, namedEnum } from './model';
import { articleFields, createArticleAction, deleteArticleAction, publishArticleAction } from './articleRules';

/** What a news article is about. */
export const NewsCategory = namedEnum('newsCategory', ['PROMOTIONS', 'SPORTS', 'PRODUCT', 'MAINTENANCE', 'RESPONSIBLE_GAMING', 'COMPANY']);

export const NewsArticle = z.object({ ...articleFields, category: NewsCategory });

export type NewsArticle = z.output<typeof NewsArticle>;

/** A new news article: its text, language and category. */
export const NewsArticleInput = NewsArticle.pick({ language: true, category: true, title: true, summary: true, body: true });

export const newsArticle = defineResource({
  name: 'news',
  route: '/news',
  menu: { group: 'central', icon: 'news', order: 70 },
  api: { path: 'news/articles' },
  recordName: 'title',
  schema: NewsArticle,
  list: {
    columns: [
      { source: 'id' },
      { source: 'title', truncate: 80, tooltip: true },
      { source: 'category' },
      { source: 'language' },
      { source: 'published', action: { name: 'publish', input: 'flag' }, width: 128 },
      { source: 'publishedAt' },
      { source: 'author' },
      { source: 'updated' },
    ],
    defaultSort: { field: 'updated', order: 'DESC' },
    search: 'title',
    titleCount: true,
    header: 'NewsListHeader',
  },
  filters: [
    { source: 'language', type: 'select' },
    { source: 'category', type: 'multipleSelect' },
    { source: 'published', type: 'boolean' },
    { source: 'publishedAt', type: 'timeFrame', presets: 'activityLog' },
  ],
  edit: {
    fields: [{ source: 'language' }, { source: 'category' }, { source: 'title' }, { source: 'summary' }, { source: 'body' }],
    successMessage: 'app.articles.saved',
  },
  actions: {
    create: createArticleAction(NewsArticleInput),
    publish: publishArticleAction(),
    remove: deleteArticleAction(),
  },
  storage: { table: 'news_articles', updatedColumn: 'updated' },
});
