/**
 * What `npm start` checks before building: a SHA-256 over the paths and contents of every input of
 * the console's build, compared with the one stored beside `dist/` by the last successful build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders and files the bundle is built from (relative to the project root). */
export const BUILD_INPUTS = [
  'src',
  'resources',
  'i18n',
  'generator',
  'index.html',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/hyphenation.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** The stored hash of the inputs `dist/` was built from, beside it. */
export const HASH_FILE = 'dist.inputs-sha256';

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The content hash of the build inputs under `root`: changes when a file is added, removed,
 * renamed or edited; the same for the same sources.
 */
export function inputsHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesOf(join(root, input))).map((file) => relative(root, file).split(sep).join('/'));
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `dist/` is missing or was built from other sources than those under `root` now. */
export function needsBuild(root: string, hash = inputsHash(root)): boolean {
  const stored = join(root, HASH_FILE);
  if (!existsSync(join(root, 'dist', 'index.html')) || !existsSync(stored)) return true;
  return readFileSync(stored, 'utf8').trim() !== hash;
}
