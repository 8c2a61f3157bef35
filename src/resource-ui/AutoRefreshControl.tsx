import { useState } from 'react';
import { AUTO_REFRESH_OPTIONS, type AutoRefreshDef } from '../../resources/model';
import { RefreshRateSelector } from '../widgets/RefreshRateSelector';
import { useAutoRefresh } from '../widgets/useAutoRefresh';

export interface AutoRefreshControlProps {
  /** The declaration's `list.autoRefresh`. */
  autoRefresh: AutoRefreshDef;
  /** Embedded on a player page: starts at `embeddedSeconds`. */
  embedded: boolean;
  /** True while an action on a row runs; the refresh resumes at least 1 s after. */
  paused: boolean;
}

/** The list's refresh-rate selector, refreshing the surrounding list at the chosen rate. */
export function AutoRefreshControl({ autoRefresh, embedded, paused }: AutoRefreshControlProps) {
  const [rate, setRate] = useState(() => (embedded ? autoRefresh.embeddedSeconds : autoRefresh.defaultSeconds) * 1000);
  useAutoRefresh(rate, { paused });
  const options = (autoRefresh.options ?? AUTO_REFRESH_OPTIONS).map((seconds) => seconds * 1000);
  return <RefreshRateSelector value={rate} onChange={setRate} options={options} />;
}
