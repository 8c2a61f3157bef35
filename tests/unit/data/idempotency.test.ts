/** A write's idempotency key per intent, and no write sent again without one (docs/writes.md). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { createHttpClient, subscribeUnknownWrites, WRITE_OUTCOME_UNKNOWN } from '../../../src/data/httpClient';
import { createIntentKeys, outcomeOf, randomKey, readWriteSettings, type WriteSettings } from '../../../src/data/idempotency';
import { createPendingCalls } from '../../../src/data/pendingCalls';
import { createResilientFetch, UnansweredWriteError } from '../../../src/data/resilientFetch';
import { createServerHealthStore } from '../../../src/data/serverHealth';

afterEach(() => vi.useRealTimers());

type Answer = number | 'network' | { status: number; body: unknown };

/** A fetch that answers from a list and records each request's method, URL and headers. */
function server(answers: Answer[]) {
  const calls: { method: string; url: string; headers: Record<string, string>; body?: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(input), headers: { ...(init?.headers as Record<string, string>) }, body: init?.body as string });
    const answer = answers.shift() ?? 200;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const { status, body } = typeof answer === 'number' ? { status: answer, body: { success: true } } : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

let counter = 0;
function client(answers: Answer[], writes: WriteSettings = { header: 'Idempotency-Key', retryWrites: 'keyed' }) {
  const { fetch, calls } = server(answers);
  const health = createServerHealthStore();
  const http = createHttpClient({
    apiUrl: '/api/officeapp',
    getToken: () => 'token-1',
    getLanguage: () => 'en',
    fetch,
    health,
    writes,
    pendingCalls: createPendingCalls(),
    extras: { getSourceIp: () => undefined, isDebug: () => true, newTraceId: () => `t${++counter}` },
    intentKeys: createIntentKeys({ newKey: () => `key-${++counter}` }),
  });
  const keyOf = (index: number) => calls[index]?.headers['Idempotency-Key'];
  return { http, calls, health, keyOf };
}

const deposit = { method: 'POST' as const, path: 'op1/payments/manual', body: { playerId: 7, amount: '25.00' } };

