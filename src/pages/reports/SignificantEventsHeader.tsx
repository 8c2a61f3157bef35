import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { usePermissions, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { significantEventThresholds } from '../../../resources/significantEventThresholds';
import type { Permissions } from '../../auth/types';
import { canSee } from '../../layout/menuItems';

/**
 * The significant events list's header (`list.header`): what raises an event, and for those who may
 * change them (the central view), a link to the thresholds.
 */
export function SignificantEventsHeader() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const route = significantEventThresholds.route;
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ py: 0, alignItems: 'center' }}
      action={
        canSee(route, permissions) ? (
          <Button component={Link} to={route} size="small">
            {translate('app.reports.editThresholds')}
          </Button>
        ) : undefined
      }
    >
      {translate('app.reports.significantEventsHelp')}
    </Alert>
  );
}
