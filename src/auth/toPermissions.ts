import type { Flags } from '../flags/flags';
import type { Permissions, UserInfo } from './types';

/** Maps the signed-in manager and the local flags to the permissions shape. */
export function toPermissions(user: UserInfo, flags: Flags): Permissions {
  return {
    role: user.role === 'CENTRAL_MANAGER' ? 'central' : 'operator',
    operatorCode: user.operatorCode,
    beta: flags.beta,
    debug: flags.debug,
  };
}
