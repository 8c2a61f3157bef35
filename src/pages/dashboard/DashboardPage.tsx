import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useMemo, useState } from 'react';
import { DASHBOARD_QUEUES, queuePath, type DashboardQueue } from '../../../resources/dashboard';
import { serverNow } from '../../data/serverClock';
import { useMoneyText } from '../../format/useMoneyText';
import { CENTRAL_OPERATOR_CODE } from '../../operator/operatorStore';
import { useCurrentOperator } from '../../operator/useCurrentOperator';
import { resolveTimeFrame } from '../../widgets/timeFrame';
import { QueueCard } from '../home/QueueCard';
import { useDashboardSummary } from '../home/useDashboardSummary';
import { StatisticsTile } from '../statistics/StatisticsTile';
import { CurrencyFiguresTable } from './CurrencyFiguresTable';
import { DashboardChart } from './DashboardChart';
import { chartPoints, intervalOf } from './dashboardPeriods';
import { DashboardTimeFrame } from './DashboardTimeFrame';

const QUEUES = Object.keys(DASHBOARD_QUEUES) as DashboardQueue[];
const MONEY = ['deposits', 'withdrawals', 'stakes', 'payouts', 'houseWin'] as const;
const GRID = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    xl: 'repeat(7, minmax(0, 1fr))',
  },
  gap: 1,
};

/**
 * `/index2`, the dashboard (beta operator item, 000 §2): Home's summary (`GET {op}/dashboard`) in
 * full for the operator chosen in the top bar: every queue that needs a person (each a link to its
 * filtered list), the figures of a time frame of the `dashboard` presets or a custom range, for a
 * chosen currency, a chart of them per day (per month beyond three months) and the figures of every
 * currency side by side. Loading, empty and error states included.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const money = useMoneyText();
  const operator = useCurrentOperator();
  const [timeFrame, setTimeFrame] = useState('last7days');
  const range = useMemo(() => resolveTimeFrame(timeFrame, serverNow()), [timeFrame]);
  const interval = intervalOf(range);
  const { data, error, isFetching, refetch } = useDashboardSummary(operator, range, interval);
  const [chosen, setChosen] = useState<string>();
  const currencies = data?.currencies ?? [];
  const currency = currencies.some((figures) => figures.currency === chosen) ? chosen! : currencies[0]?.currency;
  const figures = currencies.find((entry) => entry.currency === currency);
  const title = translate('app.menu.pages.dashboard');
  return (
    // Its width comes from the page (the chart and the table never widen it).
    <Stack spacing={2} sx={{ mt: 1, mb: 2, contain: 'inline-size' }} data-testid="dashboard-page">
      <Title title={title} />
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {operator && operator !== CENTRAL_OPERATOR_CODE ? translate('app.dashboard.title', { operator }) : title}
        </Typography>
        <DashboardTimeFrame value={timeFrame} onChange={setTimeFrame} />
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('app.dashboard.currency')}
          value={currency ?? ''}
          disabled={currencies.length === 0}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 120 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'dashboard-currency' } } }}
        >
          {currencies.map((entry) => (
            <MenuItem key={entry.currency} value={entry.currency}>
              {entry.currency}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
      {error && (
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
      )}
      {data && (
        <>
          <Typography variant="subtitle1" component="h2">
            {translate('app.home.summary.queues')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1 }}>
            {QUEUES.map((queue) => {
              const label = translate(`app.home.summary.queue.${queue}`);
              const count = data.queues[queue];
              // A queue the view does not have (limit alerts outside the central view) is not shown.
              if (count === undefined) return null;
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
          <Typography variant="subtitle1" component="h2">
            {translate('app.dashboard.figures', { currency: currency ?? '—' })}
          </Typography>
          <Box sx={GRID}>
            <StatisticsTile id="newPlayers" label={translate('app.home.summary.newPlayers')} value={data.newPlayers} />
            <StatisticsTile id="betslips" label={translate('app.home.summary.betslips')} value={data.betslips} />
            {figures &&
              MONEY.map((key) => (
                <StatisticsTile
                  key={key}
                  id={key}
                  label={translate(`app.home.summary.money.${key}`)}
                  value={figures[key]}
                  display={money(figures[key], figures.currency)}
                />
              ))}
          </Box>
          {currency === undefined ? (
            <Typography color="text.secondary" data-testid="dashboard-empty">
              {translate('app.home.summary.empty')}
            </Typography>
          ) : (
            <>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h2" gutterBottom>
                    {translate(interval === 'day' ? 'app.dashboard.perDay' : 'app.dashboard.perMonth', { currency })}
                  </Typography>
                  <DashboardChart points={chartPoints(data.series ?? [], currency, range, interval)} currency={currency} />
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent sx={{ overflowX: 'auto' }}>
                  <Typography variant="subtitle1" component="h2" gutterBottom>
                    {translate('app.dashboard.perCurrency')}
                  </Typography>
                  <CurrencyFiguresTable currencies={currencies} />
                </CardContent>
              </Card>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
