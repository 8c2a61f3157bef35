/**
 * Idempotency keys for writes (docs/writes.md): one key per intent. A write gets a key when it is
 * first sent; the key is kept while the write's outcome is unknown (no answer, a time-out, a 5xx,
 * or a 409 saying the first attempt still runs), so sending the same write again (same method,
 * path and body) is the same intent and carries the same key, and the server makes it once. An
 * answer that settles the write (2xx, or a refusal the server stored) forgets the key: the next
 * identical write is a new intent with a new key.
 *
 * The header's name and whether keyed writes are retried automatically are installation settings
 * read from the page (`<meta name="backoffice:idempotency-header">`, `<meta name="backoffice:retry-writes">`),
 * so an installation changes them in the built index.html without a rebuild. A write is retried
 * automatically only where the page says the API accepts keys (`content="keyed"`, as the built
 * page says of the reference server); without it a write is never sent again on its own.
 */

/** The header the reference server reads (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const DEFAULT_IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key of an unsettled write is reused (the reference server keeps keys 24 hours). */
export const INTENT_TTL_MS = 60 * 60 * 1000;

export interface WriteSettings {
  /** The header that carries the key; null sends none (an API that rejects unknown headers). */
  header: string | null;
  /** `keyed`: a write carrying a key is retried on transitory errors with the same key; `never`: a write is never retried automatically. */
  retryWrites: 'keyed' | 'never';
}

/** Reads the installation's settings from the page's meta tags; absent tags give the defaults (the header sent, no write retried). */
export function readWriteSettings(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): WriteSettings {
  const meta = (name: string) => doc?.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
  const header = meta('backoffice:idempotency-header');
  const retry = meta('backoffice:retry-writes')?.trim().toLowerCase();
  const name = header === undefined ? DEFAULT_IDEMPOTENCY_HEADER : header.trim();
  return { header: /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) ? name : null, retryWrites: retry === 'keyed' ? 'keyed' : 'never' };
}

/** How a write's attempt ended, as far as its key is concerned. */
export type WriteOutcome = 'settled' | 'unknown';

/** The outcome an HTTP status gives a write: settled, unless the write may still be made. */
export function outcomeOf(status: number, body?: unknown): WriteOutcome {
  if (status === 0 || status >= 500) return 'unknown';
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  if (status === 409 && code === 'IDEMPOTENCY_KEY_IN_USE') return 'unknown';
  return 'settled';
}

export interface IntentKeys {
  /** The key for this write: the pending one of the same intent, or a new one. */
  keyFor: (intent: string) => string;
  /** Records how the attempt with `key` ended: settled forgets the key, unknown keeps it. */
  finish: (intent: string, key: string, outcome: WriteOutcome) => void;
  /** Keys of writes whose outcome is still unknown (tests, diagnostics). */
  pending: () => number;
}

export interface IntentKeysOptions {
  newKey?: () => string;
  now?: () => number;
  ttlMs?: number;
}

/** Creates the store of intents and their keys. */
export function createIntentKeys(options: IntentKeysOptions = {}): IntentKeys {
  const newKey = options.newKey ?? randomKey;
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? INTENT_TTL_MS;
  const byIntent = new Map<string, { key: string; at: number }>();
  const prune = () => {
    for (const [intent, entry] of byIntent) if (now() - entry.at > ttl) byIntent.delete(intent);
  };
  return {
    keyFor: (intent) => {
      prune();
      const entry = byIntent.get(intent);
      if (entry) return entry.key;
      const key = newKey();
      byIntent.set(intent, { key, at: now() });
      return key;
    },
    finish: (intent, key, outcome) => {
      const entry = byIntent.get(intent);
      if (!entry || entry.key !== key) return;
      if (outcome === 'settled') byIntent.delete(intent);
    },
    pending: () => {
      prune();
      return byIntent.size;
    },
  };
}

/** The intent of a write: its method, URL and body (a form upload is its own intent each time). */
export function intentOf(method: string, url: string, body: unknown): string {
  const text = typeof body === 'string' ? body : body === undefined ? '' : undefined;
  return text === undefined ? `${method} ${url} #${randomKey()}` : `${method} ${url}\n${text}`;
}

/** A random UUID (version 4); `crypto.randomUUID` exists only on secure pages, `getRandomValues` everywhere. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header value: a structured-field string, as the draft writes it. */
export function keyHeaderValue(key: string): string {
  return `"${key}"`;
}
