import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';
import { useServerInfo } from '../../../shell/serverInfo';
import { RateDialog } from './RateDialog';

/**
 * The Exchange rates list's header: the base currency the rates are against, the risk each
 * currency type takes off a converted limit (`uiInfo.exchangeRisks`), Add currency and the
 * history of changes.
 */
export function ExchangeRatesHeader() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { refetch } = useListContext();
  const ui = useServerInfo().info?.uiInfo;
  const base = typeof ui?.mainCurrency === 'string' ? ui.mainCurrency : 'EUR';
  const risks = Object.entries((ui?.exchangeRisks as Record<string, number> | undefined) ?? {}).filter(
    ([type]) => type !== 'TENANT_CURRENCY',
  );
  const [adding, setAdding] = useState(false);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      justifyContent="space-between"
      alignItems={{ md: 'center' }}
      data-testid="exchange-header"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.exchangeRates.baseLine', { base })}
        {risks.length > 0 &&
          ` ${translate('app.exchangeRates.risks', {
            risks: risks.map(([type, percent]) => `${enumLabel('currencyType', type)} ${percent} %`).join(', '),
          })}`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flex: 'none' }}>
        <Button size="small" startIcon={<HistoryIcon />} component={RouterLink} to="/exchange-rate-history">
          {translate('app.exchangeRates.history')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="currency-add">
          {translate('app.exchangeRates.add')}
        </Button>
      </Stack>
      {adding && (
        <RateDialog
          base={base}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}
