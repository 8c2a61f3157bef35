import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PublicIcon from '@mui/icons-material/Public';
import TelegramIcon from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import { IconButton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A footer social link as the server's UI info gives it (`uiInfo.socialLinks`). */
export interface SocialLink {
  name: string;
  url: string;
}

const ICONS: Record<string, SvgIconComponent> = {
  facebook: FacebookIcon,
  x: XIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  telegram: TelegramIcon,
};

/** The well-formed http(s) links of a `uiInfo.socialLinks` value. */
export function socialLinksOf(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (link): link is SocialLink =>
      Boolean(link) && typeof link.name === 'string' && typeof link.url === 'string' && /^https?:\/\//.test(link.url),
  );
}

/**
 * The footer's social links (000 §2) from the server's settings: one icon button per network,
 * named "Follow us on {name}", opening in a new tab.
 *
 * @example
 * <SocialLinks links={[{ name: 'facebook', url: 'https://facebook.com/acme' }]} />
 */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const translate = useTranslate();
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} component="nav" aria-label={translate('app.footer.social')}>
      {links.map((link) => {
        const Icon = ICONS[link.name] ?? PublicIcon;
        const name = link.name.charAt(0).toUpperCase() + link.name.slice(1);
        return (
          <IconButton
            key={link.url}
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            aria-label={translate('app.footer.followUs', { name })}
          >
            <Icon fontSize="small" />
          </IconButton>
        );
      })}
    </Stack>
  );
}
