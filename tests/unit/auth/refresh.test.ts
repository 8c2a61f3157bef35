import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/createAuthProvider';
import { authApi, centralUser, jwt, memoryTokens } from './helpers';

const T0 = Date.parse('2024-06-15T12:00:00Z');

describe('token refresh schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  function loggedIn(accessExpiresIn: number, refreshRoute: () => { status?: number; body?: unknown }) {
    const api = authApi({
      'auth/login': { body: { status: 'Valid', tokens: { accessToken: jwt(T0 + accessExpiresIn), refreshToken: 'r1' } } },
      'auth/userinfo': { body: { payload: centralUser } },
      'auth/refresh-token': refreshRoute,
    });
    const { tokens, cookies } = memoryTokens();
    const auth = createAuthProvider({ fetch: api.fetch, tokens });
    return { auth, api, tokens, cookies };
  }

  it('refreshes 10 s before the access token expires and reschedules with the new token', async () => {
    let n = 0;
    const { auth, api, tokens } = loggedIn(60_000, () => ({
      body: { payload: { accessToken: jwt(Date.now() + 60_000, `t${++n}`), refreshToken: `r${n + 1}` } },
    }));
    await auth.login({ username: 'boss@example.com', password: 'pw' });
    const refreshes = () => api.calls.filter((c) => c.path === 'auth/refresh-token');

    await vi.advanceTimersByTimeAsync(49_999);
    expect(refreshes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0].body).toEqual({ refreshToken: 'r1' });
    expect(tokens.get().refreshToken).toBe('r2');

    await vi.advanceTimersByTimeAsync(50_000);
    expect(refreshes()).toHaveLength(2);
    expect(refreshes()[1].body).toEqual({ refreshToken: 'r2' });
  });

  it('refreshes at once when the stored token is already due', async () => {
    const { tokens } = memoryTokens();
    tokens.set({ accessToken: jwt(T0 + 5_000), refreshToken: 'r9' });
    const api = authApi({ 'auth/refresh-token': { body: { payload: { accessToken: jwt(T0 + 600_000), refreshToken: 'r10' } } } });
    createAuthProvider({ fetch: api.fetch, tokens }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls.map((c) => c.path)).toEqual(['auth/refresh-token']);
    expect(tokens.get().refreshToken).toBe('r10');
  });

  it('clears the session when the refresh is refused', async () => {
    const { auth, tokens, cookies } = loggedIn(20_000, () => ({ status: 401, body: { message: 'expired' } }));
    await auth.login({ username: 'boss@example.com', password: 'pw' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tokens.get()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(cookies.at(-1)).toBeNull();
    expect(auth.getUser()).toBeUndefined();
  });

  it('says why the session ended until the next sign-in, and not after a sign-out', async () => {
    let refused = true;
    const { auth } = loggedIn(20_000, () =>
      refused
        ? { status: 401, body: { message: 'expired' } }
        : { body: { payload: { accessToken: jwt(T0 + 3_600_000), refreshToken: 'r2' } } },
    );
    await auth.login({ username: 'boss@example.com', password: 'pw' });
    expect(auth.getSessionEnd()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(auth.getSessionEnd()).toEqual({ message: 'app.auth.unauthorized' });
    // react-admin logs out after the refused call: the reason stays, and the page too (no redirect).
    expect(await auth.logout({})).toBe(false);
    expect(auth.getSessionEnd()).toEqual({ message: 'app.auth.unauthorized' });
    refused = false;
    await auth.login({ username: 'boss@example.com', password: 'pw' });
    expect(auth.getSessionEnd()).toBeUndefined();
    await auth.logout({});
    expect(auth.getSessionEnd()).toBeUndefined();
  });

  it('retries after a growing delay on a transitory error', async () => {
    let n = 0;
    const { auth, api } = loggedIn(20_000, () =>
      ++n < 3 ? { status: 503 } : { body: { payload: { accessToken: jwt(T0 + 3_600_000), refreshToken: 'r2' } } },
    );
    await auth.login({ username: 'boss@example.com', password: 'pw' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(n).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(n).toBe(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(n).toBe(3);
    expect(api.calls.filter((c) => c.path === 'auth/refresh-token')).toHaveLength(3);
  });

  it('shares one refresh between concurrent callers', async () => {
    const { auth, api } = loggedIn(3_600_000, () => ({ body: { payload: { accessToken: jwt(T0 + 3_600_000), refreshToken: 'r2' } } }));
    await auth.login({ username: 'boss@example.com', password: 'pw' });
    expect(await Promise.all([auth.refresh(), auth.refresh()])).toEqual([true, true]);
    expect(api.calls.filter((c) => c.path === 'auth/refresh-token')).toHaveLength(1);
  });
});
