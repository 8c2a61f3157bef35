import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useListContext, useLocale, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../resources/money';
import type { SpotProfitRow } from '../../../resources/spotReports';
import { CurrencyChoice } from '../../widgets/CurrencyChoice';
import { useCurrencyChoice } from '../../widgets/useCurrencyChoice';
import { SpotLinks } from './SpotLinks';

export const PROFIT_COLOURS = { income: '#2e7d32', expenses: '#d32f2f', result: '#1976d2' } as const;

/** A row's name on the chart: its entity, or its cost center (its code and name, on a phone its code); the table names the entity. */
function rowLabel(row: SpotProfitRow, none: string, short: boolean): string {
  if (row.grouping === 'ENTITY') return row.entityName;
  if (!row.costCenterCode) return none;
  return short ? row.costCenterCode : `${row.costCenterCode} ${row.costCenterName ?? ''}`.trim();
}

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Profitability's chart (`list.header`): per row of the page (an entity, or a cost center) its
 * income, expenses and result as bars side by side, one currency at a time. The figures are the
 * server's exact sums; the chart only draws them.
 */
export function SpotProfitabilityChart() {
  const translate = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data } = useListContext<SpotProfitRow>();
  const rows = useMemo(() => data ?? [], [data]);
  const currencies = useMemo(() => [...new Set(rows.map((row) => row.currency))].sort(), [rows]);
  const [currency, setCurrency] = useCurrencyChoice(currencies);
  const none = translate('app.spot.reports.noCostCenter');
  const chartRows = rows
    .filter((row) => row.currency === currency)
    .map((row) => ({ name: cut(rowLabel(row, none, phone), 40), income: row.income, expenses: row.expenses, result: row.result }));
  const fields = (name: string) => translate(`resources.spot-profitability.fields.${name}`);
  return (
    <Stack spacing={1} data-testid="spot-profitability-chart">
      {chartRows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.spot.reports.noTransactions')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <CurrencyChoice currencies={currencies} value={currency} onChange={setCurrency} label={fields('currency')} sx={{ mb: 1 }} />
          <div
            style={{ width: '100%', height: Math.min(480, 90 + chartRows.length * (phone ? 64 : 48)) }}
            role="img"
            aria-label={translate('app.spot.reports.profitChart')}
          >
            <ResponsiveContainer>
              <BarChart data={chartRows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis
                  type="number"
                  tick={{ fontSize: 11 }}
                  tickFormatter={(value: number) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(value)}
                />
                <YAxis type="category" dataKey="name" width={phone ? 110 : 190} tick={{ fontSize: 11 }} interval={0} />
                <Tooltip formatter={(value) => formatMoney(Number(value), locale, currency)} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <ReferenceLine x={0} stroke="#9e9e9e" />
                <Bar dataKey="income" name={fields('income')} fill={PROFIT_COLOURS.income} isAnimationActive={false} />
                <Bar dataKey="expenses" name={fields('expenses')} fill={PROFIT_COLOURS.expenses} isAnimationActive={false} />
                <Bar dataKey="result" name={fields('result')} fill={PROFIT_COLOURS.result} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Paper>
      )}
      <SpotLinks
        links={[
          { to: '/spot/spot-reports', label: 'app.spot.reports.cashFlowLink' },
          { to: '/spot/spot-cost-centers', label: 'app.spot.reports.costCentersLink' },
        ]}
      />
    </Stack>
  );
}
