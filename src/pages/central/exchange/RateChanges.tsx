import { Alert, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExchangeRateChange } from '../../../../resources/exchangeRates';
import { formatDateTime, formatNumber } from '../../../format';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';

/** The reason column's least width: a reason wraps over a few lines, not a word a line. */
const REASON_WIDTH = 240;

export interface RateChangesProps {
  changes?: readonly ExchangeRateChange[];
  isPending: boolean;
  error?: unknown;
}

/**
 * A currency's latest changes: when, old → new rate, change in percent, type, who and why. Rows
 * keep to one line but the reason's; a table wider than its card scrolls inside it.
 */
export function RateChanges({ changes, isPending, error }: RateChangesProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const field = (name: string) => translate(`resources.exchange-rate-history.fields.${name}`);
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!changes || changes.length === 0) return <Typography color="text.secondary">{translate('app.exchangeRates.noChanges')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" sx={{ '& th, & td:not(:last-of-type)': { whiteSpace: 'nowrap' } }} data-testid="rate-changes">
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
              <TableCell>{formatDateTime(change.changed)}</TableCell>
              <TableCell>{change.oldRate === null ? '—' : formatNumber(change.oldRate)}</TableCell>
              <TableCell>{formatNumber(change.newRate)}</TableCell>
              <TableCell>{change.change === null ? '—' : `${change.change > 0 ? '+' : ''}${formatNumber(change.change)} %`}</TableCell>
              <TableCell>{enumLabel('currencyType', change.newType)}</TableCell>
              <TableCell>{change.userCode?.userUsername ?? '—'}</TableCell>
              <TableCell sx={{ minWidth: REASON_WIDTH }}>{change.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
