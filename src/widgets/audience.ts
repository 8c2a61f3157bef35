/**
 * Who sees what: the audience rule of columns, filters and actions (`only: 'central' | 'beta' |
 * 'debug'`) against the permissions the auth provider returns.
 */
import type { Audience } from '../../resources/model';

/** What `usePermissions()` returns in this console. */
export interface ConsolePermissions {
  role: 'central' | 'operator';
  beta?: boolean;
  debug?: boolean;
}

/** True when an item marked `only` is shown to a user with `permissions` (unknown permissions see unmarked items only). */
export function isVisibleTo(only: Audience | undefined, permissions: ConsolePermissions | undefined): boolean {
  if (!only) return true;
  if (!permissions) return false;
  if (only === 'central') return permissions.role === 'central';
  return permissions[only] === true;
}
