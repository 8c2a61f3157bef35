/** The ActionSpec of a declared action that a panel runs (panel-only actions have no generated spec). */
import type { ActionSpec, AnyResource } from '../resource-ui/types';

/** Builds the spec of `definition.actions[name]`: its messages, conditions and catalogue label. */
export function panelActionSpec(definition: AnyResource, name: string): ActionSpec {
  const action = definition.actions[name];
  if (!action) throw new Error(`Resource "${definition.name}" declares no action "${name}"`);
  return {
    name,
    label: `resources.${definition.name}.actions.${name}`,
    scope: action.scope,
    control: 'button',
    recordFields: [],
    params: [],
    ...(action.enabledWhen ? { enabledWhen: action.enabledWhen } : {}),
    ...(action.visibleWhen ? { visibleWhen: action.visibleWhen } : {}),
    ...(action.successMessage ? { successMessage: action.successMessage } : {}),
    ...(action.failureMessage ? { failureMessage: action.failureMessage } : {}),
    ...(action.messageArgs ? { messageArgs: action.messageArgs } : {}),
    ...(action.textsBy ? { textsBy: action.textsBy } : {}),
    ...(action.only ? { only: action.only } : {}),
  };
}
