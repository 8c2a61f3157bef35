/**
 * CSV text per RFC 4180 (000 §9, 002 §5): a field holding a comma, a double quote, CR or LF is
 * quoted with its quotes doubled; records end with CRLF. Text starting with = + - @, a tab or a
 * CR is prefixed with ' so a spreadsheet does not run it as a formula. Numbers and booleans are
 * written as they are (a negative amount stays a number).
 */

/** The record separator. */
export const CRLF = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text of a value: '' for null/undefined, ISO for dates, JSON for objects and arrays. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One CSV field: formula text neutralised, then quoted when needed. */
export function csvField(value: unknown): string {
  let text = cellText(value);
  if (typeof value !== 'number' && typeof value !== 'boolean' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export function csvRecord(values: readonly unknown[]): string {
  return values.map(csvField).join(',') + CRLF;
}

/** A whole CSV document: the header row of `labels`, then one record per row. */
export function toCsv(labels: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return csvRecord(labels) + rows.map(csvRecord).join('');
}
