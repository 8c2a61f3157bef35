/** The help centre as readers see it in one language (`GET {op}/helpcenter/published?language=`). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { PublishedHelpCenter } from '../../../resources/helpArticle';
import type { BackofficeDataProvider } from '../../data/types';

/** The published categories and articles in `language`. */
export function usePublishedHelp(language: string) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: ['helpcenter', 'published', language],
    queryFn: () =>
      dataProvider.callApi<PublishedHelpCenter>({ method: 'GET', path: 'helpcenter/published', operator: true, query: { language } }),
    retry: false,
  });
}

/** The categories with only the articles whose title, summary or body contains `search` (any case). */
export function matchingHelp(help: PublishedHelpCenter | undefined, search: string): PublishedHelpCenter['categories'] {
  const needle = search.trim().toLocaleLowerCase();
  const categories = help?.categories ?? [];
  if (!needle) return categories;
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles.filter((article) =>
        [article.title, article.summary ?? '', article.body].some((text) => text.toLocaleLowerCase().includes(needle)),
      ),
    }))
    .filter((category) => category.articles.length > 0);
}
