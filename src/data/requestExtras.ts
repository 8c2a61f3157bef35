/**
 * What every back-office request carries besides the token and language (000 §7): the source-IP
 * header when the console knows the address (the server reports it in its info as `sourceIp`),
 * and, in debug mode, the debug trace parameter with a fresh id per request.
 */

/** The header naming the staff member's address (docs/data-layer.md). */
export const SOURCE_IP_HEADER = 'X-Source-IP';
/** The debug trace query parameter (docs/data-layer.md). */
export const DEBUG_TRACE_PARAM = 'debugTrace';

let sourceIp: string | undefined;

/** Records the address the server saw this console at (server info `sourceIp`); undefined forgets it. */
export function setSourceIp(ip: string | undefined | null): void {
  sourceIp = typeof ip === 'string' && ip.trim() !== '' ? ip.trim() : undefined;
}

/** The known source address, if any. */
export function getSourceIp(): string | undefined {
  return sourceIp;
}

let traceCounter = 0;

/** A short, unique-enough id for one request's debug trace. */
export function newTraceId(now = Date.now()): string {
  traceCounter = (traceCounter + 1) % 1_000_000;
  return `${now.toString(36)}-${traceCounter.toString(36)}`;
}

export interface RequestExtrasOptions {
  /** Default {@link getSourceIp}. */
  getSourceIp?: () => string | undefined;
  /** Whether debug mode is on. */
  isDebug?: () => boolean;
  newTraceId?: () => string;
}

/**
 * Adds the source-IP header to `headers` and returns `url` with the debug trace parameter in debug
 * mode. The parameter always goes in the URL, also for reads sent as POST, so bodies stay as the
 * API defines them.
 *
 * @example
 * url = applyRequestExtras(url, headers, { isDebug: () => readFlags().debug });
 */
export function applyRequestExtras(url: string, headers: Record<string, string>, options: RequestExtrasOptions = {}): string {
  const ip = (options.getSourceIp ?? getSourceIp)();
  if (ip) headers[SOURCE_IP_HEADER] = ip;
  if (!options.isDebug?.()) return url;
  const trace = `${DEBUG_TRACE_PARAM}=${encodeURIComponent((options.newTraceId ?? newTraceId)())}`;
  return url + (url.includes('?') ? '&' : '?') + trace;
}
