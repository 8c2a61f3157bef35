import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../../../src/resource-ui/lazyNamed';
import { preloadOpeningScreen } from '../../../src/shell/openingList';

const Screen = () => null;

/** A lazy screen whose loads are counted. */
function countedScreen(fail = 0) {
  const counter = { loads: 0 };
  const component = lazyNamed(async () => {
    counter.loads++;
    if (counter.loads <= fail) throw new TypeError('Failed to fetch dynamically imported module');
    return { Screen };
  }, 'Screen');
  return { component, counter };
}

describe('preloadOpeningScreen', () => {
  it("starts loading the list route's screen once, and nothing for other routes", () => {
    const players = countedScreen();
    const betslips = countedScreen();
    const screens = { players: players.component, betslips: betslips.component, plain: Screen };
    expect(preloadOpeningScreen({ pathname: '/players' }, screens)).toBe('players');
    expect(preloadOpeningScreen({ pathname: '/players/' }, screens)).toBe('players');
    expect(players.counter.loads).toBe(1);
    expect(betslips.counter.loads).toBe(0);
    expect(preloadOpeningScreen({ pathname: '/players/7/show' }, screens)).toBeUndefined();
    expect(preloadOpeningScreen({ pathname: '/home' }, screens)).toBeUndefined();
    expect(preloadOpeningScreen({ pathname: '/plain' }, screens)).toBeUndefined();
    expect(preloadOpeningScreen({ pathname: '/constructor' }, screens)).toBeUndefined();
  });

  it('tries a failed preload again on the next call', async () => {
    const players = countedScreen(1);
    players.component.preload();
    await expect.poll(() => players.counter.loads).toBe(1);
    // Let the failure settle, then ask again.
    await new Promise((resolve) => setImmediate(resolve));
    players.component.preload();
    expect(players.counter.loads).toBe(2);
  });
});
