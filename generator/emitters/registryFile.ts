/**
 * Emits `registry.ts`: one entry per resource for the shell's `<Resource>` elements. Each screen is
 * a lazy component, so it loads as its own chunk when its route first renders.
 */
import path from 'node:path';
import { StructureKind, VariableDeclarationKind, type VariableStatementStructure } from 'ts-morph';
import type { ResourceModel } from '../model';
import { imports, relFile, specifier, type EmitContext, type EmittedFile } from './context';
import { constant, declarationUpdates, resourceModule, screenFile } from './common';
import { code } from './literal';
import { renderTsFile } from './tsFile';

/** The registry of generated screens, sorted by resource name. */
export function emitRegistryFile(ctx: EmitContext, resources: ResourceModel[], indexFile: string): EmittedFile {
  const file = path.join(ctx.outDir, 'registry.ts');
  const screens = (resource: ResourceModel) =>
    (['List', 'Show', 'Edit'] as const).filter((kind) => kind === 'List' || (kind === 'Show' ? resource.hasShow : resource.hasEdit));
  const lazyScreens = resources.flatMap((resource) =>
    screens(resource).map((kind): VariableStatementStructure => {
      const name = `${resource.pascal}${kind}`;
      const module = specifier(file, screenFile(ctx, resource, kind).replace(/\.tsx$/, ''));
      return {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name, initializer: `lazyNamed(() => import('${module}'), '${name}')` }],
      };
    }),
  );
  const statements = [
    ...imports(file, [
      { module: path.join(ctx.uiDir, 'types'), name: 'GeneratedResource', typeOnly: true },
      { module: path.join(ctx.uiDir, 'lazyNamed'), name: 'lazyNamed' },
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'acceptDeclarations' },
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'replaceEntry' },
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'DeclarationExports', typeOnly: true },
      ...resources.map((resource) => ({ module: resourceModule(resource), name: resource.exportName })),
    ]),
    ...lazyScreens,
    {
      ...constant(
        'generatedResources',
        'readonly GeneratedResource[]',
        resources.map((resource) => ({
          name: resource.name,
          route: resource.route,
          definition: code(resource.exportName),
          list: code(`${resource.pascal}List`),
          show: resource.hasShow ? code(`${resource.pascal}Show`) : undefined,
          edit: resource.hasEdit ? code(`${resource.pascal}Edit`) : undefined,
          recordRoutes: resource.recordRoutes,
        })),
      ),
      isExported: true,
      docs: ['Every declared resource with its generated screens, sorted by name.'],
    },
    declarationUpdates(
      file,
      resources,
      '(name, declaration) => replaceEntry(generatedResources, name, declaration)',
      resources.flatMap((resource) => screens(resource).map((kind) => screenFile(ctx, resource, kind).replace(/\.tsx$/, ''))),
    ),
  ];
  return { path: relFile(ctx, file), content: renderTsFile(indexFile, statements, false) };
}
