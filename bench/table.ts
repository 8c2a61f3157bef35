import type { BenchRow } from './row';

/**
 * Formats the rows as one aligned table (measure, value, target, OK/MISSED), followed by each row's
 * supporting figures.
 */
export function formatTable(rows: BenchRow[]): string {
  const header = ['Measure', 'Value', 'Target', 'Result'];
  const cells = rows.map((row) => [row.measure, row.value, row.target, row.ok ? 'OK' : 'MISSED']);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  const lines = [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)];
  const details = rows.filter((row) => row.detail).map((row) => `- ${row.measure}: ${row.detail}`);
  return [...lines, ...(details.length ? ['', ...details] : [])].join('\n');
}
