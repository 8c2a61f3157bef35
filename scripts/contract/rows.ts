/** The lines of the conformance kit's table. */
import type { Mismatch } from './answerCheck';
import { at, type Answer } from './session';

/** One line of the kit's table. */
export interface ContractRow {
  call: string;
  status: number | '-';
  /** OK, SKIPPED (with why) or the first mismatch. */
  result: string;
  ok: boolean;
  skipped?: boolean;
}

/** A call not made, and why. */
export const skippedRow = (call: string, why: string): ContractRow => ({
  call,
  status: '-',
  ok: true,
  skipped: true,
  result: `SKIPPED: ${why}`,
});

/**
 * The line of a call made: a status other than 200 fails with the answer's message; a JSON answer
 * is checked by `check`; a CSV answer (`csv`) must be `text/csv`.
 */
export function answerRow(call: string, answer: Answer, check: { csv: true } | ((body: unknown) => Mismatch | undefined)): ContractRow {
  if (answer.status !== 200) {
    const message = at(answer.body, 'message');
    return { call, status: answer.status, ok: false, result: `HTTP ${answer.status}${typeof message === 'string' ? `: ${message}` : ''}` };
  }
  if (typeof check !== 'function') {
    const csv = answer.contentType.includes('text/csv');
    return {
      call,
      status: answer.status,
      ok: csv,
      result: csv ? 'OK' : `expected text/csv, got ${answer.contentType || 'no content type'}`,
    };
  }
  const mismatch = check(answer.body);
  return { call, status: answer.status, ok: !mismatch, result: mismatch ? `${mismatch.path}: ${mismatch.message}` : 'OK' };
}

/** The rows as a fixed-width table. */
export function formatTable(rows: readonly ContractRow[]): string {
  const header = { call: 'call', status: 'HTTP', result: 'result' };
  const width = Math.max(...[header, ...rows].map((row) => row.call.length));
  const line = (row: { call: string; status: number | string; result: string }) =>
    `${row.call.padEnd(width)}  ${String(row.status).padEnd(4)}  ${row.result}`;
  return [line(header), '-'.repeat(width + 30), ...rows.map(line)].join('\n');
}
