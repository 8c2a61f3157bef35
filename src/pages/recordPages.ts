/**
 * Resources whose records are edited in a hand-written workspace instead of the generated edit
 * page: the route `/<resource>/{id}` (the list's pencil) leads there.
 */
import type { ComponentType } from 'react';
import { PlayerWorkspaceRoute } from './player/PlayerWorkspaceRoute';

/** The workspace route per resource name. */
export const RECORD_WORKSPACES: Readonly<Record<string, ComponentType>> = {
  players: PlayerWorkspaceRoute,
};
