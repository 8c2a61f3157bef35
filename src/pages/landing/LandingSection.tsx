import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageText } from '../player/usePageText';

/** One anchored section: its heading, its text and optional content. */
export function LandingSection({ id, children, shade }: { id: string; children?: ReactNode; shade?: boolean }) {
  const t = usePageText();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 5, md: 8 }, borderTop: shade ? 1 : 0, borderColor: 'divider', scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} variant="h4" component="h2" gutterBottom>
          {t(`app.landing.${id}.title`)}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mb: children ? 3 : 0, maxWidth: 760 }}>
          {t(`app.landing.${id}.text`)}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
