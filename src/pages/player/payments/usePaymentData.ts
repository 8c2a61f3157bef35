/** Loads what the manual payments form needs (001 §7): cash-desk gateways, rates, active bonus, campaigns, deposit amounts. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { BackofficeDataProvider } from '../../../data/types';
import { useServerInfo } from '../../../shell/serverInfo';
import type { PaymentData } from './paymentRules';

/** `{ data, error, isPending, refetch }`; a 404 of the gateways means none. */
export function usePaymentData(playerId: number) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const risks = useServerInfo().info?.uiInfo?.exchangeRisks as PaymentData['exchangeRisks'];
  return useQuery({
    queryKey: ['manualPaymentData', playerId],
    retry: 2,
    queryFn: async (): Promise<PaymentData> => {
      const run = (resource: string, action: string, params: { id?: number; input?: Record<string, unknown> }) =>
        dataProvider.runAction(resource, action, { input: {}, ...params }).then((result) => result.data);
      const gateways = run('players-gateways', 'loadCashDeskGateways', { id: playerId }).catch((error: { status?: number }) => {
        if (error?.status === 404) return [];
        throw error;
      });
      const [gatewayList, exchange, activeBonus, campaigns, depositAmounts] = await Promise.all([
        gateways,
        run('players-gateways', 'loadExchangeRates', {}),
        run('players-gateways', 'loadActiveBonus', { id: playerId }).catch(() => null),
        run('statistics-payments', 'loadBonusCampaigns', { id: playerId, input: { playerId, bonusContext: 'newDeposit' } }),
        run('players-limits', 'loadDepositAmounts', { id: playerId }),
      ]);
      return {
        gateways: (gatewayList ?? []) as PaymentData['gateways'],
        exchange: (exchange ?? undefined) as PaymentData['exchange'],
        activeBonus: (activeBonus ?? null) as PaymentData['activeBonus'],
        campaigns: (campaigns ?? []) as PaymentData['campaigns'],
        depositAmounts: (depositAmounts ?? {}) as PaymentData['depositAmounts'],
      };
    },
    // Currency risks for limit conversion come from the server's UI info.
    select: (data): PaymentData => ({ ...data, exchangeRisks: risks }),
  });
}
