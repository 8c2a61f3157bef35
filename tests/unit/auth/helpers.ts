/** Test helpers for the session: unsigned JWTs and a fake auth API. */
import { createTokenStorage, memoryStorage } from '../../../src/auth/tokenStorage';

/** An unsigned JWT expiring at `expMs` (epoch milliseconds). */
export function jwt(expMs: number, sub = 'm1'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ sub, exp: Math.floor(expMs / 1000) })}.sig`;
}

export const centralUser = { id: 1, email: 'boss@example.com', role: 'CENTRAL_MANAGER', operatorCode: 'op1', name: 'Boss', status: 'ENABLED', langCode: 'en' };

export interface Route {
  status?: number;
  body?: unknown;
}

/** A fetch answering by path suffix; records each call. */
export function authApi(routes: Record<string, Route | (() => Route)>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace('/api/officeapp/', '');
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: (init.headers ?? {}) as Record<string, string> });
    const route = routes[path];
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
