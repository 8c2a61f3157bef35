import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useTranslate } from 'ra-core';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../resource-ui/lazyNamed';
import { encodeCustomRange, parseCustomRange, RANGE_FORMAT, TIME_FRAME_PRESETS } from '../../widgets/timeFrame';

/** The date pickers load only when a custom range is chosen. */
const CustomRangeDialog = lazyNamed(() => import('../../widgets/CustomRangeDialog'), 'CustomRangeDialog');

export interface DashboardTimeFrameProps {
  /** A preset of the `dashboard` context or a custom range (`from_{ISO}_to_{ISO}`). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The dashboard's time frame: the presets of the `dashboard` context (000 §2: calendar periods for
 * reporting, up to date) and a custom range chosen with the date pickers.
 *
 * @example
 * <DashboardTimeFrame value="today" onChange={setTimeFrame} />
 */
export function DashboardTimeFrame({ value, onChange }: DashboardTimeFrameProps) {
  const translate = useTranslate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const custom = parseCustomRange(value);
  const label = (preset: string) =>
    preset === 'custom' && custom
      ? translate('app.timeFrames.customRange', {
          from: dayjs(custom.from).format(RANGE_FORMAT),
          to: dayjs(custom.to).format(RANGE_FORMAT),
        })
      : translate(`app.timeFrames.${preset}`);
  return (
    <>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('app.statistics.timeFrame')}
        value={custom ? 'custom' : value}
        onChange={(event) => event.target.value !== 'custom' && onChange(event.target.value)}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'dashboard-time-frame' } } }}
      >
        {TIME_FRAME_PRESETS.dashboard.map((preset) => (
          <MenuItem key={preset} value={preset} onClick={preset === 'custom' ? () => setDialogOpen(true) : undefined}>
            {label(preset)}
          </MenuItem>
        ))}
      </TextField>
      {dialogOpen && (
        <Suspense fallback={null}>
          <CustomRangeDialog
            open
            initial={custom}
            onClose={() => setDialogOpen(false)}
            onDone={(from, to) => {
              setDialogOpen(false);
              onChange(encodeCustomRange(from, to));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
