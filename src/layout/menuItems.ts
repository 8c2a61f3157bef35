/**
 * The side menu: who sees which route (000 §2 routes table, §6). A menu item is shown when the
 * user is central or the item is marked for the operator role; beta items only with the beta flag.
 * Only routes with a registered screen appear.
 */
import type { Permissions } from '../auth/types';

export interface MenuRule {
  /** `operator`: office and central managers; `central`: central managers only. */
  audience: 'operator' | 'central';
  beta?: boolean;
}

/** Menu rules by route, from the spec's routes table. Unlisted routes are central-only. */
export const MENU_RULES: Record<string, MenuRule> = {
  '/players': { audience: 'operator' },
  '/players-limits': { audience: 'operator' },
  '/players-self-protection-limits': { audience: 'operator' },
  '/kyc': { audience: 'operator' },
  '/withdrawals': { audience: 'operator' },
  '/deposits': { audience: 'operator' },
  '/bonuses': { audience: 'operator' },
  '/betslips': { audience: 'operator' },
  '/players-statistics': { audience: 'operator' },
  '/statistics-profit-loss': { audience: 'operator' },
  '/statistics-account-history': { audience: 'operator' },
  '/statistics-activities-log': { audience: 'operator' },
  '/statistics-payments': { audience: 'operator' },
  '/reports': { audience: 'operator' },
  '/index2': { audience: 'operator', beta: true },
  '/quick-links': { audience: 'operator', beta: true },
  '/managers': { audience: 'operator', beta: true },
  '/exports': { audience: 'operator', beta: true },
  '/settings': { audience: 'operator', beta: true },
  '/roles': { audience: 'operator', beta: true },
};

/** The rule of a route; unlisted routes are central-only. */
export function menuRule(route: string): MenuRule {
  return MENU_RULES[route] ?? { audience: 'central' };
}

/** Whether a user with these permissions may see the route. */
export function canSee(route: string, permissions: Permissions | undefined): boolean {
  if (!permissions) return false;
  const rule = menuRule(route);
  if (rule.beta && !permissions.beta) return false;
  return permissions.role === 'central' || rule.audience === 'operator';
}

/** Whether the route is a screen of the spec's routes table (other lists serve panels only). */
export function isMenuRoute(route: string): boolean {
  return route in MENU_RULES || CENTRAL_ONLY_ROUTES.includes(route);
}

/** The menu items of `items` the user may see, in the order of the spec's routes table. */
export function visibleItems<T extends { route: string }>(items: readonly T[], permissions: Permissions | undefined): T[] {
  const order = [...Object.keys(MENU_RULES), ...CENTRAL_ONLY_ROUTES];
  return items
    .filter((item) => isMenuRoute(item.route) && canSee(item.route, permissions))
    .sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route));
}

/** Central-only routes of the spec (000 §2 routes table, §6), with or without a screen today. */
export const CENTRAL_ONLY_ROUTES: readonly string[] = [
  '/bookmakers-matches',
  '/bookmakers-markets-sorting',
  '/bookmakers-leagues',
  '/limit-alerts',
  '/translations',
  '/operators',
  '/news',
  '/bonus-campaign',
  '/bonus-campaign-new',
  '/help-center',
  '/exchange-rates',
  '/system',
];

/** Whether a location is central-only: a central-only route, or the offer-monitoring report view. */
export function isCentralOnly(pathname: string, search = ''): boolean {
  if (CENTRAL_ONLY_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`))) return true;
  return pathname === '/reports' && new URLSearchParams(search).get('view') === 'offer-monitoring';
}
