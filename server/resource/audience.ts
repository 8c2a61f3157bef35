/** The server's side of a screen's declared audience (`defineResource({ audience })`, 000 §2). */
import type { FastifyRequest } from 'fastify';
import { audienceAllows, screenAccess } from '../../resources/menu';
import type { Resource } from '../../resources/model';
import type { Manager } from '../auth/managers';
import { forbidden } from '../http/errors';
import type { Scope } from './scope';

type Context = (request: FastifyRequest) => Promise<{ manager: Manager; scope: Scope }>;

/**
 * The request context of a resource's routes, refused with 403 when the view (`central` or one
 * operator's) is outside the resource's declared audience. The beta flag is the user's own
 * setting in the browser, so the server does not check it.
 */
export function audienceContext(resource: Pick<Resource, 'name' | 'menu' | 'audience' | 'beta'>, context: Context): Context {
  const { audience } = screenAccess(resource);
  if (audience === 'both') return context;
  return async (request) => {
    const result = await context(request);
    const view = result.scope.operatorCode === null ? 'central' : 'operator';
    if (!audienceAllows(audience, view)) {
      throw forbidden(
        audience === 'central' ? `${resource.name} is for the central view only` : `${resource.name} is for an operator's view only`,
      );
    }
    return result;
  };
}
