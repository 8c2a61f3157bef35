/**
 * The one place that talks HTTP to the back-office API: bearer token, Accept-Language, query
 * serialisation, the GET→POST switch for long URLs, `success: false` and HTTP errors as
 * HttpErrors, and one retry after a successful refresh on 401. Every request is counted by the
 * pending-call tracker and carries the request extras (source-IP header, debug trace); a
 * versioned request ignores an answer older than the latest. Every write carries an idempotency key
 * of its intent (src/data/idempotency.ts, docs/writes.md) and is sent again on a transitory error only
 * with that key; without one, its unknown outcome is an error saying so.
 */
import { HttpError } from 'ra-core';
import { readFlags } from '../flags/flags';
import { pendingCalls as defaultPendingCalls, type PendingCalls } from './pendingCalls';
import { toBodyParams, toQueryString } from './queryString';
import { applyRequestExtras, type RequestExtrasOptions } from './requestExtras';
import { createIntentKeys, intentOf, keyHeaderValue, outcomeOf, readWriteSettings, type IntentKeys, type WriteSettings } from './idempotency';
import { createResilientFetch, UnansweredWriteError, type ResilientInit } from './resilientFetch';
import type { ServerHealthStore } from './serverHealth';
import { serverMessage, toHttpError } from './serverErrors';
import { createVersionGate } from './versionGate';

/** A URL longer than this is sent as POST with its parameters in a JSON body (000 §9). */
export const MAX_GET_URL_LENGTH = 2000;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method: Method;
  /** Path under the API prefix, without a leading slash. */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Return the raw Response (file downloads) instead of the parsed JSON. */
  raw?: boolean;
  /** Send `body` as it is (text) with this content type instead of as JSON (an uploaded file). */
  contentType?: string;
  signal?: AbortSignal;
  /** A versioned request: an answer older than the latest of this key is a StaleResponseError (000 §7). */
  versioned?: string;
}

export interface HttpClientOptions {
  apiUrl: string;
  getToken: () => string | null;
  getLanguage: () => string;
  onUnauthorized?: () => Promise<boolean>;
  fetch?: typeof fetch;
  /** Where transitory errors are reported; default the console's store. */
  health?: ServerHealthStore;
  /** Rewrites each URL before sending (external login mode). */
  rewriteUrl?: (url: string) => string;
  /** Where loading requests are counted; default the console's tracker. */
  pendingCalls?: PendingCalls;
  /** Source-IP header and debug trace; default the known address and the debug flag. */
  extras?: RequestExtrasOptions;
  /** The idempotency header and write retries; default the page's settings ({@link readWriteSettings}). */
  writes?: WriteSettings;
  /** The intents' keys; default a store of this client's own. */
  intentKeys?: IntentKeys;
}

/** The message of a write that got no answer and was not sent again (its outcome is unknown). */
export const WRITE_OUTCOME_UNKNOWN = 'app.health.writeUnknown';

const unknownWriteListeners = new Set<() => void>();

/**
 * Calls `listener` each time a write ends with its outcome unknown (no answer, not sent again), so
 * that what the console shows is read again and tells whether the change was made (the console's
 * query client reloads its queries). Returns the unsubscribe.
 */
export function subscribeUnknownWrites(listener: () => void): () => void {
  unknownWriteListeners.add(listener);
  return () => unknownWriteListeners.delete(listener);
}

export interface HttpClient {
  /** Sends a request and resolves with the parsed JSON body (or the Response when `raw`). */
  request: <T = unknown>(request: ApiRequest) => Promise<T>;
}

/** Creates the HTTP client the data provider and the shell share. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const resilient = createResilientFetch({ fetch: options.fetch, health: options.health });
  const doFetch = (input: string, init: ResilientInit) => resilient(options.rewriteUrl?.(input) ?? input, init);
  const writes = options.writes ?? readWriteSettings();
  const intents = options.intentKeys ?? createIntentKeys();
  const pending = options.pendingCalls ?? defaultPendingCalls;
  const extras = options.extras ?? { isDebug: () => readFlags().debug };
  const versions = createVersionGate();

  /** Sends a request; a write goes with its intent's key and reports how it ended. */
  const send = async (request: ApiRequest): Promise<Response> => {
    const write = request.method !== 'GET';
    const base = `${options.apiUrl}/${request.path}`;
    const query = toQueryString(request.query ?? {});
    let url = query ? `${base}?${query}` : base;
    let method: Method = request.method;
    let body = request.body;
    if (method === 'GET' && url.length > MAX_GET_URL_LENGTH) {
      method = 'POST';
      url = base;
      body = toBodyParams(request.query ?? {});
    }
    const headers: Record<string, string> = {
      Accept: request.raw ? '*/*' : 'application/json',
      'Accept-Language': options.getLanguage(),
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const asText = request.contentType !== undefined && method === request.method;
    // A multipart upload (000 §7) goes as the browser encodes it, with its own boundary.
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = asText ? request.contentType! : 'application/json';
    const sent = body === undefined ? undefined : form ? (body as FormData) : asText ? String(body) : JSON.stringify(body);
    const intent = write && writes.header ? intentOf(method, url, sent) : undefined;
    const key = intent ? intents.keyFor(intent) : undefined;
    if (key) headers[writes.header!] = keyHeaderValue(key);
    url = applyRequestExtras(url, headers, extras);
    const retryable = !write || (key !== undefined && writes.retryWrites === 'keyed');
    try {
      const response = await doFetch(url, { method, headers, body: sent, signal: request.signal, retryable });
      if (intent && key) intents.finish(intent, key, outcomeOf(response.status, await peekBody(response)));
      return response;
    } catch (error) {
      // The intent's key is kept for an unknown outcome, so the same write sent again is made once.
      if (error instanceof UnansweredWriteError) {
        for (const listener of [...unknownWriteListeners]) listener();
        throw new HttpError(WRITE_OUTCOME_UNKNOWN, error.status, { message: error.message });
      }
      throw error;
    }
  };

  const exchange = async <T>(req: ApiRequest): Promise<T> => {
    let response = await send(req);
    if (response.status === 401 && options.onUnauthorized && (await options.onUnauthorized())) {
      response = await send(req);
    }
    if (!response.ok) throw toHttpError(response.status, await readBody(response));
    if (req.raw) return response as T;
    const json = await readBody(response);
    if (json && typeof json === 'object' && (json as { success?: unknown }).success === false) {
      throw new HttpError(serverMessage(json), response.status, json);
    }
    if (req.versioned) versions.check(req.versioned, json);
    return json as T;
  };

  const request = async <T>(req: ApiRequest): Promise<T> => {
    const end = pending.begin();
    try {
      return await exchange<T>(req);
    } finally {
      end();
    }
  };

  return { request };
}

/** The JSON body of an answer that may say the write still runs (a 409), read from a copy. */
async function peekBody(response: Response): Promise<unknown> {
  if (response.status !== 409) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Reads a body as JSON when it parses, as text otherwise; null when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
