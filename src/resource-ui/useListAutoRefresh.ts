import { useState } from 'react';
import { AUTO_REFRESH_OPTIONS, type AutoRefreshDef } from '../../resources/model';
import type { RefreshRate } from '../widgets/RefreshButton';
import { useAutoRefresh } from '../widgets/useAutoRefresh';

/**
 * A list's auto-refresh (`list.autoRefresh`): refreshes the surrounding list at the chosen rate
 * and gives the refresh button its interval menu; undefined (and no refresh) for a list without one.
 * Embedded on a player page it starts at `embeddedSeconds`; while `paused` (an action on a row
 * runs) the refresh waits, and resumes at least 1 s after.
 *
 * @example
 * const rate = useListAutoRefresh(settings.autoRefresh, embedded, busy);
 */
export function useListAutoRefresh(autoRefresh: AutoRefreshDef | undefined, embedded: boolean, paused: boolean): RefreshRate | undefined {
  const [value, setValue] = useState(() =>
    autoRefresh ? (embedded ? autoRefresh.embeddedSeconds : autoRefresh.defaultSeconds) * 1000 : 0,
  );
  useAutoRefresh(autoRefresh ? value : 0, { paused });
  if (!autoRefresh) return undefined;
  const options = (autoRefresh.options ?? AUTO_REFRESH_OPTIONS).map((seconds) => seconds * 1000);
  return { value, options, onChange: setValue };
}
