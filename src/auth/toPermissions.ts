import type { Flags } from '../flags/flags';
import type { CurrentRole, Permissions } from './types';

/**
 * Maps the current role (`uiInfo.role` of `GET info`) and the local flags to the permissions
 * shape. Only the `central` role sees every operator; `unknown` gets the operator role's rights.
 */
export function toPermissions(role: CurrentRole, flags: Flags): Permissions {
  return {
    role: role.role === 'central' ? 'central' : 'operator',
    operatorCode: role.operatorCode ?? '',
    beta: flags.beta,
    debug: flags.debug,
  };
}
