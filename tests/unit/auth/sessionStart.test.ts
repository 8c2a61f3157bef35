import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../src/auth/createAuthProvider';
import { SESSION_START_MAX_AGE_MS, takeStartedCall, withSessionStart, type StartedCalls } from '../../../src/auth/sessionStart';
import { createTokenStorage, memoryStorage } from '../../../src/auth/tokenStorage';
import { centralRole, centralUser } from './helpers';

const headers = { Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer t1' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The calls the start script would leave: both answered. */
function started(info = json({ payload: { uiInfo: { role: centralRole } } }), user = json({ payload: centralUser })): StartedCalls {
  return {
    '/api/officeapp/info': { headers, response: Promise.resolve(info) },
    '/api/officeapp/auth/userinfo': { headers, response: Promise.resolve(user) },
  };
}

describe('takeStartedCall', () => {
  it('gives the started answer once, to a GET of the same URL with the same headers', async () => {
    const calls = started();
    const init = { headers: { authorization: 'Bearer t1', accept: 'application/json', 'accept-language': 'en' } };
    const answer = takeStartedCall(calls, '/api/officeapp/info', init, 100);
    expect(answer).toBeDefined();
    expect((await answer)?.status).toBe(200);
    expect(takeStartedCall(calls, '/api/officeapp/info', init, 100)).toBeUndefined();
  });

  it('leaves the answer for another token, language, method or URL, and on an older page', () => {
    const calls = started();
    expect(takeStartedCall(calls, '/api/officeapp/info', { headers: { ...headers, Authorization: 'Bearer t2' } }, 100)).toBeUndefined();
    expect(takeStartedCall(calls, '/api/officeapp/info', { headers: { ...headers, 'Accept-Language': 'de' } }, 100)).toBeUndefined();
    expect(takeStartedCall(calls, '/api/officeapp/info', { method: 'POST', headers }, 100)).toBeUndefined();
    expect(takeStartedCall(calls, '/authO/api/officeapp/info', { headers }, 100)).toBeUndefined();
    expect(takeStartedCall(calls, '/api/officeapp/info', { headers }, SESSION_START_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takeStartedCall(undefined, '/api/officeapp/info', { headers }, 100)).toBeUndefined();
    expect(takeStartedCall(calls, '/api/officeapp/info', { headers }, 100)).toBeDefined();
  });

  it('ends the wait when the request is aborted (its timeout)', async () => {
    const calls: StartedCalls = { '/api/officeapp/info': { headers, response: new Promise<Response>(() => undefined) } };
    const controller = new AbortController();
    const answer = takeStartedCall(calls, '/api/officeapp/info', { headers, signal: controller.signal }, 100);
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
    await expect(answer).rejects.toThrow('timed out');
  });
});

describe('the auth provider with started calls', () => {
  /** An auth provider whose fetch takes the started calls first and records what reaches the network. */
  function provider(calls: StartedCalls) {
    const network: string[] = [];
    const fetchImpl = withSessionStart(
      async (input) => {
        network.push(String(input));
        if (String(input).endsWith('/info')) return json({ payload: { uiInfo: { role: centralRole } } });
        return json({ payload: centralUser });
      },
      () => calls,
      () => 100,
    );
    const tokens = createTokenStorage(memoryStorage(), () => undefined);
    tokens.set({ accessToken: 't1', refreshToken: 'r1' });
    return { auth: createAuthProvider({ fetch: fetchImpl, tokens, getLanguage: () => 'en' }), network };
  }

  it('loads the session from the started answers without asking again', async () => {
    const { auth, network } = provider(started());
    await auth.checkAuth({});
    expect(auth.getUser()?.email).toBe(centralUser.email);
    expect(auth.getRole()?.role).toBe('central');
    expect(network).toEqual([]);
    // Later loads ask the server.
    await auth.reloadUser();
    expect(network).toEqual(['/api/officeapp/auth/userinfo']);
  });

  it('treats a started 401 like its own: one refresh, then the call again', async () => {
    const { auth, network } = provider(started(undefined, json({ success: false }, 401)));
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth/login' });
    // The refresh was tried (and refused by the fake server's answer), the user call not taken twice.
    expect(network).toContain('/api/officeapp/auth/refresh-token');
  });

  it('retries a started answer that failed on the network with a call of its own', async () => {
    const failed = started();
    failed['/api/officeapp/info'] = { headers, response: Promise.reject(new TypeError('network error')) };
    failed['/api/officeapp/info'].response.catch(() => undefined);
    const { auth, network } = provider(failed);
    const loading = auth.getPermissions();
    await expect.poll(() => network, { timeout: 5000 }).toContain('/api/officeapp/info');
    await loading;
    expect(auth.getRole()?.role).toBe('central');
  }, 10_000);
});
