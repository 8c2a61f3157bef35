/**
 * Round axis ticks around the balances, with room below the lowest point for its dot and above
 * the highest: 1, 2 or 5 times a power of ten apart, about four steps.
 */
export function balanceTicks(min: number, max: number): number[] {
  const span = Math.max(max - min, Math.abs(max) * 0.02, 1);
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const low = Math.floor((min - span * 0.08) / step) * step;
  const high = Math.ceil((max + span * 0.08) / step) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Math.round(tick / step) * step);
  return ticks;
}
