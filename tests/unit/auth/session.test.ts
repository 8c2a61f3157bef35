/** Session rules: disabled accounts, logout destinations, external login mode. */
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/createAuthProvider';
import { rewriteApiUrl } from '../../../src/auth/externalLogin';
import { DEFAULT_SETTINGS, type LocalSettings } from '../../../src/flags/localSettings';
import { createServerHealthStore } from '../../../src/data/serverHealth';
import { authApi, centralUser, jwt, memoryTokens } from './helpers';

const FAR = Date.now() + 3_600_000;
const settings =
  (changes: Partial<LocalSettings> = {}) =>
  () => ({ ...DEFAULT_SETTINGS, ...changes });

function provider(user: object, options: { settings?: () => LocalSettings; path?: string } = {}) {
  const api = authApi({
    'auth/login': { body: { status: 'Valid', tokens: { accessToken: jwt(FAR), refreshToken: 'r1' } } },
    'auth/userinfo': { body: { payload: user } },
    'auth/logout': { body: { payload: true } },
  });
  const { tokens } = memoryTokens();
  const redirect = vi.fn();
  const auth = createAuthProvider({
    fetch: api.fetch,
    tokens,
    settings: options.settings ?? settings(),
    redirect,
    currentPath: () => options.path ?? '/players',
    health: createServerHealthStore(),
  });
  return { auth, api, tokens, redirect };
}

describe('disabled accounts', () => {
  it('are treated as logged out', async () => {
    const { auth, tokens } = provider({ ...centralUser, status: 'DISABLED', enabled: false });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toThrow();
    expect(tokens.get().accessToken).toBeUndefined();
  });

  it('stay signed in with preventLogoutDisabledAccount', async () => {
    const { auth } = provider(
      { ...centralUser, status: 'DISABLED', enabled: false },
      { settings: settings({ preventLogoutDisabledAccount: true }) },
    );
    await auth.login({ username: 'a', password: 'b' });
    expect(auth.getUser()?.status).toBe('DISABLED');
  });
});

describe('logout', () => {
  it('posts to the server, clears the tokens and goes to / from the account section', async () => {
    const { auth, api, tokens } = provider(centralUser, { path: '/my-profile' });
    await auth.login({ username: 'a', password: 'b' });
    expect(await auth.logout({})).toBe('/');
    expect(api.calls.at(-1)?.path).toBe('auth/logout');
    expect(tokens.get()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  it('goes to the login page elsewhere or when not signed in', async () => {
    const { auth } = provider(centralUser, { path: '/players' });
    await auth.login({ username: 'a', password: 'b' });
    expect(await auth.logout({})).toBe('/auth/login');
    expect(await provider(centralUser, { path: '/my-profile' }).auth.logout({})).toBe('/auth/login');
  });
});

describe('external login mode', () => {
  it('redirects login and logout to /authO and rewrites the API prefix', async () => {
    const { auth, api, redirect } = provider(centralUser, { settings: settings({ loginMode: 'External' }) });
    await auth.login({ username: 'a', password: 'b' });
    expect(redirect).toHaveBeenLastCalledWith('/authO');
    expect(api.calls).toHaveLength(0);
    expect(await auth.logout({})).toBe(false);
    expect(redirect).toHaveBeenLastCalledWith('/authO/logout');
    expect(await auth.refresh()).toBe(false);
    expect(rewriteApiUrl('/api/officeapp/op1/players', true)).toBe('/authO/api/officeapp/op1/players');
    expect(rewriteApiUrl('/api/officeapp/op1/players', false)).toBe('/api/officeapp/op1/players');
  });
});
