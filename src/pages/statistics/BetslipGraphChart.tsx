import Box from '@mui/material/Box';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BetslipGraphPoint } from '../../../resources/playerStatistics';
import { useMoneyText } from '../../format/useMoneyText';
import { usePageText } from '../player/usePageText';
import type { ChartProps } from './MovementsChart';
import { LINE_COLORS } from './statisticsMath';

/** Stake and payout per day (bar chart); a click toggles the log scale. */
export function BetslipGraphChart({ data, log, onToggleLog, currency }: ChartProps<BetslipGraphPoint>) {
  const t = usePageText();
  const money = useMoneyText();
  return (
    <Box
      sx={{ height: 260, cursor: 'pointer' }}
      onClick={onToggleLog}
      role="img"
      aria-label={t('app.statistics.charts.betslips')}
      data-testid="chart-betslips"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" />
          <YAxis scale={log ? 'log' : 'auto'} domain={log ? [1, 'auto'] : [0, 'auto']} allowDataOverflow />
          <Tooltip formatter={(value) => money(Number(value), currency)} />
          <Legend />
          <Bar dataKey="stake" name={t('app.statistics.tiles.stake')} fill={LINE_COLORS[0]} />
          <Bar dataKey="payout" name={t('app.statistics.tiles.paidOut')} fill={LINE_COLORS[2]} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
