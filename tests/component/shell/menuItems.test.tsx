import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../../../src/layout/menuIcons';
import { kycGroup } from '../../../resources/kycGroup';
import { blockReason, canOpen, canSee, visibleGroups, visibleItems } from '../../../src/layout/menuItems';
import { blockMessage } from '../../../src/layout/useRouteGuard';
import { toPermissions } from '../../../src/auth/toPermissions';
import { MENU_GROUPS, MENU_ITEMS, resolveMenu } from '../../../src/layout/menuStructure';
import { PAGES } from '../../../src/layout/pageMenu';

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
  const screens = [
    '/players',
    '/kyc',
    '/betslips',
    '/statistics-payments',
    '/statistics-account-history',
    '/players-gateways',
    '/operators',
  ].map((route) => ({ route, name: route.slice(1) }));

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
    for (const group of MENU_GROUPS) expect(MENU_ICONS[group.icon], group.id).toBeDefined();
    for (const item of MENU_ITEMS) expect(MENU_ICONS[item.icon], item.route).toBeDefined();
    const routes = MENU_ITEMS.map((item) => item.route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('menu places from the declarations', () => {
  it('takes each resource screen from its defineResource menu place, ordered inside its group', () => {
    const players = MENU_ITEMS.filter((item) => item.group === 'players').map((item) => item.route);
    expect(players).toEqual([
      '/players',
      '/players-limits',
      '/players-self-protection-limits',
      '/kyc',
      '/withdrawals',
      '/withdrawal-rules',
      '/deposits',
      '/bonuses',
      '/betslips',
      '/players-statistics',
    ]);
    expect(MENU_ITEMS.find((item) => item.route === '/kyc')).toMatchObject({ icon: kycGroup.menu?.icon, audience: 'both', beta: false });
  });

  it('places a new declaration by its own group, order, audience and beta flag; a resource wins over a page of the same route', () => {
    const items = resolveMenu([
      { route: '/managers', menu: { group: 'players', icon: 'managers', order: 15 }, audience: 'central' },
      ...PAGES,
    ]);
    const managers = items.filter((item) => item.route === '/managers');
    expect(managers).toEqual([{ route: '/managers', group: 'players', icon: 'managers', order: 15, audience: 'central', beta: false }]);
    expect(items.filter((item) => item.group === 'players').map((item) => item.route)).toEqual(['/managers']);
    expect(items.find((item) => item.route === '/roles')).toMatchObject({ audience: 'both', beta: true });
  });

  it('names why a route is closed: the central view, an operator view or the beta flag', () => {
    expect(blockReason('/operators', '', office)).toBe('central');
    expect(blockReason('/bookmakers-leagues/5', '', office)).toBe('central');
    expect(blockReason('/reports', '?view=offer-monitoring', office)).toBe('central');
    expect(blockReason('/reports', '?view=revenue', office)).toBeUndefined();
    expect(blockReason('/managers', '', central)).toBe('beta');
    expect(blockReason('/managers', '', { ...central, beta: true })).toBeUndefined();
    expect(blockReason('/players/12/show', '', office)).toBeUndefined();
    expect(blockReason('/unknown', '', office)).toBeUndefined();
  });
});

describe('the view chosen in the switcher', () => {
  const centralRole = { role: 'central', operatorCode: 'central' };
  const flags = { beta: false, debug: false };

  it("is the central view on the central role's own code and an operator's view after switching to one", () => {
    expect(toPermissions(centralRole, flags, null)).toMatchObject({ role: 'central', centralManager: true });
    expect(toPermissions(centralRole, flags, 'central')).toMatchObject({ role: 'central', centralManager: true });
    expect(toPermissions(centralRole, flags, 'op1')).toMatchObject({ role: 'operator', centralManager: true, operatorCode: 'central' });
    // An office manager's view is their operator's, whatever a stored choice says.
    expect(toPermissions({ role: 'operator', operatorCode: 'op2' }, flags, 'central')).toMatchObject({
      role: 'operator',
      centralManager: false,
    });
  });

  it("closes the central office's pages in an operator's view, and says so in words the user can act on", () => {
    const switched = toPermissions(centralRole, flags, 'op1');
    expect(canSee('/bookmakers-matches', switched)).toBe(false);
    expect(canSee('/players', switched)).toBe(true);
    expect(blockMessage('central', switched)).toBe('app.menu.access.centralOnly');
    expect(blockMessage('central', toPermissions({ role: 'operator', operatorCode: 'op1' }, flags))).toBe('app.menu.access.centralOffice');
    expect(blockMessage('beta', switched)).toBe('app.menu.access.betaOnly');
  });

  it('offers a link only where the view opens its page; popups and outside addresses stay links', () => {
    expect(canOpen('/bookmakers-matches?id=4', office)).toBe(false);
    expect(canOpen('/bookmakers-matches?id=4', central)).toBe(true);
    expect(canOpen('/bonus-campaign-new?campaignCode=W1', office)).toBe(false);
    expect(canOpen('/reports?view=offer-monitoring', office)).toBe(false);
    expect(canOpen('/reports?view=revenue', office)).toBe(true);
    expect(canOpen('/betslips/12', office)).toBe(true);
    expect(canOpen('?open=player-4', office)).toBe(true);
    expect(canOpen('https://example.com/x', office)).toBe(true);
    expect(canOpen('/managers', office)).toBe(false);
    expect(canOpen('/managers', { ...office, beta: true })).toBe(true);
    expect(canOpen('/bookmakers-matches', undefined)).toBe(true);
  });
});
