import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ManagerCredentials } from '../../../resources/manager';
import type { BackofficeDataProvider } from '../../data/types';

/**
 * How a manager signs in (`GET {op}/managers/credentials?managerCode=`, the current operator's
 * view): the query's data, error and refetch.
 */
export function useManagerCredentials(code: string) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: ['managers', 'credentials', code],
    queryFn: ({ signal }) =>
      dataProvider.callApi<ManagerCredentials>({
        method: 'GET',
        path: 'managers/credentials',
        operator: true,
        query: { managerCode: code },
        signal,
      }),
    retry: false,
  });
}
