import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useFlags } from '../../flags/useFlags';
import { usePageText } from '../player/usePageText';
import { LANDING_SECTIONS } from './landingContent';
import { LandingSection } from './LandingSection';
import { LandingTopBar } from './LandingTopBar';
import { PricingPlans } from './PricingPlans';

/** The dark primary shade keeps the outlined button's text readable on the light sections. */
const CONTACT_SX = { color: 'primary.dark', borderColor: 'primary.dark' } as const;

/** White on the primary hero, dark text: readable whatever colours the operator's theme sets. */
const REGISTER_SX = { bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } } as const;

/**
 * The public finance landing page (002 §2), shown to visitors who are not logged in: top bar with
 * login, side drawer, anchored sections, Register Now (/auth/register) and the pricing plans;
 * newsletter, testimonials and Read More / Learn More in beta mode only.
 */
export function LandingPage() {
  const t = usePageText();
  const { beta } = useFlags();
  const sections = LANDING_SECTIONS.filter((section) => beta || !('beta' in section)).map((section) => section.id);
  const more = (id: string) =>
    beta ? (
      <Button href={`#${id}`} size="small">
        {t(id === 'features' ? 'app.landing.learnMore' : 'app.landing.readMore')}
      </Button>
    ) : undefined;
  return (
    <Box data-testid="landing-page">
      <LandingTopBar sections={sections} />
      <Box component="main">
        <Box sx={{ py: { xs: 6, md: 12 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Container maxWidth="lg">
            <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
              {t('app.landing.hero.title')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mb: 3, maxWidth: 720 }}>
              {t('app.landing.hero.text')}
            </Typography>
            <Button component={RouterLink} to="/auth/register" variant="contained" size="large" sx={REGISTER_SX} data-testid="register-now">
              {t('app.landing.registerNow')}
            </Button>
          </Container>
        </Box>
        {sections.map((id, index) => (
          <LandingSection key={id} id={id} shade={index % 2 === 1}>
            {id === 'pricingPlans' ? <PricingPlans /> : id === 'contact' ? <ContactBlock beta={beta} /> : more(id)}
          </LandingSection>
        ))}
      </Box>
    </Box>
  );
}

function ContactBlock({ beta }: { beta: boolean }) {
  const t = usePageText();
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Button href={`mailto:${t('app.landing.contact.email')}`} variant="outlined" sx={CONTACT_SX}>
        {t('app.landing.contact.email')}
      </Button>
      {beta && (
        <Stack
          direction="row"
          spacing={1}
          component="form"
          aria-label={t('app.landing.newsletter.title')}
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField size="small" type="email" label={t('app.landing.newsletter.email')} fullWidth />
          <Button type="submit" variant="contained">
            {t('app.landing.newsletter.subscribe')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
