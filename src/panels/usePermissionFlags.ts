/** The viewer's audience flags for panels: central role, beta and debug modes. */
import { usePermissions } from 'ra-core';
import type { ConsolePermissions } from '../widgets/audience';

/** `{ central, beta, debug }` of the current user. */
export function usePermissionFlags() {
  const { permissions } = usePermissions<ConsolePermissions>();
  return { central: permissions?.role === 'central', beta: permissions?.beta === true, debug: permissions?.debug === true };
}
