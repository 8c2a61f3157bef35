import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HttpError, useGetOne, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { match as matchResource, type Match } from '../../../resources/match';
import { enumColor } from '../../resource-ui/enumColor';
import { EmbeddedList } from '../../resource-ui/EmbeddedList';
import { lacksRecordOnly } from '../../resource-ui/FullRecord';
import { ListError } from '../../resource-ui/ListError';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { MatchFiguresTable } from './MatchFiguresTable';
import { MatchMarketsTable } from './MatchMarketsTable';
import { MatchSummary } from './MatchSummary';
import { PageSection } from '../../widgets/PageSection';

/**
 * One match of the catalogue (`/bookmakers-matches?id={id}`): its status and score, sport,
 * league and kick-off; the figures of its bet rows per currency (stakes, open bet rows, the
 * exposure of the open ones, payouts); its markets and outcomes in the market order; and the
 * betslips with a bet on it (the betslips list limited to the match). A list row in the cache
 * (the list primes it) shows the progress bar until the whole record arrives.
 */
export function MatchPage({ id }: { id: number }) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { data: match, error, isPending, refetch } = useGetOne<Match & { id: number }>('bookmakers-matches', { id }, { retry: false });
  const back = (
    <Button component={RouterLink} to="/bookmakers-matches" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {translate('app.bookmakers.allMatches')}
    </Button>
  );
  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return (
      <Stack spacing={2} sx={{ mt: 1 }}>
        {back}
        {missing ? (
          <Typography role="status" data-testid="match-not-found">
            {translate('app.bookmakers.matchNotFound', { id })}
          </Typography>
        ) : (
          <ListError error={error} onRetry={() => void refetch()} />
        )}
      </Stack>
    );
  }
  // Opened from the list, the cache first holds the list row, without the figures and markets.
  if (isPending || !match || lacksRecordOnly(matchResource, match))
    return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />;
  const heading = `${translate('resources.bookmakers-matches.name', { smart_count: 1 })} ${match.name}`;
  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }} data-testid="match-page">
      <Title title={heading} />
      {back}
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h1">
          {match.name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={enumColor(match.status)}
          label={enumLabel('matchStatus', match.status)}
          data-testid="match-status"
        />
        {match.score && (
          <Typography
            variant="h6"
            component="p"
            data-testid="match-score"
            aria-label={translate('resources.bookmakers-matches.fields.score')}
          >
            {match.score}
          </Typography>
        )}
      </Stack>
      <MatchSummary match={match} />
      <PageSection title={translate('app.bookmakers.figures')}>
        <MatchFiguresTable figures={match.figures} />
      </PageSection>
      <PageSection title={translate('app.bookmakers.markets')}>
        <MatchMarketsTable lines={match.markets} />
      </PageSection>
      <Box>
        <EmbeddedList resource="betslips" scope={{ filter: { matchId: match.id } }} />
      </Box>
    </Stack>
  );
}
