import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'ra-core';
import { EXTENDED_REFRESH_RATES, RefreshRateSelector } from '../../widgets/RefreshRateSelector';
import { TIME_FRAME_PRESETS, type TimeFramePreset } from '../../widgets/timeFrame';
import { usePageText } from '../player/usePageText';

/** The statistics time frames: the dashboard presets without the custom range. */
export const STATISTICS_TIME_FRAMES = TIME_FRAME_PRESETS.dashboard.filter((preset) => preset !== 'custom');

export interface StatisticsToolbarProps {
  timeFrame: TimeFramePreset;
  onTimeFrame: (value: TimeFramePreset) => void;
  rate: number;
  onRate: (ms: number) => void;
  view: 'tiles' | 'plain';
  onView: (view: 'tiles' | 'plain') => void;
}

/** Time frame (default any), refresh interval (Off, 1, 3, 5, 10, 30 s, 1 min) and tiles/plain view. */
export function StatisticsToolbar({ timeFrame, onTimeFrame, rate, onRate, view, onView }: StatisticsToolbarProps) {
  const t = usePageText();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <TextField
        select
        size="small"
        label={t('app.statistics.timeFrame')}
        value={timeFrame}
        onChange={(event) => onTimeFrame(event.target.value as TimeFramePreset)}
        fullWidth={false}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'statistics-time-frame' } } }}
      >
        {STATISTICS_TIME_FRAMES.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {translate(`app.timeFrames.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ width: 160 }}>
        <RefreshRateSelector value={rate} onChange={onRate} options={EXTENDED_REFRESH_RATES} />
      </Box>
      <ToggleButtonGroup exclusive size="small" value={view} onChange={(_, value: 'tiles' | 'plain' | null) => value && onView(value)}>
        <ToggleButton value="tiles">{t('app.statistics.view.tiles')}</ToggleButton>
        <ToggleButton value="plain">{t('app.statistics.view.plain')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
