/** Loads what the manual payments form needs (001 §7): cash-desk gateways, rates, active bonus, campaigns, deposit amounts. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { BackofficeDataProvider } from '../../../data/types';
import { useServerInfo } from '../../../shell/serverInfo';
import { ACTIVE_BONUS_UNKNOWN } from '../../../../resources/paymentRules';
import { ActivePlayerBonus, gatewaysInDeclaredForm } from '../../../../resources/playerGateways';
import type { PaymentData } from './paymentRules';

/**
 * The API's "no active bonus" (002 §7): an error answer whose data carries status 200. Any other
 * failure (a 500, the network, a 403) means the bonus could not be read.
 */
export function isNoActiveBonus(error: unknown): boolean {
  const body = (error as { body?: { status?: unknown } } | null)?.body;
  return body !== null && typeof body === 'object' && Number(body.status) === 200;
}

/** An active-bonus answer: none when empty, unknown when it is not one the rules can read. */
function readActiveBonus(answer: unknown): PaymentData['activeBonus'] {
  if (answer === null || answer === undefined || answer === ACTIVE_BONUS_UNKNOWN) return answer ?? null;
  return ActivePlayerBonus.safeParse(answer).success ? (answer as ActivePlayerBonus) : ACTIVE_BONUS_UNKNOWN;
}

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
        run('players-gateways', 'loadActiveBonus', { id: playerId }).catch((error: unknown) =>
          isNoActiveBonus(error) ? null : ACTIVE_BONUS_UNKNOWN,
        ),
        run('statistics-payments', 'loadBonusCampaigns', { id: playerId, input: { playerId, bonusContext: 'newDeposit' } }),
        run('players-limits', 'loadDepositAmounts', { id: playerId }),
      ]);
      return {
        // Each gateway's limits in the declared form, whichever keys the API gives them (001 §3).
        gateways: gatewaysInDeclaredForm(gatewayList) as PaymentData['gateways'],
        exchange: (exchange ?? undefined) as PaymentData['exchange'],
        activeBonus: readActiveBonus(activeBonus),
        campaigns: (campaigns ?? []) as PaymentData['campaigns'],
        depositAmounts: (depositAmounts ?? {}) as PaymentData['depositAmounts'],
      };
    },
    // Currency risks for limit conversion come from the server's UI info.
    select: (data): PaymentData => ({ ...data, exchangeRisks: risks }),
  });
}
