import { betslip } from '../../../resources/betslip';
import { bonusRecord } from '../../../resources/bonusRecord';
import { isScoped, scopeFilter } from '../../../src/resource-ui/listScope';
import type { AnyResource } from '../../../src/resource-ui/types';

const betslips = betslip as unknown as AnyResource;

describe('list scopes', () => {
  it('limits a list to fixed filter values (a match’s betslips), beside the player and record scopes', () => {
    expect(scopeFilter(betslips, { filter: { matchId: 982752 } })).toEqual({ matchId: 982752 });
    expect(scopeFilter(betslips, { playerId: 7, filter: { matchId: 3 } })).toEqual({ playerId: 7, matchId: 3 });
    expect(scopeFilter(bonusRecord as unknown as AnyResource, { recordId: 12 })).toEqual({ bonusPlayerId: 12 });
    expect(scopeFilter(betslips, undefined)).toBeUndefined();
  });

  it('is scoped with any of them, not with an empty filter', () => {
    expect(isScoped({ filter: { matchId: 1 } })).toBe(true);
    expect(isScoped({ filter: {} })).toBe(false);
    expect(isScoped({})).toBe(false);
    expect(isScoped({ playerId: 1 })).toBe(true);
  });
});
