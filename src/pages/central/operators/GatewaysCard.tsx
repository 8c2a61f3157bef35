import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { OperatorGateway } from '../../../../resources/operators';
import { formatMoney } from '../../../../resources/money';
import { formattingLocale } from '../../../i18n/languages';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';
import { GatewayDialog } from './GatewayDialog';
import { useGateways } from './useGateways';

/** `min – max` in the operator's currency; an open end shows as a dash. */
function range(limits: OperatorGateway['depositLimits'], locale: string, currency: string): string {
  const amount = (value: number | null) => (value === null ? '—' : formatMoney(value, locale, currency));
  return `${amount(limits.minAmount)} – ${amount(limits.maxAmount)}`;
}

export interface GatewaysCardProps {
  operatorCode: string;
  /** The operator's own currency: the limits are in it. */
  currency: string;
}

/**
 * An operator's cash-desk gateways (`operators/gateways/type/currencies`): type, currencies with
 * their type as the operator sees them, deposit and withdrawal limits, whether the payments form
 * offers it; Add gateway and Edit open {@link GatewayDialog}.
 *
 * @example <GatewaysCard operatorCode="op1" currency="EUR" />
 */
export function GatewaysCard({ operatorCode, currency }: GatewaysCardProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const locale = formattingLocale(useLocale());
  const { gateways, currencies, error, isPending, refetch } = useGateways(operatorCode);
  const [editing, setEditing] = useState<OperatorGateway | 'new'>();
  const t = (key: string) => translate(`app.operators.gateways.${key}`);
  return (
    <Stack spacing={1} data-testid="gateways-card">
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap">
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="gateway-add">
          {t('add')}
        </Button>
      </Stack>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error ? <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
      {gateways && gateways.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
      {gateways && gateways.length > 0 && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['code', 'name', 'gatewayType', 'currencies', 'deposit', 'withdrawal', 'active'].map((key) => (
                  <TableCell key={key}>{t(key)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {gateways.map((gateway) => (
                <TableRow
                  key={gateway.id}
                  data-testid={`gateway-${gateway.code}`}
                  sx={gateway.active ? undefined : { '& td': { color: 'text.secondary' } }}
                >
                  <TableCell>{gateway.code}</TableCell>
                  <TableCell>{gateway.name}</TableCell>
                  <TableCell>{enumLabel('paymentMethod', gateway.type)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                      {gateway.allowedCurrencies.map((entry) => (
                        <Tooltip key={entry.currency} title={entry.currencyType ? enumLabel('currencyType', entry.currencyType) : ''}>
                          <Chip
                            size="small"
                            label={entry.currency}
                            variant={entry.currencyType === 'TENANT_CURRENCY' ? 'filled' : 'outlined'}
                          />
                        </Tooltip>
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{range(gateway.depositLimits, locale, currency)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{range(gateway.withdrawalLimits, locale, currency)}</TableCell>
                  <TableCell>{translate(gateway.active ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-label={translate('app.operators.gateways.edit', { code: gateway.code })}
                      onClick={() => setEditing(gateway)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <GatewayDialog
          operatorCode={operatorCode}
          gateway={editing === 'new' ? undefined : editing}
          currencies={currencies}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refetch();
          }}
        />
      )}
    </Stack>
  );
}
