import { Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { generatedResources } from '../generated/registry';
import type { ListScope } from './types';

export interface EmbeddedListProps {
  /** The react-admin resource name, e.g. `betslips`. */
  resource: string;
  /** What the list is limited to: a player (player page) or a record (single-betslip view). */
  scope: ListScope;
}

/**
 * Any generated list embedded in another page, limited to a player or a record: a permanent
 * filter, the player path, auto-refresh at `embeddedSeconds`, no URL sync. The list's screen loads
 * on first use, with a progress bar in its place meanwhile.
 *
 * @example
 * <EmbeddedList resource="betslips" scope={{ playerId: 7 }} />
 */
export function EmbeddedList({ resource, scope }: EmbeddedListProps) {
  const entry = generatedResources.find((candidate) => candidate.name === resource);
  if (!entry) throw new Error(`EmbeddedList: resource "${resource}" is not declared in resources/`);
  const List = entry.list;
  return (
    <Suspense fallback={<LinearProgress aria-busy />}>
      <List scope={scope} />
    </Suspense>
  );
}
