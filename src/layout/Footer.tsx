import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFlags } from '../flags/useFlags';
import { UI_BUILD } from '../shell/buildInfo';
import { useServerInfo } from '../shell/serverInfo';
import { SocialLinks, socialLinksOf } from './SocialLinks';

/** Beta-only footer items (000 §2) and where they lead on the public site. */
const BETA_ITEMS = [
  ['aboutUs', '/#about-us'],
  ['privacy', '/#privacy'],
  ['cookie', '/#cookies'],
  ['terms', '/#terms'],
] as const;

/**
 * The footer (000 §2): support e-mail, FAQ link (/home#faq when logged in, otherwise /#faq), the
 * help centre (/help, signed-in staff),
 * the social links of the server's settings, the beta-only About us, Privacy, Cookie and Terms
 * items, and the UI build number.
 */
export function Footer({ loggedIn = true }: { loggedIn?: boolean }) {
  const translate = useTranslate();
  const { beta } = useFlags();
  const { info } = useServerInfo();
  const email = info?.uiInfo?.contactEmail;
  return (
    <Box component="footer" sx={{ mt: 4, py: 2, px: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" alignItems="center">
        {email ? (
          <Typography variant="body2">
            {translate('app.footer.support')} <Link href={`mailto:${email}`}>{email}</Link>
          </Typography>
        ) : null}
        <Link href={loggedIn ? '/home#faq' : '/#faq'} variant="body2">
          {translate('app.footer.faq')}
        </Link>
        {loggedIn ? (
          <Link component={RouterLink} to="/help" variant="body2">
            {translate('app.footer.helpCenter')}
          </Link>
        ) : null}
        <SocialLinks links={socialLinksOf(info?.uiInfo?.socialLinks)} />
        {beta
          ? BETA_ITEMS.map(([key, href]) => (
              <Link key={key} href={href} variant="body2">
                {translate(`app.footer.${key}`)}
              </Link>
            ))
          : null}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }} data-testid="build-number">
          {translate('app.footer.build', { build: UI_BUILD.buildNumber })}
        </Typography>
      </Stack>
    </Box>
  );
}
