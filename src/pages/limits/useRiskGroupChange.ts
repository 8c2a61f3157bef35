/** Changes a player's risk group and toasts 'Risk group successfully updated to {n}%' (001 §7). */
import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { useCallback, useState } from 'react';
import { RiskProfile } from '../../../resources/enums';
import { enumMeta } from '../../../resources/model';
import type { BackofficeDataProvider } from '../../data/types';

/** The exposure percentage of a risk group (Normal 100, VIP200 200, Risk90 90, …). */
export function riskPercent(riskGroup: string): number | undefined {
  const value = enumMeta.get(RiskProfile)?.annotations?.[riskGroup];
  return typeof value === 'number' ? value : undefined;
}

/**
 * `[change, running]`: `change(playerId, riskGroup)` through the resource's `changeRiskGroup`
 * action (`players` sends the record, `players-limits` no body), then refreshes the view.
 */
export function useRiskGroupChange(resource: 'players' | 'players-limits') {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const change = useCallback(
    async (id: number | string, riskGroup: string) => {
      setRunning(true);
      try {
        await dataProvider.runAction(resource, 'changeRiskGroup', { id, input: { riskGroup } });
        const n = riskPercent(riskGroup);
        notify('app.messages.riskGroupUpdated', { type: 'success', messageArgs: { n, _: `Risk group successfully updated to ${n}%` } });
        refresh();
      } catch (error) {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      } finally {
        setRunning(false);
      }
    },
    [dataProvider, notify, refresh, resource],
  );
  return [change, running] as const;
}
