import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CENTRAL_OPERATOR_CODE } from '../../../operator/operatorStore';
import { SettingsSections } from './SettingsSections';

/**
 * `/system` (central only): the platform's settings by section: report exports, the console's
 * footer, office registration, monitoring, the external servers and the demo login. Operators
 * inherit the values of the report and console sections unless they set their own (`/settings`).
 */
export function SystemPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 900 }} data-testid="system-page">
      <Title title={translate('resources.system.name', { smart_count: 1 })} />
      <Typography variant="h6" component="h1">
        {translate('resources.system.name', { smart_count: 1 })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.systemIntro')}
      </Typography>
      <SettingsSections operator={CENTRAL_OPERATOR_CODE} />
    </Box>
  );
}
