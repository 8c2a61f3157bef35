import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { generatedResources } from '../../generated/registry';
import { MatchPage } from './MatchPage';

/**
 * `/bookmakers-matches` (000 §2): the matches list, or with `?id={matchId}` (a betslip's match
 * link, 002 §2) that match's page.
 */
export function MatchesPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id !== null && /^\d{1,10}$/.test(id)) return <MatchPage key={id} id={Number(id)} />;
  const List = generatedResources.find((resource) => resource.name === 'bookmakers-matches')!.list;
  return (
    <Suspense fallback={<LinearProgress aria-busy />}>
      <List />
    </Suspense>
  );
}
