/**
 * Session types: tokens, the signed-in manager as `GET auth/userinfo` returns it, and the
 * permissions shape the menu and generated screens read.
 */

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** `POST auth/login` answer: status "Valid" means success, otherwise description is shown. */
export interface LoginResponse {
  status: string;
  description?: string;
  tokens?: Tokens;
}

/** The signed-in manager (`GET auth/userinfo` payload). */
export interface UserInfo {
  id: string | number;
  email: string;
  role: 'CENTRAL_MANAGER' | 'OFFICE' | string;
  operatorCode: string;
  name?: string;
  status?: string;
  /** False for accounts that are not ENABLED. */
  enabled?: boolean;
  langCode?: string;
  userRealm?: string;
  userUsername?: string;
}

/**
 * What `usePermissions()` returns: the current role (central sees all operators), the manager's
 * own operator code and the locally stored beta and debug flags.
 */
export interface Permissions {
  role: 'central' | 'operator';
  operatorCode: string;
  beta: boolean;
  debug: boolean;
}
