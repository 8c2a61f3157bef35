/**
 * Query-string rules of the back-office API (000 §7): arrays and objects go as JSON strings,
 * null and undefined values are skipped.
 */

/** Serialises query parameters; returns the string without a leading `?` (empty when none). */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

/** Keeps the non-null parameters with arrays and objects as JSON-ready values (POST body form). */
export function toBodyParams(params: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) body[key] = value;
  }
  return body;
}
