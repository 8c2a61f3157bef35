import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate, type TranslateFunction } from 'ra-core';

/** The base set in ms: Off, 5 s, 10 s, 1 min, 5 min (000 §2); the monitoring dashboards use it. */
export const BASE_REFRESH_RATES = [0, 5000, 10000, 60000, 300000] as const;

/** The extended set of the betslips and statistics screens: Off, 1, 3, 5, 10, 30 s, 1 min (001 §2, 002 §2). */
export const EXTENDED_REFRESH_RATES = [0, 1000, 3000, 5000, 10000, 30000, 60000] as const;

/** Props of {@link RefreshRateSelector}. */
export interface RefreshRateSelectorProps {
  /** The interval in ms; 0 is Off. */
  value: number;
  onChange: (intervalMs: number) => void;
  /** Default {@link BASE_REFRESH_RATES}. */
  options?: readonly number[];
}

/** The words of a refresh interval: Off, "10 s", "1 min". */
export const rateLabel = (translate: TranslateFunction, ms: number) =>
  ms === 0
    ? translate('app.refreshRate.off')
    : ms % 60000 === 0
      ? translate('app.refreshRate.minutes', { count: ms / 60000 })
      : translate('app.refreshRate.seconds', { count: ms / 1000 });

/**
 * The auto-refresh interval selector; pair it with useAutoRefresh.
 *
 * @example
 * <RefreshRateSelector value={rate} onChange={setRate} />
 */
export function RefreshRateSelector({ value, onChange, options = BASE_REFRESH_RATES }: RefreshRateSelectorProps) {
  const translate = useTranslate();
  const shown = options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
  return (
    <TextField
      select
      size="small"
      label={translate('app.refreshRate.label')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 120 }}
    >
      {shown.map((ms) => (
        <MenuItem key={ms} value={ms}>
          {rateLabel(translate, ms)}
        </MenuItem>
      ))}
    </TextField>
  );
}
