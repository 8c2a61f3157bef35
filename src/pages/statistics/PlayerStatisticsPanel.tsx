import type { PanelProps } from '../../resource-ui/types';
import { PlayerStatisticsView } from './PlayerStatisticsView';

/** The players statistics row's panel: that player's statistics tiles (home layout), in the row's currency. */
export function PlayerStatisticsPanel({ record }: PanelProps) {
  const currency = typeof record.tenantCurrency === 'string' ? record.tenantCurrency : undefined;
  return <PlayerStatisticsView playerId={record.id} layout="home" currency={currency} />;
}
