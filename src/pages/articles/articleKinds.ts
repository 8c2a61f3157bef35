/**
 * The two kinds of article the central office writes, as the article pages need them: news (a
 * category from a fixed list) and help-centre articles (a category record).
 */
import { useResourceContext } from 'ra-core';
import type { z } from 'zod';
import { helpArticle, HelpArticleInput } from '../../../resources/helpArticle';
import { newsArticle, NewsArticleInput } from '../../../resources/newsArticle';
import type { AnyResource } from '../../resource-ui/types';

export interface ArticleKind {
  definition: AnyResource;
  /** A new article's fields and rules (the create call's input; saves check the same fields). */
  input: z.ZodObject;
  /** The form field holding the category. */
  categoryField: 'category' | 'categoryId';
}

const KINDS: Readonly<Record<string, ArticleKind>> = {
  news: { definition: newsArticle as unknown as AnyResource, input: NewsArticleInput, categoryField: 'category' },
  'help-center': { definition: helpArticle as unknown as AnyResource, input: HelpArticleInput, categoryField: 'categoryId' },
};

/** The kind of article of the current resource route (`/news/…`, `/help-center/…`). */
export function useArticleKind(): ArticleKind {
  const resource = useResourceContext();
  const kind = resource ? KINDS[resource] : undefined;
  if (!kind) throw new Error(`useArticleKind: ${resource ?? 'no resource'} is not an article resource`);
  return kind;
}

/** What an article form holds. */
export interface ArticleValues {
  language: string;
  category?: string;
  categoryId?: number;
  title: string;
  summary?: string | null;
  body: string;
}
