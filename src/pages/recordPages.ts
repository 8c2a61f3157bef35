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
  // A campaign's page shows its terms as the form that edits them.
  'bonus-campaign': {
    show: lazyNamed(() => import('./bonusCampaign/BonusCampaignPage'), 'BonusCampaignPage'),
    edit: lazyNamed(() => import('./bonusCampaign/BonusCampaignPage'), 'BonusCampaignPage'),
  },
};
