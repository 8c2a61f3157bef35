/**
 * Operator settings of the console's shell, read from the environment and served in `uiInfo`:
 * the support e-mail (`CONTACT_EMAIL`), the footer's social links (`SOCIAL_LINKS`) and the
 * monitoring dashboards' base URL (`MONITORING_URL`).
 */

/** One footer social link. */
export interface SocialLink {
  /** The network's name as configured (facebook, x, instagram, linkedin, youtube, telegram, ...). */
  name: string;
  url: string;
}

/** An absolute http(s) URL, or undefined. */
function httpUrl(text: string | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `SOCIAL_LINKS`: comma-separated `name=url` pairs, e.g.
 * `facebook=https://facebook.com/acme,x=https://x.com/acme`. Entries without a name or an
 * http(s) URL are left out with a warning.
 */
export function socialLinks(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = console.warn): SocialLink[] {
  const raw = env.SOCIAL_LINKS?.trim();
  if (!raw) return [];
  const links: SocialLink[] = [];
  for (const entry of raw.split(',')) {
    if (!entry.trim()) continue;
    const at = entry.indexOf('=');
    const name = at > 0 ? entry.slice(0, at).trim().toLowerCase() : '';
    const url = at > 0 ? httpUrl(entry.slice(at + 1)) : undefined;
    if (!name || !/^[a-z0-9-]{1,32}$/.test(name) || !url) {
      warn(`SOCIAL_LINKS: ignored "${entry.trim()}" (expected name=https://...)`);
      continue;
    }
    links.push({ name, url });
  }
  return links;
}

/** `MONITORING_URL`: the base URL of the monitoring dashboards, or null when not configured. */
export function monitoringUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return httpUrl(env.MONITORING_URL)?.replace(/\/+$/, '') ?? null;
}

/** `CONTACT_EMAIL`: the support address of the footer; default the demo address. */
export function contactEmail(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTACT_EMAIL?.trim() || 'support@demo.test';
}
