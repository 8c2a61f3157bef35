import type { PanelProps } from '../../resource-ui/types';
import { PlayerStatisticsView } from './PlayerStatisticsView';

/** The players statistics row's panel: that player's statistics tiles (home layout). */
export function PlayerStatisticsPanel({ record }: PanelProps) {
  return <PlayerStatisticsView playerId={record.id} layout="home" />;
}
