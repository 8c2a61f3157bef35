import Button from '@mui/material/Button';
import { usePermissions, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { withdrawalRules } from '../../../resources/withdrawalRules';
import type { Permissions } from '../../auth/types';
import { canSee } from '../../layout/menuItems';
import { ListHint } from '../../widgets/ListHint';

/**
 * The withdrawals list's header (`list.header`): what is accepted without a person and what waits
 * here, with a link to the withdrawal rules where the user's view may open them (one operator's).
 */
export function WithdrawalRulesLink() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  return (
    <ListHint
      text={translate('app.withdrawals.rulesHint')}
      data-testid="withdrawal-rules-hint"
      action={
        canSee(withdrawalRules.route, permissions) && (
          <Button
            component={Link}
            to={withdrawalRules.route}
            size="small"
            variant="outlined"
            sx={{ flexShrink: 0 }}
            data-testid="withdrawal-rules-link"
          >
            {translate('app.withdrawals.rules')}
          </Button>
        )
      }
    />
  );
}
