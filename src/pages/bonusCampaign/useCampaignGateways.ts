/** Loads the gateways campaigns may name (`GET bonus/campaigns/gateways`), per operator. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { CampaignGateway } from '../../../resources/bonusCampaign';
import type { BackofficeDataProvider } from '../../data/types';

/** `{ data, error, isPending, refetch }` of every operator's gateways with their currencies. */
export function useCampaignGateways() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: ['bonusCampaignGateways'],
    queryFn: async () => ((await dataProvider.runAction('bonus-campaign', 'loadGateways', { input: {} })).data ?? []) as CampaignGateway[],
  });
}
