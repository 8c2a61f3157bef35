import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from '../../resource-ui/format';

export interface StatisticsTileProps {
  id: string;
  label: string;
  value: number;
  children?: ReactNode;
}

/** One statistics tile: a label, a number and optional content under it. */
export function StatisticsTile({ id, label, value, children }: StatisticsTileProps) {
  return (
    <Card variant="outlined" data-testid={`stat-tile-${id}`}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h6" component="p" data-testid={`stat-value-${id}`}>
          {formatNumber(Math.round(value * 100) / 100)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
