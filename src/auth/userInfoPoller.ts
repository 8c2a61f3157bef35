/**
 * User-info polling (000 §4): reloads the signed-in manager at a configured interval, every 15 s
 * while the tab is hidden, and sooner after an error. Also reloads when the tab becomes visible
 * again or the window regains focus.
 */

/** Default polling interval while the tab is visible. */
export const USER_INFO_POLL_MS = 60_000;
/** Interval while the tab is hidden (000 §9). */
export const HIDDEN_POLL_MS = 15_000;
/** Retry delay after a failed reload. */
export const USER_INFO_RETRY_MS = 5_000;

export interface PollerOptions {
  load: () => Promise<unknown>;
  intervalMs?: number;
  isHidden?: () => boolean;
  /** Where visibility and focus events come from; default `document` and `window`. */
  events?: {
    document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
    window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  };
}

/** Starts polling; returns the stop function. */
export function startUserInfoPoller(options: PollerOptions): () => void {
  const hidden = options.isHidden ?? (() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  const interval = options.intervalMs ?? USER_INFO_POLL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running = false;

  const plan = (delay: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, delay);
  };
  const run = async () => {
    if (stopped || running) return;
    running = true;
    try {
      await options.load();
      plan(hidden() ? HIDDEN_POLL_MS : interval);
    } catch {
      plan(USER_INFO_RETRY_MS);
    } finally {
      running = false;
    }
  };
  const wake = () => {
    if (hidden()) plan(HIDDEN_POLL_MS);
    else void run();
  };
  const doc = options.events?.document ?? (typeof document === 'undefined' ? undefined : document);
  const win = options.events?.window ?? (typeof window === 'undefined' ? undefined : window);
  doc?.addEventListener('visibilitychange', wake);
  win?.addEventListener('focus', wake);
  plan(hidden() ? HIDDEN_POLL_MS : interval);
  return () => {
    stopped = true;
    clearTimeout(timer);
    doc?.removeEventListener('visibilitychange', wake);
    win?.removeEventListener('focus', wake);
  };
}
