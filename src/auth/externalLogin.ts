/**
 * External login mode (000 §7): sign-in at /authO, sign-out at /authO/logout, and API requests
 * rewritten from the private prefix to the OIDC prefix. The spec names no OIDC prefix; the
 * console puts the private prefix under /authO (`/api/officeapp/x` → `/authO/api/officeapp/x`),
 * where an OIDC gateway would hold the session.
 */

export const EXTERNAL_LOGIN_URL = '/authO';
export const EXTERNAL_LOGOUT_URL = '/authO/logout';
export const PRIVATE_API_PREFIX = '/api/officeapp';
export const OIDC_API_PREFIX = `${EXTERNAL_LOGIN_URL}${PRIVATE_API_PREFIX}`;

/** The URL of a request in a login mode: unchanged unless external. */
export function rewriteApiUrl(url: string, external: boolean): string {
  if (!external || !url.startsWith(PRIVATE_API_PREFIX)) return url;
  return OIDC_API_PREFIX + url.slice(PRIVATE_API_PREFIX.length);
}
