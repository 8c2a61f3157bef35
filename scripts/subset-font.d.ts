/** The part of subset-font's API (it ships no types) that scripts/font-subsets.ts uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    noHinting?: boolean;
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

/** fontverter (subset-font's converter; no types shipped): WOFF2 to a plain font file and back. */
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
}
