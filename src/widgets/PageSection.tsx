import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled card of a hand-written record page, named by its title for assistive technology.
 *
 * @example
 * <PageSection title={translate('app.bookmakers.markets')}><MatchMarketsTable lines={lines} /></PageSection>
 */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
