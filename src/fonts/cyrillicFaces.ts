/// <reference types="vite/client" />
/** Roboto Cyrillic and Cyrillic Extended, weights 300–700, for Russian. */
import type { FaceSource } from './fontSubsets';
import cyrillic300 from '@fontsource/roboto/files/roboto-cyrillic-300-normal.woff2?url';
import cyrillic400 from '@fontsource/roboto/files/roboto-cyrillic-400-normal.woff2?url';
import cyrillic500 from '@fontsource/roboto/files/roboto-cyrillic-500-normal.woff2?url';
import cyrillic700 from '@fontsource/roboto/files/roboto-cyrillic-700-normal.woff2?url';
import cyrillicext300 from '@fontsource/roboto/files/roboto-cyrillic-ext-300-normal.woff2?url';
import cyrillicext400 from '@fontsource/roboto/files/roboto-cyrillic-ext-400-normal.woff2?url';
import cyrillicext500 from '@fontsource/roboto/files/roboto-cyrillic-ext-500-normal.woff2?url';
import cyrillicext700 from '@fontsource/roboto/files/roboto-cyrillic-ext-700-normal.woff2?url';
const CYRILLIC_RANGE = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116';
const CYRILLIC_EXT_RANGE = 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F';

export const CYRILLIC_FACES: readonly FaceSource[] = [
  { weight: 300, url: cyrillic300, unicodeRange: CYRILLIC_RANGE },
  { weight: 400, url: cyrillic400, unicodeRange: CYRILLIC_RANGE },
  { weight: 500, url: cyrillic500, unicodeRange: CYRILLIC_RANGE },
  { weight: 700, url: cyrillic700, unicodeRange: CYRILLIC_RANGE },
  { weight: 300, url: cyrillicext300, unicodeRange: CYRILLIC_EXT_RANGE },
  { weight: 400, url: cyrillicext400, unicodeRange: CYRILLIC_EXT_RANGE },
  { weight: 500, url: cyrillicext500, unicodeRange: CYRILLIC_EXT_RANGE },
  { weight: 700, url: cyrillicext700, unicodeRange: CYRILLIC_EXT_RANGE },
];
