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
import { bindResource } from '../resource/bind';
import type { ResourceBinding } from '../resource/routes';
import { helpArticleTable, helpCategoryTable, newsTable } from '../tables/articles';
import { leagueTable, marketTable, matchTable } from '../tables/catalog';
import { checkHelpArticleChanges, helpArticleHandlers, helpCategoryHandlers, newsHandlers } from './articles';
import { leagueHandlers, marketHandlers } from './catalog';

export const CENTRAL_OFFICE_BINDINGS: ResourceBinding[] = [
  bindResource(match, { mapping: matchTable }),
  bindResource(league, { mapping: leagueTable, handlers: leagueHandlers }),
  bindResource(market, { mapping: marketTable, handlers: marketHandlers }),
  bindResource(newsArticle, { mapping: newsTable, handlers: newsHandlers }),
  bindResource(helpArticle, { mapping: helpArticleTable, handlers: helpArticleHandlers, checkChanges: checkHelpArticleChanges }),
  bindResource(helpCategory, { mapping: helpCategoryTable, handlers: helpCategoryHandlers }),
];
