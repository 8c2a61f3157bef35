/**
 * Versioned requests (000 §7): an answer carries a `version` (top level or in its payload); an
 * answer older than the latest one seen for the same request key is ignored.
 */

/** Thrown for an answer older than the latest; callers ignore it like a cancelled request. */
export class StaleResponseError extends Error {
  constructor(
    readonly key: string,
    readonly version: number,
    readonly latest: number,
  ) {
    super(`Ignored version ${version} of ${key}: ${latest} is newer`);
    this.name = 'StaleResponseError';
  }
}

/** Whether an error is an ignored stale answer. */
export function isStaleResponse(error: unknown): error is StaleResponseError {
  return error instanceof StaleResponseError;
}

/** The version an answer carries, if it is a number. */
export function versionOf(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const top = (body as { version?: unknown }).version;
  if (typeof top === 'number' && Number.isFinite(top)) return top;
  const payload = (body as { payload?: unknown }).payload;
  const inner = payload && typeof payload === 'object' ? (payload as { version?: unknown }).version : undefined;
  return typeof inner === 'number' && Number.isFinite(inner) ? inner : undefined;
}

/** The latest version per request key. */
export interface VersionGate {
  /** Records `body`'s version for `key`; throws StaleResponseError when it is older than the latest. */
  check: (key: string, body: unknown) => void;
}

/** Creates a gate; one per HTTP client. */
export function createVersionGate(): VersionGate {
  const latest = new Map<string, number>();
  return {
    check: (key, body) => {
      const version = versionOf(body);
      if (version === undefined) return;
      const known = latest.get(key);
      if (known !== undefined && version < known) throw new StaleResponseError(key, version, known);
      latest.set(key, version);
    },
  };
}
