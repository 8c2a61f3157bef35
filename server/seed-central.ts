/**
 * Demo data of the central office's screens, set-based and deterministic, run after the betting
 * data: the bookmakers' catalogue built from the bet rows (`catalog_sync()`, migration 160) with
 * the top leagues, each sport's market order and a switched-off market; the news; the help
 * centre's categories and articles (texts in `seed-news-content.ts` and `seed-help-content.ts`).
 * Articles are added to an empty table only.
 */
import type { Queryable } from './db/database';
import { sql, type Sql } from './db/sql';
import { SEED_HELP_ARTICLES, SEED_HELP_CATEGORIES, type SeedHelpCategory } from './seed-help-content';
import { SEED_NEWS } from './seed-news-content';
import { timed } from './seed-tools';

/** The leagues the offer shows first, by sport and name. */
const TOP_LEAGUES: readonly (readonly [string, string])[] = [
  ['FOOTBALL', 'Premier League'],
  ['FOOTBALL', 'Bundesliga'],
  ['FOOTBALL', 'LaLiga'],
  ['BASKETBALL', 'EuroLeague'],
  ['BASKETBALL', 'NBA'],
  ['ICE_HOCKEY', 'NHL'],
  ['HANDBALL', 'EHF Champions League'],
  ['TENNIS', 'ATP Paris'],
];

/** Each sport's markets in the house order: the main market first. */
const MARKET_ORDER = ['1X2', 'MW', 'DC', 'OU25', 'BTTS'];

/** Markets the offer does not show: both teams to score makes no sense in basketball. */
const INACTIVE_MARKETS: readonly (readonly [string, string])[] = [['BASKETBALL', 'BTTS']];

/** Who wrote the demo articles: the central demo manager. */
const AUTHOR = 'central@demo.test';

async function seedCatalog(tx: Queryable): Promise<void> {
  await timed('catalogue sync', tx.query(sql`SELECT catalog_sync()`));
  await tx.query(sql`UPDATE catalog_leagues l SET top_league = true
    FROM unnest(${TOP_LEAGUES.map((entry) => entry[0])}::text[], ${TOP_LEAGUES.map((entry) => entry[1])}::text[]) AS t(sport, name)
    WHERE l.sport_code = t.sport AND l.name = t.name AND NOT l.top_league`);
  await tx.query(sql`UPDATE catalog_markets m SET sort_order = o.position
    FROM (SELECT k.id, row_number() OVER (PARTITION BY k.sport_code
        ORDER BY coalesce(array_position(${MARKET_ORDER}::text[], k.code), 1000), k.code) AS position
      FROM catalog_markets k) o
    WHERE m.id = o.id AND m.sort_order <> o.position`);
  await tx.query(sql`UPDATE catalog_markets m SET active = false
    FROM unnest(${INACTIVE_MARKETS.map((entry) => entry[0])}::text[], ${INACTIVE_MARKETS.map((entry) => entry[1])}::text[])
      AS t(sport, code)
    WHERE m.sport_code = t.sport AND m.code = t.code`);
}

/** `published_at` of an article published `days` days ago (a daytime hour), or null for a draft. */
const publishedAt = sql`CASE WHEN a.days IS NULL THEN NULL
  ELSE date_trunc('hour', now()) - make_interval(days => a.days, hours => ((a.n * 5) % 9)::integer) END`;

/** `updated`: publication, or for a draft its last edit, `edited` days ago. */
const updated = (edited: Sql) => sql`coalesce(${publishedAt}, date_trunc('minute', now()) - make_interval(days => ${edited}, hours => 3))`;

async function seedNews(tx: Queryable): Promise<void> {
  const column = <K extends keyof (typeof SEED_NEWS)[number]>(key: K) => SEED_NEWS.map((entry) => entry[key] ?? null);
  await tx.query(sql`INSERT INTO news_articles (language, category, title, summary, body, published, published_at, author, created, updated)
    SELECT a.language, a.category, a.title, a.summary, a.body, a.days IS NOT NULL, ${publishedAt}, ${AUTHOR},
      ${updated(sql`a.edited`)} - interval '2 days', ${updated(sql`a.edited`)}
    FROM unnest(${column('language')}::text[], ${column('category')}::text[], ${column('title')}::text[], ${column('summary')}::text[],
      ${column('body')}::text[], ${column('daysAgo')}::integer[], ${column('editedDaysAgo')}::integer[])
      WITH ORDINALITY AS a(language, category, title, summary, body, days, edited, n)
    WHERE NOT EXISTS (SELECT 1 FROM news_articles)
    ORDER BY a.n`);
}

async function seedHelpCenter(tx: Queryable): Promise<void> {
  const names = (language: keyof SeedHelpCategory['names']) => SEED_HELP_CATEGORIES.map((category) => category.names[language]);
  await tx.query(sql`INSERT INTO help_center_categories (code, sort_order, names_en, names_de, names_fr, names_tr, names_ro,
    names_hr, names_ru)
    SELECT c.code, c.n, c.en, c.de, c.fr, c.tr, c.ro, c.hr, c.ru
    FROM unnest(${SEED_HELP_CATEGORIES.map((category) => category.code)}::text[], ${names('en')}::text[], ${names('de')}::text[],
      ${names('fr')}::text[], ${names('tr')}::text[], ${names('ro')}::text[], ${names('hr')}::text[], ${names('ru')}::text[])
      WITH ORDINALITY AS c(code, en, de, fr, tr, ro, hr, ru, n)
    WHERE NOT EXISTS (SELECT 1 FROM help_center_categories)
    ORDER BY c.n`);
  const column = <K extends keyof (typeof SEED_HELP_ARTICLES)[number]>(key: K) => SEED_HELP_ARTICLES.map((entry) => entry[key] ?? null);
  await tx.query(sql`INSERT INTO help_center_articles (category_id, language, title, summary, body, published, published_at, author,
    created, updated)
    SELECT c.id, a.language, a.title, a.summary, a.body, a.days IS NOT NULL, ${publishedAt}, ${AUTHOR},
      ${updated(sql`6`)} - interval '1 day', ${updated(sql`6`)}
    FROM unnest(${column('category')}::text[], ${column('language')}::text[], ${column('title')}::text[], ${column('summary')}::text[],
      ${column('body')}::text[], ${column('daysAgo')}::integer[])
      WITH ORDINALITY AS a(category, language, title, summary, body, days, n)
    JOIN help_center_categories c ON c.code = a.category
    WHERE NOT EXISTS (SELECT 1 FROM help_center_articles)
    ORDER BY a.n`);
}

/** Seeds the central office's catalogue, news and help centre. */
export async function seedCentralOffice(tx: Queryable): Promise<void> {
  await timed('catalogue', seedCatalog(tx));
  await timed('news', seedNews(tx));
  await timed('help centre', seedHelpCenter(tx));
}
