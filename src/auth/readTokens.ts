/**
 * The tokens of an authentication answer, read in each shape 000 §7's words allow: the login's
 * "status, description, tokens" and the refresh's "tokens" may carry `accessToken` and
 * `refreshToken` flat beside the status, under `tokens`, or in the envelope's `payload` (as
 * verify-token's "payload accessToken, refreshToken" does), also `payload.tokens`. The first place
 * with an access token wins. A refresh answer without a new refresh token keeps the old one.
 */
import type { Tokens } from './types';

type Json = Record<string, unknown>;

const object = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;

/** The places tokens may be in, in the order they are looked at. */
export const TOKEN_PLACES = ['(flat)', 'tokens', 'payload', 'payload.tokens'] as const;

/**
 * The tokens of `body`, or undefined when none of the places holds an access token (a text). With
 * `keepRefresh`, an answer holding only an access token is completed with that refresh token.
 */
export function readTokens(body: unknown, keepRefresh?: string): Tokens | undefined {
  const root = object(body);
  const payload = object(root?.payload);
  for (const place of [root, object(root?.tokens), payload, object(payload?.tokens)]) {
    const accessToken = place?.accessToken;
    if (typeof accessToken !== 'string' || accessToken === '') continue;
    const refreshToken = typeof place?.refreshToken === 'string' && place.refreshToken !== '' ? place.refreshToken : keepRefresh;
    if (!refreshToken) continue;
    return { accessToken, refreshToken };
  }
  return undefined;
}

/**
 * Says on the browser console what an authentication answer lacked (the user sees a message of
 * their own): the call, what was looked for and the answer's top-level keys (never its values).
 */
export function logMissingTokens(call: string, body: unknown): void {
  const keys = object(body) ? Object.keys(object(body)!).join(', ') || 'none' : typeof body;
  console.error(
    `${call}: the answer has no accessToken and refreshToken (looked ${TOKEN_PLACES.join(', ')}); its keys: ${keys}. ` +
      'See docs/api-contract.md, "Tolerant reading".',
  );
}
