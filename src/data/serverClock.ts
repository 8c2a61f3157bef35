/**
 * The server's clock (000 §4: "The server time offset is computed from the server timestamp"):
 * `serverTimestamp` of `GET info` and of the notifications answer sets the offset, and time
 * frames and "now" read {@link serverNow}.
 */

let offsetMs = 0;

/** Server time minus local time, from a `serverTimestamp` read at local time `now`; 0 when it does not parse. */
export function offsetFrom(serverTimestamp: unknown, now = Date.now()): number {
  if (typeof serverTimestamp !== 'string' && typeof serverTimestamp !== 'number') return 0;
  const stamp = new Date(serverTimestamp).getTime();
  return Number.isNaN(stamp) ? 0 : stamp - now;
}

/** Takes the offset of a `serverTimestamp` answer; an answer without one leaves it unchanged. */
export function noteServerTimestamp(serverTimestamp: unknown, now = Date.now()): void {
  if (serverTimestamp === undefined || serverTimestamp === null) return;
  offsetMs = offsetFrom(serverTimestamp, now);
}

/** The current server time offset, ms. */
export function serverOffsetMs(): number {
  return offsetMs;
}

/** The server's "now": local time plus the offset. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}
