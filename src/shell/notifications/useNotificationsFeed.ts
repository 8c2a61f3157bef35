import { useEffect, useMemo, useState } from 'react';
import { noteServerTimestamp } from '../../data/serverClock';
import { useDataProvider } from 'react-admin';
import { createCallHelper } from '../../data/callHelper';
import type { BackofficeDataProvider } from '../../data/types';

/** Reload interval (000 §9). */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** Retry interval while no operator code is known (000 §9). */
export const NOTIFICATIONS_NO_OPERATOR_MS = 1_000;

export interface AppNotification {
  id: number | string;
  description: string;
  created: string;
  /** The console page the alert is about (a path), when the server names one. */
  link?: string | null;
}

/**
 * The notifications of the operator (000 §4): reloaded every 60 s; while no operator code is
 * known the list is empty and retried every 1 s.
 */
export function useNotificationsFeed(operatorCode: string | undefined): AppNotification[] {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [items, setItems] = useState<AppNotification[]>([]);
  const helper = useMemo(() => {
    return createCallHelper<AppNotification[]>({
      call: async (signal) => {
        if (!operatorCode) return [];
        const answer = await dataProvider.callApiEnvelope<AppNotification[]>({
          method: 'GET',
          path: 'notifications',
          operator: operatorCode,
          signal,
        });
        // The answer carries serverTimestamp beside the payload list (000 §7).
        noteServerTimestamp(answer?.serverTimestamp);
        return Array.isArray(answer?.payload) ? answer.payload : [];
      },
      onResult: setItems,
      onError: (error) => console.error('Could not load the notifications', error),
      repeatMs: operatorCode ? NOTIFICATIONS_POLL_MS : NOTIFICATIONS_NO_OPERATOR_MS,
    });
  }, [dataProvider, operatorCode]);
  useEffect(() => {
    if (!operatorCode) setItems([]);
    helper.start();
    return () => helper.stop();
  }, [helper, operatorCode]);
  return items;
}
