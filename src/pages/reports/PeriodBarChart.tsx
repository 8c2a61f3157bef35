import Box from '@mui/material/Box';
import { useLocale } from 'ra-core';
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formattingLocale } from '../../i18n/languages';
import { useMoneyText } from '../../format/useMoneyText';
import { PIE_COLORS } from '../statistics/statisticsMath';
import { chartValues, tickLabels, valueAxis } from '../../widgets/chartAxis';
import type { ChartData } from './reportChart';

export interface PeriodBarChartProps {
  data: ChartData;
  /** The currency of every value. */
  currency: string;
  /** Stack the series (parts of one whole, e.g. sports) instead of setting them side by side. */
  stacked?: boolean;
  /** A series' name in the legend. */
  seriesLabel?: (name: string) => string;
  /** What the chart shows, for screen readers. */
  label: string;
}

/**
 * Bars per calendar period, one colour per series, amounts of one currency: the value axis from
 * zero in round steps of the language's compact numbers (one period reads as one bar against zero,
 * not five equal ticks), the tooltip in money.
 *
 * @example
 * <PeriodBarChart data={pivot(rows, 'EUR', (r) => r.operatorCode, (r) => r.stakes, 'en')} currency="EUR" label="Stakes" />
 */
export function PeriodBarChart({ data, currency, stacked = false, seriesLabel = (name) => name, label }: PeriodBarChartProps) {
  const locale = formattingLocale(useLocale());
  const money = useMoneyText();
  const points = data.points.map((point) => ({ label: point.label, ...point.values }));
  // Stacked bars reach the sum of their positive parts upwards and of their negative parts downwards.
  const values = stacked
    ? data.points.flatMap((point) => {
        const parts = Object.values(point.values);
        return [parts.filter((v) => v > 0).reduce((a, b) => a + b, 0), parts.filter((v) => v < 0).reduce((a, b) => a + b, 0)];
      })
    : chartValues(points, data.series);
  const axis = valueAxis(values);
  const tick = tickLabels(axis.ticks, locale);
  return (
    <Box sx={{ height: 220, minWidth: 0 }} role="img" aria-label={label} data-testid="report-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis domain={axis.domain} ticks={axis.ticks} interval={0} tickFormatter={tick} tick={{ fontSize: 12 }} width={56} />
          <ReferenceLine y={0} stroke="#9e9e9e" />
          <Tooltip formatter={(value) => money(Number(value), currency)} />
          {data.series.length > 1 && <Legend formatter={(name) => seriesLabel(String(name))} />}
          {data.series.map((name, index) => (
            <Bar
              key={name}
              dataKey={name}
              name={name}
              fill={PIE_COLORS[index % PIE_COLORS.length]}
              stackId={stacked ? 'total' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
