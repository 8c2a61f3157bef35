import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { queuePath } from '../../../resources/dashboard';
import { ListHint } from '../../widgets/ListHint';

/**
 * The withdrawal rules list's header (`list.header`): how a rule decides, and the way back to the
 * withdrawals waiting for a person.
 */
export function WithdrawalRulesHelp() {
  const translate = useTranslate();
  return (
    <ListHint
      text={translate('app.withdrawals.rulesHelp')}
      data-testid="withdrawal-rules-help"
      action={
        <Button component={Link} to={queuePath('withdrawalsWaiting')} size="small" variant="outlined" sx={{ flexShrink: 0 }}>
          {translate('app.withdrawals.queue')}
        </Button>
      }
    />
  );
}
