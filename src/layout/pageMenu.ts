/**
 * The menu places of the hand-written pages (000 §2 routes table), in one place. Resource screens
 * declare theirs in `resources/` (`defineResource({ menu, audience, beta })`) and are not repeated
 * here: the generator refuses a route placed twice and two screens at one group's same order. A
 * page here takes its group's audience and beta flag unless it states its own.
 */
import type { MenuPlacement, ScreenAudience } from '../../resources/menu';

/** A hand-written page's route with its menu place and, where it differs from its group's, its audience. */
export interface PageDeclaration {
  route: string;
  menu: MenuPlacement;
  /** Catalogue key of its menu entry; a page without one has no screen yet and is not in the menu. */
  title?: string;
  audience?: ScreenAudience;
  beta?: boolean;
}

/** Every hand-written page of the routes table. */
export const PAGES: readonly PageDeclaration[] = [
  { route: '/reports', menu: { group: 'statistics', icon: 'reports', order: 50 }, title: 'app.menu.pages.reports' },
  { route: '/index2', menu: { group: 'operator', icon: 'dashboard', order: 10 } },
  { route: '/settings', menu: { group: 'operator', icon: 'settings', order: 50 } },
  { route: '/roles', menu: { group: 'operator', icon: 'roles', order: 60 } },
  { route: '/bonus-campaign-new', menu: { group: 'central', icon: 'bonusCampaign', order: 90, hidden: true } },
  { route: '/system', menu: { group: 'central', icon: 'system', order: 120 } },
];
