import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { withdrawalRules } from '../../../resources/withdrawalRules';
import type { Permissions } from '../../auth/types';
import { canSee } from '../../layout/menuItems';

/**
 * The withdrawals list's header (`list.header`): what is accepted without a person and what waits
 * here, with a link to the withdrawal rules where the user's view may open them (one operator's).
 */
export function WithdrawalRulesLink() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap data-testid="withdrawal-rules-hint">
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
        {translate('app.withdrawals.rulesHint')}
      </Typography>
      {canSee(withdrawalRules.route, permissions) && (
        <Button component={Link} to={withdrawalRules.route} size="small" variant="outlined" data-testid="withdrawal-rules-link">
          {translate('app.withdrawals.rules')}
        </Button>
      )}
    </Stack>
  );
}
