/**
 * The operator the console works on (`{op}` in every data call). An operator role always works
 * on its role's operator code; the central role starts on its own code and may choose any entry
 * of `operators-info` in the top bar, and the choice is persisted.
 */
import type { CurrentRole } from '../auth/types';

const KEY = 'backoffice.operator';

/** The `{op}` of the central view, spanning all operators (the central role's own code). */
export const CENTRAL_OPERATOR_CODE = 'central';
const listeners = new Set<() => void>();
let memory: string | null = null;

function read(): string | null {
  return typeof localStorage === 'undefined' ? memory : localStorage.getItem(KEY);
}

/** The central manager's stored choice, or null. */
export function getOperatorChoice(): string | null {
  return read();
}

/** Stores the central manager's choice and notifies subscribers. */
export function setOperatorChoice(code: string): void {
  if (typeof localStorage === 'undefined') memory = code;
  else localStorage.setItem(KEY, code);
  listeners.forEach((listener) => listener());
}

/** Subscribes to choice changes; returns the unsubscribe function. */
export function subscribeOperator(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The operator code of data calls for the current role and stored choice, or undefined while
 * the role (or, for an operator role, its code) is not known.
 */
export function resolveOperator(role: CurrentRole | undefined, choice: string | null = getOperatorChoice()): string | undefined {
  if (!role) return undefined;
  if (role.role !== 'central') return role.operatorCode ?? undefined;
  return choice ?? role.operatorCode ?? undefined;
}

/** {@link resolveOperator} for a data call: a clear error instead of a path with `undefined` in it. */
export function requireOperator(role: CurrentRole | undefined, choice: string | null = getOperatorChoice()): string {
  const code = resolveOperator(role, choice);
  if (!code) throw new Error('The operator is not known yet: the server info has not named the current role');
  return code;
}
