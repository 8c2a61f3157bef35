/**
 * What `npm start` checks before building: a SHA-256 over the paths and contents of every input of
 * the console's build, compared with the one stored beside `dist/` by the last successful build.
 * Beside it is stored a fingerprint of the inputs' paths, sizes and modification times: while that
 * matches, no file is read at all; when it does not (a checkout, a `touch`), the contents decide.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders and files the bundle is built from (relative to the project root). */
export const BUILD_INPUTS = [
  'src',
  'resources',
  'i18n',
  'generator',
  'index.html',
  // Copied into the build as they are (the session's start script).
  'public',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/hyphenation.ts',
  'scripts/list-chunk.ts',
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

/** The inputs' paths under `root`, relative with forward slashes, sorted. */
function inputFiles(root: string, inputs: readonly string[]): string[] {
  return inputs
    .flatMap((input) => filesOf(join(root, input)))
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
}

/**
 * The content hash of the build inputs under `root`: changes when a file is added, removed,
 * renamed or edited; the same for the same sources.
 */
export function inputsHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, inputs)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * A hash of the inputs' paths, sizes and modification times: equal while no input was added,
 * removed or written, computed from the file system's metadata only.
 */
export function inputsFingerprint(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, inputs)) {
    const stat = statSync(join(root, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  return hash.digest('hex');
}

/** The sources' state a build is recorded with: the content hash and the metadata fingerprint. */
export interface InputsState {
  hash: string;
  fingerprint: string;
}

/**
 * The build the record belongs to: a hash of `dist/index.html`, which names the hashed entry
 * script. A build made otherwise (`npm run build` from other sources) no longer matches.
 */
function builtIndex(root: string): string {
  return createHash('sha256')
    .update(readFileSync(join(root, 'dist', 'index.html')))
    .digest('hex');
}

/** The state of the inputs under `root` now. */
export function inputsState(root: string): InputsState {
  // The fingerprint first: a file written while the contents are read changes it, so the next
  // check reads the contents again.
  const fingerprint = inputsFingerprint(root);
  return { hash: inputsHash(root), fingerprint };
}

/** Records the state `dist/` was built from, beside it. */
export function recordBuild(root: string, state: InputsState): void {
  writeFileSync(join(root, HASH_FILE), `${state.hash}\n${state.fingerprint}\n${builtIndex(root)}\n`);
}

/**
 * Whether `dist/` is missing, is not the build the record was written for, or was built from other
 * sources than those under `root` now: false at once while the stored fingerprint matches,
 * otherwise the content hashes decide. Sources unchanged in content but written since (a checkout)
 * get their new fingerprint recorded, so the next check reads no file again.
 */
export function needsBuild(root: string): boolean {
  const stored = join(root, HASH_FILE);
  if (!existsSync(join(root, 'dist', 'index.html')) || !existsSync(stored)) return true;
  const [hash, fingerprint, index] = readFileSync(stored, 'utf8').split('\n');
  if (index && index !== builtIndex(root)) return true;
  const now = inputsFingerprint(root);
  if (fingerprint === now) return false;
  if (hash.trim() !== inputsHash(root)) return true;
  recordBuild(root, { hash: hash.trim(), fingerprint: now });
  return false;
}

/**
 * Builds the console under `root` with Vite when its sources changed since the last build, and
 * records the sources' state after a successful build. Throws when the build fails.
 */
export function buildIfChanged(root: string): void {
  if (!needsBuild(root)) {
    console.log('Console build is up to date (sources unchanged).');
    return;
  }
  // The state as it was when the build started: an edit during the build rebuilds next time.
  const state = inputsState(root);
  console.log('Building the console...');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The console build failed (exit code ${String(result.status)})`);
  recordBuild(root, state);
}
