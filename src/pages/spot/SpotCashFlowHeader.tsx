import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useListContext, useLocale, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '../../../resources/money';
import { SPOT_FORECAST_DAYS, type SpotCashFlowRow, type SpotForecast } from '../../../resources/spotReports';
import { browserTimeZone } from '../../format/browserTimeZone';
import { csvFileName, saveFile } from '../../widgets/saveFile';
import { forecastCsv } from './forecastCsv';
import { useSpotRead } from './useSpotApi';

const CATEGORY_COLOURS = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f', '#0097a7', '#5d4037', '#c2185b', '#689f38', '#455a64'];

/** A currency choice, shown only when there is more than one. */
function CurrencyChoice(props: {
  currencies: readonly string[];
  value: string | undefined;
  onChange: (value: string) => void;
  label: string;
}) {
  if (props.currencies.length < 2) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.value}
      onChange={(_, value: string | null) => value && props.onChange(value)}
      aria-label={props.label}
    >
      {props.currencies.map((code) => (
        <ToggleButton key={code} value={code} sx={{ py: 0.25 }}>
          {code}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const shortDate = (locale: string) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const longDate = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Round axis ticks around the balances, with room below the lowest point for its dot and above
 * the highest: 1, 2 or 5 times a power of ten apart, about four steps.
 */
export function balanceTicks(min: number, max: number): number[] {
  const span = Math.max(max - min, Math.abs(max) * 0.02, 1);
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const low = Math.floor((min - span * 0.08) / step) * step;
  const high = Math.ceil((max + span * 0.08) / step) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Math.round(tick / step) * step);
  return ticks;
}

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

/** The forecast of the next 90 days: balance per day with the lowest point marked, what moves it, CSV export. */
function SpotForecastPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, error, loading } = useSpotRead<SpotForecast>('spot/forecast', { timeZone: browserTimeZone(), days: SPOT_FORECAST_DAYS });
  const [chosen, setChosen] = useState<string>();
  const currencies = useMemo(() => (data?.series ?? []).map((series) => series.currency), [data]);
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
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
            onChange={setChosen}
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
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3">
            {translate('app.spot.reports.expected')}
          </Typography>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('app.spot.reports.nothingExpected')}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 180, overflowY: 'auto' }}
              data-testid="spot-forecast-events"
            >
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
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3">
            {translate('app.spot.reports.recurring')}
          </Typography>
          {recurring.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('app.spot.reports.noRecurring')}
            </Typography>
          ) : (
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
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** The cash flow of the list's rows per month: in and out as bars and net as a line, or net per category stacked. */
function SpotCashFlowChart() {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, filterValues } = useListContext<SpotCashFlowRow>();
  const rows = useMemo(() => data ?? [], [data]);
  const currencies = useMemo(() => [...new Set(rows.map((row) => row.currency))].sort(), [rows]);
  const [chosen, setChosen] = useState<string>();
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const byCategory = filterValues?.grouping === 'CATEGORY';
  const mine = rows.filter((row) => row.currency === currency);
  const field = (name: string) => translate(`resources.spot-reports.fields.${name}`);
  const uncategorised = translate('app.spot.totals.uncategorised');
  const categories = [...new Set(mine.map((row) => row.categoryName ?? uncategorised))];
  const months = [...new Set(mine.map((row) => row.month))].sort();
  if (mine.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.spot.reports.noTransactions')}
      </Typography>
    );
  }
  const compact = (value: number) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(value);
  const tooltip = (value: unknown) => formatMoney(Math.abs(Number(value)), locale, currency);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="spot-cash-flow-chart">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(byCategory ? 'app.spot.reports.cashFlowByCategory' : 'app.spot.reports.cashFlowTitle')}
        </Typography>
        <CurrencyChoice currencies={currencies} value={currency} onChange={setChosen} label={field('currency')} />
      </Stack>
      <Box sx={{ width: '100%', height: { xs: 240, md: 260 } }} role="img" aria-label={translate('app.spot.reports.cashFlowTitle')}>
        <ResponsiveContainer>
          {byCategory ? (
            <BarChart
              data={months.map((month) => ({
                month,
                ...Object.fromEntries(mine.filter((row) => row.month === month).map((row) => [row.categoryName ?? uncategorised, row.net])),
              }))}
              margin={{ top: 8, right: 16, bottom: 0, left: 4 }}
              stackOffset="sign"
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="month" tick={{ fontSize: 11 }} />
              <YAxis tick={{ fontSize: 11 }} width={64} tickFormatter={compact} />
              <Tooltip formatter={(value) => formatMoney(Number(value), locale, currency)} />
              <Legend wrapperStyle={{ fontSize: 11 }} />
              <ReferenceLine y={0} stroke="#9e9e9e" />
              {categories.map((name, index) => (
                <Bar
                  key={name}
                  dataKey={name}
                  stackId="net"
                  fill={CATEGORY_COLOURS[index % CATEGORY_COLOURS.length]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          ) : (
            <ComposedChart
              data={mine.map((row) => ({ month: row.month, moneyIn: row.moneyIn, moneyOut: -row.moneyOut, net: row.net }))}
              margin={{ top: 8, right: 16, bottom: 0, left: 4 }}
              stackOffset="sign"
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="month" tick={{ fontSize: 11 }} />
              <YAxis tick={{ fontSize: 11 }} width={64} tickFormatter={compact} />
              <Tooltip
                formatter={(value, name) => (name === field('net') ? formatMoney(Number(value), locale, currency) : tooltip(value))}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <ReferenceLine y={0} stroke="#9e9e9e" />
              <Bar dataKey="moneyIn" name={field('moneyIn')} fill="#2e7d32" stackId="flow" isAnimationActive={false} />
              <Bar dataKey="moneyOut" name={field('moneyOut')} fill="#d32f2f" stackId="flow" isAnimationActive={false} />
              <Line dataKey="net" name={field('net')} stroke="#1976d2" strokeWidth={2} isAnimationActive={false} />
            </ComposedChart>
          )}
        </ResponsiveContainer>
      </Box>
    </Paper>
  );
}

/** The cash-flow screen's header (`list.header`): the forecast of the next 90 days, then the months of the list. */
export function SpotCashFlowHeader() {
  return (
    <Stack spacing={1.5} data-testid="spot-cash-flow-header">
      <SpotForecastPanel />
      <SpotCashFlowChart />
    </Stack>
  );
}
