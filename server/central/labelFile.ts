/**
 * The translations catalogue file: CSV with a header `labelType,code,en,de,fr,tr,ro,hr,ru`, one
 * label per record, written as the console's CSV exports are (UTF-8 with a byte-order mark,
 * CRLF, quotes where needed, text a spreadsheet would run as a formula prefixed with `'`). Reading
 * takes a comma, semicolon or tab as the separator (whatever the header uses), any subset of the
 * language columns in any order, and reports every bad line by its number.
 */
import { CSV_BOM, csvRecord, FORMULA_START_CHARS, guardFormula } from '../../resources/csv';
import { DEFAULT_LABELS, LABEL_CODE, LABEL_LANGUAGES, LABEL_TEXT_MAX, LabelType, type LabelLanguage } from '../../resources/translations';

/** One label as the file holds it: its texts by language (only the languages the file has). */
export interface FileLabel {
  line: number;
  labelType: LabelType;
  code: string;
  texts: Partial<Record<LabelLanguage, string>>;
}

/** A problem of the file: its line (1 is the header) and what is wrong. */
export interface FileProblem {
  line: number;
  message: string;
}

/** The most labels one file may hold. */
export const MAX_FILE_LABELS = 10_000;

const SEPARATOR = ',';

/** The file of these labels (texts by language, null for none). */
export function writeLabelFile(
  labels: readonly { labelType: string; code: string; texts: Partial<Record<LabelLanguage, string | null>> }[],
): string {
  const header = csvRecord(['labelType', 'code', ...LABEL_LANGUAGES], SEPARATOR);
  const rows = labels.map((label) =>
    csvRecord([label.labelType, label.code, ...LABEL_LANGUAGES.map((lang) => guardFormula(label.texts[lang] ?? ''))], SEPARATOR),
  );
  return CSV_BOM + header + rows.join('');
}

/** Splits CSV text into records of fields with their first line numbers (RFC 4180 quotes). */
function records(text: string, separator: string): { line: number; fields: string[]; unclosed?: boolean }[] {
  const out: { line: number; fields: string[]; unclosed?: boolean }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = 0;
  const end = () => {
    fields.push(field);
    out.push({ line: start, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else field += c;
    i++;
  }
  if (quoted) out.push({ line: start, fields: [...fields, field], unclosed: true });
  else if (field !== '' || fields.length > 0) end();
  return out;
}

/** A cell as written by {@link writeLabelFile}: the formula guard `'` taken off again. */
function cellText(cell: string): string {
  return cell.length > 1 && cell[0] === "'" && FORMULA_START_CHARS.includes(cell[1]) ? cell.slice(1) : cell;
}

/**
 * Reads a catalogue file: the labels, or every problem (a bad header, a line with the wrong
 * number of fields, an unknown label type, a bad or repeated code, a text too long, a code a
 * ticket or sport label does not have, too many lines).
 */
export function readLabelFile(content: string): { labels: FileLabel[]; problems: FileProblem[] } {
  const text = content.startsWith(CSV_BOM) ? content.slice(1) : content;
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const separator = [';', '\t', ','].find((candidate) => firstLine.includes(candidate)) ?? SEPARATOR;
  const [header, ...rows] = records(text, separator).filter((record) => record.fields.some((field) => field.trim() !== ''));
  const problems: FileProblem[] = [];
  if (!header)
    return { labels: [], problems: [{ line: 1, message: 'The file is empty: the first line must be the header labelType,code,en,…' }] };
  const columns = header.fields.map((name) => name.trim());
  if (columns[0] !== 'labelType' || columns[1] !== 'code') {
    problems.push({
      line: header.line,
      message: `The header must start with labelType${separator}code, not ${columns.slice(0, 2).join(separator)}`,
    });
  }
  const languages = columns.slice(2);
  languages.forEach((name, index) => {
    if (!LABEL_LANGUAGES.includes(name as LabelLanguage)) {
      problems.push({ line: header.line, message: `Column ${index + 3} "${name}" is not a language (${LABEL_LANGUAGES.join(', ')})` });
    } else if (languages.indexOf(name) !== index) problems.push({ line: header.line, message: `Column "${name}" appears twice` });
  });
  if (rows.length > MAX_FILE_LABELS)
    problems.push({ line: rows[MAX_FILE_LABELS].line, message: `A file holds at most ${MAX_FILE_LABELS} labels` });
  if (problems.length > 0) return { labels: [], problems };

  const defaults = new Map<string, Set<string>>();
  for (const label of DEFAULT_LABELS) defaults.set(label.labelType, (defaults.get(label.labelType) ?? new Set()).add(label.code));
  const seen = new Map<string, number>();
  const labels: FileLabel[] = [];
  for (const row of rows) {
    const problem = (message: string) => problems.push({ line: row.line, message });
    if (row.unclosed) {
      problem('A quoted text is not closed');
      continue;
    }
    if (row.fields.length !== columns.length) {
      problem(`${row.fields.length} fields where the header has ${columns.length}`);
      continue;
    }
    const [rawType, rawCode, ...cells] = row.fields;
    const type = LabelType.safeParse(rawType.trim());
    const code = rawCode.trim();
    if (!type.success) problem(`labelType "${rawType}" is not one of ${LabelType.options.join(', ')}`);
    if (!LABEL_CODE.test(code)) problem(`code "${rawCode}" must be 1 to 64 letters, digits, dots, dashes or underscores`);
    else if (type.success && type.data !== 'CUSTOM' && !defaults.get(type.data)?.has(code)) {
      problem(`code "${code}" is not a ${type.data} label (${[...(defaults.get(type.data) ?? [])].join(', ')})`);
    }
    const key = `${rawType.trim()}:${code}`;
    if (seen.has(key)) problem(`${rawType.trim()} ${code} is already on line ${seen.get(key)}`);
    else seen.set(key, row.line);
    const texts: Partial<Record<LabelLanguage, string>> = {};
    cells.forEach((cell, index) => {
      const lang = languages[index] as LabelLanguage;
      const value = cellText(cell).trim();
      if (value.length > LABEL_TEXT_MAX) problem(`The ${lang} text has ${value.length} characters; at most ${LABEL_TEXT_MAX}`);
      if (value.includes('\u0000')) problem(`The ${lang} text holds a NUL character`);
      if (value !== '') texts[lang] = value;
    });
    if (type.success) labels.push({ line: row.line, labelType: type.data, code, texts });
  }
  return problems.length > 0 ? { labels: [], problems } : { labels, problems };
}
