import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { queuePath, type DashboardQueue } from '../../../resources/dashboard';
import { serverNow } from '../../data/serverClock';
import { CENTRAL_OPERATOR_CODE } from '../../operator/operatorStore';
import { useCurrentOperator } from '../../operator/useCurrentOperator';
import { resolveTimeFrame, type TimeFramePreset } from '../../widgets/timeFrame';
import { STATISTICS_TIME_FRAMES } from '../statistics/StatisticsToolbar';
import { StatisticsTile } from '../statistics/StatisticsTile';
import { QueueCard } from './QueueCard';
import { useDashboardSummary } from './useDashboardSummary';
import { useMoneyText } from '../../format/useMoneyText';

const QUEUES: readonly DashboardQueue[] = ['kycUnderReview', 'withdrawalsWaiting', 'limitAlerts'];
const MONEY = ['deposits', 'withdrawals', 'stakes', 'payouts', 'houseWin'] as const;
const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: 1,
};

/**
 * The start of the day on Home: the queues that need a person (KYC under review, withdrawals
 * waiting, on the central view the unacknowledged limit alerts), each a link to its filtered
 * list, and the figures of the selected operator (the top bar's switcher) for a time frame
 * (default today): deposits, withdrawals, stakes, payouts and house win per currency, new players
 * and betslips. Loading, empty and error states included.
 */
export function HomeSummary() {
  const translate = useTranslate();
  const moneyText = useMoneyText();
  const operator = useCurrentOperator();
  const [timeFrame, setTimeFrame] = useState<TimeFramePreset>('today');
  const range = useMemo(() => resolveTimeFrame(timeFrame, serverNow()), [timeFrame]);
  const { data, error, isPending, isFetching, refetch } = useDashboardSummary(operator, range);

  return (
    <Stack spacing={2} component="section" aria-labelledby="home-summary-title" data-testid="home-summary" sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h2" id="home-summary-title" sx={{ flexGrow: 1 }}>
          {/* The central view spans every operator: no operator to name. */}
          {operator && operator !== CENTRAL_OPERATOR_CODE
            ? translate('app.home.summary.title', { operator })
            : translate('app.home.summary.titleNoOperator')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('app.statistics.timeFrame')}
          value={timeFrame}
          onChange={(event) => setTimeFrame(event.target.value as TimeFramePreset)}
          fullWidth={false}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'home-time-frame' } } }}
        >
          {STATISTICS_TIME_FRAMES.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {translate(`app.timeFrames.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('app.home.summary.retry')}
            </Button>
          }
        >
          {translate('app.home.summary.error', { message: error instanceof Error ? error.message : String(error) })}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Typography variant="subtitle1" component="h3">
            {translate('app.home.summary.queues')}
          </Typography>
          <Box sx={{ ...GRID, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            {QUEUES.map((queue) => {
              // The server counts only the queues the view may open (limit alerts: the central view).
              const count = data.queues[queue];
              if (count === undefined) return null;
              const label = translate(`app.home.summary.queue.${queue}`);
              return (
                <QueueCard
                  key={queue}
                  id={queue}
                  label={label}
                  count={count}
                  to={queuePath(queue)}
                  title={translate('app.home.summary.openQueue', { label, count })}
                />
              );
            })}
          </Box>
          <Typography variant="subtitle1" component="h3">
            {translate('app.home.summary.figures', { timeFrame: translate(`app.timeFrames.${timeFrame}`) })}
          </Typography>
          <Box sx={GRID}>
            <StatisticsTile id="newPlayers" label={translate('app.home.summary.newPlayers')} value={data.newPlayers} />
            <StatisticsTile id="betslips" label={translate('app.home.summary.betslips')} value={data.betslips} />
          </Box>
          {data.currencies.length === 0 ? (
            <Typography color="text.secondary" data-testid="home-summary-empty">
              {translate('app.home.summary.empty')}
            </Typography>
          ) : (
            data.currencies.map((figures) => (
              <Box
                key={figures.currency}
                role="group"
                aria-label={figures.currency}
                data-testid={`home-figures-${figures.currency}`}
                sx={GRID}
              >
                {MONEY.map((key) => (
                  <StatisticsTile
                    key={key}
                    id={`${key}-${figures.currency}`}
                    label={translate(`app.home.summary.money.${key}`)}
                    value={figures[key]}
                    display={moneyText(figures[key], figures.currency)}
                  />
                ))}
              </Box>
            ))
          )}
        </>
      ) : isPending && !error ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : null}
    </Stack>
  );
}
