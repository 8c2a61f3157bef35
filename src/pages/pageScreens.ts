/**
 * The hand-written pages the console routes to, beside the generated resource screens: their
 * router path, the component (its own chunk) and, for a page of the side menu (its place is in
 * `src/layout/pageMenu.ts`), the catalogue key of its name there.
 */
import type { ComponentType } from 'react';
import { lazyNamed } from '../resource-ui/lazyNamed';

/** One hand-written page. */
export interface PageScreen {
  /** The route of the routes table (000 §2), e.g. `/index2` or the link target `/bets`. */
  route: string;
  /** The router path when it is not `route` (`/bets/:id`). */
  path?: string;
  /** Catalogue key of its name in the side menu; pages reached only by links have none. */
  label?: string;
  component: ComponentType;
}

/** Every hand-written page. */
export const PAGE_SCREENS: readonly PageScreen[] = [
  { route: '/index2', label: 'app.menu.pages.dashboard', component: lazyNamed(() => import('./dashboard/DashboardPage'), 'DashboardPage') },
  { route: '/bets', path: '/bets/:id', component: lazyNamed(() => import('./bets/BetRowPage'), 'BetRowPage') },
  { route: '/roles', label: 'app.menu.pages.roles', component: lazyNamed(() => import('./roles/RolesPage'), 'RolesPage') },
  {
    route: '/settings',
    label: 'resources.settings.name',
    component: lazyNamed(() => import('./central/settings/OperatorSettingsPage'), 'OperatorSettingsPage'),
  },
  { route: '/system', label: 'resources.system.name', component: lazyNamed(() => import('./central/settings/SystemPage'), 'SystemPage') },
];
