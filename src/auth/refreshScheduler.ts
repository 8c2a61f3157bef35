/**
 * Schedules the token refresh 10 s before the access token's expiry, at once when already due
 * (000 §4, "Token refresh").
 */
import { jwtExpiry } from './jwtExpiry';

/** How long before expiry the refresh runs (000 §9). */
export const REFRESH_LEAD_MS = 10_000;
const MAX_TIMEOUT = 2 ** 31 - 1;

export interface RefreshScheduler {
  /** Plans the refresh for this access token, replacing any planned one. */
  schedule: (accessToken: string) => void;
  /** Plans a plain delayed run (retry after a transitory error). */
  retryIn: (delayMs: number) => void;
  cancel: () => void;
}

/** Creates a scheduler calling `refresh` at the right time. */
export function createRefreshScheduler(refresh: () => void, now: () => number = Date.now): RefreshScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const retryIn = (delayMs: number) => {
    cancel();
    timer = setTimeout(
      () => {
        timer = undefined;
        refresh();
      },
      Math.min(Math.max(0, delayMs), MAX_TIMEOUT),
    );
  };
  return {
    schedule: (accessToken) => {
      const expiry = jwtExpiry(accessToken);
      if (expiry === undefined) return cancel();
      retryIn(expiry - REFRESH_LEAD_MS - now());
    },
    retryIn,
    cancel,
  };
}
