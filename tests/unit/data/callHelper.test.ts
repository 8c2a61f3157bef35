/** The call helper: 50 ms debounce, abort of the previous call, responses after 30 s ignored, repeat. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallHelper } from '../../../src/data/callHelper';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('call helper', () => {
  it('debounces, aborts the previous call and repeats', async () => {
    const signals: AbortSignal[] = [];
    const results: number[] = [];
    let n = 0;
    const helper = createCallHelper({
      call: async (signal) => {
        signals.push(signal);
        return ++n;
      },
      onResult: (value) => results.push(value),
      repeatMs: 1000,
    });
    helper.start();
    helper.start();
    await vi.advanceTimersByTimeAsync(49);
    expect(n).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(results).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(results).toEqual([1, 2]);
    expect(signals[0].aborted).toBe(true);
    helper.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(results).toEqual([1, 2]);
  });

  it('ignores a response that arrives after 30 s', async () => {
    const results: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const helper = createCallHelper({
      call: () => new Promise<string>((resolve) => setTimeout(() => resolve('late'), 30_001)),
      onResult: (value) => results.push(value),
    });
    helper.start();
    await vi.advanceTimersByTimeAsync(30_100);
    expect(results).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
