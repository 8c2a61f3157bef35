/** Which reader a statement file takes, from its first bytes (never from its name alone). */
import type { SpotFile } from '../../../resources/spotFiles';

export function detectFormat(bytes: Buffer): SpotFile['format'] {
  const head = bytes
    .subarray(0, 4096)
    .toString('latin1')
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart();
  if (head.startsWith('<')) return 'CAMT053';
  if (/^(\{1:[^}]*\}\s*)?(\{2:[^}]*\}\s*)?(\{[34]:\s*)?:20:/m.test(head) || /^:20:/m.test(head)) {
    if (/^:(25|60F|61):/m.test(head)) return 'MT940';
  }
  return 'CSV';
}
