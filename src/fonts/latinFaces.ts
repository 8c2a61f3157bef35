/// <reference types="vite/client" />
/**
 * Roboto Latin (cut into basic and supplement, src/fonts/roboto, scripts/font-subsets.ts) and
 * Fontsource's Latin Extended, weights 300–700 (the weights the theme uses).
 */
import type { FaceSource } from './fontSubsets';
import { LATIN_BASIC_RANGE, LATIN_EXT_RANGE, LATIN_SUPPLEMENT_RANGE } from './latinRanges';
import basic300 from './roboto/roboto-latin-basic-300-normal.woff2?url';
import basic400 from './roboto/roboto-latin-basic-400-normal.woff2?url';
import basic500 from './roboto/roboto-latin-basic-500-normal.woff2?url';
import basic700 from './roboto/roboto-latin-basic-700-normal.woff2?url';
import supplement300 from './roboto/roboto-latin-supplement-300-normal.woff2?url';
import supplement400 from './roboto/roboto-latin-supplement-400-normal.woff2?url';
import supplement500 from './roboto/roboto-latin-supplement-500-normal.woff2?url';
import supplement700 from './roboto/roboto-latin-supplement-700-normal.woff2?url';
import latinext300 from '@fontsource/roboto/files/roboto-latin-ext-300-normal.woff2?url';
import latinext400 from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2?url';
import latinext500 from '@fontsource/roboto/files/roboto-latin-ext-500-normal.woff2?url';
import latinext700 from '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2?url';

export const LATIN_FACES: readonly FaceSource[] = [
  { weight: 300, url: basic300, unicodeRange: LATIN_BASIC_RANGE },
  { weight: 400, url: basic400, unicodeRange: LATIN_BASIC_RANGE },
  { weight: 500, url: basic500, unicodeRange: LATIN_BASIC_RANGE },
  { weight: 700, url: basic700, unicodeRange: LATIN_BASIC_RANGE },
  { weight: 300, url: supplement300, unicodeRange: LATIN_SUPPLEMENT_RANGE },
  { weight: 400, url: supplement400, unicodeRange: LATIN_SUPPLEMENT_RANGE },
  { weight: 500, url: supplement500, unicodeRange: LATIN_SUPPLEMENT_RANGE },
  { weight: 700, url: supplement700, unicodeRange: LATIN_SUPPLEMENT_RANGE },
  { weight: 300, url: latinext300, unicodeRange: LATIN_EXT_RANGE },
  { weight: 400, url: latinext400, unicodeRange: LATIN_EXT_RANGE },
  { weight: 500, url: latinext500, unicodeRange: LATIN_EXT_RANGE },
  { weight: 700, url: latinext700, unicodeRange: LATIN_EXT_RANGE },
];
