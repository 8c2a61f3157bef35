import { useCallback } from 'react';
import { usePermissions } from 'ra-core';
import type { Permissions } from '../auth/types';
import { canOpen } from './menuItems';

/** A predicate on link targets: does the current view (and flags) open this in-console address? */
export function useCanOpen(): (href: string) => boolean {
  const { permissions } = usePermissions<Permissions>();
  return useCallback((href: string) => canOpen(href, permissions), [permissions]);
}
