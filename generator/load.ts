/**
 * Loads the declared resources: finds every exported `defineResource(…)` of the resources folder
 * (which file declares which resource), then imports each file through tsx in one namespace, so
 * the resources and the model's registries share one module graph.
 */
import path from 'node:path';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Project, SyntaxKind, ts } from 'ts-morph';
import { register } from 'tsx/esm/api';
import { GeneratorError } from './errors';
import type { Resource } from '../resources/model';
import type { ApiCallDef } from '../resources/apiCalls';

import type { ModelApi } from '../src/resource-ui/schemaInfo';

export interface LoadedResource {
  /** Path of the declaring file relative to the project root, with forward slashes. */
  file: string;
  /** Absolute path of the declaring file. */
  absFile: string;
  exportName: string;
  resource: Resource;
}

export interface LoadedResources {
  model: ModelApi;
  resources: LoadedResource[];
  /** `API_CALLS` of `<resourcesDir>/apiCalls.ts` (the calls that are not a resource's); empty without that file. */
  calls: readonly ApiCallDef[];
}

let loadCount = 0;

/** Relative path with forward slashes. */
export function relPath(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join('/');
}

/** What one resource file declares, or why it cannot be read. */
type FileDeclarations =
  { entries: { exportName: string; absFile: string }[]; problem?: undefined } | { entries?: undefined; problem: string };

/**
 * One ts-morph project for every discovery of the process, and what each file declared by its text:
 * a run re-reads only the files whose text changed (the dev server's saves). The files are parsed
 * on their own (no default library, no import resolution): discovery needs their syntax only.
 */
let discoveryProject: Project | undefined;
const declarationsByFile = new Map<string, { text: string; declarations: FileDeclarations }>();

function fileDeclarations(absFile: string, text: string): FileDeclarations {
  discoveryProject ??= new Project({
    useInMemoryFileSystem: false,
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    compilerOptions: { noLib: true, noResolve: true, types: [] },
  });
  const source = discoveryProject.createSourceFile(absFile, text, { overwrite: true });
  const diagnostics = discoveryProject.getProgram().compilerObject.getSyntacticDiagnostics(source.compilerNode);
  if (diagnostics.length > 0) {
    const [first] = diagnostics;
    const line = first.file && first.start !== undefined ? first.file.getLineAndCharacterOfPosition(first.start).line + 1 : undefined;
    const message = ts.flattenDiagnosticMessageText(first.messageText, ' ');
    return { problem: `syntax error: ${message}${line ? ` (line ${line})` : ''}` };
  }
  const entries: { exportName: string; absFile: string }[] = [];
  for (const statement of source.getVariableStatements()) {
    for (const declaration of statement.getDeclarations()) {
      const call = declaration.getInitializerIfKind(SyntaxKind.CallExpression);
      if (call?.getExpression().getText() !== 'defineResource') continue;
      if (!statement.isExported()) return { problem: `declares the resource "${declaration.getName()}" without exporting it` };
      entries.push({ exportName: declaration.getName(), absFile });
    }
  }
  return { entries };
}

/**
 * The declared resources of a folder: every `export const x = defineResource(…)` of its `.ts`
 * files, by file name and then in declaration order. A new resource file is found with no
 * registration anywhere else.
 */
export function discoverResources(resourcesDir: string, root: string): { exportName: string; absFile: string }[] {
  const files = readdirSync(resourcesDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .sort()
    .map((name) => path.join(resourcesDir, name));
  const entries: { exportName: string; absFile: string }[] = [];
  for (const absFile of files) {
    const text = readFileSync(absFile, 'utf8');
    let known = declarationsByFile.get(absFile);
    if (known?.text !== text) {
      known = { text, declarations: fileDeclarations(absFile, text) };
      declarationsByFile.set(absFile, known);
    }
    const { declarations } = known;
    if (declarations.problem !== undefined) throw new GeneratorError(relPath(root, absFile), declarations.problem);
    entries.push(...declarations.entries);
  }
  return entries;
}

/** First line of an import error, with absolute paths made relative to the root. */
function shortMessage(error: unknown, root: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const pick = lines.find((line) => /ERROR:|error:/i.test(line)) ?? lines[0] ?? 'cannot be loaded';
  return pick
    .split(root + path.sep)
    .join('')
    .replace(/^.*ERROR:\s*/, '');
}

/** Imports the resources declared in `resourcesDir` ({@link discoverResources}) and the model they were built with. */
export async function loadResources(root: string, resourcesDir: string, modelFile: string): Promise<LoadedResources> {
  if (!existsSync(resourcesDir)) throw new GeneratorError(relPath(root, resourcesDir), 'not found');
  const entries = discoverResources(resourcesDir, root);
  loadCount += 1;
  const api = register({ namespace: `generator-${process.pid}-${loadCount}` });
  try {
    const parent = pathToFileURL(path.join(root, 'generator.ts')).href;
    const model = (await api.import(pathToFileURL(modelFile).href, parent)) as ModelApi;
    const resources: LoadedResource[] = [];
    for (const entry of entries) {
      const file = relPath(root, entry.absFile);
      let moduleExports: Record<string, unknown>;
      try {
        moduleExports = (await api.import(pathToFileURL(entry.absFile).href, parent)) as Record<string, unknown>;
      } catch (error) {
        throw new GeneratorError(file, shortMessage(error, root));
      }
      const resource = moduleExports[entry.exportName];
      if (resource === undefined) throw new GeneratorError(file, `does not export "${entry.exportName}"`);
      resources.push({ file, absFile: entry.absFile, exportName: entry.exportName, resource: resource as Resource });
    }
    // The other calls load in the same namespace as the resources, so a saved change reaches the next
    // run (a static import would keep the first version and make the dev server restart on every edit).
    const callsFile = path.join(resourcesDir, 'apiCalls.ts');
    let calls: readonly ApiCallDef[] = [];
    if (existsSync(callsFile)) {
      try {
        calls = ((await api.import(pathToFileURL(callsFile).href, parent)) as { API_CALLS: readonly ApiCallDef[] }).API_CALLS;
      } catch (error) {
        throw new GeneratorError(relPath(root, callsFile), shortMessage(error, root));
      }
    }
    return { model, resources, calls };
  } finally {
    await api.unregister();
  }
}
