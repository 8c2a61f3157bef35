import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocale, useTranslate } from 'ra-core';
import { useMemo, type ReactNode } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceDot, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../resources/money';
import { SPOT_FORECAST_DAYS, type SpotForecast } from '../../../resources/spotReports';
import { browserTimeZone } from '../../format/browserTimeZone';
import { CurrencyChoice } from '../../widgets/CurrencyChoice';
import { useCurrencyChoice } from '../../widgets/useCurrencyChoice';
import { csvFileName, saveFile } from '../../widgets/saveFile';
import { balanceTicks } from './balanceTicks';
import { forecastCsv } from './forecastCsv';
import { useSpotRead } from './useSpotApi';

const shortDate = (locale: string) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const longDate = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The label of the lowest point, kept inside the plot: to the right of the dot in the chart's
 * left half, to its left in the right half, and above it (the lowest point is at the bottom).
 */
function LowestLabel(props: { viewBox?: { x?: number; y?: number; width?: number; height?: number }; text: string; rightHalf: boolean }) {
  const box = props.viewBox ?? {};
  const cx = (box.x ?? 0) + (box.width ?? 0) / 2;
  const cy = (box.y ?? 0) + (box.height ?? 0) / 2;
  return (
    <text
      x={props.rightHalf ? cx - 8 : cx + 8}
      y={cy - 10}
      textAnchor={props.rightHalf ? 'end' : 'start'}
      fontSize={12}
      fontWeight={600}
      fill="#b71c1c"
      stroke="#fff"
      strokeWidth={3}
      paintOrder="stroke"
      data-testid="spot-forecast-lowest-label"
    >
      {props.text}
    </text>
  );
}

/** A titled part under the forecast chart: its content, or a line saying there is nothing. */
function ForecastSection(props: { title: string; nothing: string; empty: boolean; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {props.title}
      </Typography>
      {props.empty ? (
        <Typography variant="body2" color="text.secondary">
          {props.nothing}
        </Typography>
      ) : (
        props.children
      )}
    </Box>
  );
}

