/**
 * A resource's binding built from its declaration: `bindResource(resource, { mapping, handlers })`
 * takes one handler per declared action, each typed from that action's input schema, so that a
 * handler for an action the declaration lacks, or a declared action without a handler, is a type
 * error. Actions the binding deliberately does not route itself (another binding's route or its own
 * `create` serves them) are named in `servedElsewhere`, typed from the declaration too.
 */
import type { Resource } from '../../resources/model';
import type { ActionHandlers } from './actions';
import type { ResourceBinding } from './routes';

/** The names of a resource's declared actions. */
export type ActionName<R extends Resource> = keyof R['actions'] & string;

/** The handlers a binding owes: one for each declared action but those `servedElsewhere`. */
export type OwedHandlers<R extends Resource, U extends ActionName<R> = never> = Omit<ActionHandlers<R>, U>;

/** `H` with every key `Owed` lacks turned into `never`: a handler for an undeclared action fails to type. */
type Exactly<H, Owed> = H & { [K in Exclude<keyof H, keyof Owed>]: never };

/** What a binding holds beside its resource and handlers (mapping, create, routes, hooks). */
type BindingParts = Omit<ResourceBinding, 'resource' | 'handlers'>;

export type BindingInput<R extends Resource, U extends ActionName<R>, H> = BindingParts & {
  /**
   * Declared actions this binding does not route: another binding serves their call (a player's
   * active bonus on the bonuses routes) or this binding's `create` does (a list's POST path). They
   * are left out of the binding's resource, so no action route is registered for them.
   */
  servedElsewhere?: readonly U[];
} & (keyof OwedHandlers<R, U> extends never ? { handlers?: Exactly<H, OwedHandlers<R, U>> } : { handlers: Exactly<H, OwedHandlers<R, U>> });

/**
 * Binds a declared resource to its storage and its action handlers.
 *
 * @example
 * bindResource(kycGroup, { mapping: kycGroupTable, handlers: kycHandlers })
 * bindResource(playerGateways, { mapping, handlers: gatewaysHandlers, servedElsewhere: ['loadActiveBonus', 'createPayment'] })
 */
export function bindResource<R extends Resource, H extends OwedHandlers<R, U>, const U extends ActionName<R> = never>(
  resource: R,
  binding: BindingInput<R, U, H>,
): ResourceBinding;
export function bindResource(
  resource: Resource,
  {
    servedElsewhere = [],
    handlers = {},
    ...parts
  }: BindingParts & { servedElsewhere?: readonly string[]; handlers?: ResourceBinding['handlers'] },
): ResourceBinding {
  const actions = Object.fromEntries(Object.entries(resource.actions).filter(([name]) => !servedElsewhere.includes(name)));
  return { ...parts, resource: servedElsewhere.length ? { ...resource, actions } : resource, handlers };
}
