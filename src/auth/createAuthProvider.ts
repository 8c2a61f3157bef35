/**
 * The react-admin authProvider of the console (000 §4, "Authentication"): login with e-mail and
 * password, tokens kept and refreshed 10 s before expiry, the manager read from `auth/userinfo`,
 * 401 handled by one refresh then logout.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { readFlags, type Flags } from '../flags/flags';
import { createRefreshScheduler } from './refreshScheduler';
import { toPermissions } from './toPermissions';
import { createTokenStorage, type TokenStorage } from './tokenStorage';
import type { LoginResponse, Permissions, Tokens, UserInfo } from './types';

/** The login route (000 §2). */
export const LOGIN_ROUTE = '/auth/login';
/** Catalogue key of the default failed-login message. */
export const INVALID_LOGIN = 'app.login.invalid';
/** Transitory refresh failures are retried after 1000 ms × (count + 2), at most this many times (000 §9). */
const MAX_TRANSITORY = 300;

export interface AuthProviderOptions {
  /** Default `/api/officeapp`. */
  apiUrl?: string;
  fetch?: typeof fetch;
  getLanguage?: () => string;
  tokens?: TokenStorage;
  flags?: () => Flags;
  now?: () => number;
}

/** react-admin's AuthProvider plus what the data path and the shell need from the session. */
export interface BackofficeAuthProvider extends AuthProvider {
  getPermissions: () => Promise<Permissions>;
  /** Refreshes the tokens (single flight); true when new tokens were stored. */
  refresh: () => Promise<boolean>;
  /** Plans the refresh of stored tokens; call once at start. */
  start: () => void;
  getAccessToken: () => string | null;
  /** The signed-in manager once loaded. */
  getUser: () => UserInfo | undefined;
  /** Subscribes to sign-in and sign-out; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** Creates the authProvider. */
export function createAuthProvider(options: AuthProviderOptions = {}): BackofficeAuthProvider {
  const apiUrl = options.apiUrl ?? '/api/officeapp';
  const tokens = options.tokens ?? createTokenStorage();
  const flags = options.flags ?? readFlags;
  const listeners = new Set<() => void>();
  let user: UserInfo | undefined;
  let userLoad: Promise<UserInfo> | undefined;
  let refreshing: Promise<boolean> | undefined;
  let transitory = 0;

  const notify = () => listeners.forEach((listener) => listener());
  const post = (path: string, body?: unknown, token?: string) =>
    (options.fetch ?? globalThis.fetch)(`${apiUrl}/${path}`, {
      method: 'POST',
      headers: headers(token, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const headers = (token: string | undefined, json: boolean): Record<string, string> => ({
    Accept: 'application/json',
    'Accept-Language': options.getLanguage?.() ?? 'en',
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });

  const scheduler = createRefreshScheduler(() => void refresh(), options.now);

  const store = (next: Tokens) => {
    tokens.set(next);
    scheduler.schedule(next.accessToken);
  };

  const reset = () => {
    scheduler.cancel();
    tokens.clear();
    user = undefined;
    userLoad = undefined;
    notify();
  };

  const refresh = (): Promise<boolean> => {
    refreshing ??= (async () => {
      const { refreshToken } = tokens.get();
      if (!refreshToken) return false;
      try {
        const response = await post('auth/refresh-token', { refreshToken });
        if (response.status >= 500) throw new Error(`refresh failed with ${response.status}`);
        const body = await readJson(response);
        const next = (body?.payload ?? body?.tokens) as Tokens | undefined;
        if (!response.ok || !next?.accessToken) {
          reset();
          return false;
        }
        transitory = 0;
        store(next);
        return true;
      } catch {
        if (++transitory <= MAX_TRANSITORY) scheduler.retryIn(1000 * (transitory + 2));
        return false;
      }
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const loadUser = (): Promise<UserInfo> => {
    userLoad ??= (async () => {
      const token = tokens.get().accessToken;
      if (!token) throw new Error('ra.auth.auth_check_error');
      const fetchUser = () =>
        (options.fetch ?? globalThis.fetch)(`${apiUrl}/auth/userinfo`, {
          headers: headers(tokens.get().accessToken, false),
        });
      let response = await fetchUser();
      if (response.status === 401 && (await refresh())) response = await fetchUser();
      if (!response.ok) throw Object.assign(new Error('app.auth.unauthorized'), { status: response.status });
      const body = await readJson(response);
      user = body?.payload as UserInfo;
      notify();
      return user;
    })();
    userLoad.catch(() => {
      userLoad = undefined;
    });
    return userLoad;
  };

  return {
    login: async ({ username, password }: { username: string; password: string }) => {
      const response = await post('auth/login', { username, password });
      const body = (await readJson(response)) as LoginResponse | null;
      if (!response.ok || body?.status !== 'Valid' || !body.tokens) {
        throw new Error(body?.description || INVALID_LOGIN);
      }
      store(body.tokens);
      user = undefined;
      userLoad = undefined;
      await loadUser();
    },
    logout: async () => {
      const token = tokens.get().accessToken;
      if (token) await post('auth/logout', undefined, token).catch(() => undefined);
      reset();
      return LOGIN_ROUTE;
    },
    checkAuth: async () => {
      if (!tokens.get().accessToken) throw { redirectTo: LOGIN_ROUTE, message: false };
      try {
        await loadUser();
      } catch {
        throw { redirectTo: LOGIN_ROUTE, message: 'app.auth.unauthorized' };
      }
    },
    checkError: async (error: { status?: number; message?: string }) => {
      if (error?.status !== 401) return;
      if (await refresh()) return;
      reset();
      throw { redirectTo: LOGIN_ROUTE, message: error.message || 'app.auth.unauthorized' };
    },
    getIdentity: async (): Promise<UserIdentity> => {
      const info = await loadUser();
      return { ...info, id: info.id, fullName: info.name || info.email };
    },
    getPermissions: async () => toPermissions(await loadUser(), flags()),
    refresh,
    start: () => {
      const { accessToken } = tokens.get();
      if (accessToken) scheduler.schedule(accessToken);
    },
    getAccessToken: () => tokens.get().accessToken ?? null,
    getUser: () => user,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
