/**
 * `npm start`, first step: builds the console only when its sources changed since the last build
 * (see buildInputs.ts); stores the inputs' hash beside `dist/` after a successful build.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HASH_FILE, inputsHash, needsBuild } from './buildInputs';

const root = fileURLToPath(new URL('..', import.meta.url));
const hash = inputsHash(root);
if (!needsBuild(root, hash)) {
  console.log('Console build is up to date (sources unchanged).');
} else {
  console.log('Building the console...');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Hash of the sources as they were when the build started: an edit during the build rebuilds next time.
  writeFileSync(join(root, HASH_FILE), `${hash}\n`);
}
