import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * `/players/{id}` (the list's pencil): the player is edited in the workspace, so the route leads
 * to `/players/{id}/show`, keeping the query parameters.
 */
export function PlayerWorkspaceRedirect() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/players/${encodeURIComponent(id)}/show`, search }} replace />;
}
