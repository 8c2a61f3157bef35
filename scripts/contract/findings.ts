/**
 * What the kit found about a call, each finding marked with where the rule comes from: the
 * specification (its section, e.g. `000 §7`, and words) or the reference server's choice. A
 * mismatch with the specification is an error; with a choice, a warning naming the profile setting
 * (docs/api-profile.md) that tells the console what the API does instead.
 */
import type { CallPart } from '../../resources/specStatements';
import type { Operation } from './document';

/** What the specification states of a call (the operation's `x-spec`). */
export interface SpecOfCall {
  section?: string;
  quote?: string;
  states: readonly CallPart[];
  open: readonly CallPart[];
}

export interface Finding {
  /** error: the specification is not met; warning: a reference server's choice is not; note: a field the reference server always sends is missing. */
  severity: 'error' | 'warning' | 'note';
  /** `000 §7` (the specification) or `reference server` (its choice). */
  source: string;
  message: string;
  /** The profile setting that covers it, for a warning. */
  setting?: string;
}

export const REFERENCE = 'reference server';

export function specOf(operation: Operation | undefined): SpecOfCall {
  const spec = operation?.['x-spec'];
  return { section: spec?.section, quote: spec?.quote, states: spec?.states ?? [], open: spec?.open ?? [] };
}

/** Whether the specification states all of `parts` of the call. */
export const states = (spec: SpecOfCall, ...parts: CallPart[]) => !!spec.section && parts.every((part) => spec.states.includes(part));

/** The source a rule on `parts` of the call has: the specification's section when it states them, else the reference server. */
export const sourceOf = (spec: SpecOfCall, ...parts: CallPart[]) => (states(spec, ...parts) ? spec.section! : REFERENCE);

/** A finding on `parts`: an error where the specification states them, else a warning naming `setting`. */
export function finding(spec: SpecOfCall, parts: CallPart[], message: string, setting?: string): Finding {
  if (states(spec, ...parts)) return { severity: 'error', source: spec.section!, message };
  return { severity: 'warning', source: REFERENCE, message, ...(setting ? { setting } : {}) };
}

export const error = (source: string, message: string): Finding => ({ severity: 'error', source, message });
