/**
 * Block Markdown (the articles' bodies): headings (#, ##, ###), paragraphs, bullet and numbered
 * lists, pipe tables, quotes, fenced code and rules. A small, safe subset: the parsed blocks are
 * rendered as React elements, never as HTML.
 */
import { parseInline, type Inline } from './markdownInline';

/** One block of an article. */
export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { type: 'quote'; content: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*```/;

/** The cells of a `| a | b |` row. */
function cells(line: string): Inline[][] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));
}

/** Whether a line starts a block other than a paragraph (ends the paragraph before it). */
function startsBlock(line: string, next: string | undefined): boolean {
  return (
    HEADING.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line) ||
    FENCE.test(line) ||
    line.trimStart().startsWith('>') ||
    RULE.test(line) ||
    (line.trimStart().startsWith('|') && next !== undefined && TABLE_SEPARATOR.test(next))
  );
}

/**
 * Parses Markdown text into blocks.
 *
 * @example parseMarkdown('## Fees\n\n- Deposits are **free**')
 */
export function parseMarkdown(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length as 1 | 2 | 3, content: parseInline(heading[2].trim()) });
      i++;
    } else if (FENCE.test(line)) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !FENCE.test(lines[i])) body.push(lines[i++]);
      i++;
      blocks.push({ type: 'code', text: body.join('\n') });
    } else if (line.trimStart().startsWith('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1])) {
      const header = cells(line);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i].trimStart().startsWith('|')) rows.push(cells(lines[i++]));
      blocks.push({ type: 'table', header, rows });
    } else if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length && lines[i].trim() !== '') {
        const item = pattern.exec(lines[i]);
        if (item) items.push(item[1]);
        else if (/^\s+\S/.test(lines[i]) && items.length > 0) items[items.length - 1] += ` ${lines[i].trim()}`;
        else break;
        i++;
      }
      blocks.push({ type: 'list', ordered, items: items.map((item) => parseInline(item.trim())) });
    } else if (line.trimStart().startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i].trimStart().startsWith('>')) quoted.push(lines[i++].trimStart().replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', content: parseInline(quoted.join(' ').trim()) });
    } else {
      const paragraph: string[] = [line.trim()];
      i++;
      while (i < lines.length && lines[i].trim() !== '' && !startsBlock(lines[i], lines[i + 1])) paragraph.push(lines[i++].trim());
      blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    }
  }
  return blocks;
}
