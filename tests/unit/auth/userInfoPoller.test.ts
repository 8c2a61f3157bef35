/** User-info polling: the configured interval, 15 s while hidden, retry on error, reload on focus. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_POLL_MS, startUserInfoPoller, USER_INFO_RETRY_MS } from '../../../src/auth/userInfoPoller';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeEvents() {
  const target = new EventTarget();
  return { document: target as unknown as Document, window: target as unknown as Window, target };
}

describe('user-info poller', () => {
  it('polls at the interval while visible and every 15 s while hidden', async () => {
    let hidden = false;
    const load = vi.fn(async () => undefined);
    const events = fakeEvents();
    const stop = startUserInfoPoller({ load, intervalMs: 60_000, isHidden: () => hidden, events });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(load).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    hidden = true;
    events.target.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(HIDDEN_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HIDDEN_POLL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    hidden = false;
    events.target.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('retries soon after an error', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    startUserInfoPoller({ load, intervalMs: 60_000, isHidden: () => false, events: fakeEvents() });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(USER_INFO_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
