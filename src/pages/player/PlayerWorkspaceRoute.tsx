import { Navigate, useParams, useSearchParams } from 'react-router-dom';

/**
 * `/players/{id}` (the list's pencil): the player's workspace is the player popup, so it leads
 * there (the players list with `open=player-{id}`), keeping the other query parameters.
 */
export function PlayerWorkspaceRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('open', `player-${id}`);
  return <Navigate to={{ pathname: '/players', search: `?${next.toString()}` }} replace />;
}
