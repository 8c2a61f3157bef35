/** The server's UI info (`GET /info` → uiInfo): titles, logo, footer, contact and default limits. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { BackofficeDataProvider } from '../../data/types';

export interface UiInfo {
  domain?: string;
  playersTitle?: string;
  officeTitle?: string;
  logoUrl?: string | null;
  betslipFooter?: string | null;
  contactEmail?: string;
  mainCurrency?: string;
  defaultSelfProtectionLimits?: Record<string, number>;
}

/** The UI info, or an empty object while loading. */
export function useUiInfo(): UiInfo {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { data } = useQuery({
    queryKey: ['serverInfo', 'uiInfo'],
    queryFn: async () => ((await dataProvider.getServerInfo()).uiInfo ?? {}) as UiInfo,
    staleTime: 5 * 60_000,
  });
  return data ?? {};
}
