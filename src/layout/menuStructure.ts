/**
 * The side menu's structure as data (000 §2 routes table, §6): the groups of `resources/menu.ts`
 * with, in order, every screen that declares a menu place: the resource screens from their
 * declarations (`defineResource({ menu, audience, beta })`) and the hand-written pages from
 * `pageMenu.ts`. The menu, the home page and the route guard read it; this file holds no JSX.
 */
import {
  MENU_GROUPS,
  screenAccess,
  type MenuGroupDef,
  type MenuPlacement,
  type ScreenAccess,
  type ScreenAudience,
} from '../../resources/menu';
import { generatedResources } from '../generated/registry';
import { PAGES } from './pageMenu';

export { MENU_GROUPS, type MenuGroupDef };

/** A screen that may declare a menu place and an audience. */
export interface ScreenDeclaration {
  route: string;
  menu?: MenuPlacement;
  audience?: ScreenAudience;
  beta?: boolean;
}

/** One menu entry with its group's audience and beta flag applied. */
export interface ResolvedMenuItem extends MenuPlacement, ScreenAccess {
  route: string;
}

/** The resource screens' declarations, by route. */
export const RESOURCE_SCREENS: readonly ScreenDeclaration[] = generatedResources.map(({ route, definition }) => ({
  route,
  menu: definition.menu,
  audience: definition.audience,
  beta: definition.beta,
}));

/**
 * Menu entries of `screens`, ordered by group then by order; a route declared twice keeps its
 * first declaration (a resource screen before a page).
 */
export function resolveMenu(screens: readonly ScreenDeclaration[]): ResolvedMenuItem[] {
  const seen = new Set<string>();
  const groupOrder = (id: string) => MENU_GROUPS.find((group) => group.id === id)?.order ?? Number.MAX_SAFE_INTEGER;
  return screens
    .filter((screen): screen is ScreenDeclaration & { menu: MenuPlacement } => {
      if (!screen.menu || seen.has(screen.route)) return false;
      seen.add(screen.route);
      return true;
    })
    .map((screen) => ({ route: screen.route, ...screen.menu, ...screenAccess(screen) }))
    .sort((a, b) => groupOrder(a.group) - groupOrder(b.group) || a.order - b.order);
}

/** Every menu entry: the resource screens' and the hand-written pages'. */
export const MENU_ITEMS: readonly ResolvedMenuItem[] = resolveMenu([...RESOURCE_SCREENS, ...PAGES]);
