import type { ProfitLossRow } from '../../../resources/profitLoss';
import { PeriodReportChart } from './PeriodReportChart';

/** The figures the chart offers, net gaming revenue first. */
const METRICS = ['netGamingRevenue', 'grossGamingRevenue', 'stakes', 'payouts', 'bonusCosts', 'deposits', 'withdrawals'] as const;

/** The profit-and-loss list's chart (`list.header`): a figure per period, a bar per operator. */
export function ProfitLossChart() {
  return (
    <PeriodReportChart<ProfitLossRow, (typeof METRICS)[number]>
      resource="statistics-profit-loss"
      metrics={METRICS}
      seriesOf={(row) => row.operatorCode}
    />
  );
}
