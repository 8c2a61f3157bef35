/**
 * The generic call helper (000 §4): a call runs after a debounce (default 50 ms); a new start
 * aborts the previous request; a response arriving more than 30 s after the start is ignored;
 * it can repeat at an interval.
 */

export const CALL_DEBOUNCE_MS = 50;
export const RESPONSE_IGNORED_AFTER_MS = 30_000;

export interface CallHelperOptions<T> {
  call: (signal: AbortSignal) => Promise<T>;
  onResult: (result: T) => void;
  onError?: (error: unknown) => void;
  debounceMs?: number;
  /** Repeat interval after each settled call; a function may choose per result. */
  repeatMs?: number | (() => number | undefined);
  now?: () => number;
}

export interface CallHelper {
  /** (Re)starts the call after the debounce, aborting a running one. */
  start: () => void;
  stop: () => void;
}

export function createCallHelper<T>(options: CallHelperOptions<T>): CallHelper {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let generation = 0;

  const repeatDelay = () => (typeof options.repeatMs === 'function' ? options.repeatMs() : options.repeatMs);
  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  };
  const run = async () => {
    const mine = ++generation;
    controller?.abort();
    controller = new AbortController();
    const started = now();
    try {
      const result = await options.call(controller.signal);
      if (mine !== generation) return;
      if (now() - started > RESPONSE_IGNORED_AFTER_MS) console.warn('Ignored a response that came after 30 s');
      else options.onResult(result);
    } catch (error) {
      if (mine !== generation || controller.signal.aborted) return;
      options.onError?.(error);
    }
    const delay = repeatDelay();
    if (mine === generation && delay !== undefined) schedule(delay);
  };

  return {
    start: () => schedule(options.debounceMs ?? CALL_DEBOUNCE_MS),
    stop: () => {
      generation++;
      clearTimeout(timer);
      controller?.abort();
    },
  };
}
