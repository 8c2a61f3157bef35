import { createAutoRefresh } from '../../../src/widgets/autoRefresh';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-05-14T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAutoRefresh', () => {
  it('refreshes every interval', () => {
    const refresh = vi.fn();
    createAutoRefresh(refresh, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('does nothing when off, and stops when set to off', () => {
    const refresh = vi.fn();
    const schedule = createAutoRefresh(refresh, 0);
    vi.advanceTimersByTime(120_000);
    expect(refresh).not.toHaveBeenCalled();
    schedule.setInterval(1_000);
    vi.advanceTimersByTime(3_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    schedule.setInterval(0);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('restarts the count when the interval changes', () => {
    const refresh = vi.fn();
    const schedule = createAutoRefresh(refresh, 10_000);
    vi.advanceTimersByTime(8_000);
    schedule.setInterval(5_000);
    vi.advanceTimersByTime(4_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh while paused', () => {
    const refresh = vi.fn();
    const schedule = createAutoRefresh(refresh, 1_000);
    schedule.setPaused(true);
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('after a pause past the interval, waits at least 1 s', () => {
    const refresh = vi.fn();
    const schedule = createAutoRefresh(refresh, 3_000);
    vi.advanceTimersByTime(2_500);
    schedule.setPaused(true);
    vi.advanceTimersByTime(5_000);
    schedule.setPaused(false);
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('after a short pause, waits for the rest of the interval', () => {
    const refresh = vi.fn();
    const schedule = createAutoRefresh(refresh, 10_000);
    vi.advanceTimersByTime(2_000);
    schedule.setPaused(true);
    vi.advanceTimersByTime(3_000);
    schedule.setPaused(false); // 5 s of the interval are left
    vi.advanceTimersByTime(4_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('with a 1 s interval, resumes 1 s after the pause', () => {
    const refresh = vi.fn();
    const schedule = createAutoRefresh(refresh, 1_000);
    vi.advanceTimersByTime(900);
    schedule.setPaused(true);
    vi.advanceTimersByTime(50);
    schedule.setPaused(false);
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops on dispose', () => {
    const refresh = vi.fn();
    const schedule = createAutoRefresh(refresh, 1_000);
    schedule.dispose();
    vi.advanceTimersByTime(10_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
