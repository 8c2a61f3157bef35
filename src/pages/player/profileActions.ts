/**
 * Action specs of the player resource that the profile drives with its own controls: the
 * declaration's actions (resources/player.ts) as the generated pages take them, with the
 * profile's own labels where its controls read as fields.
 */
import { player } from '../../../resources/player';
import { actionSpec, declaredModel } from '../../resource-ui/declaredSpecs';
import type { ActionSpec } from '../../resource-ui/types';

function declared(name: string): ActionSpec {
  const found = declaredModel(player).actions.find((action) => action.name === name);
  if (!found) throw new Error(`the player declaration has no action "${name}"`);
  return actionSpec(found);
}

/**
 * Status selector: a reason dialog naming the player and the status for every status but ENABLED
 * (001 §4); the current disabled reason is its initial text.
 */
export const statusSpec: ActionSpec = { ...declared('changeStatus'), recordFields: ['disabledReason'] };

/** KYC status and account type change at once on selection; the selectors read as the fields. */
export const kycStatusSpec: ActionSpec = { ...declared('changeKycStatus'), label: 'resources.players.fields.kycStatus' };

export const accountTypeSpec: ActionSpec = { ...declared('changeAccountType'), label: 'resources.players.fields.accountType' };

/** Register player to CRM with the inline 'Force registration' checkbox. */
export const registerToCrmSpec: ActionSpec = declared('registerToCrm');

/** Disabled reason edit: re-sends the current status with the new reason. */
export const disabledReasonSpec: ActionSpec = statusSpec;
