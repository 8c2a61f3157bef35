import { Box, LinearProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CENTRAL_OPERATOR_CODE } from '../../../operator/operatorStore';
import { useCurrentOperator } from '../../../operator/useCurrentOperator';
import { SettingsSections } from './SettingsSections';

/**
 * `/settings` (beta operator item): the settings an operator sets for itself (report exports, the
 * console's footer), for the operator in view; in the central view, the values every operator
 * inherits.
 */
export function OperatorSettingsPage() {
  const translate = useTranslate();
  const operator = useCurrentOperator();
  const central = operator === CENTRAL_OPERATOR_CODE;
  return (
    <Box sx={{ maxWidth: 900 }} data-testid="operator-settings-page">
      <Title title={translate('resources.settings.name', { smart_count: 1 })} />
      <Typography variant="h6" component="h1">
        {translate('resources.settings.name', { smart_count: 1 })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {central ? translate('app.settings.operatorIntroCentral') : translate('app.settings.operatorIntro', { operator: operator ?? '' })}
      </Typography>
      {operator ? <SettingsSections key={operator} operator={operator} /> : <LinearProgress aria-label={translate('ra.page.loading')} />}
    </Box>
  );
}
