/**
 * One chunk for the code every generated list screen needs: the list view, its cells, the run-time
 * derivation of its specs from the declaration and what they import beyond the console's entry.
 * Left to itself Rollup cuts that code into dozens of small chunks (each shared by a different set
 * of screens), and a cold list route then waits on about sixty requests over the browser's six
 * connections; as one file it is one request, no bigger.
 *
 * What a module needs is followed name by name through re-exports: a screen that takes `Button`
 * from `@mui/material` needs Button's module, not every component the package index re-exports.
 * Following every import of an index instead would put the code of every component any lazy screen
 * uses into the start-up chunk.
 */
import type { ManualChunksOption } from 'rollup';

type ModuleInfoOf = Parameters<Extract<ManualChunksOption, (...args: never[]) => unknown>>[1]['getModuleInfo'];
type ModuleInfo = NonNullable<ReturnType<ModuleInfoOf>>;

/** The chunk's name in the build (`assets/list-kit-<hash>.js`). */
export const LIST_CHUNK = 'list-kit';

/** The console's start-up code (everything the entry imports statically). */
export const ENTRY_CHUNK = 'console';

/** Modules whose static imports make up the list kit. */
const LIST_ROOTS = [
  /\/src\/resource-ui\/ResourceList\.tsx$/,
  /\/src\/resource-ui\/declaredSpecs\.ts$/,
  /\/src\/resource-ui\/cells\/[^/]+\.tsx?$/,
];

/** A request for every export of a module (and its side effects). */
const ALL = '*';

interface Name {
  type: string;
  name?: string;
  value?: unknown;
}
interface Specifier {
  type: string;
  imported?: Name;
  local?: Name;
  exported?: Name;
}
interface Statement {
  type: string;
  source?: { value?: unknown } | null;
  specifiers?: Specifier[];
  exported?: Name | null;
}

const nameOf = (node: Name | null | undefined): string | undefined =>
  node?.name ?? (typeof node?.value === 'string' ? node.value : undefined);

/** A module's static import and re-export statements, each with the id its source resolved to. */
interface Links {
  imports: { id: string; names: string[] }[];
  reexports: { id: string; from: string; as: string }[];
  stars: { id: string; as?: string }[];
}

/**
 * Reads a module's links from its syntax tree; undefined when the tree is missing or its sources do
 * not line up with Rollup's resolved ids (the caller then follows every import).
 */
function linksOf(info: ModuleInfo): Links | undefined {
  const body = (info.ast as { body?: Statement[] } | null | undefined)?.body;
  if (!body) return undefined;
  const statements = body.filter(
    (node) =>
      (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      typeof node.source?.value === 'string',
  );
  // Rollup lists a module's resolved imports in the order their sources first appear.
  const sources = [...new Set(statements.map((node) => node.source!.value as string))];
  if (sources.length !== info.importedIds.length) return undefined;
  const idOf = new Map(sources.map((source, index) => [source, info.importedIds[index]!]));
  const links: Links = { imports: [], reexports: [], stars: [] };
  for (const node of statements) {
    const id = idOf.get(node.source!.value as string)!;
    if (node.type === 'ImportDeclaration') {
      const names = (node.specifiers ?? []).map((specifier) =>
        specifier.type === 'ImportSpecifier'
          ? (nameOf(specifier.imported) ?? ALL)
          : specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : ALL,
      );
      links.imports.push({ id, names });
    } else if (node.type === 'ExportAllDeclaration') {
      links.stars.push({ id, as: nameOf(node.exported) });
    } else {
      for (const specifier of node.specifiers ?? []) {
        const from = nameOf(specifier.local);
        const as = nameOf(specifier.exported);
        if (from && as) links.reexports.push({ id, from, as });
      }
    }
  }
  return links;
}

/**
 * Every module whose code the `roots` need through static imports. A module declared free of side
 * effects is followed only for the names asked of it; any other module, or one whose imports cannot
 * be read, is taken whole with all it imports.
 */
function usedClosure(roots: string[], getModuleInfo: ModuleInfoOf): Set<string> {
  const used = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const links = new Map<string, Links | undefined>();
  const queue: [string, string][] = roots.map((root) => [root, ALL]);
  const ask = (id: string, name: string) => {
    const names = asked.get(id) ?? new Set<string>();
    asked.set(id, names);
    if (names.has(ALL) || names.has(name)) return;
    names.add(name);
    queue.push([id, name]);
  };
  while (queue.length > 0) {
    const [id, askedName] = queue.pop()!;
    const info = getModuleInfo(id);
    if (!info) continue;
    if (!links.has(id)) links.set(id, linksOf(info));
    const own = links.get(id);
    const precise = own !== undefined && info.moduleSideEffects === false;
    const name = precise ? askedName : ALL;
    if (!own) {
      used.add(id);
      for (const imported of info.importedIds) ask(imported, ALL);
      continue;
    }
    // A module asked only for names it re-exports passes the request on without running its own code.
    const ownNames = info.exportedBindings?.['.'];
    if (!used.has(id) && (name === ALL || !ownNames || ownNames.includes(name))) {
      used.add(id);
      // The module's own code may use any of its imports.
      for (const { id: imported, names } of own.imports) {
        if (names.length === 0) ask(imported, ALL);
        for (const importedName of names) ask(imported, importedName);
      }
    }
    if (name === ALL) {
      for (const { id: from, from: fromName } of own.reexports) ask(from, fromName);
      for (const { id: from } of own.stars) ask(from, ALL);
      continue;
    }
    const reexport = own.reexports.find((candidate) => candidate.as === name);
    if (reexport) {
      ask(reexport.id, reexport.from);
      continue;
    }
    for (const star of own.stars) {
      if (star.as === name) ask(star.id, ALL);
      else if (star.as === undefined) {
        const names = getModuleInfo(star.id)?.exports;
        if (!names || names.includes(name) || names.includes(ALL)) ask(star.id, name);
      }
    }
  }
  return used;
}

/**
 * Rollup's `manualChunks`: the list kit as one chunk, the entry's code as another, everything else
 * as Rollup splits it. Modules the entry needs stay in the entry. Use with
 * `output.onlyExplicitManualChunks`, so that Rollup adds no module to these two chunks only because
 * an index module in them re-exports it.
 *
 * @example build: { rollupOptions: { output: { manualChunks: listChunk(), onlyExplicitManualChunks: true } } }
 */
export function listChunk(): ManualChunksOption {
  let chunkOf: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!chunkOf) {
      const ids = [...getModuleIds()];
      const entry = usedClosure(
        ids.filter((moduleId) => getModuleInfo(moduleId)?.isEntry),
        getModuleInfo,
      );
      const list = usedClosure(
        ids.filter((moduleId) => LIST_ROOTS.some((root) => root.test(moduleId))),
        getModuleInfo,
      );
      chunkOf = new Map([...entry].map((moduleId) => [moduleId, ENTRY_CHUNK]));
      for (const moduleId of list) if (!entry.has(moduleId)) chunkOf.set(moduleId, LIST_CHUNK);
    }
    return chunkOf.get(id);
  };
}
