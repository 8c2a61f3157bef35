import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DashboardSummary, type DashboardInterval, type DashboardSummary as Summary } from '../../../resources/dashboard';
import type { BackofficeDataProvider } from '../../data/types';
import type { TimeFrameRange } from '../../widgets/timeFrame';

/**
 * The dashboard summary for an operator and a time frame: `GET {op}/dashboard?filter={"created":{from,to}}`,
 * with the figures per day or month in the browser's time zone when `series` asks for them (the
 * `/index2` chart), parsed with the shared schema. Disabled until the operator is known.
 */
export function useDashboardSummary(operator: string | undefined, range: TimeFrameRange, series?: DashboardInterval) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery<Summary>({
    queryKey: ['dashboard', operator, range.from, range.to, series],
    enabled: Boolean(operator),
    // The same operator's figures of the previous time frame stay (under the progress bar) until the new ones arrive.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === operator ? previous : undefined),
    queryFn: async ({ signal }) => {
      const filter = range.from || range.to ? { created: range } : undefined;
      const chart = series ? { series, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } : {};
      const payload = await dataProvider.callApi({ method: 'GET', path: 'dashboard', operator, query: { filter, ...chart }, signal });
      return DashboardSummary.parse(payload);
    },
  });
}
