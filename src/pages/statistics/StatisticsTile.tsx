import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from '../../format';

export interface StatisticsTileProps {
  id: string;
  label: string;
  value: number;
  /** The value as shown, when it needs more than a number (an amount with its currency). */
  display?: string;
  children?: ReactNode;
}

/** One statistics tile: a label, a number (or its `display` text) and optional content under it. */
export function StatisticsTile({ id, label, value, display, children }: StatisticsTileProps) {
  const text = display ?? formatNumber(Math.round(value * 100) / 100);
  return (
    <Card variant="outlined" data-testid={`stat-tile-${id}`} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h6" component="p" noWrap title={text} data-testid={`stat-value-${id}`}>
          {text}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
