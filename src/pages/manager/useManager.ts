import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../../data/types';
import type { ManagerModel } from './managerProfileModel';

/** Loads a manager by `realm:username` (or the signed-in manager without a code), with the credentials flag (000 §7). */
export function useManager(code: string | undefined, operator: string | undefined) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [manager, setManager] = useState<ManagerModel | undefined>();
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!operator) return;
      try {
        const payload = await dataProvider.callApi<ManagerModel>({
          method: 'GET',
          path: 'managers/userinfo',
          operator,
          query: code ? { managerCode: code, credentials: true } : { credentials: true },
          signal,
        });
        setManager(payload);
        setState(payload ? 'ready' : 'missing');
      } catch (error) {
        if (signal?.aborted) return;
        console.error('Could not load the manager', error);
        setState('missing');
      }
    },
    [code, dataProvider, operator],
  );
  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { manager, setManager, state };
}
