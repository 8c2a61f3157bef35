/**
 * Resources whose records open in a hand-written workspace instead of the generated show and
 * edit pages: the workspace is the show route, and the edit route (the list's pencil) leads there
 * or to a hand-written form.
 */
import type { ComponentType } from 'react';
import { lazyNamed } from '../resource-ui/lazyNamed';

/** The show and edit routes' components of a resource with a workspace, and its create route's. */
export interface RecordWorkspace {
  show: ComponentType;
  edit: ComponentType;
  create?: ComponentType;
}

const MatchRedirect = lazyNamed(() => import('./bookmakers/MatchRedirect'), 'MatchRedirect');
const ArticlePage = lazyNamed(() => import('./articles/ArticlePage'), 'ArticlePage');
const ArticleEditorPage = lazyNamed(() => import('./articles/ArticleEditorPage'), 'ArticleEditorPage');
/** An article's page, its form (`/{id}`) and a new one's (`/create`). */
const ARTICLE: RecordWorkspace = { show: ArticlePage, edit: ArticleEditorPage, create: ArticleEditorPage };

/** The workspace routes per resource name. */
export const RECORD_WORKSPACES: Readonly<Record<string, RecordWorkspace>> = {
  players: {
    show: lazyNamed(() => import('./player/PlayerWorkspacePage'), 'PlayerWorkspacePage'),
    edit: lazyNamed(() => import('./player/PlayerWorkspaceRedirect'), 'PlayerWorkspaceRedirect'),
  },
  // A campaign's page shows its terms as the form that edits them.
  'bonus-campaign': {
    show: lazyNamed(() => import('./bonusCampaign/BonusCampaignPage'), 'BonusCampaignPage'),
    edit: lazyNamed(() => import('./bonusCampaign/BonusCampaignPage'), 'BonusCampaignPage'),
  },
  // A match's page is `/bookmakers-matches?id={id}` (002 §2).
  'bookmakers-matches': { show: MatchRedirect, edit: MatchRedirect },
  news: ARTICLE,
  'help-center': ARTICLE,
  ...workspace(
    'operators',
    lazyNamed(() => import('./central/operators/OperatorWorkspace'), 'OperatorWorkspace'),
  ),
  ...workspace(
    'exchange-rates',
    lazyNamed(() => import('./central/exchange/ExchangeRateWorkspace'), 'ExchangeRateWorkspace'),
  ),
  ...workspace(
    'translations',
    lazyNamed(() => import('./central/translations/TranslationWorkspace'), 'TranslationWorkspace'),
  ),
};

/** A workspace that is the record's page at both its show and its edit route. */
function workspace(name: string, page: ComponentType): Record<string, RecordWorkspace> {
  return { [name]: { show: page, edit: page } };
}
