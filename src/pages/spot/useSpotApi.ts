import { useDataProvider } from 'ra-core';
import { useCallback, useEffect, useState } from 'react';
import type { BackofficeDataProvider } from '../../data/types';

/** The state of one read of the finance product's calls. */
export interface SpotRead<T> {
  data?: T;
  error?: string;
  loading: boolean;
  reload: () => void;
}

/**
 * Reads `GET {op}/<path>` (the finance product's calls beside its lists) and reads again when
 * `query` changes or `reload` is called; an error is kept as its message for the caller to show.
 *
 * @example const balances = useSpotRead<SpotBalanceSeries[]>('spot/balances');
 */
export function useSpotRead<T>(path: string, query?: Record<string, unknown>): SpotRead<T> {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    dataProvider
      .callApi<T>({ method: 'GET', path, query: JSON.parse(key) as Record<string, unknown>, operator: true, signal: controller.signal })
      .then((data) => setState({ data, loading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ error: error instanceof Error ? error.message : String(error), loading: false });
      });
    return () => controller.abort();
  }, [dataProvider, path, key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
