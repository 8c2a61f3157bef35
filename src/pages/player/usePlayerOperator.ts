/** The operator a player's calls go to: the view's operator, or in the view spanning all the player's own. */
import { HttpError, useGetList } from 'ra-core';
import type { Player } from '../../../resources/player';
import { useOperatorView } from '../../operator/useOperatorView';

/**
 * `{ operator, error }` of a player: in an operator's view that operator; in the view spanning
 * every operator (central) the player's `operatorCode`, found with `GET central/players?page=0&size=1`
 * and the player id filter (001 §7 "GET players with page 0, size 1 for one player"). Undefined
 * while it is looked up; `retry` looks it up again.
 */
export function usePlayerOperator(playerId: number | string): { operator: string | undefined; error: unknown; retry: () => void } {
  const { operator, spansAll } = useOperatorView();
  const id = Number(playerId);
  const { data, error, isPending, refetch } = useGetList<Player & { id: number }>(
    'players',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'updated', order: 'DESC' }, filter: { id } },
    { enabled: spansAll && Number.isInteger(id) },
  );
  const retry = () => void refetch();
  if (!spansAll) return { operator, error: undefined, retry };
  if (!Number.isInteger(id)) return { operator: undefined, error: new HttpError(`Player ${playerId} not found`, 404), retry };
  if (error) return { operator: undefined, error, retry };
  if (isPending || !data) return { operator: undefined, error: undefined, retry };
  const found = data[0];
  return { operator: found?.operatorCode, error: found ? undefined : new HttpError(`Player ${playerId} not found`, 404), retry };
}
