/** Reads a cell's value from the record by its dotted source. */
import { getPath } from '../../resources/model';
import { codeOfCurrency } from '../../resources/money';
import type { CellProps } from './types';

/** The value at `source`, or undefined. */
export function cellValue({ record, source }: Pick<CellProps, 'record' | 'source'>): unknown {
  return getPath(record, source);
}

/**
 * A value as plain text: a scalar as it is; an object the API sends where a text was expected
 * (a currency as `{ code, currencySymbol }`, a status as `{ code, description }`) by its code,
 * else its description or name; anything else as compact JSON. Never `[object Object]`.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  // A currency as { code, currencySymbol } (and any other coded object) by its code.
  const code = codeOfCurrency(value);
  if (code) return code;
  const record = value as Record<string, unknown>;
  for (const key of ['code', 'description', 'name', 'value']) {
    const inner = record[key];
    if (typeof inner === 'string' || typeof inner === 'number') return String(inner);
  }
  return JSON.stringify(value);
}

/** True when there is nothing to show. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}
