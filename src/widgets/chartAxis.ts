/**
 * A chart's value axis that always includes zero and whose ticks read apart: round steps (1, 2,
 * 2.5 or 5 times a power of ten) from the lowest to the highest value, zero among them, and tick
 * labels in the language's compact notation with as many decimals as it takes to tell them apart.
 * A chart of one period or of equal values gets an axis from zero to that value instead of five
 * ticks of the same label. Pure: no React, no recharts.
 */

/** The domain and ticks of a value axis. */
export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest round step (1, 2, 2.5, 5 × 10^k) of at least `raw`. */
function roundStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  return STEPS.find((step) => step * power >= raw - 1e-12 * power)! * power;
}

/**
 * The axis of `values` with about `count` ticks; zero always inside, equal or no values give 0 to
 * their value (0 to 1 when all are 0). Non-finite values are left out.
 *
 * @example
 * valueAxis([-57_100]); // { domain: [-60000, 0], ticks: [-60000, -40000, -20000, 0] }
 */
export function valueAxis(values: readonly number[], count = 5): ValueAxis {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (low === high) return { domain: [0, 1], ticks: [0, 0.25, 0.5, 0.75, 1] };
  const step = roundStep((high - low) / Math.max(1, count - 1));
  const first = Math.floor(low / step + 1e-9) * step;
  const last = Math.ceil(high / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let index = 0; first + index * step <= last + step / 2; index++) ticks.push(Number((first + index * step).toPrecision(12)));
  return { domain: [ticks[0], ticks[ticks.length - 1]], ticks };
}

/** The fewest decimals (up to 3) that write `value` exactly. */
function decimalsOf(value: number): number {
  for (let digits = 0; digits < 3; digits++) if (Math.abs(Math.round(value * 10 ** digits) - value * 10 ** digits) < 1e-6) return digits;
  return 3;
}

/**
 * A label for each tick in the language's compact notation (`-20K`, `2,5 Mio.`), with the decimals
 * the step needs in the unit of the largest tick, so that no label is rounded to a neighbour's
 * (2,500 is "2.5K", never "3K").
 *
 * @example
 * [0, 2500, 5000].map(tickLabels([0, 2500, 5000], 'en')); // ['0', '2.5K', '5K']
 */
export function tickLabels(ticks: readonly number[], locale: string): (value: number) => string {
  const largest = Math.max(...ticks.map(Math.abs), 1);
  const unit = 10 ** (3 * Math.floor(Math.log10(largest) / 3));
  const step = ticks.length > 1 ? Math.abs(ticks[1] - ticks[0]) : largest;
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: decimalsOf(step / unit) });
  return (value) => format.format(value);
}

/** The values of every key of every point (a chart's data), for {@link valueAxis}. */
export function chartValues(points: readonly Record<string, unknown>[], keys: readonly string[]): number[] {
  return points.flatMap((point) => keys.map((key) => point[key]).filter((value): value is number => typeof value === 'number'));
}
