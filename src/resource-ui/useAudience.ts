/** Filters columns, filters and actions by audience (`only`) against `usePermissions()` and the server info. */
import { usePermissions } from 'ra-core';
import { useCallback, useMemo } from 'react';
import type { Audience } from '../../resources/model';
import { useServerInfo } from '../shell/serverInfo';
import { isVisibleTo, type ConsolePermissions } from '../widgets/audience';

/**
 * A predicate: is an item marked `only` visible to the current user (`demo`: on a demo database,
 * whose server info offers the demo login).
 */
export function useAudience(): (item: { only?: Audience }) => boolean {
  const { permissions } = usePermissions<ConsolePermissions>();
  const demo = Boolean(useServerInfo().info?.uiInfo?.demoLogin);
  const effective = useMemo(() => (permissions ? { ...permissions, demo } : undefined), [permissions, demo]);
  return useCallback((item) => isVisibleTo(item.only, effective), [effective]);
}
