/**
 * The generator on a thread of its own (`npm run dev`): the dev server asks it for a run on every
 * saved declaration and keeps answering the page and rebuilding the API meanwhile. A run writes
 * nothing: the dev server writes the files that changed once it knows which it sends to the page. It keeps its
 * caches (the parsed resource files, the printed outputs) from run to run, as the dev server's own
 * runs would.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { generate, type GenerateOptions } from './generate';

/** A run that wrote nothing: every output, the files out of date and those no longer generated. */
export interface WorkerRun {
  files: { path: string; content: string }[];
  changed: string[];
  removed: string[];
}

/** A run's answer, by the request's id. */
export type WorkerAnswer = { id: number; run: WorkerRun } | { id: number; error: string };

const options = workerData as Omit<GenerateOptions, 'check'>;
let running: Promise<unknown> = Promise.resolve();

parentPort?.on('message', ({ id }: { id: number }) => {
  const next = running.then(async (): Promise<WorkerAnswer> => {
    try {
      const result = await generate({ ...options, check: true });
      return {
        id,
        run: { files: result.files.map(({ path, content }) => ({ path, content })), changed: result.changed, removed: result.removed },
      };
    } catch (error) {
      return { id, error: error instanceof Error ? error.message : String(error) };
    }
  });
  running = next;
  void next.then((answer) => parentPort?.postMessage(answer));
});
