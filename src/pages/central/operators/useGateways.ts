/** The data of an operator's Gateways card: its cash-desk gateways and the currencies they may take. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OperatorGateway } from '../../../../resources/operators';
import type { BackofficeDataProvider } from '../../../data/types';
import { gatewaysInDeclaredForm } from '../../../../resources/playerGateways';

/** Currencies of the Exchange rates screen, as many as there are. */
const ALL_CURRENCIES = 1000;

/**
 * `{ gateways, currencies, error, isPending, refetch }`: the operator's gateways
 * (`operators/gateways/type/currencies?operatorCode=`) and the currency codes of the exchange rates.
 */
export function useGateways(operatorCode: string) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const gateways = useQuery({
    queryKey: ['operatorGateways', operatorCode],
    queryFn: async () => {
      const answer = (await dataProvider.runAction('operators', 'loadGateways', { input: { operatorCode } })).data;
      // Each gateway's limits in the declared form, whichever keys the API gives them (001 §3).
      return gatewaysInDeclaredForm(answer) as OperatorGateway[];
    },
  });
  const currencies = useQuery({
    queryKey: ['exchangeRateCodes'],
    queryFn: async () =>
      (
        await dataProvider.getList('exchange-rates', {
          pagination: { page: 1, perPage: ALL_CURRENCIES },
          sort: { field: 'currency', order: 'ASC' },
          filter: {},
        })
      ).data.map((rate) => String(rate.currency)),
  });
  return {
    gateways: gateways.data,
    currencies: currencies.data ?? [],
    error: gateways.error ?? currencies.error,
    isPending: gateways.isPending,
    refetch: () => void gateways.refetch(),
  };
}
