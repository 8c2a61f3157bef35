/**
 * Emits `registry.ts`: the route table, one entry per resource for the shell's `<Resource>` elements.
 * Each screen is a lazy component, so it loads as its own chunk when its route first renders; each
 * entry reads its declaration from the declarations map.
 */
import path from 'node:path';
import { StructureKind, VariableDeclarationKind, type VariableStatementStructure } from 'ts-morph';
import type { ResourceModel } from '../model';
import { imports, relFile, specifier, type EmitContext, type EmittedFile } from './context';
import { screenFile, screenUpdates } from './common';
import { declarationsFile } from './declarationsFile';
import { code, literal } from './literal';
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
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'withDeclarations' },
      { module: declarationsFile(ctx).replace(/\.ts$/, ''), name: 'resourceDefinitions' },
    ]),
    ...lazyScreens,
    '/** Every declared resource with its generated screens, sorted by name. */',
    `export const generatedResources: readonly GeneratedResource[] = withDeclarations(resourceDefinitions, ${literal(
      resources.map((resource) => ({
        name: resource.name,
        route: resource.route,
        list: code(`${resource.pascal}List`),
        show: resource.hasShow ? code(`${resource.pascal}Show`) : undefined,
        edit: resource.hasEdit ? code(`${resource.pascal}Edit`) : undefined,
        recordRoutes: resource.recordRoutes,
      })),
    )});`,
    screenUpdates(
      file,
      resources.flatMap((resource) => screens(resource).map((kind) => screenFile(ctx, resource, kind).replace(/\.tsx$/, ''))),
    ),
  ];
  return { path: relFile(ctx, file), content: renderTsFile(indexFile, statements, false) };
}
