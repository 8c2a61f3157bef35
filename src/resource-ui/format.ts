/**
 * Moved to src/format (the one formatting module). This re-export keeps older imports working;
 * import from `src/format` in new code.
 */
export * from '../format';
