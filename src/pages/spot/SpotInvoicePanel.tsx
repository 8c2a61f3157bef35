import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useGetOne, useLocaleState, useTranslate } from 'ra-core';
import { formatMoney } from '../../../resources/money';
import type { SpotInvoice } from '../../../resources/spotInvoices';
import type { PanelProps } from '../../resource-ui/types';
import { SpotInvoiceTotals } from './SpotInvoiceTotals';

/** An invoice's row panel: its lines (quantity, unit price, VAT rate, net) and its totals per VAT rate. */
export function SpotInvoicePanel({ record, definition }: PanelProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const row = record as unknown as SpotInvoice;
  // The lines are read with the record (the list leaves them out).
  const full = useGetOne<SpotInvoice & { id: number }>(definition.name, { id: row.id });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const right = { textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  if (full.error)
    return (
      <Alert severity="error">{translate('app.spot.loadFailed', { message: String((full.error as Error).message ?? full.error) })}</Alert>
    );
  if (!full.data) return <LinearProgress aria-busy />;
  const invoice = full.data;
  return (
    <Stack spacing={1} sx={{ p: 1 }} data-testid="spot-invoice-panel">
      <Table size="small" aria-label={translate(`resources.${definition.name}.fields.lines`)}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 40 }}>#</TableCell>
            <TableCell>{translate('app.spot.invoices.line.description')}</TableCell>
            <TableCell sx={right}>{translate('app.spot.invoices.line.quantity')}</TableCell>
            <TableCell sx={right}>{translate('app.spot.invoices.line.unitPrice')}</TableCell>
            <TableCell sx={right}>{translate('app.spot.invoices.line.vatRate')}</TableCell>
            <TableCell sx={right}>{translate(`resources.${definition.name}.fields.net`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line) => (
            <TableRow key={line.position}>
              <TableCell>{line.position}</TableCell>
              <TableCell>{line.description}</TableCell>
              <TableCell sx={right}>{number.format(line.quantity)}</TableCell>
              <TableCell sx={right}>{formatMoney(line.unitPrice, locale, invoice.currency)}</TableCell>
              <TableCell sx={right}>{number.format(line.vatRate)} %</TableCell>
              <TableCell sx={right}>{formatMoney(line.net, locale, invoice.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <SpotInvoiceTotals
        resource={definition.name}
        rates={invoice.vatRates.map((rate) => ({ ...rate, rate: rate.vatRate }))}
        net={invoice.net}
        vat={invoice.vat}
        gross={invoice.gross}
        currency={invoice.currency}
      />
    </Stack>
  );
}
