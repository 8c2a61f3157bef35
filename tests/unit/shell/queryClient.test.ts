import { QueryObserver } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { createHttpClient, WRITE_OUTCOME_UNKNOWN } from '../../../src/data/httpClient';
import { createPendingCalls } from '../../../src/data/pendingCalls';
import { createServerHealthStore } from '../../../src/data/serverHealth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CHECK_FRESH_MS, createConsoleQueryClient, isRetryableFailure, retryQuery } from '../../../src/shell/queryClient';

describe('query retry rule', () => {
  it('treats 404, 403, 400 and 500 as final', () => {
    for (const status of [400, 401, 403, 404, 409, 500]) {
      expect(isRetryableFailure(new HttpError('no', status))).toBe(false);
      expect(retryQuery(0, new HttpError('no', status))).toBe(false);
    }
  });

  it('retries 502, 503 and network errors twice at most', () => {
    for (const error of [new HttpError('bad gateway', 502), new HttpError('unavailable', 503), new TypeError('Failed to fetch')]) {
      expect(retryQuery(0, error)).toBe(true);
      expect(retryQuery(1, error)).toBe(true);
      expect(retryQuery(2, error)).toBe(false);
    }
  });

  it('does not retry programming errors without a status', () => {
    expect(retryQuery(0, new Error('schema mismatch'))).toBe(false);
  });

  it('reloads every query when a write ends with its outcome unknown', async () => {
    const client = createConsoleQueryClient();
    let reads = 0;
    const observer = new QueryObserver(client, { queryKey: ['payments', 'getOne', { id: 1 }], queryFn: async () => ++reads });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(reads).toBe(1));
      const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
      const http = createHttpClient({
        apiUrl: '/api/officeapp',
        getToken: () => null,
        getLanguage: () => 'en',
        fetch: fetch as unknown as typeof globalThis.fetch,
        health: createServerHealthStore(),
        pendingCalls: createPendingCalls(),
        writes: { header: 'Idempotency-Key', retryWrites: 'never' },
      });
      await expect(http.request({ method: 'POST', path: 'op1/payments', body: { amount: 5 } })).rejects.toThrow(WRITE_OUTCOME_UNKNOWN);
      await vi.waitFor(() => expect(reads).toBe(2));
    } finally {
      unsubscribe();
    }
  });

  it('is the default of the console query client', () => {
    expect(createConsoleQueryClient().getDefaultOptions().queries?.retry).toBe(retryQuery);
  });
});

describe('auth checks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a check as fresh for a moment, so a page mounted right after the last check does not check again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    const client = createConsoleQueryClient();
    let checks = 0;
    const check = () => client.fetchQuery({ queryKey: ['auth', 'checkAuth', {}], queryFn: async () => ++checks > 0 });
    await check();
    vi.setSystemTime(Date.now() + AUTH_CHECK_FRESH_MS - 100);
    await check();
    expect(checks).toBe(1);
    vi.setSystemTime(Date.now() + 200);
    await check();
    expect(checks).toBe(2);
  });

  it('leaves other queries stale at once, as react-query does', async () => {
    const client = createConsoleQueryClient();
    let calls = 0;
    const read = () => client.fetchQuery({ queryKey: ['players', 'getList', {}], queryFn: async () => ++calls });
    await read();
    await read();
    expect(calls).toBe(2);
  });
});
