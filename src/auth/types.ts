/**
 * Session types: tokens, the signed-in manager as `GET auth/userinfo` returns it, the current
 * role from `GET info`, and the permissions shape the menu and generated screens read.
 */

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * `POST auth/login` answer: status "Valid" means success, otherwise description is shown. Its tokens
 * are read wherever 000 §7 allows them (readTokens.ts): flat, under `tokens` or under `payload`.
 */
export interface LoginResponse {
  status: string;
  description?: string;
  tokens?: Tokens;
}

/**
 * The signed-in manager (`GET auth/userinfo` payload): the user details of 000 §3. Only these
 * fields are read; an API may send more.
 */
export interface UserInfo {
  id: string | number;
  isAuthenticated?: boolean;
  /** False for accounts that are not ENABLED. */
  enabled?: boolean;
  balance?: unknown;
  status?: string;
  birthdate?: string | null;
  email?: string;
  langCode?: string;
}

/** The current-role values of 000 §3. */
export type CurrentRoleValue = 'unknown' | 'central' | 'operator';

/** The current role (`GET info` → `payload.uiInfo.role`, 000 §3). */
export interface CurrentRole {
  role: CurrentRoleValue | string;
  operatorCode?: string | null;
  name?: string;
  domain?: string;
  playersTitle?: string;
}

/**
 * What `usePermissions()` returns: the view's role (the central view sees all operators; a central
 * manager who chose an operator in the switcher is in that operator's view), whether the signed-in
 * manager is a central one, the manager's own operator code and the locally stored beta and debug
 * flags. Menus, routes, links, columns and actions follow `role`; only the operator switcher and
 * the debug shortcut follow `centralManager`.
 */
export interface Permissions {
  role: 'central' | 'operator';
  /** The signed-in manager has the central role (may switch operators and open the debug dialog). */
  centralManager: boolean;
  /** The role's operator code (the central role's own code for a central manager). */
  operatorCode: string;
  beta: boolean;
  debug: boolean;
}
