import type { Flags } from '../flags/flags';
import type { CurrentRole, Permissions } from './types';

/**
 * Maps the current role (`uiInfo.role` of `GET info`), the central manager's operator choice and
 * the local flags to the permissions shape. `role` is the view's: the central view only while a
 * central manager works on the central role's own code (the view spanning every operator); a
 * central manager who switched to an operator works in that operator's view, as its office
 * manager would. `unknown` gets the operator view's rights.
 */
export function toPermissions(role: CurrentRole, flags: Flags, choice: string | null = null): Permissions {
  const centralManager = role.role === 'central';
  const ownCode = role.operatorCode ?? '';
  const viewCode = centralManager ? (choice ?? ownCode) : ownCode;
  return {
    role: centralManager && viewCode === ownCode ? 'central' : 'operator',
    centralManager,
    operatorCode: ownCode,
    beta: flags.beta,
    debug: flags.debug,
  };
}
