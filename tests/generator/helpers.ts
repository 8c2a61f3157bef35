/** Paths and runners shared by the generator tests. */
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '../../generator/generate';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixturesDir = path.join(root, 'tests/generator/fixtures');

/** Options that generate a fixture case into its `expected/` folder. */
export function fixtureOptions(name: string) {
  const dir = path.join(fixturesDir, name);
  return {
    root,
    resourcesDir: path.join(dir, 'resources'),
    outDir: path.join(dir, 'expected/generated'),
    schemaDir: path.join(dir, 'expected/schema'),
    openApiFile: false as const,
    openingListsFile: false as const,
  };
}

/**
 * Writes a throw-away resources folder (`files`) and runs `generate` in check mode on it; with `dir`
 * (a folder of an earlier call), rewrites the files of that folder instead.
 */
export async function generateFrom(files: Record<string, string>, dir = mkdtempSync(path.join(tmpdir(), 'generator-'))) {
  const resourcesDir = path.join(dir, 'resources');
  if (!existsSync(resourcesDir)) {
    mkdirSync(resourcesDir);
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  }
  const model = path.relative(resourcesDir, path.join(root, 'resources/model/index.ts')).split(path.sep).join('/');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(resourcesDir, name), text.replace('@MODEL@', model));
  return generate({
    root: dir,
    resourcesDir,
    outDir: path.join(dir, 'out'),
    schemaDir: path.join(dir, 'schema'),
    check: true,
    modelFile: path.join(root, 'resources/model/index.ts'),
  });
}

/** The import lines of throw-away resource files (`@MODEL@` becomes the model's relative path). */
export const modelImport = `import { defineResource } from '@MODEL@';\nimport { z } from 'zod';\n`;
