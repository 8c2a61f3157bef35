/**
 * Exact sums and differences of decimal amounts. A JavaScript number holds an amount such as 0.1
 * only approximately, so adding amounts as numbers drifts (0.1 + 0.2 is 0.30000000000000004);
 * these add the decimals as written, as integers of the smallest unit among them, and give the
 * number nearest to the exact result.
 */

/** Digits after the point in the shortest text of `value` (`1e-7` → 7). */
function decimalsOf(value: number): number {
  const [mantissa, exponent] = String(Math.abs(value)).split('e');
  const dot = mantissa.indexOf('.');
  const digits = dot < 0 ? 0 : mantissa.length - dot - 1;
  return Math.max(0, digits - Number(exponent ?? 0));
}

/** `value` as an integer count of 10^-scale units (scale at least its own decimals). */
function scaled(value: number, scale: number): bigint {
  const text = value.toFixed(scale);
  return BigInt(text.replace('.', ''));
}

function unscaled(units: bigint, scale: number): number {
  if (scale === 0) return Number(units);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  return Number(`${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`);
}

/** The exact sum of decimal amounts (null and undefined count as 0). */
export function sumExact(values: readonly (number | null | undefined)[]): number {
  const numbers = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (numbers.length === 0) return 0;
  const scale = Math.min(20, Math.max(...numbers.map(decimalsOf)));
  return unscaled(
    numbers.reduce((total, value) => total + scaled(value, scale), 0n),
    scale,
  );
}

/** `a - b`, exactly. */
export function subtractExact(a: number, b: number): number {
  return sumExact([a, -b]);
}
