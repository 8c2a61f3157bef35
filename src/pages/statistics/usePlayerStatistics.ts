/** Loads a player's statistics for a time frame (`GET statistics/player/{id}`). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { PlayerStatistics } from '../../../resources/playerStatistics';
import type { BackofficeDataProvider } from '../../data/types';
import type { TimeFrameRange } from '../../widgets/timeFrame';

/** The statistics query; `range` is the resolved time frame (`{}` for any). */
export function usePlayerStatistics(playerId: number | string, range: TimeFrameRange = {}, refetchInterval = 0) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: ['playerStatistics', playerId, range.from, range.to],
    refetchInterval: refetchInterval || false,
    queryFn: async () => {
      const filter = range.from || range.to ? { created: range } : {};
      const { data } = await dataProvider.runAction('players-statistics', 'loadStatistics', { id: playerId, input: { filter } });
      return data as PlayerStatistics;
    },
  });
}
