import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'ra-core';
import type { DashboardSummary } from '../../../resources/dashboard';
import { useMoneyText } from '../../format/useMoneyText';

const MONEY = ['deposits', 'withdrawals', 'stakes', 'payouts', 'houseWin'] as const;

export interface CurrencyFiguresTableProps {
  currencies: DashboardSummary['currencies'];
}

/** The time frame's figures of every currency side by side, amounts right-aligned as in the lists. */
export function CurrencyFiguresTable({ currencies }: CurrencyFiguresTableProps) {
  const translate = useTranslate();
  const money = useMoneyText();
  return (
    <Table size="small" aria-label={translate('app.dashboard.perCurrency')} data-testid="dashboard-currencies" sx={{ minWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.dashboard.currency')}</TableCell>
          {MONEY.map((key) => (
            <TableCell key={key} align="right">
              {translate(`app.home.summary.money.${key}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {currencies.map((figures) => (
          <TableRow key={figures.currency} data-testid={`dashboard-currency-${figures.currency}`}>
            <TableCell>{figures.currency}</TableCell>
            {MONEY.map((key) => (
              <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {money(figures[key], figures.currency)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
