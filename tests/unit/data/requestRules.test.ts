/**
 * The HTTP client's shared rules (000 §4, §7): the pending-call tracker, the source-IP header,
 * the debug trace parameter and versioned answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/data/httpClient';
import { createPendingCalls } from '../../../src/data/pendingCalls';
import { DEBUG_TRACE_PARAM, SOURCE_IP_HEADER, applyRequestExtras, getSourceIp, setSourceIp } from '../../../src/data/requestExtras';
import { createServerHealthStore } from '../../../src/data/serverHealth';
import { StaleResponseError, createVersionGate, isStaleResponse, versionOf } from '../../../src/data/versionGate';
import { fakeFetch, queryOf } from './fakeFetch';

afterEach(() => setSourceIp(undefined));

describe('pending-call tracker', () => {
  it('counts loading requests and never goes below zero', () => {
    const log = vi.fn();
    const tracker = createPendingCalls(log);
    const seen: number[] = [];
    tracker.subscribe(() => seen.push(tracker.count()));
    const first = tracker.begin();
    const second = tracker.begin();
    expect(tracker.count()).toBe(2);
    first();
    first();
    expect(tracker.count()).toBe(1);
    second();
    tracker.decrement();
    expect(tracker.count()).toBe(0);
    expect(log).toHaveBeenCalledWith('Pending-call counter went below zero; reset to 0');
    expect(seen).toEqual([1, 2, 1, 0, 0]);
  });

  it('counts each request of the HTTP client while it runs, failures too', async () => {
    const tracker = createPendingCalls();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeFetch({ body: { success: true, payload: 1 } }, { status: 404, body: { message: 'gone' } });
    const client = createHttpClient({
      apiUrl: '/api',
      getToken: () => null,
      getLanguage: () => 'en',
      fetch: async (input, init) => {
        await gate;
        return fake.fetch(input, init);
      },
      health: createServerHealthStore(),
      pendingCalls: tracker,
    });
    const one = client.request({ method: 'GET', path: 'a' });
    const two = client.request({ method: 'GET', path: 'b' }).catch((error: { status?: number }) => error);
    expect(tracker.count()).toBe(2);
    release();
    await one;
    expect(((await two) as { status?: number }).status).toBe(404);
    expect(tracker.count()).toBe(0);
  });
});

describe('request extras', () => {
  it('adds the source-IP header only when the address is known', () => {
    const headers: Record<string, string> = {};
    applyRequestExtras('/api/x', headers);
    expect(headers).toEqual({});
    setSourceIp(' 203.0.113.7 ');
    expect(getSourceIp()).toBe('203.0.113.7');
    applyRequestExtras('/api/x', headers);
    expect(headers[SOURCE_IP_HEADER]).toBe('203.0.113.7');
    setSourceIp('');
    expect(getSourceIp()).toBeUndefined();
  });

  it('adds the debug trace parameter in debug mode only, after the other parameters', () => {
    const off = applyRequestExtras('/api/x?page=0', {}, { isDebug: () => false });
    expect(off).toBe('/api/x?page=0');
    const on = applyRequestExtras('/api/x?page=0', {}, { isDebug: () => true, newTraceId: () => 'abc-1' });
    expect(on).toBe(`/api/x?page=0&${DEBUG_TRACE_PARAM}=abc-1`);
    expect(applyRequestExtras('/api/x', {}, { isDebug: () => true, newTraceId: () => 't' })).toBe(`/api/x?${DEBUG_TRACE_PARAM}=t`);
  });

  it('puts the trace in the URL of a read sent as POST, leaving the body as the API defines it', async () => {
    const fake = fakeFetch({ body: { success: true, payload: [] } });
    setSourceIp('198.51.100.4');
    const client = createHttpClient({
      apiUrl: '/api',
      getToken: () => 't',
      getLanguage: () => 'en',
      fetch: fake.fetch,
      health: createServerHealthStore(),
      extras: { isDebug: () => true, newTraceId: () => 'trace-9' },
    });
    await client.request({ method: 'GET', path: 'op1/players', query: { filter: { name: 'x'.repeat(2100) } } });
    expect(fake.calls[0].method).toBe('POST');
    expect(queryOf(fake.calls[0])).toEqual({ [DEBUG_TRACE_PARAM]: 'trace-9' });
    expect(fake.calls[0].body).toEqual({ filter: { name: 'x'.repeat(2100) } });
    expect(fake.calls[0].headers[SOURCE_IP_HEADER]).toBe('198.51.100.4');
  });
});

describe('versioned requests', () => {
  it('reads the version at the top level or in the payload', () => {
    expect(versionOf({ version: 3 })).toBe(3);
    expect(versionOf({ success: true, payload: { version: 4 } })).toBe(4);
    expect(versionOf({ payload: [] })).toBeUndefined();
    expect(versionOf('text')).toBeUndefined();
  });

  it('ignores an answer older than the latest of the same key', () => {
    const gate = createVersionGate();
    gate.check('limits', { version: 2 });
    gate.check('limits', { version: 2 });
    gate.check('other', { version: 1 });
    expect(() => gate.check('limits', { version: 1 })).toThrow(StaleResponseError);
    gate.check('limits', { version: 5 });
    expect(() => gate.check('limits', { payload: { version: 4 } })).toThrow(/Ignored version 4 of limits: 5 is newer/);
  });

  it('makes the HTTP client reject a stale versioned answer, and only versioned requests', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeFetch((call) => ({ body: { success: true, version: call.url.endsWith('old') ? 1 : 2 } }));
    const client = createHttpClient({
      apiUrl: '/api',
      getToken: () => null,
      getLanguage: () => 'en',
      fetch: async (input, init) => {
        if (String(input).endsWith('old')) await slow;
        return fake.fetch(input, init);
      },
      health: createServerHealthStore(),
    });
    const older = client.request({ method: 'GET', path: 'state?v=old', versioned: 'state' }).catch((error) => error);
    await client.request({ method: 'GET', path: 'state?v=new', versioned: 'state' });
    release();
    expect(isStaleResponse(await older)).toBe(true);
    // Without a key, answers are taken as they come.
    await expect(client.request({ method: 'GET', path: 'state?v=old' })).resolves.toEqual({ success: true, version: 1 });
  });
});
