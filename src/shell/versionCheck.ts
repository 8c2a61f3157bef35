/**
 * Version check (000 §4, §9): reads /version.json on the console's origin every 180 s and reloads
 * the page when the deployed version differs from the one first read.
 */

export const VERSION_CHECK_MS = 180_000;
export const VERSION_URL = '/version.json';

export interface VersionCheckOptions {
  fetch?: typeof fetch;
  reload?: () => void;
  intervalMs?: number;
}

async function readVersion(doFetch: typeof fetch): Promise<string | undefined> {
  try {
    const response = await doFetch(VERSION_URL, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : undefined;
  } catch {
    return undefined;
  }
}

/** Starts checking; returns the stop function. */
export function startVersionCheck(options: VersionCheckOptions = {}): () => void {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const reload = options.reload ?? (() => window.location.reload());
  let first: string | undefined;
  let stopped = false;
  const check = async () => {
    const version = await readVersion(doFetch);
    if (stopped || version === undefined) return;
    if (first === undefined) first = version;
    else if (version !== first) {
      stopped = true;
      reload();
    }
  };
  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? VERSION_CHECK_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
