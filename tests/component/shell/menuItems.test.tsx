import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../../../src/layout/menuIcons';
import { canSee, visibleGroups, visibleItems } from '../../../src/layout/menuItems';
import { MENU_GROUPS, MENU_ITEMS } from '../../../src/layout/menuStructure';

const central = { role: 'central' as const, operatorCode: 'op1', beta: false, debug: false };
const office = { ...central, role: 'operator' as const };

describe('menu visibility', () => {
  it('shows operator items to everyone and central-only items to central managers', () => {
    const items = [{ route: '/players' }, { route: '/operators' }];
    expect(visibleItems(items, central)).toEqual(items);
    expect(visibleItems(items, office)).toEqual([{ route: '/players' }]);
  });

  it('shows beta items only with the beta flag', () => {
    expect(canSee('/managers', office)).toBe(false);
    expect(canSee('/managers', { ...office, beta: true })).toBe(true);
  });

  it('lists only screens of the routes table, in its order', () => {
    const items = [{ route: '/statistics-payments' }, { route: '/players-gateways' }, { route: '/betslips' }, { route: '/players' }];
    expect(visibleItems(items, central).map((item) => item.route)).toEqual(['/players', '/betslips', '/statistics-payments']);
  });

  it('shows nothing before the permissions are known', () => {
    expect(canSee('/players', undefined)).toBe(false);
  });
});

describe('menu groups', () => {
  const screens = ['/players', '/kyc', '/betslips', '/statistics-payments', '/statistics-account-history', '/players-gateways', '/operators'].map(
    (route) => ({ route, name: route.slice(1) }),
  );

  it('groups the screens as the spec does: Players, Statistics, then the central group', () => {
    const groups = visibleGroups(screens, central).map(({ group, entries }) => [group.id, entries.map((entry) => entry.screen.route)]);
    expect(groups).toEqual([
      ['players', ['/players', '/kyc', '/betslips']],
      ['statistics', ['/statistics-account-history', '/statistics-payments']],
      ['central', ['/operators']],
    ]);
  });

  it('leaves out groups the user may not see and screens of no group', () => {
    expect(visibleGroups(screens, office).map(({ group }) => group.id)).toEqual(['players', 'statistics']);
    expect(visibleGroups([{ route: '/managers' }], office)).toEqual([]);
    expect(visibleGroups([{ route: '/managers' }], { ...office, beta: true }).map(({ group }) => group.id)).toEqual(['operator']);
  });

  it('gives every group and item an icon, and lists each route once', () => {
    for (const group of MENU_GROUPS) {
      expect(MENU_ICONS[group.icon], group.id).toBeDefined();
      for (const item of group.items) expect(MENU_ICONS[item.icon], item.route).toBeDefined();
    }
    const routes = MENU_ITEMS.map((item) => item.route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
