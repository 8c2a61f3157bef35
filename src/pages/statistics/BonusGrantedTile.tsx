import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList } from 'ra-core';
import type { BonusRecord } from '../../../resources/bonusRecord';
import { usePageText } from '../player/usePageText';
import { rolloverPercent } from './statisticsMath';
import { StatisticsTile } from './StatisticsTile';

/** Bonus granted, with a rollover progress bar per LOCKED bonus of the player. */
export function BonusGrantedTile({ playerId, value, currency }: { playerId: number | string; value: number; currency: string }) {
  const t = usePageText();
  const { data } = useGetList<BonusRecord & { id: number }>('bonuses', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'DESC' },
    meta: { playerId },
  });
  const locked = (data ?? []).filter((bonus) => bonus.bonusPlayerStatus === 'LOCKED');
  return (
    <StatisticsTile id="bonusGranted" label={t('app.statistics.tiles.bonusGranted')} value={value} currency={currency}>
      {locked.map((bonus) => {
        const percent = rolloverPercent(bonus.rolloverAmountCurrent, bonus.rolloverAmountCampaign);
        return (
          <Stack key={bonus.id} spacing={0.25} sx={{ mt: 0.5 }}>
            <Typography variant="caption">{`${bonus.bonusCampaign.title} ${percent.toFixed(2)}%`}</Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={bonus.bonusCampaign.title} />
          </Stack>
        );
      })}
    </StatisticsTile>
  );
}
