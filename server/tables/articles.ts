/**
 * Storage of the central office's articles (migration 161): news, help-centre articles and
 * help-centre categories. A category's name in a language is its name in that language, else its
 * English name.
 */
import { helpArticle, type HelpArticle } from '../../resources/helpArticle';
import { helpCategory, type HelpCategory } from '../../resources/helpCategory';
import { newsArticle, type NewsArticle } from '../../resources/newsArticle';
import { LanguageCode } from '../../resources/enums';
import { ident, join, sql, type Sql } from '../db/sql';
import { deriveTable } from './derive';

/** Articles belong to no operator: their activity-log rows concern none. */
const central = () => ({ operatorCode: null, user: null });

/**
 * The name of category `c` in `language` (an SQL expression of a language code): its name in that
 * language, else the English one.
 */
export function categoryNameIn(language: Sql): Sql {
  const cases = LanguageCode.options.map((code) => sql`WHEN ${code}::text THEN nullif(c.${ident(`names_${code}`)}, '')`);
  return sql`coalesce(CASE ${language} ${join(cases, sql` `)} END, c.names_en)`;
}

export const newsTable = deriveTable<NewsArticle>(newsArticle, {
  logSubject: central,
});

export const helpArticleTable = deriveTable<HelpArticle>(helpArticle, {
  computed: {
    categoryName: {
      sql: sql`SELECT ${categoryNameIn(sql`help_center_articles.language`)} FROM help_center_categories c
        WHERE c.id = help_center_articles.category_id`,
    },
  },
  logSubject: central,
});

export const helpCategoryTable = deriveTable<HelpCategory>(helpCategory, {
  computed: {
    articles: { sql: sql`SELECT count(*) FROM help_center_articles a WHERE a.category_id = help_center_categories.id` },
    publishedArticles: {
      sql: sql`SELECT count(*) FROM help_center_articles a WHERE a.category_id = help_center_categories.id AND a.published`,
    },
  },
  logSubject: central,
});