/** The forecast of the next 90 days: balance per day with the lowest point marked, what moves it, CSV export. */
export function SpotForecastPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, error, loading } = useSpotRead<SpotForecast>('spot/forecast', { timeZone: browserTimeZone(), days: SPOT_FORECAST_DAYS });
  const currencies = useMemo(() => (data?.series ?? []).map((series) => series.currency), [data]);
  const [currency, setCurrency] = useCurrencyChoice(currencies);
  const series = data?.series.find((candidate) => candidate.currency === currency);
  const points = useMemo(() => (series?.points ?? []).map((point) => ({ date: point.date, balance: Number(point.balance) })), [series]);
  if (error) return <Alert severity="error">{translate('app.spot.loadFailed', { message: error })}</Alert>;
  if (loading && !data) return <LinearProgress aria-busy />;
  if (!data || !series) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="spot-forecast-empty">
        {translate('app.spot.reports.forecastNone')}
      </Typography>
    );
  }
  const money = (value: string) => formatMoney(Number(value), locale, series.currency);
  const day = (value: string) => longDate(locale).format(dateOf(value));
  const events = data.events.filter((event) => event.currency === series.currency);
  const recurring = data.recurring.filter((item) => item.currency === series.currency);
  const lowestIndex = points.findIndex((point) => point.date === series.lowest.date);
  const values = points.map((point) => point.balance);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const ticks = balanceTicks(min, max);
  const kindLabel = (kind: string) => translate(`enums.spotForecastEventKind.${kind}`);
  const exportCsv = () => {
    const field = (name: string) => translate(`app.spot.reports.csv.${name}`);
    const text = forecastCsv(data, locale, {
      headers: {
        date: field('date'),
        currency: field('currency'),
        kind: field('kind'),
        partner: field('partner'),
        invoice: field('invoice'),
        amount: field('amount'),
        balance: field('balance'),
      },
      today: translate('app.spot.reports.today'),
      kinds: {
        SENT_INVOICE: kindLabel('SENT_INVOICE'),
        INCOMING_INVOICE: kindLabel('INCOMING_INVOICE'),
        RECURRING: kindLabel('RECURRING'),
      },
    });
    saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvFileName('forecast'));
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="spot-forecast">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.spot.reports.forecastTitle', { days: data.days })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <CurrencyChoice
            currencies={currencies}
            value={currency}
            onChange={setCurrency}
            label={translate('app.spot.reports.csv.currency')}
          />
          <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} data-testid="spot-forecast-export">
            {translate('app.spot.reports.exportForecast')}
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip variant="outlined" label={`${translate('app.spot.reports.today')} (${day(data.today)}): ${money(series.opening)}`} />
        <Chip
          variant="outlined"
          color={Number(series.lowest.balance) < 0 ? 'error' : 'warning'}
          label={translate('app.spot.reports.lowest', { amount: money(series.lowest.balance), date: day(series.lowest.date) })}
          data-testid="spot-forecast-lowest"
        />
        <Chip variant="outlined" label={translate('app.spot.reports.closing', { amount: money(series.closing), days: data.days })} />
      </Stack>
      <Box
        sx={{ width: '100%', height: { xs: 220, md: 280 } }}
        role="img"
        aria-label={translate('app.spot.reports.forecastChart')}
        data-testid="spot-forecast-chart"
      >
        <ResponsiveContainer>
          <LineChart data={points} margin={{ top: 16, right: 16, bottom: 0, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="date"
              tick={{ fontSize: 11 }}
              minTickGap={phone ? 24 : 40}
              tickFormatter={(value: string) => shortDate(locale).format(dateOf(value))}
            />
            <YAxis
              tick={{ fontSize: 11 }}
              width={phone ? 52 : 72}
              domain={[ticks[0], ticks[ticks.length - 1]]}
              ticks={ticks}
              tickFormatter={(value: number) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(value)}
            />
            <Tooltip
              labelFormatter={(value) => day(String(value))}
              formatter={(value) => formatMoney(Number(value), locale, series.currency)}
            />
            {ticks[0] < 0 && ticks[ticks.length - 1] > 0 && <ReferenceLine y={0} stroke="#9e9e9e" />}
            <Line
              type="stepAfter"
              dataKey="balance"
              name={translate('app.spot.reports.balance')}
              stroke="#1976d2"
              dot={false}
              isAnimationActive={false}
            />
            <ReferenceDot
              x={series.lowest.date}
              y={Number(series.lowest.balance)}
              r={5}
              fill="#d32f2f"
              stroke="#fff"
              ifOverflow="extendDomain"
              label={(props: { viewBox?: { x?: number; y?: number; width?: number; height?: number } }) => (
                <LowestLabel
                  viewBox={props.viewBox}
                  rightHalf={lowestIndex > points.length / 2}
                  text={`${translate('app.spot.reports.lowestShort')}: ${money(series.lowest.balance)} (${shortDate(locale).format(dateOf(series.lowest.date))})`}
                />
              )}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <ForecastSection
          title={translate('app.spot.reports.expected')}
          nothing={translate('app.spot.reports.nothingExpected')}
          empty={events.length === 0}
        >
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 180, overflowY: 'auto' }} data-testid="spot-forecast-events">
            {events.map((event, index) => (
              <Box
                component="li"
                key={`${event.date}-${event.kind}-${event.invoiceId ?? index}`}
                sx={{ display: 'flex', gap: 1, py: 0.25, fontSize: 13, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
              >
                <Box sx={{ flex: '0 0 auto', width: 52, color: event.overdue ? 'error.main' : 'text.secondary' }}>
                  {shortDate(locale).format(dateOf(event.date))}
                </Box>
                <Box sx={{ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {kindLabel(event.kind)}
                  {event.partnerName ? ` · ${event.partnerName}` : ''}
                  {event.invoiceNumber ? ` · ${event.invoiceNumber}` : ''}
                  {event.overdue ? ` · ${translate('app.spot.reports.overdue')}` : ''}
                </Box>
                <Box
                  sx={{
                    flex: '0 0 auto',
                    fontVariantNumeric: 'tabular-nums',
                    color: event.amount.startsWith('-') ? 'error.main' : 'success.main',
                  }}
                >
                  {money(event.amount)}
                </Box>
              </Box>
            ))}
          </Box>
        </ForecastSection>
        <ForecastSection
          title={translate('app.spot.reports.recurring')}
          nothing={translate('app.spot.reports.noRecurring')}
          empty={recurring.length === 0}
        >
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="spot-forecast-recurring">
            {recurring.map((item) => (
              <Chip
                key={`${item.partnerId ?? item.partnerName}-${item.amount}`}
                size="small"
                variant="outlined"
                sx={{ maxWidth: '100%' }}
                label={`${item.partnerName}: ${money(item.amount)} ${translate(`enums.spotRecurrenceCadence.${item.cadence}`)}`}
              />
            ))}
          </Stack>
        </ForecastSection>
      </Box>
    </Paper>
  );
}
