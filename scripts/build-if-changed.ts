/**
 * Builds the console only when its sources changed since the last build (see buildInputs.ts);
 * `npm run bench` runs it first. `npm start` makes the same check inside the server's process.
 */
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from './buildInputs';

try {
  buildIfChanged(fileURLToPath(new URL('..', import.meta.url)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
