/**
 * Resources whose list route shows a hand-written page instead of the generated list; the
 * generated list stays the one other pages embed.
 */
import type { ComponentType } from 'react';
import { lazyNamed } from '../resource-ui/lazyNamed';

/** The list route's page per resource name. */
export const LIST_PAGES: Readonly<Record<string, ComponentType>> = {
  // The matches list, or with `?id=` one match's page (002 §2).
  'bookmakers-matches': lazyNamed(() => import('./bookmakers/MatchesPage'), 'MatchesPage'),
  // Each sport's markets to reorder (drag, keys or buttons), rename and switch off.
  'bookmakers-markets-sorting': lazyNamed(() => import('./bookmakers/MarketsSortingPage'), 'MarketsSortingPage'),
};
