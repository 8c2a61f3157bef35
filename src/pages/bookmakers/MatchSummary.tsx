import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Match } from '../../../resources/match';
import { formatDateTime } from '../../format';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';

/** A match's facts: sport, league (a link to its matches), country, kick-off, end, feed, id. */
export function MatchSummary({ match }: { match: Match }) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const label = (field: string) => translate(`resources.bookmakers-matches.fields.${field}`);
  const facts: [string, ReactNode][] = [
    ['sportCode', enumLabel('sport', match.sportCode)],
    [
      'leagueName',
      <Link key="league" component={RouterLink} to={`/bookmakers-matches?leagueId=${match.leagueId}`}>
        {match.leagueName}
        {match.topLeague ? ` · ${translate('app.bookmakers.topLeague')}` : ''}
      </Link>,
    ],
    ['country', match.country || '—'],
    ['matchDate', formatDateTime(match.matchDate, { detail: true })],
    ['matchEndDate', match.matchEndDate ? formatDateTime(match.matchEndDate, { detail: true }) : '—'],
    ['feedCode', enumLabel('feed', match.feedCode)],
    ['id', String(match.id)],
  ];
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', lg: 'repeat(7, auto)' }, gap: 2 }}>
        {facts.map(([field, value]) => (
          <Box key={field} data-testid={`match-${field}`} sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {label(field)}
            </Typography>
            <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
