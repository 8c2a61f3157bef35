import type { OperatorInfo } from '../data/types';

/** Whether an `operators-info` entry is an operator (its role is `operator`); an entry without a role counts as one. */
export function isOperatorEntry(entry: OperatorInfo): boolean {
  return !entry.role || entry.role.toLowerCase() === 'operator';
}
