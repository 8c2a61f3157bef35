/** Vite plugin: runs `generate()` at build start and when a file under resources/ changes in dev. */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { generate, type GenerateOptions } from './generate';
import type { WorkerAnswer, WorkerRun } from './worker';
import { applyOutput } from './writer';

/** The generator thread itself failed (it could not start, or stopped); a run's own errors are plain errors. */
class GeneratorThreadError extends Error {}

/**
 * Runs the generator on a thread of its own: the dev server goes on answering and rebuilding the
 * API while a saved declaration is regenerated. One run at a time, in the order asked.
 */
export function generatorThread(options: Omit<GenerateOptions, 'check'>) {
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: options });
  worker.unref();
  const waiting = new Map<number, { resolve: (run: WorkerRun) => void; reject: (error: Error) => void }>();
  let next = 0;
  let failure: Error | undefined;
  worker.on('message', (answer: WorkerAnswer) => {
    const request = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) request?.reject(new Error(answer.error));
    else request?.resolve(answer.run);
  });
  const fail = (error: Error) => {
    failure = error;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  worker.on('error', (error) => fail(new GeneratorThreadError(`the generator thread failed: ${error.message}`)));
  worker.on('exit', (code) => fail(new GeneratorThreadError(`the generator thread stopped (exit code ${code})`)));
  return {
    run(): Promise<WorkerRun> {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise<WorkerRun>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id });
      });
    },
    close: () => worker.terminate(),
  };
}

/**
 * Keeps src/generated in step with resources/ during `vite build` and `vite dev`.
 *
 * In dev, a saved declaration is regenerated (on the generator's own thread) before the page hears
 * of the change, and the generated files that changed go out in the same hot update as the
 * declaration itself: the open page gets one update with the new screens.
 */
export function generatorPlugin(options: Omit<GenerateOptions, 'check'> = {}): Plugin {
  const root = path.resolve(options.root ?? process.cwd());
  const resourcesDir = path.resolve(root, options.resourcesDir ?? 'resources');
  let server: ViteDevServer | undefined;
  /** One run at a time: saves in quick succession regenerate in order. */
  let running: Promise<unknown> = Promise.resolve();
  /** Generated files sent with their declaration's update, by the content sent: their own change event is then no news. */
  const sent = new Map<string, string>();
  /** In dev, the generator's own thread; without it (it could not start), runs on this one. */
  let thread: ReturnType<typeof generatorThread> | undefined;

  /**
   * Regenerates, then writes what changed; `beforeWrite` sees the run first (the hot update notes
   * the files it sends before their change events can arrive).
   */
  const run = (beforeWrite?: (result: WorkerRun) => void): Promise<WorkerRun> => {
    const next = running.then(async (): Promise<WorkerRun> => {
      let result: WorkerRun | undefined;
      if (thread) {
        try {
          result = await thread.run();
        } catch (error) {
          if (!(error instanceof GeneratorThreadError)) throw error;
          server?.config.logger.warn(`${error.message}: generating on the dev server's thread`);
          thread = undefined;
        }
      }
      result ??= await generate({ ...options, check: true });
      beforeWrite?.(result);
      applyOutput(root, result.files, result);
      return result;
    });
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
      thread = generatorThread(options);
      devServer.httpServer?.once('close', () => void thread?.close());
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
        const generated: EnvironmentModuleNode[] = [];
        try {
          await run((result) => {
            for (const output of result.changed) {
              logger.info(`generated ${output}`);
              const outputFile = path.join(root, output);
              const loaded = this.environment.moduleGraph.getModulesByFile(outputFile);
              if (!loaded?.size) continue;
              sent.set(outputFile, result.files.find((candidate) => candidate.path === output)!.content);
              generated.push(...loaded);
            }
          });
        } catch (error) {
          logger.error(error instanceof Error ? error.message : String(error));
          return;
        }
        return [...generated, ...modules.filter((module) => !generated.includes(module))];
      },
    },
  };
}
