/**
 * The resource bindings of the central office's bookmakers catalogue (matches, leagues, markets)
 * and articles (news, help-centre articles and categories): their tables and handlers.
 */
import { helpArticle } from '../../resources/helpArticle';
import { helpCategory } from '../../resources/helpCategory';
import { league } from '../../resources/league';
import { market } from '../../resources/market';
import { match } from '../../resources/match';
import { newsArticle } from '../../resources/newsArticle';
import type { Resource } from '../../resources/model';
import type { ActionHandler } from '../resource/actions';
import type { ResourceBinding } from '../resource/routes';
import { helpArticleTable, helpCategoryTable, newsTable } from '../tables/articles';
import { leagueTable, marketTable, matchTable } from '../tables/catalog';
import type { TableMapping } from '../tables/mapping';
import { checkHelpArticleChanges, helpArticleHandlers, helpCategoryHandlers, newsHandlers } from './articles';
import { leagueHandlers, marketHandlers } from './catalog';

/** A binding of a declared resource with typed handlers and mapping. */
function bind(resource: object, mapping: object, handlers: object = {}): ResourceBinding {
  return { resource: resource as Resource, mapping: mapping as TableMapping, handlers: handlers as Record<string, ActionHandler<never>> };
}

export const CENTRAL_OFFICE_BINDINGS: ResourceBinding[] = [
  bind(match, matchTable),
  bind(league, leagueTable, leagueHandlers),
  bind(market, marketTable, marketHandlers),
  bind(newsArticle, newsTable, newsHandlers),
  { ...bind(helpArticle, helpArticleTable, helpArticleHandlers), checkChanges: checkHelpArticleChanges },
  bind(helpCategory, helpCategoryTable, helpCategoryHandlers),
];
