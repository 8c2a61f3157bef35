import { describe, expect, it } from 'vitest';
import { canSee, visibleItems } from '../../../src/layout/menuItems';

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
