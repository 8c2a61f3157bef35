import { Alert, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExchangeRateChange } from '../../../../resources/exchangeRates';
import { formatDateTime, formatNumber } from '../../../format';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';

export interface RateChangesProps {
  changes?: readonly ExchangeRateChange[];
  isPending: boolean;
  error?: unknown;
}

/** A currency's latest changes: when, old → new rate, change in percent, type, who and why. */
export function RateChanges({ changes, isPending, error }: RateChangesProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const field = (name: string) => translate(`resources.exchange-rate-history.fields.${name}`);
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!changes || changes.length === 0) return <Typography color="text.secondary">{translate('app.exchangeRates.noChanges')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" data-testid="rate-changes">
        <TableHead>
          <TableRow>
            {['changed', 'oldRate', 'newRate', 'change', 'newType', 'userCode', 'reason'].map((name) => (
              <TableCell key={name}>{field(name)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.changed)}</TableCell>
              <TableCell>{change.oldRate === null ? '—' : formatNumber(change.oldRate)}</TableCell>
              <TableCell>{formatNumber(change.newRate)}</TableCell>
              <TableCell>{change.change === null ? '—' : `${change.change > 0 ? '+' : ''}${formatNumber(change.change)} %`}</TableCell>
              <TableCell>{enumLabel('currencyType', change.newType)}</TableCell>
              <TableCell>{change.userCode?.userUsername ?? '—'}</TableCell>
              <TableCell>{change.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
