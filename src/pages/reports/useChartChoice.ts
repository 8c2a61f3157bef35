import { useState } from 'react';
import { useCurrencyChoice } from '../../widgets/useCurrencyChoice';
import { currenciesOf, type PeriodRow } from './reportChart';

/** What a report chart shows: the currencies on screen, the chosen one (the first by default) and the chosen figure. */
export interface ChartChoice<M extends string> {
  currencies: string[];
  currency: string;
  setCurrency: (currency: string) => void;
  metric: M;
  setMetric: (metric: M) => void;
}

/**
 * The chart's choice of currency and figure; a chosen currency that is no longer on screen (after a
 * filter change) gives way to the first one.
 */
export function useChartChoice<M extends string>(rows: readonly PeriodRow[], defaultMetric: M): ChartChoice<M> {
  const currencies = currenciesOf(rows);
  const [currency, setCurrency] = useCurrencyChoice(currencies);
  const [metric, setMetric] = useState<M>(defaultMetric);
  return { currencies, currency: currency ?? '', setCurrency, metric, setMetric };
}
