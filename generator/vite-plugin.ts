/** Vite plugin: runs `generate()` at build start and when a file under resources/ changes in dev. */
import path from 'node:path';
import type { Plugin } from 'vite';
import { generate, type GenerateOptions } from './generate';

/** Keeps src/generated in step with resources/ during `vite build` and `vite dev`. */
export function generatorPlugin(options: Omit<GenerateOptions, 'check'> = {}): Plugin {
  const resourcesDir = path.resolve(options.root ?? process.cwd(), options.resourcesDir ?? 'resources');
  const run = async (log: (message: string) => void) => {
    const result = await generate(options);
    for (const file of result.changed) log(`generated ${file}`);
  };
  return {
    name: 'backoffice-generator',
    async buildStart() {
      await run((message) => this.info(message));
    },
    configureServer(server) {
      server.watcher.add(resourcesDir);
      const onChange = (file: string) => {
        if (!path.resolve(file).startsWith(resourcesDir + path.sep)) return;
        run((message) => server.config.logger.info(message)).catch((error: unknown) =>
          server.config.logger.error(error instanceof Error ? error.message : String(error)),
        );
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
