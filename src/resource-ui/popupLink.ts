/** Links that open the shell's popups (000 §2: `?open=player-{id}`, `?open=manager-{realm:username}`), keeping other query parameters. */
import type { To } from 'react-router-dom';

/** The `search` of the current location with `open` set to `value`. */
export function popupSearch(search: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set('open', value);
  return `?${params.toString()}`;
}

/**
 * Where a declared console link leads from `location`: a link starting with `?` sets its query
 * parameters on the current page, the others kept (`?open=manager-…` opens the popup over the
 * list as it is filtered); any other link is a route.
 */
export function linkTarget(href: string, location: { pathname: string; search: string }): To {
  if (!href.startsWith('?')) return href;
  const params = new URLSearchParams(location.search);
  for (const [key, value] of new URLSearchParams(href)) params.set(key, value);
  return { pathname: location.pathname, search: `?${params.toString()}` };
}
