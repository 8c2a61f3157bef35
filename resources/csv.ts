/**
 * The one CSV module of list exports (002 §5), shared by the console's "current page" export and
 * the server's `/report`, so that both write the same bytes for the same rows:
 * - a UTF-8 byte-order mark, records ending with CRLF, a field quoted (quotes doubled) when it
 *   holds the separator, a double quote, CR or LF;
 * - the separator of the user's language: a semicolon where its decimal separator is a comma;
 * - header names and enum labels in the user's language (the catalogue), booleans as its Yes/No;
 * - date-times in the user's time zone as `yyyy-MM-dd HH:mm:ss`;
 * - integers as they are, other numbers (amounts) cut to two decimals (a column's `decimals`
 *   otherwise) with the language's decimal separator and no grouping;
 * - a user (`{ userRealm, userUsername }`) as its username (`realm:username` for the central role);
 * - text starting with = + - @, a tab or a CR prefixed with ' so a spreadsheet does not run it.
 *
 * The server applies the same rules in SQL (`server/resource/reportSql.ts`); the browser test of
 * both export paths checks that the bytes are equal.
 */
import { z } from 'zod';
import { LanguageCode } from './enums';
import { codeOfCurrency } from './money';
import { enumMeta, fieldMeta, schemaAt, unwrap, type CellKind, type SpecialCellKind } from './model';

/** The byte-order mark every export starts with (spreadsheets then read the file as UTF-8). */
export const CSV_BOM = '\uFEFF';

/** The record terminator. */
export const CSV_RECORD_END = '\r\n';

/** Characters that make a spreadsheet run a cell as a formula when they start it. */
export const FORMULA_START_CHARS = '=+@\t\r-';

const FORMULA_START = new RegExp(`^[${FORMULA_START_CHARS}]`);

/** Decimal places of amounts unless a column declares its own. */
export const AMOUNT_DECIMALS = 2;

/** How a column's values are written. */
/** `enumList`: an array of enum values or codes, written as their labels separated by `, `. */
export type CsvKind = 'text' | 'integer' | 'amount' | 'dateTime' | 'date' | 'boolean' | 'enum' | 'enumList' | 'user';

/** A column of an export: its record path and how its values are written. */
export interface CsvColumn {
  source: string;
  kind: CsvKind;
  /** Catalogue name of an enum column (`enums.<name>.<VALUE>`). */
  enumName?: string;
  /** Decimal places of an amount column. */
  decimals?: number;
}

/** What the rules depend on besides the column: the user's language, time zone and role. */
export interface CsvFormat {
  /** Field separator: `,` or `;`. */
  separator: string;
  /** Decimal separator of amounts: `.` or `,`. */
  decimal: string;
  /** IANA time zone of date-times. */
  timeZone: string;
  /** The catalogue label of an enum value. */
  enumLabel: (enumName: string, value: string) => string;
  /** Labels of true and false. */
  booleanLabels: { true: string; false: string };
  /** Central managers see users as `realm:username`. */
  central: boolean;
}

/** The parameters a `/report` call takes besides the list's (the user's language and time zone). */
export const ReportFormatQuery = z.object({
  /** The user's language: header names come with the request, enum labels and separators follow it. Default `en`. */
  locale: LanguageCode.optional(),
  /** IANA time zone of the date-times. Default `UTC`. */
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'Unknown time zone' }).optional(),
});

