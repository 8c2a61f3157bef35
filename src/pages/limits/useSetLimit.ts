/** Sends one limit (`PUT players/{id}/limits/{limitName}`), toasts and reloads (001 §7). */
import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { useCallback, useState } from 'react';
import type { BackofficeDataProvider } from '../../data/types';

export interface LimitChange {
  limitName: string;
  limit: number | string | null;
  description?: string;
  reason?: string;
}

/** `[send, running]`: `send(playerId, change)` resolves true on success. */
export function useSetLimit() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const send = useCallback(
    async (id: number | string, change: LimitChange) => {
      setRunning(true);
      try {
        await dataProvider.runAction('players-limits', 'setLimit', { id, input: { ...change } });
        notify('app.messages.playerLimitUpdated', { type: 'success', messageArgs: { _: 'Player limit has been successfully updated' } });
        refresh();
        return true;
      } catch (error) {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        return false;
      } finally {
        setRunning(false);
      }
    },
    [dataProvider, notify, refresh],
  );
  return [send, running] as const;
}
