import Stack from '@mui/material/Stack';
import { SpotCashFlowChart } from './SpotCashFlowChart';
import { SpotForecastPanel } from './SpotForecastPanel';

/** The cash-flow screen's header (`list.header`): the forecast of the next 90 days, then the months of the list. */
export function SpotCashFlowHeader() {
  return (
    <Stack spacing={1.5} data-testid="spot-cash-flow-header">
      <SpotForecastPanel />
      <SpotCashFlowChart />
    </Stack>
  );
}
