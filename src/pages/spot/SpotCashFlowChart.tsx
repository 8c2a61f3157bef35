import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext, useLocale, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '../../../resources/money';
import type { SpotCashFlowRow } from '../../../resources/spotReports';
import { CurrencyChoice } from '../../widgets/CurrencyChoice';
import { useCurrencyChoice } from '../../widgets/useCurrencyChoice';

const CATEGORY_COLOURS = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f', '#0097a7', '#5d4037', '#c2185b', '#689f38', '#455a64'];

/** The cash flow of the list's rows per month: in and out as bars and net as a line, or net per category stacked. */
export function SpotCashFlowChart() {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, filterValues } = useListContext<SpotCashFlowRow>();
  const rows = useMemo(() => data ?? [], [data]);
  const currencies = useMemo(() => [...new Set(rows.map((row) => row.currency))].sort(), [rows]);
  const [currency, setCurrency] = useCurrencyChoice(currencies);
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
        <CurrencyChoice currencies={currencies} value={currency} onChange={setCurrency} label={field('currency')} />
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
