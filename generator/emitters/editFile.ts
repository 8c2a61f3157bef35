/**
 * Emits `<name>/<Pascal>Edit.tsx`: wiring only. The edit form imports its declaration and the input
 * components its fields use; `ResourceEdit` takes the fields and the message after a save the
 * console derives from the declaration at run time (`src/resource-ui/declaredSpecs.ts`).
 */
import path from 'node:path';
import { StructureKind } from 'ts-morph';
import type { ResourceModel } from '../model';
import { INPUT_COMPONENTS } from '../../src/resource-ui/declaredSpecs';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { componentImports, componentsConstant, resourceModule, screenFile } from './common';
import { renderTsFile } from './tsFile';

/** The edit screen of one resource. */
export function emitEditFile(ctx: EmitContext, resource: ResourceModel): EmittedFile {
  const file = screenFile(ctx, resource, 'Edit');
  const inputs = resource.editFields.map((field) => INPUT_COMPONENTS[field.input]);
  const statements = [
    ...imports(file, [
      { module: resourceModule(resource), name: resource.exportName },
      { module: path.join(ctx.uiDir, 'ResourceEdit'), name: 'ResourceEdit' },
      { module: path.join(ctx.uiDir, 'declaredSpecs'), name: 'editSpecs' },
      ...componentImports(ctx, 'inputs', inputs),
    ]),
    componentsConstant('inputs', inputs),
    {
      kind: StructureKind.Function as const,
      name: `${resource.pascal}Edit`,
      isExported: true,
      docs: [`The ${resource.name} edit form.`],
      statements: [`return <ResourceEdit definition={${resource.exportName}} {...editSpecs(${resource.exportName}, inputs)} />;`],
    },
  ];
  return { path: relFile(ctx, file), content: renderTsFile(resource.file, statements, true) };
}
