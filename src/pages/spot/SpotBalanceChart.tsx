import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { z } from 'zod';
import { formatMoney } from '../../../resources/money';
import type { SpotBalanceSeries } from '../../../resources/spotBanking';
import { useSpotRead } from './useSpotApi';

type Series = z.output<typeof SpotBalanceSeries>;

const COLOURS = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f'];

/** Each account's end-of-day balances merged into one row per day (a day an account did not move keeps its last balance). */
function chartRows(accounts: readonly Series[]) {
  const days = [...new Set(accounts.flatMap((account) => account.points.map((point) => point.date)))].sort();
  const last = new Map(accounts.map((account) => [account.bankAccountId, Number(account.openingBalance)]));
  return days.map((day) => {
    const row: Record<string, number | string> = { day };
    for (const account of accounts) {
      const point = account.points.find((candidate) => candidate.date === day);
      if (point) last.set(account.bankAccountId, Number(point.balance));
      row[`a${account.bankAccountId}`] = last.get(account.bankAccountId)!;
    }
    return row;
  });
}

/**
 * The bank accounts' balances: a card per account (its balance now, opening balance plus every
 * transaction, from the server's exact sum) and the balance over time as a line per account.
 */
export function SpotBalanceChart() {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, error, loading } = useSpotRead<Series[]>('spot/balances');
  const rows = useMemo(() => chartRows(data ?? []), [data]);
  if (error) return <Alert severity="error">{translate('app.spot.loadFailed', { message: error })}</Alert>;
  if (loading && !data) return <LinearProgress aria-busy />;
  if (!data || data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="spot-no-accounts">
        {translate('app.spot.banking.noAccounts')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} data-testid="spot-balances">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {data.map((account, index) => (
          <Card
            key={account.bankAccountId}
            variant="outlined"
            sx={{ minWidth: 180, borderLeft: 4, borderLeftColor: COLOURS[index % COLOURS.length] }}
          >
            <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
              <Typography variant="caption" color="text.secondary">
                {account.name}
              </Typography>
              <Typography variant="h6" component="p" data-testid="spot-balance">
                {formatMoney(Number(account.balance), locale, account.currency)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {rows.length > 1 && (
        <Box sx={{ width: '100%', height: { xs: 180, md: 220 } }} aria-label={translate('app.spot.banking.chart')} role="img">
          <ResponsiveContainer>
            <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={32} />
              <YAxis
                tick={{ fontSize: 11 }}
                width={72}
                tickFormatter={(value: number) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(value)}
              />
              <Tooltip formatter={(value) => formatMoney(Number(value), locale)} />
              <Legend />
              {data.map((account, index) => (
                <Line
                  key={account.bankAccountId}
                  type="stepAfter"
                  dataKey={`a${account.bankAccountId}`}
                  name={account.name}
                  stroke={COLOURS[index % COLOURS.length]}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Stack>
  );
}
