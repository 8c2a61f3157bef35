/** The lines of the conformance kit's table. */
import type { Mismatch } from './answerCheck';
import { finding, REFERENCE, type Finding, type SpecOfCall } from './findings';
import { at, type Answer } from './session';

/** One line of the kit's table: a call (or a check of one), what it found and where each rule comes from. */
export interface ContractRow {
  call: string;
  status: number | '-';
  /** OK, SKIPPED (with why), or the number of errors and warnings. */
  result: string;
  /** No error (warnings allowed). */
  ok: boolean;
  skipped?: boolean;
  /** Where the call's rules come from: the specification's section, or the reference server. */
  source?: string;
  /** The request as sent, `METHOD path` (after the profile). */
  sent?: string;
  findings: Finding[];
}

/** A call not made, and why. */
export const skippedRow = (call: string, why: string): ContractRow => ({
  call,
  status: '-',
  ok: true,
  skipped: true,
  result: `SKIPPED: ${why}`,
  findings: [],
});

/** A row of `findings`: OK without any, else its counts; `ok` while none is an error. */
export function rowOf(call: string, status: number | '-', findings: Finding[], extra: Partial<ContractRow> = {}): ContractRow {
  const count = (severity: Finding['severity']) => findings.filter((f) => f.severity === severity).length;
  const [errors, warnings, notes] = [count('error'), count('warning'), count('note')];
  const plural = (n: number, word: string) => (n ? `${n} ${word}${n > 1 ? 's' : ''}` : '');
  const counts = [plural(errors, 'error'), plural(warnings, 'warning'), plural(notes, 'note')].filter(Boolean).join(', ');
  return { call, status, ok: errors === 0, result: counts || 'OK', findings, ...extra };
}

/** What the answer's mismatches are: errors where the specification states the answer, warnings otherwise. */
export function mismatchFindings(spec: SpecOfCall, mismatches: readonly Mismatch[]): Finding[] {
  return mismatches.map((mismatch) => {
    // The specification lists fields without saying which are always sent: a missing one is the
    // reference server's rule, the rest (a value of another type or form) the specification's.
    const presence = mismatch.keyword === 'required';
    const message = `${mismatch.path}: ${mismatch.message}`;
    if (presence)
      return {
        severity: 'note' as const,
        source: REFERENCE,
        message: `${message} (the reference server always sends it; the console shows it empty)`,
      };
    return finding(spec, ['answer'], message);
  });
}

/**
 * The findings of an answer's status: 200 expected. A 404 or 405 where the call's path, method or
 * operator place is the reference server's choice is a warning naming the profile setting; where
 * the specification states them, an error. A status the specification gives a meaning ("404 means
 * none") is no finding.
 */
export function statusFindings(
  spec: SpecOfCall,
  answer: Answer,
  call: { operationId?: string; method: string; template: string; sent: string; moved?: string },
): Finding[] {
  if (answer.status === 200) return [];
  // Another success without a body (a 204 logout) where the specification gives the answer no shape.
  if (answer.status >= 200 && answer.status < 300 && !spec.states.includes('answer')) return [];
  const message = at(answer.body, 'message');
  const said = `HTTP ${answer.status}${typeof message === 'string' ? `: ${message}` : ''}`;
  if (answer.status === 404 && /404 means none/.test(spec.quote ?? '')) return [];
  if (call.moved)
    return [{ severity: 'error', source: 'API profile', message: `${said} at ${call.sent}, where ${call.moved} sends the call` }];
  if (answer.status === 404 || answer.status === 405) {
    const open = (['method', 'path', 'operator'] as const).filter((part) => !spec.states.includes(part) || !spec.section);
    const setting = [
      `backoffice:api-call "${call.operationId ?? '<operationId>'} <METHOD> <path>"`,
      ...(open.includes('operator') ? ['backoffice:api-operator (path, catalogue or none)'] : []),
    ].join(' or ');
    const text = `${said} at ${call.sent}`;
    if (open.length === 0)
      return [{ severity: 'error', source: spec.section!, message: `${text}: ${spec.section} states ${call.method} ${call.template}` }];
    return [
      {
        severity: 'warning',
        source: REFERENCE,
        message: `${text}: the reference server's ${open.join(', ')} (${call.method} ${call.template}); if your API serves it elsewhere, say where`,
        setting,
      },
    ];
  }
  return [{ severity: 'error', source: spec.section ?? REFERENCE, message: said }];
}

/** The findings of a CSV report's answer: `text/csv` expected. */
export function csvFindings(spec: SpecOfCall, answer: Answer): Finding[] {
  if (answer.contentType.includes('text/csv')) return [];
  return [finding(spec, ['answer'], `expected text/csv, got ${answer.contentType || 'no content type'}`)];
}

/** The rows as a fixed-width table, each finding on a line of its own below its call. */
export function formatTable(rows: readonly ContractRow[]): string {
  const header = { call: 'call', status: 'HTTP', result: 'result' };
  const width = Math.max(...[header, ...rows].map((row) => row.call.length));
  const line = (row: { call: string; status: number | string; result: string; source?: string }) =>
    `${row.call.padEnd(width)}  ${String(row.status).padEnd(4)}  ${row.result}${row.source ? `  [${row.source}]` : ''}`;
  const lines = [line(header), '-'.repeat(width + 30)];
  for (const row of rows) {
    lines.push(line(row));
    for (const f of row.findings) {
      lines.push(`    ${f.severity.toUpperCase()} [${f.source}] ${f.message}${f.setting ? ` -> set ${f.setting}` : ''}`);
    }
  }
  return lines.join('\n');
}
