import type { RevenueRow } from '../../../resources/reportRevenue';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { PeriodReportChart } from './PeriodReportChart';

/** The figures the chart offers, gross gaming revenue first. */
const METRICS = ['grossGamingRevenue', 'stakes', 'payouts'] as const;

/** The revenue list's chart (`list.header`): a figure per period, stacked by sport (operators of a currency together). */
export function RevenueChart() {
  const label = useEnumLabel();
  return (
    <PeriodReportChart<RevenueRow, (typeof METRICS)[number]>
      resource="reports-revenue"
      metrics={METRICS}
      seriesOf={(row) => row.sportCode}
      seriesLabel={(sport) => label('sport', sport)}
      stacked
    />
  );
}
