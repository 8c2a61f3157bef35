/** Vite plugin: runs `generate()` at build start and when a file under resources/ changes in dev. */
import path from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { generate, type GenerateOptions, type GenerateResult } from './generate';

/**
 * Keeps src/generated in step with resources/ during `vite build` and `vite dev`.
 *
 * In dev, a saved declaration is regenerated before the page hears of the change, and the generated
 * files that changed go out in the same hot update as the declaration itself: the open page gets
 * one update with the new screens.
 */
export function generatorPlugin(options: Omit<GenerateOptions, 'check'> = {}): Plugin {
  const root = path.resolve(options.root ?? process.cwd());
  const resourcesDir = path.resolve(root, options.resourcesDir ?? 'resources');
  let server: ViteDevServer | undefined;
  /** One run at a time: saves in quick succession regenerate in order. */
  let running: Promise<unknown> = Promise.resolve();
  /** Generated files sent with their declaration's update, by the content sent: their own change event is then no news. */
  const sent = new Map<string, string>();

  const run = (): Promise<GenerateResult> => {
    const next = running.then(() => generate(options));
    running = next.catch(() => undefined);
    return next;
  };

  return {
    name: 'backoffice-generator',
    async buildStart() {
      const result = await run();
      for (const file of result.changed) this.info(`generated ${file}`);
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(resourcesDir);
    },
    hotUpdate: {
      async handler({ file, type, modules, read }) {
        if (this.environment.name !== 'client' || !server) return;
        const changedFile = path.resolve(file);
        const sentContent = sent.get(changedFile);
        if (sentContent !== undefined) {
          sent.delete(changedFile);
          if (type === 'update' && (await read()) === sentContent) return [];
          return;
        }
        if (!changedFile.startsWith(resourcesDir + path.sep)) return;
        const logger = server.config.logger;
        let result: GenerateResult;
        try {
          result = await run();
        } catch (error) {
          logger.error(error instanceof Error ? error.message : String(error));
          return;
        }
        const generated: EnvironmentModuleNode[] = [];
        for (const output of result.changed) {
          logger.info(`generated ${output}`);
          const outputFile = path.join(root, output);
          const loaded = this.environment.moduleGraph.getModulesByFile(outputFile);
          if (!loaded?.size) continue;
          sent.set(outputFile, result.files.find((candidate) => candidate.path === output)!.content);
          generated.push(...loaded);
        }
        return [...generated, ...modules.filter((module) => !generated.includes(module))];
      },
    },
  };
}
