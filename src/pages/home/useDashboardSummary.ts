import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DashboardSummary, type DashboardSummary as Summary } from '../../../resources/dashboard';
import type { BackofficeDataProvider } from '../../data/types';
import type { TimeFrameRange } from '../../widgets/timeFrame';

/**
 * Home's summary for an operator and a time frame: `GET {op}/dashboard?filter={"created":{from,to}}`,
 * parsed with the shared schema. Disabled until the operator is known.
 */
export function useDashboardSummary(operator: string | undefined, range: TimeFrameRange) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery<Summary>({
    queryKey: ['dashboard', operator, range.from, range.to],
    enabled: Boolean(operator),
    queryFn: async ({ signal }) => {
      const created = range.from || range.to ? { created: range } : undefined;
      const payload = await dataProvider.callApi({ method: 'GET', path: 'dashboard', operator, query: created ? { filter: created } : undefined, signal });
      return DashboardSummary.parse(payload);
    },
  });
}
