import Stack from '@mui/material/Stack';
import { SpotBalanceChart } from './SpotBalanceChart';
import { SpotLinks } from './SpotLinks';

/** Banking's header: the accounts' balances and their chart, and where accounts, categories and rules are kept (statements: the filter bar's Add Transactions). */
export function SpotAccountsHeader() {
  return (
    <Stack spacing={1} data-testid="spot-accounts-header">
      <SpotBalanceChart />
      <SpotLinks
        links={[
          { to: '/spot/spot-bank-accounts', label: 'app.spot.links.accounts' },
          { to: '/spot/spot-categories', label: 'app.spot.links.categories' },
          { to: '/spot/spot-rules', label: 'app.spot.links.rules' },
        ]}
      />
    </Stack>
  );
}
