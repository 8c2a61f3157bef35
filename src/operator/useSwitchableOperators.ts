import { useEffect, useState } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import type { BackofficeDataProvider, OperatorInfo } from '../data/types';
import type { Permissions } from '../auth/types';

/** The operators a central manager may switch to (empty for office managers, 000 §6). */
export function useSwitchableOperators(): { operators: OperatorInfo[]; isPending: boolean } {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const central = permissions?.centralManager === true;
  const [operators, setOperators] = useState<OperatorInfo[] | undefined>(undefined);
  useEffect(() => {
    if (!central) return;
    let active = true;
    dataProvider
      .getOperatorsInfo()
      .then((list) => active && setOperators(list))
      .catch((error) => {
        console.error('Could not load the operators', error);
        if (active) setOperators([]);
      });
    return () => {
      active = false;
    };
  }, [central, dataProvider]);
  return { operators: central ? (operators ?? []) : [], isPending: central && operators === undefined };
}
