/** Action specs of the player resource that the profile drives with its own controls. */
import type { z } from 'zod';
import { AccountType, KycStatus, UserState } from '../../../resources/enums';
import type { ActionSpec } from '../../resource-ui/types';

const select = (name: string, field: string, enumName: string, options: readonly string[]): ActionSpec => ({
  name,
  label: `resources.players.fields.${field}`,
  scope: 'record',
  control: 'select',
  field,
  enumName,
  options,
  recordFields: [],
  params: [],
});

const options = (schema: z.ZodEnum) => schema.options as readonly string[];

/** Status selector: a reason dialog for every status but ENABLED (001 §4). */
export const statusSpec: ActionSpec = {
  ...select('changeStatus', 'status', 'userState', options(UserState)),
  // The header's selector changes the status: named for what it does, as on the generated pages.
  label: 'resources.players.actions.changeStatus',
  recordFields: ['disabledReason'],
  confirmFields: ['disabledReason'],
  confirmUnless: { status: 'ENABLED' },
  successMessage: 'app.messages.playerUpdateSuccessful',
};

/** KYC status and account type change at once on selection. */
export const kycStatusSpec: ActionSpec = {
  ...select('changeKycStatus', 'kycStatus', 'kycStatus', options(KycStatus)),
  successMessage: 'app.messages.kycStatusUpdated',
  failureMessage: 'app.messages.kycStatusNotUpdated',
};

export const accountTypeSpec: ActionSpec = {
  ...select('changeAccountType', 'accountType', 'accountType', options(AccountType)),
  successMessage: 'app.messages.accountTypeUpdated',
  failureMessage: 'app.messages.accountTypeNotUpdated',
};

/** Register player to CRM with the inline 'Force registration' checkbox. */
export const registerToCrmSpec: ActionSpec = {
  name: 'registerToCrm',
  label: 'resources.players.actions.registerToCrm',
  scope: 'record',
  control: 'button',
  recordFields: [],
  params: [{ source: 'force', label: 'resources.players.fields.force', kind: 'boolean' }],
  successMessage: 'app.messages.registeredToCrm',
};

/** Disabled reason edit: re-sends the current status with the new reason. */
export const disabledReasonSpec: ActionSpec = { ...statusSpec, successMessage: 'app.messages.playerUpdateSuccessful' };
