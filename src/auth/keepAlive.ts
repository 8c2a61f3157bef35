/**
 * Keep-alive (000 §7 "GET keepAlive on the OIDC API path", interval 240 s, 000 §9). In the
 * external login mode the session lives with the OIDC gateway in front of the API, and the console
 * does not refresh tokens itself; it calls `GET keepAlive` (rewritten to the OIDC prefix, like every
 * call in that mode) every 240 s while staff are working, so the gateway's session stays alive. An
 * unattended console (no key, pointer, touch or scroll input for a whole interval) sends none, and
 * the gateway's idle timeout may end the session. Other login modes send none.
 */

/** Keep-alive interval (000 §9). */
export const KEEP_ALIVE_MS = 240_000;

/** The inputs that count as staff working in the page. */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

export interface KeepAliveOptions {
  /** `GET keepAlive`. */
  send: () => Promise<unknown>;
  /** Whether the login mode is External now (read at every tick). */
  isExternal: () => boolean;
  /** Where input events come from; default `window`. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  intervalMs?: number;
}

/** Starts the keep-alive; returns the stop function. */
export function startKeepAlive(options: KeepAliveOptions): () => void {
  const events = options.events ?? window;
  let active = false;
  const onInput = () => {
    active = true;
  };
  for (const name of ACTIVITY_EVENTS) events.addEventListener(name, onInput, { capture: true, passive: true });
  const timer = setInterval(() => {
    if (!active || !options.isExternal()) return;
    active = false;
    options.send().catch((error: unknown) => console.error('Keep-alive failed', error));
  }, options.intervalMs ?? KEEP_ALIVE_MS);
  return () => {
    clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) events.removeEventListener(name, onInput, { capture: true });
  };
}
