/** Loads the bonus campaigns and the existing assignments of a deposit (002 §7). */
import { useDataProvider } from 'ra-core';
import { useCallback, useEffect, useState } from 'react';
import type { BackofficeDataProvider } from '../data/types';
import type { AnyRecord } from '../resource-ui/types';
import type { Availability } from './bonusCampaignRules';

export interface BonusCampaignsState {
  campaigns?: Availability[];
  assignments?: Record<string, unknown>[];
  error?: string;
  reload: () => void;
}

/** `{ campaigns, assignments, error, reload }` of a payment row. */
export function useBonusCampaigns(resource: string, record: AnyRecord): BonusCampaignsState {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [state, setState] = useState<Omit<BonusCampaignsState, 'reload'>>({});
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  useEffect(() => {
    let live = true;
    const target = { id: record.id, input: { playerId: record.playerId } };
    const campaignsTarget = { id: record.id, input: { playerId: record.playerId, transactionId: record.id } };
    Promise.all([
      dataProvider.runAction(resource, 'loadBonusCampaigns', campaignsTarget),
      dataProvider.runAction(resource, 'loadBonusAssignments', target),
    ]).then(
      ([campaigns, assignments]) => {
        if (live)
          setState({
            campaigns: (campaigns.data ?? []) as Availability[],
            assignments: (assignments.data ?? []) as Record<string, unknown>[],
          });
      },
      (error: unknown) => {
        if (live) setState({ error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, dataProvider, record.id, record.playerId, resource]);
  return { ...state, reload };
}
