/**
 * Bank CSV files from any bank: the encoding (BOM, then chardet), the delimiter (the one that
 * splits the first lines into the most regular columns), the header line (after any preamble), the
 * decimal separator and the date format are detected, and a column mapping guessed from the
 * header names (German, English, French); staff confirm or change it on a preview. Records are
 * read with csv-parse, as a stream, each with its line for the messages.
 */
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import BigNumber from 'bignumber.js';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { SPOT_PREVIEW_ROWS, type SpotColumnRole, type SpotCsvMapping } from '../../../resources/spotFiles';
import { parseAmountText, textKey } from '../text';
import { clean, realDay, StatementFormatError, type StatementItem, type StatementPeriod } from './types';

type Encoding = SpotCsvMapping['encoding'];
type DateFormat = SpotCsvMapping['dateFormat'];

/** The encoding of a file's bytes: a BOM says it; else valid UTF-8 is UTF-8; else chardet decides among the single-byte ones. */
export function detectEncoding(bytes: Buffer): Encoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  const sample = bytes.subarray(0, 64 * 1024);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? trimPartial(sample) : sample);
    return 'utf-8';
  } catch {
    const guess = (chardet.detect(sample) ?? '').toLowerCase();
    if (guess === 'utf-16le') return 'utf-16le';
    if (guess === 'iso-8859-15') return 'iso-8859-15';
    // ISO-8859-1 guesses read as Windows-1252, its superset in every printable position (€, „, –).
    return 'windows-1252';
  }
}

/** A UTF-8 sample cut inside a character loses the cut character. */
function trimPartial(sample: Buffer): Buffer {
  let end = sample.length;
  while (end > 0 && end > sample.length - 4 && (sample[end - 1] & 0xc0) === 0x80) end--;
  if (end > 0 && sample[end - 1] >= 0xc0) end--;
  return sample.subarray(0, end);
}

/** The file's text in its encoding; a byte sequence the encoding cannot have is an error naming its line. */
export function decode(bytes: Buffer, encoding: Encoding): string {
  const text = iconv.decode(bytes, encoding === 'iso-8859-1' ? 'latin1' : encoding, { stripBOM: true });
  const bad = text.indexOf('\ufffd');
  if (bad >= 0) {
    const line = text.slice(0, bad).split('\n').length;
    throw new StatementFormatError(`The file is not ${encoding} text (a character cannot be read)`, line, true);
  }
  if (text.includes('\u0000')) throw new StatementFormatError('The file is not text (it holds NUL bytes)');
  return text;
}

const DELIMITERS: SpotCsvMapping['delimiter'][] = [';', ',', '\t', '|'];

/** The first lines split with a delimiter, short lines kept as they are. */
function sampleRecords(text: string, delimiter: string): string[][] {
  try {
    return parseSync(text.split(/\r?\n/).slice(0, 60).join('\n'), {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to_line: 60,
    }) as string[][];
  } catch {
    return [];
  }
}

