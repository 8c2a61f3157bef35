/**
 * `npm run generate` writes the generated files and lists the changed ones;
 * `-- --check` exits 1 naming each stale file; `-- --watch` regenerates when resources/ changes.
 */
import { watch } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from './errors';
import { generate } from './generate';

function report(error: unknown): void {
  if (error instanceof GeneratorError) console.error(`error: ${error.message}`);
  else console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
}

async function run(check: boolean): Promise<boolean> {
  try {
    const result = await generate({ check });
    if (check) {
      for (const file of result.stale) console.error(`stale: ${file}; run npm run generate`);
      if (result.stale.length === 0) console.log(`generated files are up to date (${result.files.length} files)`);
      return result.stale.length === 0;
    }
    for (const file of result.changed) console.log(`wrote ${file}`);
    for (const file of result.removed) console.log(`removed ${file}`);
    if (result.changed.length + result.removed.length === 0) console.log(`no changes (${result.files.length} files)`);
    return true;
  } catch (error) {
    report(error);
    return false;
  }
}

const args = new Set(process.argv.slice(2));
if (args.has('--watch')) {
  await run(false);
  let timer: NodeJS.Timeout | undefined;
  const dir = path.resolve('resources');
  watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(false), 100);
  });
  console.log(`watching ${path.relative(process.cwd(), dir)}/ for changes`);
} else {
  process.exitCode = (await run(args.has('--check'))) ? 0 : 1;
}
