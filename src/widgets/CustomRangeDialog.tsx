import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslate } from 'ra-core';
import { PickersLocalization } from './PickersLocalization';
import { RANGE_FORMAT } from './timeFrame';

const DATE_VIEWS = ['year', 'month', 'day'] as const;
const TIME_VIEWS = ['hours', 'minutes'] as const;

/** Props of {@link CustomRangeDialog}. */
export interface CustomRangeDialogProps {
  open: boolean;
  /** The range shown first; default today. */
  initial?: { from: Date; to: Date };
  onDone: (from: Date, to: Date) => void;
  onClose: () => void;
}

/**
 * The custom range picker: From and To date-time pickers (YYYY-MM-DD HH:mm), a Select
 * Date/Select Time toggle choosing what the pickers edit, and Done. Picking a To date sets it to
 * the end of that day; picking a To time to the end of that minute.
 *
 * @example
 * <CustomRangeDialog open onDone={(from, to) => save(from, to)} onClose={close} />
 */
export function CustomRangeDialog({ open, initial, onDone, onClose }: CustomRangeDialogProps) {
  const translate = useTranslate();
  const [mode, setMode] = useState<'date' | 'time'>('date');
  const [from, setFrom] = useState<Dayjs | null>(() => dayjs(initial?.from ?? dayjs().startOf('day').toDate()));
  const [to, setTo] = useState<Dayjs | null>(() => dayjs(initial?.to ?? dayjs().endOf('day').toDate()));
  const valid = Boolean(from?.isValid() && to?.isValid() && !from.isAfter(to));
  const views = mode === 'date' ? DATE_VIEWS : TIME_VIEWS;
  const common = { format: RANGE_FORMAT, ampm: false, views: [...views], enableAccessibleFieldDOMStructure: false } as const;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="custom-range-title">
      <DialogTitle id="custom-range-title">{translate('app.timeFrames.customTitle')}</DialogTitle>
      <PickersLocalization>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_, next) => next && setMode(next)}>
              <ToggleButton value="date">{translate('app.timeFrames.selectDate')}</ToggleButton>
              <ToggleButton value="time">{translate('app.timeFrames.selectTime')}</ToggleButton>
            </ToggleButtonGroup>
            <DateTimePicker
              {...common}
              label={translate('app.timeFrames.from')}
              value={from}
              onChange={(next) => setFrom(next && next.isValid() ? next.second(0).millisecond(0) : next)}
            />
            <DateTimePicker
              {...common}
              label={translate('app.timeFrames.to')}
              value={to}
              onChange={(next) => setTo(next && next.isValid() ? (mode === 'date' ? next.endOf('day') : next.endOf('minute')) : next)}
              slotProps={{
                textField: {
                  error: Boolean(from && to && from.isAfter(to)),
                  helperText: from && to && from.isAfter(to) ? translate('app.timeFrames.fromAfterTo') : undefined,
                },
              }}
            />
          </Stack>
        </DialogContent>
      </PickersLocalization>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => valid && onDone(from!.toDate(), to!.toDate())}>
          {translate('app.timeFrames.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
