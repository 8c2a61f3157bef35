/**
 * The react-admin authProvider of the console (000 §4, "Authentication"): login with e-mail and
 * password, tokens kept and refreshed 10 s before expiry, the manager read from `auth/userinfo`,
 * the current role (central or operator, and its operator code) from `GET info` → `uiInfo.role`,
 * 401 handled by one refresh then logout, disabled accounts treated as signed out, and the
 * external login mode (sign-in and sign-out at /authO, no refresh). The tabs of a session refresh
 * once between them (refreshLock.ts, rotationRecord.ts) and follow each other's new tokens and
 * sign-out.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { createResilientFetch } from '../data/resilientFetch';
import type { ServerHealthStore } from '../data/serverHealth';
import { readFlags, type Flags } from '../flags/flags';
import { getOperatorChoice } from '../operator/operatorStore';
import { readSettings, subscribeSettings, type LocalSettings } from '../flags/localSettings';
import { EXTERNAL_LOGIN_URL, EXTERNAL_LOGOUT_URL, rewriteApiUrl } from './externalLogin';
import { jwtExpiry } from './jwtExpiry';
import { createRefreshLock, type RefreshLock } from './refreshLock';
import { REFRESH_LEAD_MS, createRefreshScheduler } from './refreshScheduler';
import { createRotationRecord, type RotationRecord } from './rotationRecord';
import { withSessionStart } from './sessionStart';
import { toPermissions } from './toPermissions';
import { logMissingTokens, readTokens } from './readTokens';
import { createTokenStorage, type TokenStorage } from './tokenStorage';
import type { CurrentRole, LoginResponse, Permissions, Tokens, UserInfo } from './types';

/** The login route (000 §2). */
export const LOGIN_ROUTE = '/auth/login';
/** Catalogue key of the default failed-login message. */
export const INVALID_LOGIN = 'app.login.invalid';
/** Catalogue key of the message shown when a session ends on a refused refresh or a 401 (000 §8). */
export const UNAUTHORIZED = 'app.auth.unauthorized';
/** Catalogue key of the message shown when a login or refresh answer carries no tokens the console can read. */
export const NO_TOKENS = 'app.auth.noTokens';
/** The account section: signing out there goes to / (000 §4). */
export const ACCOUNT_SECTION = '/my-profile';
/** User states that count as signed out unless preventLogoutDisabledAccount is set (000 §4). */
const DISABLED_STATES = ['DISABLED', 'LOCKED'];

export interface AuthProviderOptions {
  /** Default `/api/officeapp`. */
  apiUrl?: string;
  fetch?: typeof fetch;
  getLanguage?: () => string;
  tokens?: TokenStorage;
  flags?: () => Flags;
  /** The central manager's operator choice (the view of the permissions); default the stored one. */
  operatorChoice?: () => string | null;
  settings?: () => LocalSettings;
  now?: () => number;
  health?: ServerHealthStore;
  /** Current path (account-section check on logout); default `window.location.pathname`. */
  currentPath?: () => string;
  /** Full-page navigation for the external login mode; default `window.location.assign`. */
  redirect?: (url: string) => void;
  /** The lock the console's tabs refresh under; default the browser's Web Locks. */
  refreshLock?: RefreshLock;
  /** Where the tabs record each refresh for the next holder of the lock; default the origin's IndexedDB. */
  rotations?: RotationRecord;
}

/** react-admin's AuthProvider plus what the data path and the shell need from the session. */
export interface BackofficeAuthProvider extends AuthProvider {
  getPermissions: () => Promise<Permissions>;
  /** Refreshes the tokens (single flight); true when new tokens were stored. */
  refresh: () => Promise<boolean>;
  /** Plans the refresh of stored tokens and follows login-mode changes; call once at start. Returns a stop function. */
  start: () => () => void;
  getAccessToken: () => string | null;
  /** The signed-in manager once loaded. */
  getUser: () => UserInfo | undefined;
  /** The current role (`uiInfo.role` of `GET info`) once loaded. */
  getRole: () => CurrentRole | undefined;
  /**
   * The payload of the session's `GET info` (the call that names the role, made once per session)
   * and when it arrived (`Date.now()`), for the server clock offset.
   */
  loadServerInfo: () => Promise<{ payload: Record<string, unknown>; receivedAt: number }>;
  /** Reloads the signed-in manager from the server (user-info polling). */
  reloadUser: () => Promise<UserInfo>;
  /** Stores tokens obtained elsewhere (account verification) and loads the manager. */
  acceptTokens: (tokens: Tokens) => Promise<UserInfo>;
  /** Subscribes to sign-in and sign-out; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Whether the session is signed in (tokens stored). */
  isSignedIn: () => boolean;
  /**
   * Why the last session ended without the user signing out (a refused refresh, a 401, a disabled
   * account): the catalogue key of the message to show (000 §8 "Unauthorized!"); undefined after
   * a sign-out or a new sign-in. A new object for each ending.
   */
  getSessionEnd: () => SessionEnd | undefined;
}

