/**
 * The screen of the address the console opens on, loaded while the session and the server info
 * are still being read: a signed-in manager who opens `/players` waits for one round of requests
 * instead of two (the screen's chunks used to be asked for only after `GET info` came back).
 */
import { generatedResources } from '../generated/registry';
import { preloadComponent } from '../resource-ui/lazyNamed';

/**
 * Starts loading the generated screen for `pathname` (`/players`, `/players/7/show`,
 * `/players/7`): its list, show or edit module and what it imports.
 */
export function preloadRoute(pathname: string): void {
  const [, first = '', id, kind] = pathname.split('/');
  const resource = generatedResources.find((candidate) => candidate.route === `/${first}`);
  if (!resource) return;
  if (id === undefined || id === '') preloadComponent(resource.list);
  else if (kind === 'show') preloadComponent(resource.show);
  else preloadComponent(resource.edit ?? resource.show);
}
