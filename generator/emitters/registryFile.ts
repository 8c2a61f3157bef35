/** Emits `registry.ts`: one entry per resource for the shell's `<Resource>` elements. */
import path from 'node:path';
import type { ResourceModel } from '../model';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { constant, resourceModule, screenFile } from './common';
import { code } from './literal';
import { renderTsFile } from './tsFile';

/** The registry of generated screens, sorted by resource name. */
export function emitRegistryFile(ctx: EmitContext, resources: ResourceModel[], indexFile: string): EmittedFile {
  const file = path.join(ctx.outDir, 'registry.ts');
  const screens = (resource: ResourceModel) =>
    (['List', 'Show', 'Edit'] as const).filter(
      (kind) => kind === 'List' || (kind === 'Show' ? resource.hasShow : resource.hasEdit),
    );
  const statements = [
    ...imports(file, [
      { module: path.join(ctx.uiDir, 'types'), name: 'GeneratedResource', typeOnly: true },
      ...resources.map((resource) => ({ module: resourceModule(resource), name: resource.exportName })),
      ...resources.flatMap((resource) =>
        screens(resource).map((kind) => ({
          module: screenFile(ctx, resource, kind).replace(/\.tsx$/, ''),
          name: `${resource.pascal}${kind}`,
        })),
      ),
    ]),
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
  ];
  return { path: relFile(ctx, file), content: renderTsFile(indexFile, statements, false) };
}
