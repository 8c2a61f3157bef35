/**
 * The auto-refresh schedule of lists (002 §4): refresh every interval; no refresh while paused
 * (a row update in progress); after a pause, refresh once at least 1 s later, otherwise at the
 * end of the current interval, then every interval again. Pure timers, no React.
 */

/** The spec's minimum wait after a row update (002 §9). */
export const MIN_RESUME_DELAY_MS = 1000;

/** A running schedule. */
export interface AutoRefresh {
  /** Sets the interval (0 = off); the next refresh is one interval from now. */
  setInterval: (intervalMs: number) => void;
  setPaused: (paused: boolean) => void;
  dispose: () => void;
}

/** Starts a schedule calling `refresh` every `intervalMs` (0 = off). */
export function createAutoRefresh(
  refresh: () => void,
  intervalMs: number,
  { now = Date.now, minResumeDelayMs = MIN_RESUME_DELAY_MS }: { now?: () => number; minResumeDelayMs?: number } = {},
): AutoRefresh {
  let interval = intervalMs;
  let paused = false;
  let lastAt = now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = undefined;
    if (interval > 0 && !paused) timer = setTimeout(fire, delay);
  };
  const fire = () => {
    lastAt = now();
    refresh();
    schedule(interval);
  };
  schedule(interval);

  return {
    setInterval(next) {
      interval = next;
      lastAt = now();
      schedule(interval);
    },
    setPaused(next) {
      if (next === paused) return;
      paused = next;
      if (paused) return schedule(0);
      schedule(Math.max(minResumeDelayMs, interval - (now() - lastAt)));
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      interval = 0;
    },
  };
}
