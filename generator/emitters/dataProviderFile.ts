/** Emits `dataProvider.ts`: the dataProvider factory over the declarations map. */
import path from 'node:path';
import { StructureKind } from 'ts-morph';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { declarationsFile } from './declarationsFile';
import { renderTsFile } from './tsFile';

/** The dataProvider module over every declared resource. */
export function emitDataProviderFile(ctx: EmitContext, indexFile: string): EmittedFile {
  const file = path.join(ctx.outDir, 'dataProvider.ts');
  const statements = [
    ...imports(file, [
      { module: path.join(ctx.dataDir, 'createDataProvider'), name: 'createDataProvider' },
      { module: path.join(ctx.dataDir, 'createDataProvider'), name: 'DataProviderOptions', typeOnly: true },
      { module: declarationsFile(ctx).replace(/\.ts$/, ''), name: 'resourceDefinitions' },
    ]),
    {
      kind: StructureKind.Function as const,
      name: 'createGeneratedDataProvider',
      isExported: true,
      // The data provider reads a resource's declaration on every call: a saved one takes effect with the next call.
      docs: ['The console dataProvider over every declared resource.'],
      parameters: [{ name: 'options', type: 'DataProviderOptions' }],
      statements: ['return createDataProvider(resourceDefinitions, options);'],
    },
  ];
  return { path: relFile(ctx, file), content: renderTsFile(indexFile, statements, false) };
}
