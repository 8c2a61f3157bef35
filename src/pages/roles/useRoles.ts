import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { z } from 'zod';
import { RoleAccess } from '../../../resources/roles';
import type { BackofficeDataProvider } from '../../data/types';
import { useCurrentOperator } from '../../operator/useCurrentOperator';

const Roles = z.array(RoleAccess);

/** The roles and what each may do (`GET {op}/roles`), on the operator chosen in the top bar. */
export function useRoles() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const operator = useCurrentOperator();
  return useQuery({
    queryKey: ['roles', operator],
    enabled: Boolean(operator),
    queryFn: async ({ signal }) => Roles.parse(await dataProvider.callApi({ method: 'GET', path: 'roles', operator, signal })),
  });
}
