import ShowChartIcon from '@mui/icons-material/ShowChart';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { CurrencyChoice } from '../../widgets/CurrencyChoice';

export interface ReportChartFrameProps {
  /** The currencies on screen; a choice appears when there is more than one. */
  currencies: readonly string[];
  currency: string;
  onCurrency: (currency: string) => void;
  /** The figures the chart can show, with their labels. */
  metrics: readonly { value: string; label: string }[];
  metric: string;
  onMetric: (metric: string) => void;
  /** Accessible names of the two choices. */
  currencyLabel: string;
  metricLabel: string;
  /** A line under the chart (the chart shows only the rows of this page). */
  note?: string;
  children: ReactNode;
}

/**
 * The frame of a report chart: which figure it shows and, when the rows hold several currencies,
 * which currency (one at a time: amounts of different currencies are never drawn on one axis). On a
 * phone the chart stays folded behind a button until asked for, so the list under it keeps its room.
 */
export function ReportChartFrame(props: ReportChartFrameProps) {
  const { currencies, currency, onCurrency, metrics, metric, onMetric, currencyLabel, metricLabel, note, children } = props;
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const toggle = phone && (
    <Button
      size="small"
      startIcon={<ShowChartIcon />}
      onClick={() => setUnfolded(!unfolded)}
      aria-expanded={unfolded}
      sx={{ alignSelf: 'flex-start' }}
      data-testid="report-chart-toggle"
    >
      {translate(unfolded ? 'app.reports.hideChart' : 'app.reports.showChart')}
    </Button>
  );
  if (phone && !unfolded) return toggle;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="report-chart-frame">
      {toggle}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'space-between' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_, value: string | null) => value && onMetric(value)}
          aria-label={metricLabel}
          sx={{ flexWrap: 'wrap' }}
        >
          {metrics.map((option) => (
            <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none', py: 0.25 }}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <CurrencyChoice currencies={currencies} value={currency} onChange={onCurrency} label={currencyLabel} />
      </Stack>
      {children}
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}
