/**
 * The tokens of the login, refresh and verify-token answers wherever 000 §7's words allow them:
 * flat beside the status, under `tokens`, under `payload` (or `payload.tokens`). An answer with
 * none that can be read gets its own message, and the console logs what it looked for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, NO_TOKENS } from '../../../src/auth/createAuthProvider';
import { readTokens } from '../../../src/auth/readTokens';
import { authApi, centralUser, jwt, memoryTokens } from './helpers';

const later = Date.now() + 3_600_000;
const access = jwt(later);

function make(routes: Parameters<typeof authApi>[0]) {
  const api = authApi({ 'auth/userinfo': { body: { payload: centralUser } }, ...routes });
  const memory = memoryTokens();
  const auth = createAuthProvider({ fetch: api.fetch, tokens: memory.tokens, flags: () => ({ beta: false, debug: false }) });
  return { auth, api, ...memory };
}

afterEach(() => vi.restoreAllMocks());

describe('readTokens', () => {
  it.each([
    ['flat', { status: 'Valid', description: 'ok', accessToken: 'a', refreshToken: 'r' }],
    ['under tokens', { status: 'Valid', tokens: { accessToken: 'a', refreshToken: 'r' } }],
    ['under payload', { success: true, payload: { accessToken: 'a', refreshToken: 'r' } }],
    ['under payload.tokens', { payload: { tokens: { accessToken: 'a', refreshToken: 'r' } } }],
  ])('reads tokens %s', (_, body) => {
    expect(readTokens(body)).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });

  it('keeps the refresh token a refresh answer does not repeat, and finds nothing in an answer without an access token', () => {
    expect(readTokens({ accessToken: 'a2' }, 'r1')).toEqual({ accessToken: 'a2', refreshToken: 'r1' });
    expect(readTokens({ accessToken: 'a2' })).toBeUndefined();
    expect(readTokens({ status: 'Valid', tokens: null })).toBeUndefined();
    expect(readTokens('Valid')).toBeUndefined();
    expect(readTokens({ accessToken: 42, refreshToken: 'r' })).toBeUndefined();
  });
});

describe('the login and the refresh read every shape', () => {
  it('signs in with a flat answer {status, description, accessToken, refreshToken}', async () => {
    const { auth, tokens } = make({
      'auth/login': { body: { status: 'Valid', description: 'ok', accessToken: access, refreshToken: 'r1' } },
    });
    await auth.login({ username: 'a', password: 'b' });
    expect(tokens.get()).toEqual({ accessToken: access, refreshToken: 'r1' });
  });

  it('signs in with the tokens in the payload', async () => {
    const { auth, tokens } = make({ 'auth/login': { body: { status: 'Valid', payload: { accessToken: access, refreshToken: 'r1' } } } });
    await auth.login({ username: 'a', password: 'b' });
    expect(tokens.get().refreshToken).toBe('r1');
  });

  it('says what is wrong when a Valid login has no tokens to read, and logs what it looked for', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { auth, tokens } = make({ 'auth/login': { body: { status: 'Valid', description: 'ok', token: access } } });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toThrow(NO_TOKENS);
    expect(tokens.get().accessToken).toBeUndefined();
    expect(error.mock.calls[0][0]).toMatch(/POST auth\/login: .*accessToken.*its keys: status, description, token/);
  });

  it.each([
    ['flat', { accessToken: 'new', refreshToken: 'r2' }],
    ['under tokens', { tokens: { accessToken: 'new', refreshToken: 'r2' } }],
    ['under payload', { payload: { accessToken: 'new', refreshToken: 'r2' } }],
  ])('refreshes with an answer %s', async (_, body) => {
    const { auth, tokens } = make({
      'auth/login': { body: { status: 'Valid', accessToken: access, refreshToken: 'r1' } },
      'auth/refresh-token': { body },
    });
    await auth.login({ username: 'a', password: 'b' });
    expect(await auth.refresh()).toBe(true);
    expect(tokens.get()).toEqual({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('ends the session with its own message when a refresh answers 200 without tokens', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { auth, tokens } = make({
      'auth/login': { body: { status: 'Valid', accessToken: access, refreshToken: 'r1' } },
      'auth/refresh-token': { body: { success: true, payload: true } },
    });
    await auth.login({ username: 'a', password: 'b' });
    expect(await auth.refresh()).toBe(false);
    expect(tokens.get().accessToken).toBeUndefined();
    expect(auth.getSessionEnd()).toEqual({ message: NO_TOKENS });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^POST auth\/refresh-token: /));
  });
});
