/**
 * Parsing and validation of numeric filter text (player id, stake and payout ranges): numbers
 * at least a minimum (default 0); integer filters (ids) take whole numbers in the safe integer
 * range (000 §5) and no larger than the API's 32-bit ids. Invalid input is shown as an error and
 * never sent.
 */

/** Why a numeric text is rejected; a catalogue key under `app.filters`. */
export type NumericError =
  'app.filters.notANumber' | 'app.filters.notAnInteger' | 'app.filters.belowMin' | 'app.filters.aboveMax' | 'app.filters.fromAfterTo';

/** The largest id the API holds: ids and integer filters are 32-bit (docs/api-contract.md). */
export const MAX_INTEGER_FILTER = 2 ** 31 - 1;

/** Rules of a numeric text: a minimum (default 0) and whether only whole numbers are valid. */
export interface NumericRules {
  min?: number;
  integer?: boolean;
}

/**
 * Whether a number passes the integer helpers' rule (000 §5): a whole number within the safe
 * integer range.
 */
export function isSafeInteger(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** A parsed numeric text: empty (no filter), a value, or an error. */
export type NumericParse = { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'error'; error: NumericError };

/** The rules of a number (a minimum) or of a rules object. */
const rulesOf = (rules: number | NumericRules): NumericRules => (typeof rules === 'number' ? { min: rules } : rules);

/**
 * Parses a numeric filter text against a minimum (or {@link NumericRules}). An integer filter
 * rejects fractions ("1.5") and numbers beyond the safe integer range or the API's 32-bit ids.
 *
 * @example
 * parseNumeric('1.5', { integer: true }) // { kind: 'error', error: 'app.filters.notAnInteger' }
 */
export function parseNumeric(text: string, rules: number | NumericRules = 0): NumericParse {
  const { min = 0, integer = false } = rulesOf(rules);
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { kind: 'error', error: 'app.filters.notANumber' };
  if (integer && !Number.isInteger(value)) return { kind: 'error', error: 'app.filters.notAnInteger' };
  if (value < min) return { kind: 'error', error: 'app.filters.belowMin' };
  if (integer && (!isSafeInteger(value) || value > MAX_INTEGER_FILTER)) return { kind: 'error', error: 'app.filters.aboveMax' };
  return { kind: 'value', value };
}

/** The number a text stands for, or undefined when it is empty or invalid. */
export function numericValue(text: string, rules: number | NumericRules = 0): number | undefined {
  const parsed = parseNumeric(text, rules);
  return parsed.kind === 'value' ? parsed.value : undefined;
}

/** A range filter value `{ from?, to? }`. */
export interface NumericRange {
  from?: number;
  to?: number;
}

/** The outcome of a range's two texts: the value to store (undefined = no filter) or per-side errors. */
export type RangeParse = { ok: true; value: NumericRange | undefined } | { ok: false; from?: NumericError; to?: NumericError };

/** Parses the From and To texts of a range filter; From above To is an error on To. */
export function parseRange(fromText: string, toText: string, min = 0): RangeParse {
  const from = parseNumeric(fromText, min);
  const to = parseNumeric(toText, min);
  if (from.kind === 'error' || to.kind === 'error') {
    return {
      ok: false,
      from: from.kind === 'error' ? from.error : undefined,
      to: to.kind === 'error' ? to.error : undefined,
    };
  }
  if (from.kind === 'value' && to.kind === 'value' && from.value > to.value) {
    return { ok: false, to: 'app.filters.fromAfterTo' };
  }
  const value: NumericRange = {};
  if (from.kind === 'value') value.from = from.value;
  if (to.kind === 'value') value.to = to.value;
  return { ok: true, value: Object.keys(value).length > 0 ? value : undefined };
}

/** The text of a stored number, or '' when absent. */
export function numberText(value: unknown): string {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : '';
}
