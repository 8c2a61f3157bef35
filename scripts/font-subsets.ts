/**
 * Cuts Fontsource's Roboto Latin files into the basic and supplement faces the console registers
 * (src/fonts/latinRanges.ts), with HarfBuzz through subset-font: outlines, hinting, kerning and
 * the default layout features are kept, only the glyphs outside a face's range go. An English
 * page then fetches the basic face alone (13 kB a weight instead of 22 kB).
 *
 *   npm run fonts              writes src/fonts/roboto/*.woff2
 *   npm run fonts -- --check   fails when a committed file is not what the sources give
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { codePointsOf, FACE_WEIGHTS, LATIN_BASIC_RANGE, LATIN_SUPPLEMENT_RANGE } from '../src/fonts/latinRanges';

const require = createRequire(import.meta.url);

/** Where the cut faces are kept, beside the modules that register them. */
export const SUBSET_DIR = fileURLToPath(new URL('../src/fonts/roboto/', import.meta.url));

/** The faces cut from Fontsource's Latin file: file name part and range. */
export const LATIN_CUTS = [
  { part: 'latin-basic', range: LATIN_BASIC_RANGE },
  { part: 'latin-supplement', range: LATIN_SUPPLEMENT_RANGE },
] as const;

/** Fontsource's Roboto Latin file of a weight. */
export function fontsourceLatin(weight: number): Buffer {
  return readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`));
}

/** The file name of a cut face. */
export const subsetFileName = (part: string, weight: number) => `roboto-${part}-${weight}-normal.woff2`;

/**
 * One cut face as WOFF2: Fontsource's Latin file of `weight` restricted to `range`. One call at a
 * time: the answer is copied out of HarfBuzz's WebAssembly memory before the next cut.
 */
export async function cutFace(weight: number, range: string): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(range));
  return Buffer.from(await subsetFont(fontsourceLatin(weight), text, { targetFormat: 'woff2' }));
}

/**
 * The cut faces whose committed file is missing or differs from what the installed Fontsource gives.
 * @param weights the weights to look at (all by default)
 */
export async function staleSubsets(weights: readonly number[] = FACE_WEIGHTS): Promise<string[]> {
  const stale: string[] = [];
  for (const weight of weights) {
    for (const cut of LATIN_CUTS) {
      const file = SUBSET_DIR + subsetFileName(cut.part, weight);
      if (!existsSync(file) || !readFileSync(file).equals(await cutFace(weight, cut.range))) stale.push(file);
    }
  }
  return stale;
}

async function main(check: boolean): Promise<void> {
  if (check) {
    const stale = await staleSubsets();
    if (stale.length === 0) return console.log('Font subsets are up to date.');
    console.error(`Font subsets out of date (run npm run fonts):\n${stale.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  for (const weight of FACE_WEIGHTS) {
    for (const cut of LATIN_CUTS) {
      const file = SUBSET_DIR + subsetFileName(cut.part, weight);
      const bytes = await cutFace(weight, cut.range);
      writeFileSync(file, bytes);
      console.log(`${file}: ${bytes.length} bytes`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv.includes('--check'));
}