/** True for an IANA time zone name this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The decimal separator of a language (`,` for de, fr, tr, ro, hr, ru; `.` for en). */
export function decimalSeparatorOf(locale: string): string {
  const known = LanguageCode.options.includes(locale as never) ? locale : 'en';
  return new Intl.NumberFormat(known).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** The field separator of a language: a semicolon where the decimal separator is a comma. */
export function csvSeparatorOf(locale: string): string {
  return decimalSeparatorOf(locale) === ',' ? ';' : ',';
}

/** Whether text needs quotes with this separator. */
export function needsQuotes(text: string, separator: string): boolean {
  return text.includes(separator) || /["\r\n]/.test(text);
}

/** One field: quoted, quotes doubled, when it holds the separator, a quote, CR or LF. */
export function csvQuote(text: string, separator: string): string {
  return needsQuotes(text, separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Text a spreadsheet would run as a formula, prefixed with `'`. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One record of (already formatted) cell texts, quoted as needed, CRLF-terminated. */
export function csvRecord(cells: readonly string[], separator: string): string {
  return cells.map((cell) => csvQuote(cell, separator)).join(separator) + CSV_RECORD_END;
}

/** The header record: the header names, formula text neutralised. */
export function csvHeaderRecord(names: readonly string[], separator: string): string {
  return csvRecord(names.map(guardFormula), separator);
}

/**
 * A number cut (not rounded) to `decimals` fraction digits and padded to them, without grouping:
 * 12.349 → `12.34`. The value is read to 15 significant digits, as PostgreSQL turns a float into
 * a numeric, so the console and the server agree.
 */
export function truncateDecimals(value: number, decimals: number, decimalSeparator = '.'): string {
  const plain = Number(value.toPrecision(15)).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  const [whole, fraction = ''] = plain.split('.');
  const text = decimals <= 0 ? whole : `${whole}.${fraction.slice(0, decimals).padEnd(decimals, '0')}`;
  // -0.004 cut to two places is 0.00, not -0.00.
  const unsigned = /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
  return decimalSeparator === '.' ? unsigned : unsigned.replace('.', decimalSeparator);
}

const pad = (value: number) => String(value).padStart(2, '0');
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `yyyy-MM-dd HH:mm:ss` of an instant in a time zone. */
export function zonedDateTime(value: string | number | Date, timeZone: string): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return (
    `${String(parts.year).padStart(4, '0')}-${pad(parts.month)}-${pad(parts.day)} ` +
    `${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`
  );
}

interface ZodDef {
  type: string;
  format?: string;
  element?: z.ZodType;
  checks?: { _zod: { def: { format?: string } } }[];
}

const INTEGER_FORMATS = ['safeint', 'int32', 'uint32'];
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** What a list column says about its values (the declaration's or the console's column). */
export interface CsvColumnSource {
  source: string;
  cell?: CellKind;
  specialCell?: SpecialCellKind;
  decimals?: number;
}

/**
 * How a column of a resource is written, from its schema and declaration; `undefined` for a column
 * that repeats another (the betslips' ticket icon column repeats the id) and so is left out.
 */
export function csvColumnOf(schema: z.ZodType, column: CsvColumnSource): CsvColumn | undefined {
  const { source } = column;
  if (column.cell === 'ticket') return undefined;
  if (column.specialCell === 'managerLink') return { source, kind: 'user' };
  const field = schemaAt(schema, source);
  const inner = field && unwrap(field);
  if (!field || !inner) return { source, kind: 'text' };
  const cell = column.cell ?? fieldMeta.get(field)?.cell ?? fieldMeta.get(inner)?.cell;
  const def = defOf(inner);
  if (cell === 'money') return { source, kind: 'amount', decimals: column.decimals ?? AMOUNT_DECIMALS };
  switch (def.type) {
    case 'enum': {
      const name = enumMeta.get(inner)?.name;
      return name ? { source, kind: 'enum', enumName: name } : { source, kind: 'text' };
    }
    case 'boolean':
      return { source, kind: 'boolean' };
    case 'number': {
      const integer =
        INTEGER_FORMATS.includes(def.format ?? '') ||
        (def.checks ?? []).some((check) => INTEGER_FORMATS.includes(check._zod.def.format ?? ''));
      if (integer && column.decimals === undefined) return { source, kind: 'integer' };
      return { source, kind: 'amount', decimals: column.decimals ?? AMOUNT_DECIMALS };
    }
    case 'array': {
      const item = def.element && unwrap(def.element);
      const name = item && enumMeta.get(item)?.name;
      return name ? { source, kind: 'enumList', enumName: name } : { source, kind: 'text' };
    }
    case 'string': {
      const codes = enumMeta.get(inner);
      if (codes?.codes) return { source, kind: 'enum', enumName: codes.name };
      if (def.format === 'datetime') return { source, kind: 'dateTime' };
      if (def.format === 'date') return { source, kind: 'date' };
      return { source, kind: 'text' };
    }
    default:
      return { source, kind: 'text' };
  }
}

/** The export columns of a list's columns: the repeated ones (ticket) left out. */
export function csvColumnsOf(schema: z.ZodType, columns: readonly CsvColumnSource[]): CsvColumn[] {
  return columns.map((column) => csvColumnOf(schema, column)).filter((column): column is CsvColumn => column !== undefined);
}

/** The unquoted text of one value of a column. */
export function csvCellText(column: CsvColumn, value: unknown, format: CsvFormat): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'integer':
      return String(value);
    case 'amount':
      return typeof value === 'number' ? truncateDecimals(value, column.decimals ?? AMOUNT_DECIMALS, format.decimal) : String(value);
    case 'dateTime':
      return zonedDateTime(String(value), format.timeZone) ?? guardFormula(String(value));
    case 'date':
      return String(value).slice(0, 10);
    case 'boolean':
      return value ? format.booleanLabels.true : format.booleanLabels.false;
    case 'enum':
      return guardFormula(format.enumLabel(column.enumName ?? '', String(value)));
    case 'enumList':
      return Array.isArray(value)
        ? guardFormula(value.map((item) => format.enumLabel(column.enumName ?? '', String(item))).join(', '))
        : guardFormula(String(value));
    case 'user': {
      if (typeof value !== 'object') return guardFormula(String(value));
      const user = value as { userRealm?: string | null; userUsername?: string | null };
      if (!user.userUsername) return '';
      return guardFormula(format.central && user.userRealm ? `${user.userRealm}:${user.userUsername}` : user.userUsername);
    }
    default: {
      // An object where a text stands (a currency as { code, currencySymbol }): its code.
      const code = typeof value === 'object' ? codeOfCurrency(value) : undefined;
      if (code) return guardFormula(code);
      return guardFormula(typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
}

/**
 * A whole export: byte-order mark, the header record, one record per row.
 *
 * @example
 * csvDocument(columns, ['Id', 'Status'], rows, (row, path) => row[path], format);
 */
export function csvDocument<R>(
  columns: readonly CsvColumn[],
  headers: readonly string[],
  rows: readonly R[],
  read: (row: R, source: string) => unknown,
  format: CsvFormat,
): string {
  let text = CSV_BOM + csvHeaderRecord(headers, format.separator);
  for (const row of rows) {
    text += csvRecord(
      columns.map((column) => csvCellText(column, read(row, column.source), format)),
      format.separator,
    );
  }
  return text;
}
