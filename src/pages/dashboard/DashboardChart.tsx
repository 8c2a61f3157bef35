import Box from '@mui/material/Box';
import { useLocale, useTranslate } from 'ra-core';
import { formattingLocale } from '../../i18n/languages';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardPoint } from '../../../resources/dashboard';
import { useMoneyText } from '../../format/useMoneyText';
import { LINE_COLORS } from '../statistics/statisticsMath';
import { chartValues, tickLabels, valueAxis } from '../../widgets/chartAxis';

export interface DashboardChartProps {
  points: readonly DashboardPoint[];
  currency: string;
}

const BARS = ['deposits', 'withdrawals'] as const;
const LINES = ['stakes', 'payouts', 'houseWin'] as const;

/**
 * One currency's figures per period: deposits and withdrawals as bars, stakes, payouts and house
 * win as lines; amounts in the tooltip as every list writes money.
 *
 * @example
 * <DashboardChart points={chartPoints(series, 'EUR', range, 'day')} currency="EUR" />
 */
export function DashboardChart({ points, currency }: DashboardChartProps) {
  const translate = useTranslate();
  const money = useMoneyText();
  const name = (key: string) => translate(`app.home.summary.money.${key}`);
  const locale = formattingLocale(useLocale());
  const axis = valueAxis(chartValues(points as unknown as Record<string, unknown>[], [...BARS, ...LINES]));
  const tick = tickLabels(axis.ticks, locale);
  // A line of one period is a dot, not nothing.
  const dot = points.length <= 1;
  return (
    <Box sx={{ height: 320 }} role="img" aria-label={translate('app.dashboard.chart', { currency })} data-testid="dashboard-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...points]} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" />
          <YAxis width={72} domain={axis.domain} ticks={axis.ticks} interval={0} tickFormatter={tick} />
          <Tooltip formatter={(value) => money(Number(value), currency)} />
          <Legend />
          {BARS.map((key, index) => (
            <Bar key={key} dataKey={key} name={name(key)} fill={LINE_COLORS[index]} />
          ))}
          {LINES.map((key, index) => (
            <Line key={key} type="monotone" dataKey={key} name={name(key)} stroke={LINE_COLORS[index + 2]} dot={dot} />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
