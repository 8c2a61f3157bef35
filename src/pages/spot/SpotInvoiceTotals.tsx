import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatMoney } from '../../../resources/money';

interface Rate {
  rate: string | number;
  net: string | number;
  vat: string | number;
  gross: string | number;
}

/**
 * An invoice's totals per VAT rate and in all (net, VAT, gross), as the form previews them and the
 * row panel shows them stored.
 */
export function SpotInvoiceTotals(props: {
  /** The invoices' resource, whose field names head the columns. */
  resource: string;
  rates: readonly Rate[];
  net: string | number;
  vat: string | number;
  gross: string | number;
  currency: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (value: string | number) => formatMoney(Number(value), locale, props.currency);
  const percent = (value: string | number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(value));
  const right = { textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  return (
    <Table
      size="small"
      sx={{ maxWidth: 560, alignSelf: 'flex-end' }}
      aria-label={translate('app.spot.invoices.totals')}
      data-testid="spot-invoice-totals"
    >
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.spot.invoices.line.vatRate')}</TableCell>
          <TableCell sx={right}>{translate(`resources.${props.resource}.fields.net`)}</TableCell>
          <TableCell sx={right}>{translate(`resources.${props.resource}.fields.vat`)}</TableCell>
          <TableCell sx={right}>{translate(`resources.${props.resource}.fields.gross`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rates.map((rate) => (
          <TableRow key={String(rate.rate)}>
            <TableCell>{percent(rate.rate)} %</TableCell>
            <TableCell sx={right}>{money(rate.net)}</TableCell>
            <TableCell sx={right}>{money(rate.vat)}</TableCell>
            <TableCell sx={right}>{money(rate.gross)}</TableCell>
          </TableRow>
        ))}
        <TableRow sx={{ '& td': { fontWeight: 600 } }}>
          <TableCell>{translate('app.spot.invoices.total')}</TableCell>
          <TableCell sx={right}>{money(props.net)}</TableCell>
          <TableCell sx={right}>{money(props.vat)}</TableCell>
          <TableCell sx={right} data-testid="spot-invoice-gross">
            {money(props.gross)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
