/**
 * `Content-Disposition: attachment` for a file name of any characters (RFC 6266): the name in
 * UTF-8 as `filename*=UTF-8''…` (RFC 5987 percent-encoding) and an ASCII fallback `filename="…"`
 * for clients that read only that one. A header value may hold only visible ASCII, so a name such
 * as `report €.csv` written into it as it is makes Node refuse the answer.
 */

/** Characters RFC 5987 lets stand unencoded in an extended value (`attr-char`). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** Characters no file name keeps: controls, line and paragraph separators, bidirectional overrides, path separators. */
const UNSAFE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069/\\]/gu;

/** The name as a downloaded file gets it: unsafe characters become `_`, the ends trimmed; `download` when nothing is left. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFC').replace(UNSAFE, '_').trim();
  return cleaned === '' ? 'download' : cleaned;
}

/** The ASCII fallback: accents dropped (`é` → `e`), any other character outside visible ASCII, `"` and `%` as `_`. */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["%]/g, '_');
}

/** RFC 5987 percent-encoding of a name's UTF-8 bytes. */
function extendedValue(name: string): string {
  let out = '';
  for (const byte of Buffer.from(name, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The header value of a download named `name`. */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = asciiFileName(safe);
  const fallback = `attachment; filename="${ascii}"`;
  return ascii === safe ? fallback : `${fallback}; filename*=UTF-8''${extendedValue(safe)}`;
}
