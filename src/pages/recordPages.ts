/**
 * Resources whose records open a hand-written workspace instead of the generated detail and edit
 * pages: the routes `/<resource>/{id}` (edit) and `/<resource>/{id}/show` lead there.
 */
import type { ComponentType } from 'react';
import { PlayerWorkspaceRoute } from './player/PlayerWorkspaceRoute';

/** The workspace route per resource name. */
export const RECORD_WORKSPACES: Readonly<Record<string, ComponentType>> = {
  players: PlayerWorkspaceRoute,
};
