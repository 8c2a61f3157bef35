import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { queuePath } from '../../../resources/dashboard';

/**
 * The withdrawal rules list's header (`list.header`): how a rule decides, and the way back to the
 * withdrawals waiting for a person.
 */
export function WithdrawalRulesHelp() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap data-testid="withdrawal-rules-help">
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
        {translate('app.withdrawals.rulesHelp')}
      </Typography>
      <Button component={Link} to={queuePath('withdrawalsWaiting')} size="small" variant="outlined">
        {translate('app.withdrawals.queue')}
      </Button>
    </Stack>
  );
}
