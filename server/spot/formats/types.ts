/** What every statement reader yields: rows in one shape, and problems with their line. */

/** One booked line of a statement, as read from the file (amounts as exact decimal text). */
export interface StatementRow {
  /** The line of the file the row starts on (1-based). */
  line: number;
  /** The statement's own account: an IBAN, or `BLZ/account` (MT940 :25:), when the format says it. */
  account?: string;
  bookingDate: string;
  valueDate: string | null;
  /** Signed decimal text: money in positive. */
  amount: string;
  currency: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  counterpartyBic: string | null;
  remittance: string | null;
  endToEndId: string | null;
  bankReference: string | null;
  bookingText: string | null;
}

/** A row that cannot be read (an unparsable amount or date): the file imports nothing. */
export interface RowProblem {
  line: number;
  reason: string;
}

/** A row that was read but is not booked (a pending CAMT entry): counted as rejected, the rest imports. */
export interface RowSkip {
  line: number;
  skip: string;
}

export type StatementItem = StatementRow | RowProblem | RowSkip;

/** The statement period a file covers, when it says so. */
export interface StatementPeriod {
  from?: string;
  to?: string;
}

/** The file is not a readable statement of its format (truncated, wrong encoding, missing columns). */
export class StatementFormatError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    /** Whether another mapping could read it (CSV): ERROR; otherwise PERMANENT_ERROR. */
    readonly fixable = false,
  ) {
    super(line ? `Line ${line}: ${message}` : message);
  }
}

export function isProblem(item: StatementItem): item is RowProblem {
  return 'reason' in item;
}

export function isSkip(item: StatementItem): item is RowSkip {
  return 'skip' in item;
}

/** `yyyy-MM-dd` of a UTC date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether `yyyy-MM-dd` is a real calendar day. */
export function realDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return isoDay(date) === text;
}

/** Text with its runs of white space made one space, or null when nothing is left. */
export function clean(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const value = text.replace(/\s+/g, ' ').trim();
  return value === '' ? null : value;
}
