import { useListContext, useLocale, useTranslate } from 'ra-core';
import { formattingLocale } from '../../i18n/languages';
import { PeriodBarChart } from './PeriodBarChart';
import { pivot, type PeriodRow } from './reportChart';
import { ReportChartFrame } from './ReportChartFrame';
import { useChartChoice } from './useChartChoice';

export interface PeriodReportChartProps<R extends PeriodRow, M extends keyof R & string> {
  /** The list's resource name: the figures' labels are its field labels. */
  resource: string;
  /** The figures the chart can show; the first is shown first. */
  metrics: readonly [M, ...M[]];
  /** The series a row's figure belongs to (an operator, a sport). */
  seriesOf: (row: R) => string;
  seriesLabel?: (name: string) => string;
  /** Stack the series (parts of one whole) instead of setting them side by side. */
  stacked?: boolean;
}

/**
 * The chart of a period report's list (inside its list context): the chosen figure of the rows on
 * screen per period and series, in one currency at a time.
 *
 * @example
 * <PeriodReportChart<RevenueRow, 'stakes'> resource="reports-revenue" metrics={['stakes']} seriesOf={(row) => row.sportCode} stacked />
 */
export function PeriodReportChart<R extends PeriodRow, M extends keyof R & string>(props: PeriodReportChartProps<R, M>) {
  const { resource, metrics, seriesOf, seriesLabel, stacked } = props;
  const { data, total } = useListContext<R & { id: string }>();
  const translate = useTranslate();
  const locale = formattingLocale(useLocale());
  const rows = data ?? [];
  const choice = useChartChoice<M>(rows, metrics[0]);
  if (rows.length === 0) return null;
  const field = (name: string) => translate(`resources.${resource}.fields.${name}`);
  const chart = pivot(rows, choice.currency, seriesOf, (row) => Number(row[choice.metric]), locale);
  return (
    <ReportChartFrame
      currencies={choice.currencies}
      currency={choice.currency}
      onCurrency={choice.setCurrency}
      metrics={metrics.map((value) => ({ value, label: field(value) }))}
      metric={choice.metric}
      onMetric={(value) => choice.setMetric(value as M)}
      currencyLabel={translate('app.reports.chartCurrency')}
      metricLabel={translate('app.reports.chartFigure')}
      note={total !== undefined && total > rows.length ? translate('app.reports.chartPartial', { shown: rows.length, total }) : undefined}
    >
      <PeriodBarChart
        data={chart}
        currency={choice.currency}
        stacked={stacked}
        seriesLabel={seriesLabel}
        label={`${field(choice.metric)}, ${choice.currency}`}
      />
    </ReportChartFrame>
  );
}
