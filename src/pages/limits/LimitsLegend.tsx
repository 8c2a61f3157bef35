import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LimitOrigin } from '../../../resources/playerLimits';
import { usePageText } from '../player/usePageText';
import { LIMIT_COLORS } from './limitColors';

/**
 * Legend of the limit cell colours: operator default (grey), risk group changed (light blue),
 * manually changed (white). The header (`list.header`) of the players limits lists, on their
 * screens and in the player profile's Limits and Self Protection panels.
 */
export function LimitsLegend() {
  const t = usePageText();
  return (
    <Stack
      direction="row"
      spacing={2}
      flexWrap="wrap"
      useFlexGap
      role="group"
      aria-label={t('app.limits.legend')}
      data-testid="limits-legend"
    >
      {LimitOrigin.options.map((origin) => (
        <Stack key={origin} direction="row" spacing={1} alignItems="center">
          <Box sx={{ width: 16, height: 16, bgcolor: LIMIT_COLORS[origin], border: 1, borderColor: 'divider' }} />
          <Typography variant="caption">{t(`app.limits.origin.${origin}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
