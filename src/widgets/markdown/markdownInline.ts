/**
 * Inline Markdown (the articles' bodies): `code`, [links](https://…), **strong** and *emphasis*
 * (or _emphasis_). Everything else is text: no HTML is ever read, so a `<script>` in an article is
 * shown as the characters it is.
 */

/** One piece of inline text. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

/** Link targets an article may use: the web, e-mail, and the console's own pages and anchors. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Whether a link target may be followed (no `javascript:`, `data:` or protocol-relative URLs). */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

const LINK = /^\[([^\]\n]+)\]\(([^)\s]+)\)/;
const WORD = /[\p{L}\p{N}]/u;

/** The index of the closing `marker` after `from`, not preceded by a space, or -1. */
function closing(text: string, marker: string, from: number): number {
  let at = text.indexOf(marker, from);
  while (at >= 0) {
    if (at > from && text[at - 1] !== ' ') {
      // `_` closes emphasis only at the end of a word (snake_case stays text).
      if (marker !== '_' || !WORD.test(text[at + 1] ?? '')) return at;
    }
    at = text.indexOf(marker, at + 1);
  }
  return -1;
}

/**
 * Parses one paragraph's text into inline pieces.
 *
 * @example parseInline('Open **My account** or [write to us](mailto:help@example.com)')
 */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ type: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const char = text[i];
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (char === '[') {
      const link = LINK.exec(rest);
      if (link) {
        flush();
        const children = parseInline(link[1]);
        out.push(isSafeHref(link[2]) ? { type: 'link', href: link[2], children } : { type: 'text', text: link[1] });
        i += link[0].length;
        continue;
      }
    } else if (rest.startsWith('**') && text[i + 2] !== ' ') {
      const end = closing(text, '**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if ((char === '*' || char === '_') && text[i + 1] !== ' ' && !(char === '_' && WORD.test(text[i - 1] ?? ''))) {
      const end = closing(text, char, i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    plain += char;
    i++;
  }
  flush();
  return out;
}

/** The plain text of inline pieces (search, accessible names). */
export function inlineText(pieces: readonly Inline[]): string {
  return pieces.map((piece) => ('text' in piece ? piece.text : inlineText(piece.children))).join('');
}
