/**
 * Resources whose records open in a hand-written workspace instead of the generated show and
 * edit pages: the workspace is the show route, and the edit route (the list's pencil) leads there.
 */
import type { ComponentType } from 'react';
import { lazyNamed } from '../resource-ui/lazyNamed';

/** The show and edit routes' components of a resource with a workspace. */
export interface RecordWorkspace {
  show: ComponentType;
  edit: ComponentType;
}

/** The workspace routes per resource name. */
export const RECORD_WORKSPACES: Readonly<Record<string, RecordWorkspace>> = {
  players: {
    show: lazyNamed(() => import('./player/PlayerWorkspacePage'), 'PlayerWorkspacePage'),
    edit: lazyNamed(() => import('./player/PlayerWorkspaceRedirect'), 'PlayerWorkspaceRedirect'),
  },
  ...workspace('operators', lazyNamed(() => import('./central/operators/OperatorWorkspace'), 'OperatorWorkspace')),
  ...workspace('exchange-rates', lazyNamed(() => import('./central/exchange/ExchangeRateWorkspace'), 'ExchangeRateWorkspace')),
  ...workspace('translations', lazyNamed(() => import('./central/translations/TranslationWorkspace'), 'TranslationWorkspace')),
};

/** A workspace that is the record's page at both its show and its edit route. */
function workspace(name: string, page: ComponentType): Record<string, RecordWorkspace> {
  return { [name]: { show: page, edit: page } };
}
