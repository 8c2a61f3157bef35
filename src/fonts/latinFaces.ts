/// <reference types="vite/client" />
/** Roboto Latin and Latin Extended, weights 300–700 (the weights the theme uses). */
import type { FaceSource } from './fontSubsets';
import latin300 from '@fontsource/roboto/files/roboto-latin-300-normal.woff2?url';
import latin400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import latin500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url';
import latin700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import latinext300 from '@fontsource/roboto/files/roboto-latin-ext-300-normal.woff2?url';
import latinext400 from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2?url';
import latinext500 from '@fontsource/roboto/files/roboto-latin-ext-500-normal.woff2?url';
import latinext700 from '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2?url';
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT_RANGE = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

export const LATIN_FACES: readonly FaceSource[] = [
  { weight: 300, url: latin300, unicodeRange: LATIN_RANGE },
  { weight: 400, url: latin400, unicodeRange: LATIN_RANGE },
  { weight: 500, url: latin500, unicodeRange: LATIN_RANGE },
  { weight: 700, url: latin700, unicodeRange: LATIN_RANGE },
  { weight: 300, url: latinext300, unicodeRange: LATIN_EXT_RANGE },
  { weight: 400, url: latinext400, unicodeRange: LATIN_EXT_RANGE },
  { weight: 500, url: latinext500, unicodeRange: LATIN_EXT_RANGE },
  { weight: 700, url: latinext700, unicodeRange: LATIN_EXT_RANGE },
];
