/** One line of the benchmark table: a measured figure next to its target. */
export interface BenchRow {
  /** What was measured, e.g. `players list render, 10000 ÷ 100 rows`. */
  measure: string;
  /** The figure, formatted with its unit (a ratio, bytes, seconds). */
  value: string;
  /** The target, formatted the same way (e.g. `≤ 1.3`). */
  target: string;
  /** Whether the figure meets the target. */
  ok: boolean;
  /** Supporting figures (the two sides of a ratio), printed under the table. */
  detail?: string;
}

/**
 * A row for a ratio `value ≤ limit`.
 * @param measure what was measured
 * @param value the measured ratio
 * @param limit the highest acceptable ratio
 * @param detail the figures the ratio is made of
 */
export function ratioRow(measure: string, value: number, limit: number, detail?: string): BenchRow {
  return { measure, value: value.toFixed(2), target: `≤ ${limit}`, ok: Number.isFinite(value) && value <= limit, detail };
}

/**
 * A row for a figure that must reach at least `limit` (a throughput).
 * @param measure what was measured
 * @param value the measured figure
 * @param limit the lowest acceptable figure
 * @param unit printed after both numbers
 */
export function minimumRow(measure: string, value: number, limit: number, unit: string, detail?: string): BenchRow {
  const format = (n: number) => `${Math.round(n).toLocaleString('en')} ${unit}`;
  return { measure, value: format(value), target: `≥ ${format(limit)}`, ok: Number.isFinite(value) && value >= limit, detail };
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