describe('idempotency keys', () => {
  it('gives a write a quoted key and a read none', async () => {
    const { http, calls, keyOf } = client([200, 200]);
    await http.request(deposit);
    await http.request({ method: 'GET', path: 'op1/players/7' });
    expect(keyOf(0)).toMatch(/^"key-\d+"$/);
    expect(keyOf(1)).toBeUndefined();
    expect(calls[0].url).toContain('debugTrace=');
  });

  it('reuses the key when the same write is sent again after no answer, and takes a new one after it settled', async () => {
    const { http, keyOf } = client(['network', 200, 200], { header: 'Idempotency-Key', retryWrites: 'never' });
    const lost = await http.request(deposit).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(HttpError);
    expect((lost as HttpError).message).toBe(WRITE_OUTCOME_UNKNOWN);
    await http.request(deposit); // the staff member tries again: the same intent
    expect(keyOf(1)).toBe(keyOf(0));
    await http.request(deposit); // a second deposit of the same amount: a new intent
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it('keeps the key after a 5xx and after a 409 saying the first attempt still runs; a refusal settles it', async () => {
    const inUse = { status: 409, body: { success: false, code: 'IDEMPOTENCY_KEY_IN_USE', message: 'in use' } };
    const refused = { status: 400, body: { success: false, message: 'Amount too large' } };
    const { http, keyOf } = client([500, inUse, refused, 200]);
    for (let i = 0; i < 3; i++) await http.request(deposit).catch(() => undefined);
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(1);
    await http.request(deposit);
    expect(keyOf(3)).not.toBe(keyOf(2));
  });

  it('gives different writes different keys', async () => {
    const { http, keyOf } = client(['network', 'network'], { header: 'Idempotency-Key', retryWrites: 'never' });
    await http.request(deposit).catch(() => undefined);
    await http.request({ ...deposit, body: { playerId: 7, amount: '26.00' } }).catch(() => undefined);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('retries a keyed write on a transitory error with the same key (000 §8)', async () => {
    vi.useFakeTimers();
    const { http, calls, keyOf } = client([503, 'network', 200]);
    const result = http.request(deposit);
    await vi.advanceTimersByTimeAsync(3000 + 4000);
    await result;
    expect(calls).toHaveLength(3);
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(1);
  });

  it('sends no header under another name or none at all, as the installation says', async () => {
    const named = client([200], { header: 'X-Request-Id', retryWrites: 'keyed' });
    await named.http.request(deposit);
    expect(named.calls[0].headers['X-Request-Id']).toMatch(/^"key-/);
    const off = client(['network', 200], { header: null, retryWrites: 'keyed' });
    const lost = await off.http.request(deposit).catch((error: unknown) => error);
    expect((lost as HttpError).message).toBe(WRITE_OUTCOME_UNKNOWN);
    expect(off.calls).toHaveLength(1);
    expect(Object.keys(off.calls[0].headers).some((name) => /idempotency/i.test(name))).toBe(false);
  });

  it('reads the header name and the retry rule from the page, with defaults', () => {
    const page = (tags: Record<string, string>) => ({
      querySelector: (selector: string) => {
        const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
        return name in tags ? ({ getAttribute: () => tags[name] } as unknown as Element) : null;
      },
    });
    // Without the page saying the API accepts keys, no write is sent again on its own.
    expect(readWriteSettings(page({}))).toEqual({ header: 'Idempotency-Key', retryWrites: 'never' });
    expect(readWriteSettings(page({ 'backoffice:retry-writes': ' Keyed ' }))).toEqual({ header: 'Idempotency-Key', retryWrites: 'keyed' });
    expect(readWriteSettings(page({ 'backoffice:retry-writes': 'always' })).retryWrites).toBe('never');
    expect(readWriteSettings(page({ 'backoffice:idempotency-header': '' }))).toEqual({ header: null, retryWrites: 'never' });
    expect(readWriteSettings(page({ 'backoffice:idempotency-header': ' X-Key ', 'backoffice:retry-writes': 'never' }))).toEqual({
      header: 'X-Key',
      retryWrites: 'never',
    });
    expect(readWriteSettings(page({ 'backoffice:idempotency-header': 'bad header' })).header).toBeNull();
    expect(readWriteSettings(undefined)).toEqual({ header: 'Idempotency-Key', retryWrites: 'never' });
  });

  it('maps answers to settled or unknown outcomes', () => {
    expect(outcomeOf(201)).toBe('settled');
    expect(outcomeOf(422, { code: 'IDEMPOTENCY_KEY_REUSED' })).toBe('settled');
    expect(outcomeOf(409, { code: 'VERSION_CONFLICT' })).toBe('settled');
    expect(outcomeOf(409, { code: 'IDEMPOTENCY_KEY_IN_USE' })).toBe('unknown');
    expect(outcomeOf(503)).toBe('unknown');
    expect(outcomeOf(0)).toBe('unknown');
  });

  it('forgets an unsettled key after its time to live', () => {
    let now = 0;
    const keys = createIntentKeys({ now: () => now, ttlMs: 1000 });
    const first = keys.keyFor('POST /x');
    expect(keys.keyFor('POST /x')).toBe(first);
    expect(keys.pending()).toBe(1);
    now = 1001;
    expect(keys.keyFor('POST /x')).not.toBe(first);
    expect(randomKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('no blind retry', () => {
  it('does not send a write without a key again after a transitory error, and says the outcome is unknown', async () => {
    const health = createServerHealthStore();
    const { fetch, calls } = server([503, 200]);
    const onTransitory = vi.fn();
    const error = await createResilientFetch({ fetch, health, onTransitory })('/x', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnansweredWriteError);
    expect((error as UnansweredWriteError).status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(health.get()).toMatchObject({ status: 503, count: 1, retryAt: undefined });
    expect(onTransitory).toHaveBeenCalledOnce();
  });

  it('does not retry a write when the installation says never, even with a key', async () => {
    const { http, calls } = client([502, 200], { header: 'Idempotency-Key', retryWrites: 'never' });
    const error = await http.request({ method: 'PUT', path: 'op1/bonus/7/cancel' }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(502);
    expect(calls).toHaveLength(1);
  });

  it('tells the listeners of an unknown outcome, so the console reads the record again; a settled write does not', async () => {
    const heard = vi.fn();
    const unsubscribe = subscribeUnknownWrites(heard);
    try {
      const { http } = client(['network', 200], { header: 'Idempotency-Key', retryWrites: 'never' });
      const error = await http.request(deposit).catch((e: unknown) => e);
      expect((error as HttpError).message).toBe(WRITE_OUTCOME_UNKNOWN);
      expect(heard).toHaveBeenCalledOnce();
      await http.request(deposit);
      expect(heard).toHaveBeenCalledOnce();
    } finally {
      unsubscribe();
    }
  });

  it('still retries a read sent as POST because its URL is long', async () => {
    vi.useFakeTimers();
    const { http, calls } = client([503, 200]);
    const result = http.request({ method: 'GET', path: 'op1/players', query: { filter: 'x'.repeat(2100) } });
    await vi.advanceTimersByTimeAsync(3000);
    await result;
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST']);
    expect(calls[0].headers['Idempotency-Key']).toBeUndefined();
  });
});
