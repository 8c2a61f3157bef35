/**
 * Who sees which route (000 §2 routes table, §6), read from the screens' declarations
 * (`menuStructure.ts`): a screen is shown when its audience allows the current view (central or
 * one operator's) and, for beta screens, with the beta flag. Only routes with a registered screen
 * appear in the menu.
 */
import { audienceAllows, screenAccess, type ScreenAccess } from '../../resources/menu';
import type { Permissions } from '../auth/types';
import { REPORT_VIEWS } from '../pages/reports/reportViews';
import { MENU_GROUPS, MENU_ITEMS, RESOURCE_SCREENS, type MenuGroupDef, type ResolvedMenuItem } from './menuStructure';

/** What decides whether a route opens: the view's role and the beta flag. */
export type ViewPermissions = Pick<Permissions, 'role' | 'beta'>;

/** Why a user may not open a route: the view it needs, or the beta flag. */
export type BlockReason = 'central' | 'operator' | 'beta';

/** The report views only the central view shows (`/reports?view=…`, from their declarations). */
const CENTRAL_REPORT_VIEWS: readonly string[] = REPORT_VIEWS.filter((report) => report.audience === 'central').map((report) => report.view);

/** The declared access of the route or of the screen the route belongs to (`/kyc/12` → `/kyc`). */
function accessOf(pathname: string): ScreenAccess | undefined {
  const within = (route: string) => pathname === route || pathname.startsWith(`${route}/`);
  const item = MENU_ITEMS.find((candidate) => within(candidate.route));
  if (item) return item;
  const screen = RESOURCE_SCREENS.find((candidate) => within(candidate.route));
  return screen ? screenAccess(screen) : undefined;
}

/**
 * Why the user may not open this location, or `undefined` when they may (or the location is not a
 * declared screen). Unknown permissions block nothing: the guard waits for them.
 */
export function blockReason(pathname: string, search: string, permissions: ViewPermissions): BlockReason | undefined {
  const view = permissions.role === 'central' ? 'central' : 'operator';
  const access = accessOf(pathname);
  const centralView = pathname === '/reports' && CENTRAL_REPORT_VIEWS.includes(new URLSearchParams(search).get('view') ?? '');
  const audience = centralView ? 'central' : access?.audience;
  if (audience && !audienceAllows(audience, view)) return audience === 'central' ? 'central' : 'operator';
  if (access?.beta && !permissions.beta) return 'beta';
  return undefined;
}

/** Whether a user with these permissions may see the route; nothing before the permissions are known. */
export function canSee(route: string, permissions: ViewPermissions | undefined): boolean {
  return permissions !== undefined && blockReason(route, '', permissions) === undefined;
}

/** Whether the route is a menu entry of the routes table (other lists serve panels only). */
export function isMenuRoute(route: string): boolean {
  return MENU_ITEMS.some((item) => item.route === route && !item.hidden);
}

/** The menu items of `items` the user may see, in menu order. */
export function visibleItems<T extends { route: string }>(items: readonly T[], permissions: ViewPermissions | undefined): T[] {
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
export function visibleGroups<T extends { route: string }>(
  screens: readonly T[],
  permissions: ViewPermissions | undefined,
): VisibleGroup<T>[] {
  const byRoute = new Map(screens.map((screen) => [screen.route, screen]));
  return [...MENU_GROUPS]
    .sort((a, b) => a.order - b.order)
    .map((group) => ({
      group,
      entries: MENU_ITEMS.filter(
        (item) => item.group === group.id && !item.hidden && byRoute.has(item.route) && canSee(item.route, permissions),
      ).map((item) => ({ item, screen: byRoute.get(item.route)! })),
    }))
    .filter((visible) => visible.entries.length > 0);
}

/**
 * Whether a link's target opens for these permissions: an in-console path (`/bookmakers-matches?id=4`)
 * whose screen the view or the flags close is not offered as a link. Popups (`?open=…`), outside
 * addresses and unknown permissions (the route guard waits for them) count as open.
 */
export function canOpen(href: string, permissions: ViewPermissions | undefined): boolean {
  if (!permissions || !href.startsWith('/') || href.startsWith('//')) return true;
  const url = new URL(href, 'http://console.invalid');
  return blockReason(url.pathname, url.search, permissions) === undefined;
}
