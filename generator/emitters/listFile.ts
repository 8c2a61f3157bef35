/**
 * Emits `<name>/<Pascal>List.tsx`: wiring only. The screen imports its declaration, the cell
 * components its columns use, and its row panel and list header; `ResourceList` takes the settings,
 * columns, filters and actions the console derives from the declaration at run time
 * (`src/resource-ui/declaredSpecs.ts`).
 */
import path from 'node:path';
import { StructureKind } from 'ts-morph';
import type { ResourceModel } from '../model';
import { cellComponent } from '../../src/resource-ui/declaredSpecs';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { componentImports, componentsConstant, headerImports, panelImports, resourceModule, screenFile } from './common';
import { renderTsFile } from './tsFile';

/** The list screen of one resource. */
export function emitListFile(ctx: EmitContext, resource: ResourceModel): EmittedFile {
  const file = screenFile(ctx, resource, 'List');
  const cells = resource.columns.map(cellComponent);
  const props = [
    `definition={${resource.exportName}}`,
    `{...listSpecs(${resource.exportName}, cells)}`,
    ...(resource.panel ? [`panel={panels.${resource.panel}}`] : []),
    ...(resource.header ? [`header={listHeaders.${resource.header}}`] : []),
    'scope={scope}',
  ];
  const statements = [
    ...imports(file, [
      { module: resourceModule(resource), name: resource.exportName },
      { module: path.join(ctx.uiDir, 'ResourceList'), name: 'ResourceList' },
      { module: path.join(ctx.uiDir, 'declaredSpecs'), name: 'listSpecs' },
      ...componentImports(ctx, 'cells', cells),
      ...panelImports(ctx, resource),
      ...headerImports(ctx, resource),
      { module: path.join(ctx.uiDir, 'types'), name: 'GeneratedListProps', typeOnly: true },
    ]),
    componentsConstant('cells', cells),
    {
      kind: StructureKind.Function as const,
      name: `${resource.pascal}List`,
      isExported: true,
      docs: [`The ${resource.name} list; \`scope\` embeds it limited to one player or record.`],
      parameters: [{ name: '{ scope }', type: 'GeneratedListProps' }],
      statements: [`return <ResourceList ${props.join(' ')} />;`],
    },
  ];
  return { path: relFile(ctx, file), content: renderTsFile(resource.file, statements, true) };
}
