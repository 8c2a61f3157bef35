import { Navigate, useParams } from 'react-router-dom';

/** `/bookmakers-matches/{id}/show` (a list row): the match's page is `/bookmakers-matches?id={id}` (002 §2). */
export function MatchRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={{ pathname: '/bookmakers-matches', search: `?id=${encodeURIComponent(id)}` }} replace />;
}
