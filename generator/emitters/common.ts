/** Pieces shared by the List, Show and Edit emitters. */
import path from 'node:path';
import { StructureKind, VariableDeclarationKind, type VariableStatementStructure } from 'ts-morph';
import type { ResourceModel } from '../model';
import { literal } from './literal';
import { specifier, type EmitContext } from './context';

/** Absolute path of a resource's generated component file. */
export function screenFile(ctx: EmitContext, resource: ResourceModel, kind: 'List' | 'Show' | 'Edit'): string {
  return path.join(ctx.outDir, resource.name, `${resource.pascal}${kind}.tsx`);
}

/** The declaring file without its extension, for imports. */
export function resourceModule(resource: ResourceModel): string {
  return resource.absFile.replace(/\.tsx?$/, '');
}

/** `const <name>: <type> = <literal>;` */
export function constant(name: string, type: string, value: unknown): VariableStatementStructure {
  return {
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name, type, initializer: literal(value) }],
  };
}

/** Imports of the components a list of component names needs, from a folder of the UI. */
export function componentImports(ctx: EmitContext, folder: string, names: Iterable<string>) {
  return [...new Set(names)].map((name) => ({ module: path.join(ctx.uiDir, folder, name), name }));
}

/** The panel registry import of a resource with an expandable row. */
export function panelImports(ctx: EmitContext, resource: ResourceModel) {
  return resource.panel ? [{ module: path.join(ctx.panelsDir, 'index'), name: 'panels' }] : [];
}

/** The list header registry import of a resource with `list.header`. */
export function headerImports(ctx: EmitContext, resource: ResourceModel) {
  return resource.header ? [{ module: path.join(ctx.panelsDir, 'listHeaders'), name: 'listHeaders' }] : [];
}

/** `const <name> = { A, B };`: the components a screen hands to the run-time derivation by name. */
export function componentsConstant(name: string, components: Iterable<string>): string {
  return `const ${name} = { ${[...new Set(components)].sort().join(', ')} };`;
}

/**
 * The statement by which the generated map of declarations keeps them current in the open page
 * (`npm run dev`): it accepts the hot updates of the declaration modules and puts each new
 * declaration in place with `replaceDeclaration` (see `src/resource-ui/liveDeclarations.ts`), so a
 * saved declaration does not re-run the modules above it; when one cannot be put in place, the page
 * reloads. Vite reads the accepted modules from the call itself: they are written as literals.
 */
export function declarationUpdates(file: string, resources: ResourceModel[], map: string): string {
  const byModule = new Map<string, [string, string][]>();
  for (const resource of resources) {
    const module = specifier(file, resourceModule(resource));
    byModule.set(module, [...(byModule.get(module) ?? []), [resource.name, resource.exportName]]);
  }
  const modules = [...byModule.keys()].sort();
  return [
    'if (import.meta.hot) {',
    `  import.meta.hot.accept(${literal(modules)}, (modules) => {`,
    `    const exports: DeclarationExports = ${literal(modules.map((module) => byModule.get(module)!))};`,
    `    if (!acceptDeclarations(modules, exports, (name, declaration) => replaceDeclaration(${map}, name, declaration))) window.location.reload();`,
    '  });',
    '}',
  ].join('\n');
}

/**
 * The statement by which the registry accepts the hot updates of the screens it loads lazily: each
 * screen updates itself, and the registry need not load anew (nor the modules that import it).
 */
export function screenUpdates(file: string, screens: readonly string[]): string {
  const modules = screens.map((screen) => specifier(file, screen)).sort();
  return ['if (import.meta.hot) {', `  import.meta.hot.accept(${literal(modules)}, () => {});`, '}'].join('\n');
}
