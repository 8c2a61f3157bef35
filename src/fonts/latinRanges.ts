/**
 * The Unicode ranges of the console's Latin font faces (CSS `unicode-range` syntax). Fontsource's
 * Latin file is cut in two (scripts/font-subsets.ts): the basic face holds what English text needs
 * (ASCII, the no-break space that money amounts carry, general punctuation, €, ™, arrows, minus);
 * the supplement holds the rest of Latin-1 and the few letters and marks Fontsource adds, and is
 * fetched only by text that shows an accented letter. Latin Extended is Fontsource's file as it is.
 * The three ranges together are Fontsource's Latin and Latin Extended ranges.
 */
export const LATIN_BASIC_RANGE = 'U+0000-00A0,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
export const LATIN_SUPPLEMENT_RANGE = 'U+00A1-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329';
export const LATIN_EXT_RANGE =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,' +
  'U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** The weights the theme uses, each a face per range. */
export const FACE_WEIGHTS = [300, 400, 500, 700] as const;

/**
 * The code points of a `unicode-range` value such as `U+0000-00A0,U+20AC`.
 * @param range comma-separated `U+XXXX` points and `U+XXXX-YYYY` spans
 */
export function codePointsOf(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(',')) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`not a unicode-range part: ${part}`);
    const first = parseInt(match[1], 16);
    const last = match[2] === undefined ? first : parseInt(match[2], 16);
    for (let point = first; point <= last; point++) points.push(point);
  }
  return points;
}
