import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { MoneyCurrency } from '../../../resources/money';
import { formatNumber } from '../../format';
import { useMoneyText } from '../../format/useMoneyText';

export interface StatisticsTileProps {
  id: string;
  label: string;
  value: number;
  /** The value as shown, when it needs more than a number (an amount with its currency). */
  display?: string;
  /** The value is an amount in this currency: two decimals, grouped, with the currency's mark. */
  currency?: MoneyCurrency;
  children?: ReactNode;
}

/** One statistics tile: a label, a number, an amount with its `currency` (or its `display` text) and optional content under it. */
export function StatisticsTile({ id, label, value, display, currency, children }: StatisticsTileProps) {
  const money = useMoneyText();
  const text = display ?? (currency === undefined ? formatNumber(Math.round(value * 100) / 100) : money(value, currency));
  return (
    <Card variant="outlined" data-testid={`stat-tile-${id}`} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          noWrap
          title={text}
          data-testid={`stat-value-${id}`}
          data-value={Math.round(value * 100) / 100}
        >
          {text}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
