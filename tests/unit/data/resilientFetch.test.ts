/** Transitory errors, the retry delay, the 45 s timeout and the health store, with fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResilientFetch, REQUEST_TIMEOUT_MS, transitoryDelay } from '../../../src/data/resilientFetch';
import { createServerHealthStore } from '../../../src/data/serverHealth';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2025-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function sequence(answers: (number | 'network' | 'hang')[]) {
  const calls: number[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(Date.now());
    const answer = answers.shift() ?? 200;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    return new Response('{}', { status: answer });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('resilient fetch', () => {
  it('delays retries by 1000 ms × (count + 2) and clears the health state on success', async () => {
    const health = createServerHealthStore();
    const { fetch, calls } = sequence([503, 'network', 502, 200]);
    const result = createResilientFetch({ fetch, health })('/api/officeapp/info');
    await vi.advanceTimersByTimeAsync(0);
    expect(health.get()).toMatchObject({ status: 503, count: 1, retryAt: Date.now() + 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(health.get()).toMatchObject({ status: 0, count: 2 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(health.get()).toMatchObject({ status: 502, count: 3 });
    await vi.advanceTimersByTimeAsync(5000);
    expect((await result).status).toBe(200);
    expect(health.get()).toBeUndefined();
    expect(calls.map((t) => t - calls[0])).toEqual([0, 3000, 7000, 12000]);
    expect(transitoryDelay(1)).toBe(3000);
  });

  it('treats a request without an answer after 45 s as a timeout and retries', async () => {
    const health = createServerHealthStore();
    const { fetch } = sequence(['hang', 200]);
    const result = createResilientFetch({ fetch, health })('/x');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(health.get()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(health.get()).toMatchObject({ status: 0, message: 'timeout' });
    await vi.advanceTimersByTimeAsync(3000);
    expect((await result).status).toBe(200);
  });

  it('passes other errors through and gives up silently when cancelled', async () => {
    const health = createServerHealthStore();
    const { fetch } = sequence([500, 'network']);
    const call = createResilientFetch({ fetch, health });
    expect((await call('/x')).status).toBe(500);
    const controller = new AbortController();
    const cancelled = call('/x', { signal: controller.signal });
    const outcome = cancelled.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(await outcome).toBeDefined();
  });

  it('stops retrying at the 300th transitory error in a row', async () => {
    const health = createServerHealthStore();
    for (let i = 0; i < 298; i++) health.reportTransitory({ status: 503, message: 'x' });
    const { fetch } = sequence([503, 503]);
    const result = createResilientFetch({ fetch, health })('/x').catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(transitoryDelay(299));
    await vi.advanceTimersByTimeAsync(0);
    expect(await result).toBeInstanceOf(TypeError);
    expect(health.get()?.count).toBe(300);
  });
});
