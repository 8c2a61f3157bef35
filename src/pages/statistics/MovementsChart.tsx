import Box from '@mui/material/Box';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoneyText } from '../../format/useMoneyText';
import { usePageText } from '../player/usePageText';
import { LINE_COLORS, type MovementPoint } from './statisticsMath';

export interface ChartProps<T> {
  data: readonly T[];
  /** Logarithmic value axis (toggled by a click on the chart). */
  log: boolean;
  onToggleLog: () => void;
  /** The currency of the amounts (the tooltip writes money with it). */
  currency?: string;
}

/** Deposits and withdrawals per day of one currency (line chart; one day shows as dots); a click toggles the log scale. */
export function MovementsChart({ data, log, onToggleLog, currency }: ChartProps<MovementPoint>) {
  const t = usePageText();
  const money = useMoneyText();
  const dot = data.length <= 1;
  return (
    <Box
      sx={{ height: 260, cursor: 'pointer' }}
      onClick={onToggleLog}
      role="img"
      aria-label={t('app.statistics.charts.movements')}
      data-testid="chart-movements"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...data]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis scale={log ? 'log' : 'auto'} domain={log ? [1, 'auto'] : [0, 'auto']} allowDataOverflow />
          <Tooltip formatter={(value) => money(Number(value), currency)} />
          <Legend />
          <Line type="monotone" dataKey="deposits" name={t('app.statistics.tiles.deposit')} stroke={LINE_COLORS[0]} dot={dot} />
          <Line type="monotone" dataKey="withdrawals" name={t('app.statistics.tiles.withdrawals')} stroke={LINE_COLORS[1]} dot={dot} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
