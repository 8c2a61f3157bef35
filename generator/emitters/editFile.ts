/** Emits `<name>/<Pascal>Edit.tsx`: literal field specs with their inputs over ResourceEdit. */
import path from 'node:path';
import { StructureKind } from 'ts-morph';
import type { ResourceModel } from '../model';
import { DEFAULT_EDIT_SUCCESS, INPUT_COMPONENTS } from '../../src/resource-ui/declaredSpecs';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { componentImports, constant, resourceModule, screenFile } from './common';
import { editFieldSpec } from './specs';
import { quote } from './literal';
import { renderTsFile } from './tsFile';

/** The edit screen of one resource. */
export function emitEditFile(ctx: EmitContext, resource: ResourceModel): EmittedFile {
  const file = screenFile(ctx, resource, 'Edit');
  const message = resource.editSuccessMessage ?? DEFAULT_EDIT_SUCCESS;
  const statements = [
    ...imports(file, [
      { module: resourceModule(resource), name: resource.exportName },
      { module: path.join(ctx.uiDir, 'ResourceEdit'), name: 'ResourceEdit' },
      ...componentImports(
        ctx,
        'inputs',
        resource.editFields.map((field) => INPUT_COMPONENTS[field.input]),
      ),
      { module: path.join(ctx.uiDir, 'types'), name: 'EditFieldSpec', typeOnly: true },
    ]),
    constant('fields', 'EditFieldSpec[]', resource.editFields.map(editFieldSpec)),
    {
      kind: StructureKind.Function as const,
      name: `${resource.pascal}Edit`,
      isExported: true,
      docs: [`The ${resource.name} edit form.`],
      statements: [`return <ResourceEdit definition={${resource.exportName}} fields={fields} successMessage=${quote(message)} />;`],
    },
  ];
  return { path: relFile(ctx, file), content: renderTsFile(resource.file, statements, true) };
}
