/**
 * Whether a list answer's total is a lower bound: the data provider's `meta.totalAtLeast`, set when
 * the API's page says `totalElementsAtLeast: true` (resources/listTotals.ts). The total is then the
 * count's threshold plus one.
 */
export function isTotalAtLeast(meta: unknown): boolean {
  return !!meta && typeof meta === 'object' && (meta as { totalAtLeast?: unknown }).totalAtLeast === true;
}

/**
 * The total as a list's title shows it: the number, or "more than" the count's threshold.
 *
 * @example
 * totalText(1001, true, translate) // "more than 1000"
 */
export function totalText(total: number, atLeast: boolean, translate: (key: string, options?: object) => string): string {
  return atLeast ? translate('app.list.totalMore', { total: total - 1 }) : String(total);
}
