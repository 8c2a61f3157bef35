/**
 * The session's first calls started by `public/session-start.js` before the console's script
 * loaded (`GET auth/userinfo` and `GET info` when a token is stored, then the opening list route's
 * first page from `public/opening-lists.js` once the info has named the operator; the auth
 * provider and the data provider both fetch through {@link withSessionStart}). Each answer is taken once,
 * by the first request to the same URL with the same headers, and only while the page is young;
 * any other request goes to the network. The answer is the network's own `Response` (or its
 * failure), so the caller's retries, health reports and error handling apply unchanged.
 */

/** One call started early: the headers it was sent with and its answer. */
export interface StartedCall {
  headers: Record<string, string>;
  response: Promise<Response>;
}

/** The started calls by URL. */
export type StartedCalls = Record<string, StartedCall | undefined>;

/** The global the start script fills. */
export const SESSION_START_GLOBAL = '__backofficeSessionStart';

/** Answers older than this (ms since navigation) are left unused: they belong to the first load only. */
export const SESSION_START_MAX_AGE_MS = 30_000;

/** The headers of a request as a plain record (names as given). */
function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return headers as Record<string, string>;
}

/** Whether two header records carry the same names (case-insensitive) and values. */
function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const lower = (record: Record<string, string>) =>
    Object.entries(record)
      .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
      .sort()
      .join('\n');
  return lower(a) === lower(b);
}

/**
 * Takes the started answer for a request, once; undefined when none matches (another URL, method,
 * header or body, already taken, or the page is older than {@link SESSION_START_MAX_AGE_MS}). The
 * request's abort signal (its timeout) still ends the wait.
 *
 * @example const early = takeStartedCall(calls, '/api/officeapp/info', init, performance.now());
 */
export function takeStartedCall(
  calls: StartedCalls | undefined,
  url: string,
  init: RequestInit | undefined,
  pageAgeMs: number,
): Promise<Response> | undefined {
  if (!calls || !Object.hasOwn(calls, url)) return undefined;
  const call = calls[url];
  if (!call || pageAgeMs > SESSION_START_MAX_AGE_MS) return undefined;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || init?.body != null) return undefined;
  if (!sameHeaders(call.headers, headerRecord(init?.headers))) return undefined;
  delete calls[url];
  const signal = init?.signal;
  if (!signal) return call.response;
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    call.response.then(resolve, reject);
  });
}

/** The calls the start script left in this page, if any. */
function pageCalls(): StartedCalls | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, StartedCalls | undefined>)[SESSION_START_GLOBAL];
}

/**
 * A fetch that answers a request with the page's started call when one matches, else with `fetch`.
 *
 * @example createAuthProvider({ fetch: withSessionStart(fetch) })
 */
export function withSessionStart(
  fetchImpl: typeof fetch,
  calls: () => StartedCalls | undefined = pageCalls,
  pageAge: () => number = () => (typeof performance === 'undefined' ? Infinity : performance.now()),
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return takeStartedCall(calls(), url, init, pageAge()) ?? fetchImpl(input, init);
  };
}
