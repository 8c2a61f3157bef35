/**
 * One chunk for the code every generated list screen needs: the list view, its cells and what they
 * import beyond the console's entry. Left to itself Rollup cuts that code into dozens of small
 * chunks (each shared by a different set of screens), and a cold list route then waits on about
 * sixty requests over the browser's six connections; as one file it is one request, no bigger.
 */
import type { ManualChunksOption } from 'rollup';

type ModuleInfoOf = Parameters<Extract<ManualChunksOption, (...args: never[]) => unknown>>[1]['getModuleInfo'];

/** The chunk's name in the build (`assets/list-kit-<hash>.js`). */
export const LIST_CHUNK = 'list-kit';

/** The console's start-up code (everything the entry imports statically). */
export const ENTRY_CHUNK = 'console';

/** Modules whose static imports make up the list kit. */
const LIST_ROOTS = [/\/src\/resource-ui\/ResourceList\.tsx$/, /\/src\/resource-ui\/cells\/[^/]+\.tsx?$/];

/** Every module reachable from `roots` through static imports. */
function staticClosure(roots: string[], getModuleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

/**
 * Rollup's `manualChunks`: the list kit as one chunk, everything else as Rollup splits it. Modules
 * the entry already imports stay in the entry.
 *
 * @example build: { rollupOptions: { output: { manualChunks: listChunk() } } }
 */
export function listChunk(): ManualChunksOption {
  let chunkOf: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!chunkOf) {
      const ids = [...getModuleIds()];
      const entry = staticClosure(
        ids.filter((moduleId) => getModuleInfo(moduleId)?.isEntry),
        getModuleInfo,
      );
      const list = staticClosure(
        ids.filter((moduleId) => LIST_ROOTS.some((root) => root.test(moduleId))),
        getModuleInfo,
      );
      // The entry's own code is named too: Rollup moves an unnamed dependency of a named chunk into it.
      chunkOf = new Map([...entry].map((moduleId) => [moduleId, ENTRY_CHUNK]));
      for (const moduleId of list) if (!entry.has(moduleId)) chunkOf.set(moduleId, LIST_CHUNK);
    }
    return chunkOf.get(id);
  };
}
