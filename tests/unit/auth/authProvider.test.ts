import { describe, expect, it } from 'vitest';
import { createAuthProvider, LOGIN_ROUTE } from '../../../src/auth/createAuthProvider';
import { authApi, centralUser, infoWithRole, jwt, memoryTokens } from './helpers';

const later = Date.now() + 3_600_000;
const valid = { body: { status: 'Valid', description: 'ok', tokens: { accessToken: jwt(later), refreshToken: 'r1' } } };

function make(routes: Parameters<typeof authApi>[0], flags = { beta: false, debug: false }) {
  const api = authApi(routes);
  const memory = memoryTokens();
  const auth = createAuthProvider({ fetch: api.fetch, tokens: memory.tokens, flags: () => flags, getLanguage: () => 'fr' });
  return { auth, api, ...memory };
}

describe('authProvider', () => {
  it('logs in, stores the tokens, mirrors the cookie and loads the manager', async () => {
    const { auth, api, tokens, cookies } = make({ 'auth/login': valid, 'auth/userinfo': { body: { payload: centralUser } } });
    await auth.login({ username: 'boss@example.com', password: 'pw' });
    expect(api.calls[0]).toMatchObject({ path: 'auth/login', body: { username: 'boss@example.com', password: 'pw' } });
    expect(tokens.get()).toEqual(valid.body.tokens);
    expect(cookies).toEqual([valid.body.tokens.accessToken]);
    const userinfo = api.calls.find((c) => c.path === 'auth/userinfo')!;
    expect(userinfo.headers).toMatchObject({ Authorization: `Bearer ${valid.body.tokens.accessToken}`, 'Accept-Language': 'fr' });
    expect(auth.getUser()).toEqual(centralUser);
  });

  it('rejects a login whose status is not Valid with the description', async () => {
    const { auth, tokens } = make({ 'auth/login': { body: { status: 'Invalid', description: 'Account locked' } } });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toThrow('Account locked');
    expect(tokens.get().accessToken).toBeUndefined();
  });

  it('rejects a refused login with the default message key when there is no description', async () => {
    const { auth } = make({ 'auth/login': { status: 401, body: null } });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toThrow('app.login.invalid');
  });

  it('takes the role and its operator from GET info (uiInfo.role), not from userinfo', async () => {
    const { auth, api } = make(
      {
        'auth/login': valid,
        'auth/userinfo': { body: { payload: centralUser } },
        info: infoWithRole({ role: 'central', operatorCode: 'central', name: 'Boss' }),
      },
      { beta: true, debug: false },
    );
    await auth.login({ username: 'a', password: 'b' });
    const info = api.calls.find((c) => c.path === 'info')!;
    expect(info.headers).toMatchObject({ Authorization: `Bearer ${valid.body.tokens.accessToken}` });
    expect(await auth.getPermissions()).toEqual({
      role: 'central',
      centralManager: true,
      operatorCode: 'central',
      beta: true,
      debug: false,
    });
    expect(auth.getRole()).toMatchObject({ role: 'central', operatorCode: 'central' });
  });

  it("shares the session's GET info with the shell: one call gives the role and the server info", async () => {
    const { auth, api } = make({
      'auth/login': valid,
      'auth/userinfo': { body: { payload: centralUser } },
      info: infoWithRole({ role: 'central', operatorCode: 'central' }),
    });
    await auth.login({ username: 'a', password: 'b' });
    const before = Date.now();
    const [first, second] = await Promise.all([auth.loadServerInfo(), auth.loadServerInfo()]);
    expect(api.calls.filter((c) => c.path === 'info')).toHaveLength(1);
    expect(first.payload).toMatchObject({ uiInfo: { role: { role: 'central', operatorCode: 'central' } } });
    expect(second).toBe(first);
    // The arrival time is the call's, not the later reader's: the server clock offset stays exact.
    expect(first.receivedAt).toBeGreaterThan(0);
    expect(first.receivedAt).toBeLessThanOrEqual(before);
  });

  it('gives the operator role its operator code, and the identity the role name', async () => {
    const { auth } = make({
      'auth/login': valid,
      'auth/userinfo': { body: { payload: centralUser } },
      info: infoWithRole({ role: 'operator', operatorCode: 'op2', name: 'Olga Office' }),
    });
    await auth.login({ username: 'a', password: 'b' });
    expect(await auth.getPermissions()).toEqual({
      role: 'operator',
      centralManager: false,
      operatorCode: 'op2',
      beta: false,
      debug: false,
    });
    expect(await auth.getIdentity!()).toMatchObject({ id: 1, fullName: 'Olga Office' });
  });

  it('treats an unknown or missing role as the operator role without an operator', async () => {
    const { auth } = make({ 'auth/login': valid, 'auth/userinfo': { body: { payload: centralUser } }, info: infoWithRole(null) });
    await auth.login({ username: 'a', password: 'b' });
    expect(auth.getRole()).toEqual({ role: 'unknown' });
    expect(await auth.getPermissions()).toMatchObject({ role: 'operator', operatorCode: '' });
  });

  it('checkAuth sends users without a token to the login route without a toast', async () => {
    const { auth } = make({});
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: LOGIN_ROUTE, message: false });
  });

  it('checkError on 401 refreshes once and stays signed in when that works', async () => {
    const { auth, api } = make({
      'auth/login': valid,
      'auth/userinfo': { body: { payload: centralUser } },
      'auth/refresh-token': { body: { payload: { accessToken: jwt(later), refreshToken: 'r2' } } },
    });
    await auth.login({ username: 'a', password: 'b' });
    await expect(auth.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(api.calls.filter((c) => c.path === 'auth/refresh-token')).toHaveLength(1);
  });

  it('checkError on 401 logs out when the refresh fails', async () => {
    const { auth, tokens } = make({
      'auth/login': valid,
      'auth/userinfo': { body: { payload: centralUser } },
      'auth/refresh-token': { status: 401 },
    });
    await auth.login({ username: 'a', password: 'b' });
    await expect(auth.checkError({ status: 401, message: 'Unauthorized' })).rejects.toMatchObject({ redirectTo: LOGIN_ROUTE });
    expect(tokens.get().accessToken).toBeUndefined();
  });

  it('checkError ignores other statuses', async () => {
    const { auth } = make({});
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it('logout posts to the server with the token and clears the session', async () => {
    const { auth, api, tokens, cookies } = make({
      'auth/login': valid,
      'auth/userinfo': { body: { payload: centralUser } },
      'auth/logout': {},
    });
    await auth.login({ username: 'a', password: 'b' });
    expect(await auth.logout({})).toBe(LOGIN_ROUTE);
    expect(api.calls.at(-1)).toMatchObject({ path: 'auth/logout', headers: { Authorization: `Bearer ${valid.body.tokens.accessToken}` } });
    expect(tokens.get().accessToken).toBeUndefined();
    expect(cookies.at(-1)).toBeNull();
  });
});
