import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { z } from 'zod';
import { BetRowRecord, BetRowStatusChange } from '../../../resources/betRows';
import type { BackofficeDataProvider } from '../../data/types';
import { useCurrentOperator } from '../../operator/useCurrentOperator';

const History = z.array(BetRowStatusChange);

/**
 * A bet row and its status history for the bet row page: `GET {op}/betRows/{id}` and
 * `GET {op}/betslips/betrow/stacktrace/?betrowId={id}`, parsed with the shared schemas, on the
 * operator chosen in the top bar. Disabled until the operator is known.
 *
 * @example
 * const { row, history } = useBetRow(1234);
 */
export function useBetRow(id: number) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const operator = useCurrentOperator();
  const enabled = Boolean(operator) && Number.isInteger(id) && id > 0;
  const row = useQuery({
    queryKey: ['betRow', operator, id],
    enabled,
    retry: false,
    queryFn: async ({ signal }) =>
      BetRowRecord.parse(await dataProvider.callApi({ method: 'GET', path: `betRows/${id}`, operator, signal })),
  });
  const history = useQuery({
    queryKey: ['betRowHistory', operator, id],
    enabled,
    retry: false,
    queryFn: async ({ signal }) =>
      History.parse(
        await dataProvider.callApi({ method: 'GET', path: 'betslips/betrow/stacktrace/', query: { betrowId: id }, operator, signal }),
      ),
  });
  return { row, history };
}
