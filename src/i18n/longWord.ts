/**
 * The words hyphenation applies to: runs of at least 8 letters (shorter words fit any column). One
 * pattern for the build's dictionaries (scripts/hyphenation.ts) and the console's lookup.
 */
export const LONG_WORD = /\p{L}{8,}/gu;
