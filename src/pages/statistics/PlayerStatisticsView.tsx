import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useMemo, useState } from 'react';
import type { BetslipGraphPoint } from '../../../resources/playerStatistics';
import type { BackofficeDataProvider } from '../../data/types';
import { resolveTimeFrame, type TimeFramePreset } from '../../widgets/timeFrame';
import { usePageText } from '../player/usePageText';
import { AccountActivity } from './AccountActivity';
import { BetslipGraphChart } from './BetslipGraphChart';
import { BonusGrantedTile } from './BonusGrantedTile';
import { DistributionCard } from './DistributionCard';
import { MovementsChart } from './MovementsChart';
import { MyAccountSummary } from './MyAccountSummary';
import { PlainStatistics } from './PlainStatistics';
import { chartStart, MONEY_TILES, movementCurrency, movementSeries, tileValues } from './statisticsMath';
import { StatisticsTile } from './StatisticsTile';
import { StatisticsToolbar } from './StatisticsToolbar';
import { usePlayerStatistics } from './usePlayerStatistics';
import { serverNow } from '../../data/serverClock';

/** `default`: everything; `home`: tiles and the movements chart; `empty`: only the controls. */
export type StatisticsLayout = 'default' | 'home' | 'empty';

const TILE_KEYS = ['deposit', 'withdrawals', 'stake', 'paidOut', 'houseWin', 'betCount'] as const;

/**
 * A player's statistics (001 §2): tiles, time frame (default any), Betslip Distribution, line,
 * pie and bar charts (log scale on click), Account Activity and My Account; or the plain view.
 * Amounts show in `currency` (the player's), else in the one currency of the movements.
 */
export function PlayerStatisticsView({
  playerId,
  layout = 'default',
  currency: playerCurrency,
}: {
  playerId: number | string;
  layout?: StatisticsLayout;
  currency?: string;
}) {
  const t = usePageText();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [timeFrame, setTimeFrame] = useState<TimeFramePreset>('any');
  const [rate, setRate] = useState(0);
  const [view, setView] = useState<'tiles' | 'plain'>('tiles');
  const [log, setLog] = useState(false);
  const range = useMemo(() => resolveTimeFrame(timeFrame, serverNow()), [timeFrame]);
  const { data: stats, error, isPending, refetch } = usePlayerStatistics(playerId, range, rate);
  const graph = useQuery({
    queryKey: ['betslipGraph', playerId, range.from, range.to],
    enabled: layout === 'default' && view === 'tiles',
    queryFn: async () =>
      (
        await dataProvider.runAction('players-statistics', 'loadBetslipGraph', {
          id: playerId,
          input: { filter: { playType: 'LIVE_AND_PREMATCH', ...(range.from || range.to ? { created: range } : {}) } },
        })
      ).data as BetslipGraphPoint[],
  });
  const toolbar = (
    <StatisticsToolbar timeFrame={timeFrame} onTimeFrame={setTimeFrame} rate={rate} onRate={setRate} view={view} onView={setView} />
  );
  if (layout === 'empty') return toolbar;
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  const values = stats ? tileValues(stats) : undefined;
  const currency = playerCurrency ?? (stats && movementCurrency(stats)) ?? '';
  const toggleLog = () => setLog((current) => !current);
  return (
    <Stack spacing={2} data-testid="player-statistics">
      {toolbar}
      {isPending && <LinearProgress />}
      {view === 'plain' ? (
        <PlainStatistics stats={stats} currency={currency} onRefresh={() => void refetch()} />
      ) : (
        values &&
        stats && (
          <>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' }, gap: 1 }}
            >
              {TILE_KEYS.map((key) => (
                <StatisticsTile
                  key={key}
                  id={key}
                  label={t(`app.statistics.tiles.${key}`)}
                  value={values[key]}
                  currency={MONEY_TILES.has(key) ? currency : undefined}
                />
              ))}
              <BonusGrantedTile playerId={playerId} value={stats.totalPayoutBonusAmount} currency={currency} />
            </Box>
            <MovementsChart
              data={movementSeries(stats, chartStart(range.from, serverNow()), currency || undefined)}
              log={log}
              onToggleLog={toggleLog}
              currency={currency}
            />
            {layout === 'default' && (
              <>
                <DistributionCard playerId={playerId} />
                <BetslipGraphChart data={graph.data ?? []} log={log} onToggleLog={toggleLog} currency={currency} />
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                  <AccountActivity playerId={playerId} range={range} />
                  <MyAccountSummary playerId={playerId} />
                </Box>
              </>
            )}
          </>
        )
      )}
    </Stack>
  );
}
