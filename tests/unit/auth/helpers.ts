/** Test helpers for the session: unsigned JWTs and a fake auth API. */
import { createTokenStorage, memoryStorage } from '../../../src/auth/tokenStorage';

/** An unsigned JWT expiring at `expMs` (epoch milliseconds). */
export function jwt(expMs: number, sub = 'm1'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ sub, exp: Math.floor(expMs / 1000) })}.sig`;
}

/** The user details of 000 §3, and nothing else: what a real `GET auth/userinfo` answers. */
export const centralUser = {
  id: 1,
  isAuthenticated: true,
  enabled: true,
  balance: null,
  status: 'ENABLED',
  birthdate: null,
  email: 'boss@example.com',
  langCode: 'en',
};

/** A `GET info` answer naming the current role (`uiInfo.role`). */
export function infoWithRole(role: object | null) {
  return { body: { success: true, payload: { uiInfo: { role }, serverTimestamp: new Date().toISOString() } } };
}

/** The central role, working on its own `central` view by default. */
export const centralRole = { role: 'central', operatorCode: 'central', name: 'Boss' };

export interface Route {
  status?: number;
  body?: unknown;
}

/** A fetch answering by path suffix (`info` answers the central role unless given); records each call. */
export function authApi(routes: Record<string, Route | (() => Route)>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace('/api/officeapp/', '');
    calls.push({
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = routes[path] ?? (path === 'info' ? infoWithRole(centralRole) : undefined);
    const { status = 200, body = null } = (typeof route === 'function' ? route() : route) ?? { status: 404 };
    return new Response(body === null ? '' : JSON.stringify(body), { status });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** Token storage in memory with the cookie writes recorded. */
export function memoryTokens() {
  const cookies: (string | null)[] = [];
  const storage = memoryStorage();
  return { tokens: createTokenStorage(storage, (token) => cookies.push(token)), storage, cookies };
}

/** An in-memory Web Locks manager: the tabs of one test share one instance. */
export function memoryLocks() {
  const tails = new Map<string, Promise<unknown>>();
  let held = 0;
  return {
    get held() {
      return held;
    },
    request: <T>(name: string, _options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T> => {
      const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
        held += 1;
        try {
          return await callback();
        } finally {
          held -= 1;
        }
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
