/** The forecast chart's balance axis: round ticks around the balances, with room below the lowest point and above the highest. */
import { describe, expect, it } from 'vitest';
import { balanceTicks } from '../../../src/pages/spot/balanceTicks';

describe('balanceTicks', () => {
  it.each([
    [1000, 5000, [0, 1000, 2000, 3000, 4000, 5000, 6000]],
    [-250, 1200, [-500, 0, 500, 1000, 1500]],
    // A flat balance still gets an axis: 2 % of it either side, at least 1.
    [700, 700, [695, 700, 705]],
    [0.5, 0.7, [0, 0.5, 1]],
  ])('from %s to %s: %j', (min, max, ticks) => {
    expect(balanceTicks(min, max)).toEqual(ticks);
  });

  it('steps 1, 2 or 5 times a power of ten, the lowest tick below the lowest balance and the highest above the highest', () => {
    for (const [min, max] of [
      [-12_345.67, 98_765.43],
      [3, 4],
      [1_000_000, 1_000_250],
    ]) {
      const ticks = balanceTicks(min, max);
      const step = ticks[1] - ticks[0];
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      expect(
        [1, 2, 5].some((factor) => Math.abs(mantissa - factor) < 1e-9),
        `step ${step}`,
      ).toBe(true);
      expect(ticks[0]).toBeLessThan(min);
      expect(ticks[ticks.length - 1]).toBeGreaterThan(max);
    }
  });
});
