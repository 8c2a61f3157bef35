import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { describe, expect, it } from 'vitest';
import { codePointsOf, FACE_WEIGHTS, LATIN_BASIC_RANGE, LATIN_EXT_RANGE, LATIN_SUPPLEMENT_RANGE } from '../../../src/fonts/latinRanges';
import { fontsourceLatin, LATIN_CUTS, staleSubsets, SUBSET_DIR, subsetFileName } from '../../../scripts/font-subsets';

/** Fontsource's own ranges for its subset files, as the installed package declares them. */
const FONTSOURCE_RANGES = JSON.parse(
  readFileSync(new URL('../../../node_modules/@fontsource/roboto/unicode.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const FONTSOURCE_LATIN_RANGE = FONTSOURCE_RANGES.latin;

/**
 * The code points a font maps to a glyph, read from its Windows Unicode (format 4) cmap. One call
 * at a time: the converter's answer is a view of its WebAssembly memory, copied at once.
 */
async function mappedCodePoints(woff2: Buffer): Promise<Set<number>> {
  const font = Buffer.from(await convert(woff2, 'sfnt'));
  let cmap = -1;
  for (let table = 0; table < font.readUInt16BE(4); table++) {
    const record = 12 + 16 * table;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  for (let entry = 0; entry < font.readUInt16BE(cmap + 2); entry++) {
    const record = cmap + 4 + 8 * entry;
    const at = cmap + font.readUInt32BE(record + 4);
    if (font.readUInt16BE(record) !== 3 || font.readUInt16BE(record + 2) !== 1 || font.readUInt16BE(at) !== 4) continue;
    const segmentsX2 = font.readUInt16BE(at + 6);
    const ends = at + 14;
    const starts = ends + segmentsX2 + 2;
    const deltas = starts + segmentsX2;
    const rangeOffsets = deltas + segmentsX2;
    const points = new Set<number>();
    for (let segment = 0; segment < segmentsX2 / 2; segment++) {
      const start = font.readUInt16BE(starts + 2 * segment);
      const end = font.readUInt16BE(ends + 2 * segment);
      const delta = font.readInt16BE(deltas + 2 * segment);
      const rangeOffset = font.readUInt16BE(rangeOffsets + 2 * segment);
      for (let point = start; point <= end && point !== 0xffff; point++) {
        const indexed = rangeOffset === 0 ? point : font.readUInt16BE(rangeOffsets + 2 * segment + rangeOffset + 2 * (point - start));
        const glyph = rangeOffset === 0 || indexed !== 0 ? (indexed + delta) & 0xffff : 0;
        if (glyph !== 0) points.add(point);
      }
    }
    return points;
  }
  throw new Error('no format 4 cmap');
}

const inRange = (range: string) => new Set(codePointsOf(range));

describe('Roboto Latin cut into basic and supplement faces', () => {
  it('shares out Fontsource’s Latin range: the two ranges are disjoint and together are the whole', () => {
    const basic = inRange(LATIN_BASIC_RANGE);
    const supplement = inRange(LATIN_SUPPLEMENT_RANGE);
    expect([...basic].filter((point) => supplement.has(point))).toEqual([]);
    expect(new Set([...basic, ...supplement])).toEqual(inRange(FONTSOURCE_LATIN_RANGE));
    expect(LATIN_EXT_RANGE).toBe(FONTSOURCE_RANGES['latin-ext']);
  });

  it('keeps English text, money amounts and the list’s punctuation in the basic face', () => {
    const basic = inRange(LATIN_BASIC_RANGE);
    for (const text of ['Players 1–25 of 100 …', '1,768.92\u00a0EUR', '€ ™ − ↑ ↓']) {
      expect([...text].filter((char) => !basic.has(char.codePointAt(0)!))).toEqual([]);
    }
    expect(basic.has('ü'.codePointAt(0)!)).toBe(false);
    expect(inRange(LATIN_EXT_RANGE).has('ă'.codePointAt(0)!)).toBe(true);
  });

  it.each(FACE_WEIGHTS)(
    'weight %i: every character Fontsource’s Latin file draws is drawn by exactly one cut, within its range',
    async (weight) => {
      // The file also maps a few combining accents outside its range (the browser takes those from
      // the Vietnamese face); within the range nothing may be lost.
      const latin = inRange(FONTSOURCE_LATIN_RANGE);
      const whole = new Set([...(await mappedCodePoints(fontsourceLatin(weight)))].filter((point) => latin.has(point)));
      const cuts: { range: Set<number>; points: Set<number> }[] = [];
      for (const cut of LATIN_CUTS) {
        cuts.push({
          range: inRange(cut.range),
          points: await mappedCodePoints(readFileSync(SUBSET_DIR + subsetFileName(cut.part, weight))),
        });
      }
      for (const cut of cuts) expect([...cut.points].filter((point) => !cut.range.has(point))).toEqual([]);
      const lost = [...whole].filter((point) => !cuts.some((cut) => cut.points.has(point)));
      expect(lost.map((point) => point.toString(16))).toEqual([]);
      expect(whole.size).toBeGreaterThan(200);
    },
  );

  it.each(FACE_WEIGHTS)('weight %i: the committed files are what `npm run fonts` writes from the installed Fontsource', async (weight) => {
    expect(await staleSubsets([weight]), 'stale: run npm run fonts').toEqual([]);
  });
});
