/// <reference types="vite/client" />
/**
 * Roboto, registered per Unicode subset through the FontFace API: a face downloads only when text
 * in its range is shown, and the Cyrillic faces are only registered (and their module only
 * loaded) for Russian. Latin and Latin Extended (Turkish, Romanian, Croatian letters, players'
 * names) are always registered.
 */
import { LATIN_FACES } from './latinFaces';

/** A font file for one subset and weight. */
export interface FaceSource {
  weight: number;
  url: string;
  unicodeRange: string;
}

const registered = new Set<string>();

/** Adds faces to the document once each; nothing happens where the FontFace API is missing (tests). */
export function registerFaces(faces: readonly FaceSource[]): void {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  for (const face of faces) {
    if (registered.has(face.url)) continue;
    registered.add(face.url);
    document.fonts.add(
      new FontFace('Roboto', `url(${face.url}) format('woff2')`, {
        weight: String(face.weight),
        style: 'normal',
        display: 'swap',
        unicodeRange: face.unicodeRange,
      }),
    );
  }
}

/** Languages whose script needs more than the Latin subsets. */
const EXTRA_SUBSETS: Record<string, () => Promise<{ CYRILLIC_FACES: readonly FaceSource[] }>> = {
  ru: () => import('./cyrillicFaces'),
};

/**
 * Registers the font subsets a language needs (Latin always; Cyrillic for Russian).
 * @param locale the console's locale
 */
export async function loadFontSubsets(locale: string): Promise<void> {
  registerFaces(LATIN_FACES);
  const extra = EXTRA_SUBSETS[locale];
  if (extra) registerFaces((await extra()).CYRILLIC_FACES);
}
