/**
 * Who sees what: the audience rule of columns, filters and actions (`only: 'central' | 'operator' |
 * 'beta' | 'debug' | 'demo'`) against the permissions the auth provider returns (and, for `demo`, the
 * server info).
 */
import type { Audience } from '../../resources/model';

/** What `usePermissions()` returns in this console. */
export interface ConsolePermissions {
  role: 'central' | 'operator';
  beta?: boolean;
  debug?: boolean;
  /** The database holds demo data (the server info's demo login); not a permission of the auth provider. */
  demo?: boolean;
}

/** True when an item marked `only` is shown to a user with `permissions` (unknown permissions see unmarked items only). */
export function isVisibleTo(only: Audience | undefined, permissions: ConsolePermissions | undefined): boolean {
  if (!only) return true;
  if (!permissions) return false;
  if (only === 'central' || only === 'operator') return permissions.role === only;
  return permissions[only] === true;
}
