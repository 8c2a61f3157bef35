import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { SpotPlanState } from '../../../resources/spotOrganization';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { SpotLinks } from './SpotLinks';
import { useSpotRead } from './useSpotApi';

const LIMITS = ['entities', 'costCenters', 'editors', 'transactionsPerMonth'] as const;

/** Organisation's header: the plan, each of its limits with how much is used, and the cost centers' and editors' screens. */
export function SpotOrganizationHeader() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { data, error, loading } = useSpotRead<SpotPlanState>('spot/plan');
  return (
    <Stack spacing={1} data-testid="spot-plan">
      {error && <Alert severity="error">{translate('app.spot.loadFailed', { message: error })}</Alert>}
      {loading && !data && <LinearProgress aria-busy />}
      {data && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <Typography variant="subtitle1" sx={{ minWidth: 160 }}>
            {translate('app.spot.plan.title', { plan: enumLabel('spotPlan', data.plan) })}
          </Typography>
          {LIMITS.map((limit) => {
            const { used, limit: allowed } = data.usage[limit];
            const share = allowed ? Math.min(100, (used / allowed) * 100) : 0;
            return (
              <Box key={limit} sx={{ minWidth: 150, flex: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {translate(`app.spot.plan.${limit}`)}:{' '}
                  {allowed === null ? translate('app.spot.plan.unlimited', { used }) : `${used} / ${allowed}`}
                </Typography>
                <LinearProgress variant="determinate" value={share} color={share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary'} />
              </Box>
            );
          })}
        </Stack>
      )}
      <SpotLinks
        links={[
          { to: '/spot/spot-cost-centers', label: 'app.spot.links.costCenters' },
          { to: '/spot/spot-editors', label: 'app.spot.links.editors' },
          { to: '/spot/spot-bank-accounts', label: 'app.spot.links.accounts' },
        ]}
      />
    </Stack>
  );
}
