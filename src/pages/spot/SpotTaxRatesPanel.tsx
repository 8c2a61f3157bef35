import Box from '@mui/material/Box';
import { spotTaxRates, type SpotVatPeriod } from '../../../resources/spotTaxes';
import { EmbeddedList } from '../../resource-ui/EmbeddedList';
import type { PanelProps } from '../../resource-ui/types';

/**
 * A VAT period's row panel: its figures per VAT rate (the declared `spot-tax-rates` list limited to
 * the period, entity and currency), each figure linking to the invoices it adds up.
 *
 * @example
 * <SpotTaxRatesPanel record={period} definition={definition} />
 */
export function SpotTaxRatesPanel({ record }: PanelProps) {
  const row = record as unknown as SpotVatPeriod;
  return (
    <Box sx={{ p: 1 }} data-testid="spot-tax-rates">
      <EmbeddedList
        resource={spotTaxRates.name}
        scope={{ filter: { entityId: row.entityId, period: row.period, currency: row.currency } }}
      />
    </Box>
  );
}