/** An ending of the session the user did not ask for. */
export interface SessionEnd {
  message: string;
}

/** Creates the authProvider. */
export function createAuthProvider(options: AuthProviderOptions = {}): BackofficeAuthProvider {
  const apiUrl = options.apiUrl ?? '/api/officeapp';
  const tokens = options.tokens ?? createTokenStorage();
  const flags = options.flags ?? readFlags;
  const operatorChoice = options.operatorChoice ?? getOperatorChoice;
  const settings = options.settings ?? readSettings;
  const external = () => settings().loginMode === 'External';
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));
  const currentPath = options.currentPath ?? (() => (typeof window === 'undefined' ? '/' : window.location.pathname));
  // In the browser, the session's first `GET auth/userinfo` and `GET info` may already be on their
  // way (public/session-start.js): each is taken once instead of asking again.
  const doFetch = createResilientFetch({
    fetch: options.fetch ?? withSessionStart((input, init) => globalThis.fetch(input, init)),
    health: options.health,
    now: options.now,
  });
  const listeners = new Set<() => void>();
  let user: UserInfo | undefined;
  let userLoad: Promise<UserInfo> | undefined;
  let role: CurrentRole | undefined;
  let roleLoad: Promise<CurrentRole> | undefined;
  let info: { payload: Record<string, unknown>; receivedAt: number } = { payload: {}, receivedAt: 0 };
  let refreshing: Promise<boolean> | undefined;
  let sessionEnd: SessionEnd | undefined;

  const notify = () => listeners.forEach((listener) => listener());
  const url = (path: string) => rewriteApiUrl(`${apiUrl}/${path}`, external());
  const headers = (token: string | undefined, json: boolean): Record<string, string> => ({
    Accept: 'application/json',
    'Accept-Language': options.getLanguage?.() ?? 'en',
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  // Signing in, refreshing and signing out move nothing: sent again on transitory errors (000 §8).
  const post = (path: string, body?: unknown, token?: string) =>
    doFetch(url(path), {
      method: 'POST',
      retryable: true,
      headers: headers(token, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const now = options.now ?? Date.now;
  const lock = options.refreshLock ?? createRefreshLock();
  const rotations = options.rotations ?? createRotationRecord();
  const scheduler = createRefreshScheduler(() => void refresh({ planned: true }), options.now);

  const store = (next: Tokens) => {
    sessionEnd = undefined;
    tokens.set(next);
    if (!external()) scheduler.schedule(next.accessToken);
    notify();
  };

  /** Clears the session; `endedBy` names why when the user did not sign out (kept until a new sign-in). */
  const reset = (endedBy?: string) => {
    if (endedBy && tokens.get().accessToken) sessionEnd = { message: endedBy };
    scheduler.cancel();
    tokens.clear();
    void rotations.clear();
    user = undefined;
    userLoad = undefined;
    role = undefined;
    roleLoad = undefined;
    notify();
  };

  /** Whether an access token is not yet due for its planned refresh. */
  const notDue = (accessToken: string | undefined) => {
    const expiry = accessToken ? jwtExpiry(accessToken) : undefined;
    return expiry !== undefined && expiry - REFRESH_LEAD_MS > now();
  };

  /**
   * Refreshes the tokens under the tabs' lock. A tab whose turn comes after another tab refreshed
   * takes that tab's tokens instead of sending a refresh token already rotated: from the record of
   * the last refresh when its own copy of the storage still holds the refresh token that refresh
   * sent (the other tab's write has not reached it yet), else from the storage when it holds other
   * tokens than the tab set out with (or, for a planned refresh, an access token not due yet).
   */
  const refresh = ({ planned = false }: { planned?: boolean } = {}): Promise<boolean> => {
    if (external()) return Promise.resolve(false);
    refreshing ??= (async () => {
      const seen = tokens.get().refreshToken;
      if (!seen) return false;
      return lock(async () => {
        const last = await rotations.read();
        const current = tokens.get();
        const { refreshToken } = current;
        if (!refreshToken) return false;
        if (last && last.from === refreshToken) {
          store(last.tokens);
          return true;
        }
        if (current.accessToken && (refreshToken !== seen || (planned && notDue(current.accessToken)))) {
          scheduler.schedule(current.accessToken);
          if (refreshToken !== seen) notify();
          return true;
        }
        return sendRefresh(refreshToken);
      });
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const sendRefresh = async (refreshToken: string): Promise<boolean> => {
    // Transitory errors (502, 503, network) are retried inside doFetch with the spec's delay.
    const response = await post('auth/refresh-token', { refreshToken }).catch(() => undefined);
    if (!response) return false;
    const body = await readJson(response);
    if (!response.ok) {
      if (response.status === 400 || response.status === 401 || response.status === 403) reset(UNAUTHORIZED);
      return false;
    }
    const next = readTokens(body, refreshToken);
    if (!next) {
      // A refresh the API answered without tokens it can read: the session cannot go on.
      logMissingTokens('POST auth/refresh-token', body);
      reset(NO_TOKENS);
      return false;
    }
    store(next);
    // Before the lock is released: the tab that takes it next reads this, whatever its storage says.
    await rotations.write({ from: refreshToken, tokens: next });
    return true;
  };

  /** Another tab stored new tokens or signed out: plan the refresh for its tokens, or end here too. */
  const followOtherTab = () => {
    const { accessToken } = tokens.get();
    if (!accessToken) {
      if (user || role) reset();
      else {
        scheduler.cancel();
        notify();
      }
      return;
    }
    if (!external()) scheduler.schedule(accessToken);
    notify();
  };

  const disabled = (info: UserInfo) =>
    (info.enabled === false || DISABLED_STATES.includes(String(info.status))) && !settings().preventLogoutDisabledAccount;

  const fetchUser = async (): Promise<UserInfo> => {
    if (!tokens.get().accessToken) throw new Error('ra.auth.auth_check_error');
    const get = () => doFetch(url('auth/userinfo'), { headers: headers(tokens.get().accessToken, false) });
    let response = await get();
    if (response.status === 401 && (await refresh())) response = await get();
    if (response.status === 401) reset(UNAUTHORIZED);
    if (!response.ok) throw Object.assign(new Error('app.auth.unauthorized'), { status: response.status });
    const body = await readJson(response);
    const info = body?.payload as UserInfo;
    if (disabled(info)) {
      reset(UNAUTHORIZED);
      throw Object.assign(new Error('app.auth.unauthorized'), { status: 401 });
    }
    const changed = JSON.stringify(info) !== JSON.stringify(user);
    user = info;
    if (changed) notify();
    return info;
  };

  const loadUser = (): Promise<UserInfo> => {
    userLoad ??= fetchUser();
    userLoad.catch(() => {
      userLoad = undefined;
    });
    return userLoad;
  };

  /** `GET info` with the token: the server names the current role (000 §3 "Current role"). */
  const fetchRole = async (): Promise<CurrentRole> => {
    const token = tokens.get().accessToken;
    if (!token) throw new Error('ra.auth.auth_check_error');
    const response = await doFetch(url('info'), { headers: headers(token, false) });
    if (!response.ok) throw Object.assign(new Error('app.auth.unauthorized'), { status: response.status });
    const body = await readJson(response);
    info = { payload: (body?.payload as Record<string, unknown> | undefined) ?? {}, receivedAt: Date.now() };
    const next = readRole(body);
    const changed = JSON.stringify(next) !== JSON.stringify(role);
    role = next;
    if (changed) notify();
    return next;
  };

  const loadRole = (): Promise<CurrentRole> => {
    roleLoad ??= fetchRole();
    roleLoad.catch(() => {
      roleLoad = undefined;
    });
    return roleLoad;
  };

  /** The manager and the current role: both are needed before the console can make a data call. */
  const loadSession = async () => {
    const [info] = await Promise.all([loadUser(), loadRole()]);
    return info;
  };

  const forgetSession = () => {
    user = undefined;
    userLoad = undefined;
    role = undefined;
    roleLoad = undefined;
  };

  return {
    login: async ({ username, password }: { username: string; password: string }) => {
      if (external()) {
        redirect(EXTERNAL_LOGIN_URL);
        return;
      }
      const response = await post('auth/login', { username, password });
      const body = (await readJson(response)) as LoginResponse | null;
      if (!response.ok || body?.status !== 'Valid') throw new Error(body?.description || INVALID_LOGIN);
      const next = readTokens(body);
      if (!next) {
        logMissingTokens('POST auth/login', body);
        throw new Error(NO_TOKENS);
      }
      store(next);
      forgetSession();
      await loadSession();
    },
    logout: async () => {
      const inAccount = currentPath().startsWith(ACCOUNT_SECTION);
      if (external()) {
        reset();
        redirect(EXTERNAL_LOGOUT_URL);
        return false;
      }
      const token = tokens.get().accessToken;
      // Signing out forgets why an earlier session ended; a logout after that ending keeps it.
      if (token) sessionEnd = undefined;
      if (token) await post('auth/logout', undefined, token).catch(() => undefined);
      reset();
      // After a session ended on its own the page stays: the visitor sees the landing page there,
      // and its login brings them back to it.
      if (!token && sessionEnd) return false;
      // A signed-in manager leaving from the account section goes home; a failed check goes to login.
      return token && inAccount ? '/' : LOGIN_ROUTE;
    },
    checkAuth: async () => {
      if (!tokens.get().accessToken) throw { redirectTo: LOGIN_ROUTE, message: false };
      try {
        await loadSession();
      } catch {
        throw { redirectTo: LOGIN_ROUTE, message: 'app.auth.unauthorized' };
      }
    },
    checkError: async (error: { status?: number; message?: string }) => {
      if (error?.status !== 401) return;
      if (await refresh()) return;
      reset(UNAUTHORIZED);
      throw { redirectTo: LOGIN_ROUTE, message: error.message || 'app.auth.unauthorized' };
    },
    getIdentity: async (): Promise<UserIdentity> => {
      const info = await loadSession();
      return { ...info, id: info.id, fullName: role?.name || info.email || String(info.id) };
    },
    getPermissions: async () => toPermissions(await loadRole(), flags(), operatorChoice()),
    refresh: () => refresh(),
    start: () => {
      const { accessToken } = tokens.get();
      if (accessToken && !external()) scheduler.schedule(accessToken);
      let mode = settings().loginMode;
      const stopTabs = tokens.subscribe?.(followOtherTab);
      const stopSettings = subscribeSettings(() => {
        if (settings().loginMode === mode) return;
        mode = settings().loginMode;
        // Changing the login mode resets auth (000 §4).
        reset();
      });
      return () => {
        stopTabs?.();
        stopSettings();
      };
    },
    getAccessToken: () => tokens.get().accessToken ?? null,
    getUser: () => user,
    getRole: () => role,
    loadServerInfo: async () => {
      await loadRole();
      return info;
    },
    reloadUser: async () => {
      const load = fetchUser();
      userLoad = load;
      load.catch(() => {
        if (userLoad === load) userLoad = undefined;
      });
      return load;
    },
    acceptTokens: async (next) => {
      store(next);
      forgetSession();
      return loadSession();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSignedIn: () => Boolean(tokens.get().accessToken),
    getSessionEnd: () => sessionEnd,
  };
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `payload.uiInfo.role` of a `GET info` answer; `unknown` when the server names none. */
function readRole(body: Record<string, unknown> | null): CurrentRole {
  const payload = body?.payload as { uiInfo?: { role?: CurrentRole | null } } | undefined;
  const role = payload?.uiInfo?.role;
  return role && typeof role === 'object' && typeof role.role === 'string' ? role : { role: 'unknown' };
}
