/**
 * The operator the console works on (`{op}` in every data call). Office managers always work on
 * their own operator; central managers choose one in the top bar, or the non-operator entry
 * `central` (all operators), and the choice is persisted.
 */
import type { UserInfo } from '../auth/types';

/** The non-operator entry code, shown as "Central Office Manager". */
export const CENTRAL_OPERATOR = 'central';

const KEY = 'backoffice.operator';
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

/** The operator code of data calls for this manager and stored choice. */
export function resolveOperator(user: UserInfo | undefined, choice: string | null = getOperatorChoice()): string {
  if (!user) return choice ?? CENTRAL_OPERATOR;
  if (user.role !== 'CENTRAL_MANAGER') return user.operatorCode;
  return choice ?? CENTRAL_OPERATOR;
}
