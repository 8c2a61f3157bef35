/**
 * A period as the API writes it (`30 days`, `P30D`, or a number of days: the specification gives
 * no type) in the user's language (`30 Tage`, `30 дней`).
 */

const UNITS: Record<string, 'hour' | 'day' | 'week' | 'month' | 'year'> = {
  H: 'hour',
  hour: 'hour',
  D: 'day',
  day: 'day',
  W: 'week',
  week: 'week',
  M: 'month',
  month: 'month',
  Y: 'year',
  year: 'year',
};

/**
 * `30 days` or an ISO 8601 period of one unit (`P30D`, `PT12H`) written with Intl in `locale`;
 * any other text as it is.
 *
 * @example periodText('30 days', 'ru'); // '30 дней'
 * @example periodText(90, 'en'); // '90 days'
 */
export function periodText(value: string | number, locale: string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(value);
  }
  if (typeof value !== 'string') return String(value);
  const words = /^\s*(\d+)\s*(hour|day|week|month|year)s?\s*$/i.exec(value);
  const iso = /^P(?:T(\d+)(H)|(\d+)([DWMY]))$/.exec(value.trim());
  const amount = words?.[1] ?? iso?.[1] ?? iso?.[3];
  const unit = UNITS[(words?.[2]?.toLowerCase() ?? iso?.[2] ?? iso?.[4]) as string];
  if (amount === undefined || !unit) return value;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Number(amount));
}
