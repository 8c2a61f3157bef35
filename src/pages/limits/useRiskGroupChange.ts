/** Changes a player's risk group and toasts 'Risk group successfully updated to {n}%' (001 §7). */
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { useCallback, useState } from 'react';
import { RiskProfile } from '../../../resources/enums';
import { enumMeta } from '../../../resources/model';
import type { BackofficeDataProvider } from '../../data/types';
import { useListRows } from '../../resource-ui/ListRowsContext';
import type { AnyRecord } from '../../resource-ui/types';

/** The exposure percentage of a risk group (Normal 100, VIP200 200, Risk90 90, …). */
export function riskPercent(riskGroup: string): number | undefined {
  const value = enumMeta.get(RiskProfile)?.annotations?.[riskGroup];
  return typeof value === 'number' ? value : undefined;
}

/** The lists showing limits the risk group scales. */
const LIMITS_LISTS = ['players-limits', 'players-self-protection-limits'] as const;

/**
 * `[change, running]`: `change(player, riskGroup)` through the resource's `changeRiskGroup`
 * action. The profile (`players`) sends the player record as loaded and shows the updated player
 * the answer carries (the limits lists, whose values the risk group scales, are read again); the
 * limits screen (`players-limits`) sends no body and reloads.
 */
export function useRiskGroupChange(resource: 'players' | 'players-limits') {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const rows = useListRows();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const change = useCallback(
    async (player: AnyRecord, riskGroup: string) => {
      setRunning(true);
      try {
        const { record } = await dataProvider.runAction(resource, 'changeRiskGroup', {
          id: player.id,
          input: { riskGroup },
          record: player,
        });
        const n = riskPercent(riskGroup);
        notify('app.messages.riskGroupUpdated', { type: 'success', messageArgs: { n, _: `Risk group successfully updated to ${n}%` } });
        if (record && rows) {
          rows.replace(record as AnyRecord);
          for (const list of LIMITS_LISTS) void queryClient.invalidateQueries({ queryKey: [list] });
        } else refresh();
      } catch (error) {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      } finally {
        setRunning(false);
      }
    },
    [dataProvider, notify, queryClient, refresh, resource, rows],
  );
  return [change, running] as const;
}
