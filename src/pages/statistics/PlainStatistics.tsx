import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PlayerStatistics } from '../../../resources/playerStatistics';
import { useMoneyText } from '../../format/useMoneyText';
import { usePageText } from '../player/usePageText';

/** The plain view: read-only total payin, total payout and house win in `currency`, with Refresh. */
export function PlainStatistics({
  stats,
  currency,
  onRefresh,
}: {
  stats: PlayerStatistics | undefined;
  currency: string;
  onRefresh: () => void;
}) {
  const t = usePageText();
  const money = useMoneyText();
  const field = (key: string, value: number | undefined) => (
    <TextField
      key={key}
      size="small"
      label={t(`app.statistics.plain.${key}`)}
      value={value === undefined ? '' : money(value, currency)}
      slotProps={{ input: { readOnly: true } }}
    />
  );
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap data-testid="plain-statistics">
      {field('totalPayin', stats?.totalPayinAmount)}
      {field('totalPayout', stats?.totalPayoutAmount)}
      {field('houseWin', stats?.houseWin)}
      <Button onClick={onRefresh}>{t('app.statistics.refresh')}</Button>
    </Stack>
  );
}
