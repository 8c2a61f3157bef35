import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from '../../generator/generate';
import { generatorThread } from '../../generator/vite-plugin';
import { applyOutput } from '../../generator/writer';
import { fixturesDir, root } from './helpers';

/** The basic fixture's declarations copied to a throw-away project, to be generated into empty output folders. */
function scratch() {
  const dir = mkdtempSync(path.join(tmpdir(), 'generator-thread-'));
  const resourcesDir = path.join(dir, 'resources');
  mkdirSync(resourcesDir);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  const fixture = path.join(fixturesDir, 'basic/resources');
  const model = path.relative(resourcesDir, path.join(root, 'resources/model')).split(path.sep).join('/');
  for (const name of readdirSync(fixture)) {
    const text = readFileSync(path.join(fixture, name), 'utf8').replace(/'(\.\.\/)+resources\/model'/g, `'${model}'`);
    writeFileSync(path.join(resourcesDir, name), text);
  }
  return {
    root: dir,
    resourcesDir,
    outDir: path.join(dir, 'generated'),
    schemaDir: path.join(dir, 'schema'),
    openApiFile: false as const,
    modelFile: path.join(root, 'resources/model/index.ts'),
  };
}

describe('the generator thread of the dev server', () => {
  it('answers what a check run on this thread answers, writes nothing, and sees its saved declarations', async () => {
    const options = scratch();
    const thread = generatorThread(options);
    try {
      const first = await thread.run();
      const here = await generate({ ...options, check: true });
      expect(first.changed).toEqual(here.changed);
      expect(first.changed.length).toBeGreaterThan(0);
      expect(first.files).toEqual(here.files.map(({ path, content }) => ({ path, content })));
      expect(existsSync(options.outDir)).toBe(false);

      applyOutput(options.root, first.files, first);
      const written = first.files[0];
      expect(readFileSync(path.join(options.root, written.path), 'utf8')).toBe(written.content);
      expect((await thread.run()).changed).toEqual([]);

      const ticketFile = path.join(options.resourcesDir, 'ticket.ts');
      writeFileSync(
        ticketFile,
        readFileSync(ticketFile, 'utf8').replace('export const ticket = defineResource', 'const ticket = defineResource'),
      );
      await expect(thread.run()).rejects.toThrow(/ticket\.ts: declares the resource "ticket" without exporting it/);
    } finally {
      await thread.close();
    }
  });
});
