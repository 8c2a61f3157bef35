/** Emits `dataProvider.ts`: the resource definitions by name and the dataProvider factory over them. */
import path from 'node:path';
import { StructureKind } from 'ts-morph';
import type { ResourceModel } from '../model';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { declarationUpdates, resourceModule } from './common';
import { code, literal } from './literal';
import { renderTsFile } from './tsFile';

/** The dataProvider module over every declared resource. */
export function emitDataProviderFile(ctx: EmitContext, resources: ResourceModel[], indexFile: string): EmittedFile {
  const file = path.join(ctx.outDir, 'dataProvider.ts');
  const definitions = Object.fromEntries(resources.map((resource) => [resource.name, code(resource.exportName)]));
  const statements = [
    ...imports(file, [
      { module: path.join(ctx.dataDir, 'createDataProvider'), name: 'createDataProvider' },
      { module: path.join(ctx.dataDir, 'createDataProvider'), name: 'DataProviderOptions', typeOnly: true },
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'acceptDeclarations' },
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'replaceIn' },
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'DeclarationExports', typeOnly: true },
      ...resources.map((resource) => ({ module: resourceModule(resource), name: resource.exportName })),
    ]),
    '/** Every declared resource by react-admin resource name. */',
    `export const resourceDefinitions = ${literal(definitions)} as const;`,
    {
      kind: StructureKind.Function as const,
      name: 'createGeneratedDataProvider',
      isExported: true,
      docs: ['The console dataProvider over every declared resource.'],
      parameters: [{ name: 'options', type: 'DataProviderOptions' }],
      statements: ['return createDataProvider(resourceDefinitions, options);'],
    },
    // The data provider reads a resource's declaration on every call: a saved one takes effect with the next call.
    declarationUpdates(file, resources, '(name, declaration) => replaceIn(resourceDefinitions, name, declaration)'),
  ];
  return { path: relFile(ctx, file), content: renderTsFile(indexFile, statements, false) };
}