/** The delimiter whose records have the most common width > 1 most often, and the line where that width starts (the header). */
function detectLayout(text: string): { delimiter: SpotCsvMapping['delimiter']; headerLine: number; records: string[][] } {
  let best: { delimiter: SpotCsvMapping['delimiter']; score: number; width: number; records: string[][] } | undefined;
  for (const delimiter of DELIMITERS) {
    const records = sampleRecords(text, delimiter);
    const widths = new Map<number, number>();
    for (const record of records) if (record.length > 1) widths.set(record.length, (widths.get(record.length) ?? 0) + 1);
    const [width, count] = [...widths.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
    const score = count * 1000 + width;
    if (!best || score > best.score) best = { delimiter, score, width, records };
  }
  if (!best || best.width < 2) throw new StatementFormatError('No columns found: the file is not a CSV table of transactions');
  const headerIndex = best.records.findIndex((record) => record.length === best!.width);
  return { delimiter: best.delimiter, headerLine: headerIndex + 1, records: best.records.slice(headerIndex) };
}

/** Header words per column role, as letters and digits only (`textKey`). */
const ROLE_NAMES: Record<SpotColumnRole, readonly string[]> = {
  bookingDate: [
    'buchungstag',
    'buchungsdatum',
    'buchung',
    'datum',
    'date',
    'bookingdate',
    'transactiondate',
    'dateoperation',
    'dateopration',
    'tarih',
  ],
  valueDate: ['valutadatum', 'valuta', 'wertstellung', 'valuedate', 'datevaleur'],
  amount: ['betrag', 'betrageur', 'amount', 'umsatz', 'summe', 'montant', 'tutar'],
  debit: ['soll', 'debit', 'ausgang', 'belastung', 'withdrawal'],
  credit: ['haben', 'credit', 'eingang', 'gutschrift', 'deposit'],
  currency: ['waehrung', 'wahrung', 'currency', 'devise', 'ccy'],
  counterpartyName: [
    'beguenstigterzahlungspflichtiger',
    'begunstigterzahlungspflichtiger',
    'zahlungsempfaengerin',
    'zahlungsempfaenger',
    'auftraggeberempfaenger',
    'empfaenger',
    'auftraggeber',
    'name',
    'payee',
    'counterparty',
    'beneficiaire',
    'partner',
  ],
  counterpartyIban: ['kontonummeriban', 'iban', 'gegenkonto', 'kontonummer', 'counterpartyiban'],
  counterpartyBic: ['bicswiftcode', 'bic', 'swift'],
  remittance: ['verwendungszweck', 'buchungsdetails', 'description', 'purpose', 'memo', 'libelle', 'details', 'vorgang'],
  endToEndId: ['kundenreferenzendtoend', 'endtoendreferenz', 'endtoendid', 'endtoend', 'kundenreferenz'],
  bankReference: ['bankreferenz', 'referenz', 'reference', 'transactionid'],
  bookingText: ['buchungstext', 'umsatzart', 'type', 'transactiontype', 'art'],
};

/** Column roles guessed from the header names: an exact name first, else a name that starts with the word. */
export function guessColumns(headers: readonly string[]): SpotCsvMapping['columns'] {
  const keys = headers.map((header) => textKey(header));
  const taken = new Set<number>();
  const columns: SpotCsvMapping['columns'] = {};
  for (const exact of [true, false]) {
    for (const [role, names] of Object.entries(ROLE_NAMES) as [SpotColumnRole, readonly string[]][]) {
      if (columns[role] !== undefined) continue;
      for (const name of names) {
        const index = keys.findIndex((key, i) => !taken.has(i) && key !== '' && (exact ? key === name : key.startsWith(name)));
        if (index >= 0) {
          columns[role] = index;
          taken.add(index);
          break;
        }
      }
    }
  }
  if (columns.amount !== undefined) {
    delete columns.debit;
    delete columns.credit;
  }
  return columns;
}

const DATE_PATTERNS: Record<DateFormat, RegExp> = {
  'dd.MM.yyyy': /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/,
  'dd.MM.yy': /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/,
  'yyyy-MM-dd': /^(\d{4})-(\d{2})-(\d{2})/,
  'dd/MM/yyyy': /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  'MM/dd/yyyy': /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  yyyyMMdd: /^(\d{4})(\d{2})(\d{2})$/,
};

/** A date in a format as `yyyy-MM-dd`, or undefined. Two-digit years are 2000–2099. */
export function parseDate(text: string, format: DateFormat): string | undefined {
  const match = DATE_PATTERNS[format].exec(text.trim());
  if (!match) return undefined;
  let year: string, month: string, day: string;
  if (format === 'yyyy-MM-dd' || format === 'yyyyMMdd') [year, month, day] = [match[1], match[2], match[3]];
  else if (format === 'MM/dd/yyyy') [month, day, year] = [match[1], match[2], match[3]];
  else [day, month, year] = [match[1], match[2], match[3]];
  if (year.length === 2) year = `20${year}`;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return realDay(iso) ? iso : undefined;
}

function detectDateFormat(values: readonly string[]): DateFormat {
  const present = values.map((value) => value.trim()).filter(Boolean);
  const formats = Object.keys(DATE_PATTERNS) as DateFormat[];
  return formats.find((format) => present.length > 0 && present.every((value) => parseDate(value, format))) ?? 'dd.MM.yyyy';
}

function detectDecimal(values: readonly string[]): ',' | '.' {
  const present = values.map((value) => value.trim()).filter(Boolean);
  if (present.some((value) => /\d,\d{1,3}\D*$/.test(value) && !/\d\.\d{1,2}\D*$/.test(value))) return ',';
  if (present.some((value) => /\d\.\d{1,3}\D*$/.test(value))) return '.';
  return ',';
}

/** A mapping fits a file when its header line has the columns the mapping names, with the same names. */
export interface CsvInspection {
  headers: string[];
  rows: string[][];
  mapping: SpotCsvMapping;
  remembered: boolean;
}

/**
 * Detects how to read a CSV file and previews its first rows. A remembered mapping (the bank
 * account's last) is taken when its header line has the same column names the mapping used.
 */
export function inspectCsv(bytes: Buffer, remembered?: { mapping: SpotCsvMapping; headers: readonly string[] } | null): CsvInspection {
  const encoding = detectEncoding(bytes);
  const text = decode(bytes.subarray(0, Math.min(bytes.length, 256 * 1024)), encoding);
  const layout = detectLayout(text);
  const headers = layout.records[0].map((cell) => cell.trim());
  const rows = layout.records.slice(1).filter((record) => record.some((cell) => cell.trim() !== ''));
  if (remembered && remembered.mapping.delimiter === layout.delimiter) {
    const fits = Object.values(remembered.mapping.columns).every(
      (index) => index !== undefined && textKey(headers[index]) === textKey(remembered.headers[index]),
    );
    if (fits) {
      return {
        headers,
        rows: rows.slice(0, SPOT_PREVIEW_ROWS),
        mapping: { ...remembered.mapping, encoding, headerLine: layout.headerLine },
        remembered: true,
      };
    }
  }
  const columns = guessColumns(headers);
  const column = (index: number | undefined) => (index === undefined ? [] : rows.map((row) => row[index] ?? ''));
  const amounts = [...column(columns.amount), ...column(columns.debit), ...column(columns.credit)];
  return {
    headers,
    rows: rows.slice(0, SPOT_PREVIEW_ROWS),
    mapping: {
      encoding,
      delimiter: layout.delimiter,
      headerLine: layout.headerLine,
      decimalSeparator: detectDecimal(amounts),
      dateFormat: detectDateFormat(column(columns.bookingDate)),
      columns,
    },
    remembered: false,
  };
}

/** The header names of a file read with a mapping (to remember beside it). */
export function csvHeaders(bytes: Buffer, mapping: SpotCsvMapping): string[] {
  const text = decode(bytes.subarray(0, Math.min(bytes.length, 256 * 1024)), mapping.encoding);
  const records = sampleRecords(text, mapping.delimiter);
  return (records[mapping.headerLine - 1] ?? []).map((cell) => cell.trim());
}

/** Checks that a mapping names what a row needs, and columns the header line has. */
export function checkMapping(mapping: SpotCsvMapping, headers: readonly string[]): void {
  const { columns } = mapping;
  if (columns.bookingDate === undefined) throw new StatementFormatError('The mapping names no booking date column', undefined, true);
  if (columns.amount === undefined && columns.debit === undefined && columns.credit === undefined) {
    throw new StatementFormatError('The mapping names no amount column (an amount, or debit and credit)', undefined, true);
  }
  for (const [role, index] of Object.entries(columns)) {
    if (index !== undefined && index >= headers.length) {
      throw new StatementFormatError(
        `The ${role} column (${index + 1}) is not in the file: its header line has ${headers.length} columns`,
        mapping.headerLine,
        true,
      );
    }
  }
}

/** Reads the rows of a CSV file with a mapping. */
export async function* readCsv(bytes: Buffer, mapping: SpotCsvMapping, period: StatementPeriod = {}): AsyncGenerator<StatementItem> {
  const headers = csvHeaders(bytes, mapping);
  checkMapping(mapping, headers);
  const text = decode(bytes, mapping.encoding);
  const parser = parse({
    delimiter: mapping.delimiter,
    from_line: mapping.headerLine + 1,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  });
  // Fed in pieces, so the parser never holds more than a piece of text beside its records.
  const feed = (async () => {
    const piece = 1 << 20;
    for (let offset = 0; offset < text.length; offset += piece) {
      if (!parser.write(text.slice(offset, offset + piece))) await new Promise((resolve) => parser.once('drain', resolve));
    }
    parser.end();
  })();
  const { columns } = mapping;
  const cell = (record: string[], role: SpotColumnRole) => (columns[role] === undefined ? '' : (record[columns[role]!] ?? '').trim());
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line: number = info.lines;
      if (record.every((value) => value.trim() === '')) continue;
      // A footer line (a closing balance, a sum) has too few columns to be a row.
      if (record.length < 2) continue;
      const bookingText = cell(record, 'bookingDate');
      const bookingDate = parseDate(bookingText, mapping.dateFormat);
      if (!bookingDate) {
        yield { line, reason: `Booking date "${bookingText}" is not a date in the form ${mapping.dateFormat}` };
        continue;
      }
      const valueText = cell(record, 'valueDate');
      const valueDate = valueText ? parseDate(valueText, mapping.dateFormat) : null;
      if (valueDate === undefined) {
        yield { line, reason: `Value date "${valueText}" is not a date in the form ${mapping.dateFormat}` };
        continue;
      }
      let amount: string | undefined;
      if (columns.amount !== undefined) {
        amount = parseAmountText(cell(record, 'amount'), mapping.decimalSeparator);
        if (amount === undefined) {
          yield { line, reason: `Amount "${cell(record, 'amount')}" is not a number` };
          continue;
        }
      } else {
        const debitText = cell(record, 'debit');
        const creditText = cell(record, 'credit');
        const debit = debitText ? parseAmountText(debitText, mapping.decimalSeparator) : '0';
        const credit = creditText ? parseAmountText(creditText, mapping.decimalSeparator) : '0';
        if (debit === undefined || credit === undefined) {
          yield { line, reason: `Amount "${debit === undefined ? debitText : creditText}" is not a number` };
          continue;
        }
        // A debit column holds the amount out, written with or without its minus.
        const out = debit.startsWith('-') ? debit.slice(1) : debit;
        amount = new BigNumber(credit).minus(out).toFixed();
      }
      if (!period.from || bookingDate < period.from) period.from = bookingDate;
      if (!period.to || bookingDate > period.to) period.to = bookingDate;
      yield {
        line,
        bookingDate,
        valueDate,
        amount,
        currency: clean(cell(record, 'currency'))?.toUpperCase() ?? null,
        counterpartyName: clean(cell(record, 'counterpartyName')),
        counterpartyIban: clean(cell(record, 'counterpartyIban')),
        counterpartyBic: clean(cell(record, 'counterpartyBic')),
        remittance: clean(cell(record, 'remittance')),
        endToEndId: clean(cell(record, 'endToEndId')),
        bankReference: clean(cell(record, 'bankReference')),
        bookingText: clean(cell(record, 'bookingText')),
      };
    }
  } catch (error) {
    if (error instanceof StatementFormatError) throw error;
    const line = (error as { lines?: number }).lines;
    throw new StatementFormatError(`The CSV cannot be read: ${error instanceof Error ? error.message : String(error)}`, line, true);
  } finally {
    await feed.catch(() => undefined);
  }
}
