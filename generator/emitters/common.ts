/** Pieces shared by the List, Show and Edit emitters. */
import path from 'node:path';
import { StructureKind, VariableDeclarationKind, type VariableStatementStructure } from 'ts-morph';
import type { ResourceModel } from '../model';
import { literal } from './literal';
import type { EmitContext } from './context';

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
