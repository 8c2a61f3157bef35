/**
 * An uploaded CSV is served back to other staff, who open it in a spreadsheet: a cell that starts
 * like a formula (`=HYPERLINK(…)`, `@SUM(…)`, `+…`, `-…`, a tab or CR) would run there. On upload
 * such cells get the same `'` prefix our own exports give them (`guardFormula`), so a stored file
 * never carries a formula; a plain number such as `-12.50` or `+3` is a value, not a formula, and
 * is kept. A file without such cells is stored byte for byte as it came; one with them is written
 * again with its separator, each record CRLF-terminated. A text csv-parse cannot read as CSV is
 * refused, naming its line.
 */
import { parse } from 'csv-parse/sync';
import { CSV_BOM, csvRecord, guardFormula } from '../../resources/csv';

/** The separators an uploaded file may use; the one its first line holds most of (outside quotes) is taken. */
const SEPARATORS = [',', ';', '\t', '|'] as const;

/** A number as spreadsheets read one: a sign, digits, one decimal mark, an exponent; no formula. */
const PLAIN_NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/;

export class UnreadableCsvError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

/** The separator of a CSV text: the candidate its first line holds most often outside quoted fields. */
export function csvSeparator(text: string): string {
  let quoted = false;
  const counts = new Map<string, number>();
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (SEPARATORS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

/** A cell a spreadsheet would run as a formula. */
function isFormula(cell: string): boolean {
  return guardFormula(cell) !== cell && !PLAIN_NUMBER.test(cell);
}

/** The upload as it is stored: unchanged without formula cells, else written again with them guarded; how many were guarded. */
export function neutraliseFormulas(content: string): { content: string; guarded: number } {
  const bom = content.startsWith(CSV_BOM) ? CSV_BOM : '';
  const separator = csvSeparator(content.slice(bom.length));
  let records: string[][];
  try {
    records = parse(content, {
      bom: true,
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    const reason = error instanceof Error ? error.message.replace(/^Invalid [^:]*: /, '') : String(error);
    throw new UnreadableCsvError(`The file is not a readable CSV${line ? ` (line ${line})` : ''}: ${reason}`, line);
  }
  let guarded = 0;
  const written = records.map((record) =>
    record.map((cell) => {
      if (!isFormula(cell)) return cell;
      guarded += 1;
      return guardFormula(cell);
    }),
  );
  if (guarded === 0) return { content, guarded };
  return { content: bom + written.map((record) => csvRecord(record, separator)).join(''), guarded };
}
