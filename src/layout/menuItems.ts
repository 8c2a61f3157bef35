/**
 * Who sees which route (000 §2 routes table, §6), read from the menu's structure
 * (`menuStructure.ts`): a menu item is shown when the user is central or the item is marked for
 * the operator role; beta items only with the beta flag. Only routes with a registered screen
 * appear.
 */
import type { Permissions } from '../auth/types';
import { MENU_GROUPS, MENU_ITEMS, type MenuAudience, type MenuGroupDef, type ResolvedMenuItem } from './menuStructure';

export interface MenuRule {
  /** `operator`: office and central managers; `central`: central managers only. */
  audience: MenuAudience;
  beta?: boolean;
}

/** Menu rules by route, from the menu's structure. Unlisted routes are central-only. */
export const MENU_RULES: Record<string, MenuRule> = Object.fromEntries(
  MENU_ITEMS.map((item) => [item.route, { audience: item.audience, ...(item.beta ? { beta: true } : {}) }]),
);

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
  return route in MENU_RULES;
}

/** The menu items of `items` the user may see, in the order of the spec's routes table. */
export function visibleItems<T extends { route: string }>(items: readonly T[], permissions: Permissions | undefined): T[] {
  const order = MENU_ITEMS.map((item) => item.route);
  return items
    .filter((item) => isMenuRoute(item.route) && canSee(item.route, permissions))
    .sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route));
}

/** A menu group with the screens of it the user may see. */
export interface VisibleGroup<T> {
  group: MenuGroupDef;
  entries: { item: ResolvedMenuItem; screen: T }[];
}

/**
 * The menu groups as the user sees them: per group, in order, the registered screens (`screens`,
 * by route) the user may open; groups without any are left out.
 */
export function visibleGroups<T extends { route: string }>(screens: readonly T[], permissions: Permissions | undefined): VisibleGroup<T>[] {
  const byRoute = new Map(screens.map((screen) => [screen.route, screen]));
  return [...MENU_GROUPS]
    .sort((a, b) => a.order - b.order)
    .map((group) => ({
      group,
      entries: MENU_ITEMS.filter((item) => item.group === group.id && !item.hidden && byRoute.has(item.route) && canSee(item.route, permissions)).map(
        (item) => ({ item, screen: byRoute.get(item.route)! }),
      ),
    }))
    .filter((visible) => visible.entries.length > 0);
}

/** Central-only routes of the spec (000 §2 routes table, §6), with or without a screen today. */
export const CENTRAL_ONLY_ROUTES: readonly string[] = MENU_ITEMS.filter((item) => item.audience === 'central').map((item) => item.route);

/** Whether a location is central-only: a central-only route, or the offer-monitoring report view. */
export function isCentralOnly(pathname: string, search = ''): boolean {
  if (CENTRAL_ONLY_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`))) return true;
  return pathname === '/reports' && new URLSearchParams(search).get('view') === 'offer-monitoring';
}
