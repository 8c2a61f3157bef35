/**
 * The conformance kit's session with an API: the login, requests as the console sends them (bearer
 * token, arrays and objects in the query as JSON text) and answers read back as JSON or text.
 */
import { readTokens } from '../../src/auth/readTokens';

/** An answer: HTTP status, content type and the body (parsed JSON, else the text). */
export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

export interface SendOptions {
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface KitSession {
  /** The operator code of `{op}`. */
  operator: string;
  /** The login's tokens. */
  tokens: { accessToken: string; refreshToken: string };
  send(method: string, path: string, options?: SendOptions): Promise<Answer>;
  /** A GET's JSON body, read once per path and query. */
  read(path: string, query?: Record<string, unknown>): Promise<unknown>;
}

/** A value at a dotted path. */
export const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined),
      value,
    );

/** `?a=1&filter={"x":1}`: nulls skipped, arrays and objects as JSON text (000 §7). */
export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown = text;
  if (contentType.includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, contentType, body };
}

/** The login's answer and, when it succeeded, the session. */
export async function openSession(options: {
  api: string;
  username: string;
  password: string;
  operator?: string;
  fetch: typeof fetch;
}): Promise<{ login: Answer; session?: KitSession }> {
  const base = options.api.replace(/\/+$/, '');
  const login = await answerOf(
    await options.fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: options.username, password: options.password }),
    }),
  );
  // Tokens flat, under tokens or under payload, as the console reads them (000 §7).
  const tokens = readTokens(login.body);
  if (!tokens?.accessToken) return { login };
  const send = async (method: string, path: string, { query, body }: SendOptions = {}) =>
    answerOf(
      await options.fetch(`${base}${path}${queryString(query)}`, {
        method,
        headers: {
          Authorization: `Bearer ${tokens.accessToken}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const cache = new Map<string, Promise<unknown>>();
  const read = (path: string, query?: Record<string, unknown>) => {
    const key = `${path}${queryString(query)}`;
    if (!cache.has(key))
      cache.set(
        key,
        send('GET', path, { query }).then((answer) => answer.body),
      );
    return cache.get(key)!;
  };
  const info = await send('GET', '/info');
  const operator = options.operator ?? (at(info.body, 'payload.uiInfo.role.operatorCode') as string | undefined) ?? 'central';
  return { login, session: { operator, tokens, send, read } };
}
