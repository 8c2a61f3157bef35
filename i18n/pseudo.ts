/**
 * The pseudo-locale `pseudo` (development and browser tests only): every English text wrapped in
 * ⟦…⟧, its letters accented and about 35 % longer, placeholders (`%{name}`, `{0}`) and polyglot
 * plural forms (`||||`) intact. Text that reaches the screen without the wrappers did not come from
 * the catalogue; a wrapped label that is cut off shows where a longer language will not fit.
 *
 * @example
 * pseudoText('Total stake')        // '⟦Ţóóţåļ šţåķéé·⟧'
 * pseudoText('%{count} s')         // '⟦%{count} š·⟧'
 */

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** The wrappers: a label shown without them did not come from the catalogue. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** Placeholders polyglot or our messages fill in; they pass through unchanged. */
const PLACEHOLDER = /(%\{[^}]*\}|\{\d+\})/;
const VOWEL = /[aeiouAEIOU]/;

/** One plural form: letters accented, vowels doubled until ~35 % longer, padded with `·` if still short. */
function pseudoForm(form: string): string {
  const letters = form.split(PLACEHOLDER).reduce((n, part, i) => (i % 2 ? n : n + part.length), 0);
  let extra = Math.ceil(letters * 0.35);
  const body = form
    .split(PLACEHOLDER)
    .map((part, i) => {
      if (i % 2) return part;
      let out = '';
      for (const char of part) {
        const accented = ACCENTED[char] ?? char;
        out += accented;
        if (extra > 0 && VOWEL.test(char)) {
          out += accented;
          extra -= 1;
        }
      }
      return out;
    })
    .join('');
  const leading = /^\s*/.exec(body)?.[0] ?? '';
  const trailing = /\s*$/.exec(body.slice(leading.length))?.[0] ?? '';
  const core = body.slice(leading.length, body.length - trailing.length);
  return `${leading}${PSEUDO_OPEN}${core}${'·'.repeat(Math.max(extra, 0))}${PSEUDO_CLOSE}${trailing}`;
}

/** The pseudo text of one message; each `||||` plural form is wrapped on its own. */
export function pseudoText(message: string): string {
  if (message.trim() === '') return message;
  return message
    .split('||||')
    .map((form) => pseudoForm(form))
    .join('||||');
}

/** A catalogue of nested objects. */
export type PseudoCatalogue = { [key: string]: string | PseudoCatalogue };

/** The pseudo catalogue of a whole (English) catalogue, the same shape and keys. */
export function pseudoCatalogue<T extends object>(catalogue: T): T {
  const out: PseudoCatalogue = {};
  for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = pseudoText(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = pseudoCatalogue(value) as PseudoCatalogue;
  }
  return out as T;
}
