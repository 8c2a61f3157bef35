import { useCallback } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import type { Permissions } from '../auth/types';
import type { BackofficeDataProvider } from '../data/types';
import { isOperatorEntry } from './isOperatorEntry';

/** A loader of the operator codes for operator filters: operators whose role is operator; none for office managers. */
export function useOperatorCodesLoader(): () => Promise<string[]> {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const central = permissions?.centralManager === true;
  return useCallback(async () => {
    if (!central) return [];
    const operators = await dataProvider.getOperatorsInfo();
    return operators.filter(isOperatorEntry).map((o) => o.operatorCode);
  }, [central, dataProvider]);
}
