import { Suspense, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useTranslate } from 'ra-core';
import { lazyNamed } from '../resource-ui/lazyNamed';
import type { FilterInputProps } from './FilterInputProps';
import { encodeCustomRange, isTimeFramePreset, parseCustomRange, RANGE_FORMAT, TIME_FRAME_PRESETS } from './timeFrame';
import { useFilterValue } from './useFilterValue';

/** The date pickers load only when a custom range is chosen. */
const CustomRangeDialog = lazyNamed(() => import('./CustomRangeDialog'), 'CustomRangeDialog');

/**
 * A time-frame filter: the presets of `spec.presets` (labels `app.timeFrames.<preset>`) plus a
 * custom range. Stores the preset name, or `from_{ISO}_to_{ISO}` for a custom range; Any removes
 * the filter. The dataProvider resolves the value with resolveTimeFrame at request time.
 *
 * @example
 * <TimeFrameInput spec={{ source: 'created', type: 'timeFrame', label: 'resources.betslip.fields.created', presets: 'betslips' }} />
 */
export function TimeFrameInput({ spec }: FilterInputProps) {
  const translate = useTranslate();
  const [value, setValue] = useFilterValue(spec.source);
  const [dialogOpen, setDialogOpen] = useState(false);
  const presets = TIME_FRAME_PRESETS[spec.presets ?? 'betslips'];
  const custom = typeof value === 'string' ? parseCustomRange(value) : undefined;
  const current = custom ? 'custom' : isTimeFramePreset(value) && presets.includes(value) ? value : 'any';

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
        label={translate(spec.label)}
        value={current}
        onChange={(event) => event.target.value !== 'custom' && setValue(event.target.value === 'any' ? undefined : event.target.value)}
        fullWidth
      >
        {presets.map((preset) => (
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
              setValue(encodeCustomRange(from, to));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
