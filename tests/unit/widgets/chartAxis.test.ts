import { describe, expect, it } from 'vitest';
import { chartValues, tickLabels, valueAxis } from '../../../src/widgets/chartAxis';

describe('chart value axis', () => {
  it('includes zero for a single negative period, with round ticks that read apart', () => {
    const axis = valueAxis([-57_100]);
    expect(axis.domain[1]).toBe(0);
    expect(axis.domain[0]).toBeLessThanOrEqual(-57_100);
    expect(axis.ticks).toContain(0);
    const label = tickLabels(axis.ticks, 'en');
    const labels = axis.ticks.map(label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(['-60K', '-40K', '-20K', '0']);
  });

  it('includes zero above positive values and spans both signs', () => {
    expect(valueAxis([120, 480]).ticks).toEqual([0, 200, 400, 600]);
    expect(valueAxis([-150.65, 84_207.35]).ticks).toContain(0);
    const both = valueAxis([-30, 70]);
    expect(both.ticks).toEqual([-50, -25, 0, 25, 50, 75]);
  });

  it('gives equal or missing values an axis from zero instead of one repeated label', () => {
    expect(valueAxis([]).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(valueAxis([0, 0]).domain).toEqual([0, 1]);
    expect(valueAxis([250, 250]).domain).toEqual([0, 300]);
    expect(valueAxis([Number.NaN, 4])).toEqual(valueAxis([4]));
  });

  it('takes the decimals the step needs, never rounding a label to the next one', () => {
    expect([0, 2_500, 5_000, 7_500].map(tickLabels([0, 2_500, 5_000, 7_500], 'en'))).toEqual(['0', '2.5K', '5K', '7.5K']);
    expect([0, 2_500, 5_000].map(tickLabels([0, 2_500, 5_000], 'de'))).toEqual(['0', '2500', '5000']);
  });

  it('reads the values of the drawn keys only', () => {
    expect(chartValues([{ a: 1, b: -2, label: 'x' }, { a: 3 }], ['a', 'b'])).toEqual([1, -2, 3]);
  });
});
