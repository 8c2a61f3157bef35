/** Filters columns, filters and actions by audience (`only`) against `usePermissions()`. */
import { usePermissions } from 'ra-core';
import { useCallback } from 'react';
import type { Audience } from '../../resources/model';
import { isVisibleTo, type ConsolePermissions } from '../widgets/audience';

/** A predicate: is an item marked `only` visible to the current user. */
export function useAudience(): (item: { only?: Audience }) => boolean {
  const { permissions } = usePermissions<ConsolePermissions>();
  return useCallback((item) => isVisibleTo(item.only, permissions), [permissions]);
}
