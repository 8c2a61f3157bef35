/**
 * Emits `<name>/<Pascal>Show.tsx`: wiring only. The detail page imports its declaration, the cell
 * components its fields use and its row panel; `ResourceShow` takes the settings, sections and
 * record actions the console derives from the declaration at run time (`src/resource-ui/declaredSpecs.ts`).
 */
import path from 'node:path';
import { StructureKind } from 'ts-morph';
import type { ResourceModel } from '../model';
import { cellComponent } from '../../src/resource-ui/declaredSpecs';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { componentImports, componentsConstant, panelImports, resourceModule, screenFile } from './common';
import { renderTsFile } from './tsFile';

/** The show screen of one resource. */
export function emitShowFile(ctx: EmitContext, resource: ResourceModel): EmittedFile {
  const file = screenFile(ctx, resource, 'Show');
  const cells = resource.sections.flatMap((section) => section.fields).map(cellComponent);
  const panel = resource.panel ? ` panel={panels.${resource.panel}}` : '';
  const statements = [
    ...imports(file, [
      { module: resourceModule(resource), name: resource.exportName },
      { module: path.join(ctx.uiDir, 'ResourceShow'), name: 'ResourceShow' },
      { module: path.join(ctx.uiDir, 'declaredSpecs'), name: 'showSpecs' },
      ...componentImports(ctx, 'cells', cells),
      ...panelImports(ctx, resource),
      { module: path.join(ctx.uiDir, 'types'), name: 'ShowScreenProps', typeOnly: true },
    ]),
    componentsConstant('cells', cells),
    {
      kind: StructureKind.Function as const,
      name: `${resource.pascal}Show`,
      isExported: true,
      docs: [`The ${resource.name} detail page; \`id\` when the record is not the route's (a record route).`],
      parameters: [{ name: '{ id }', type: 'ShowScreenProps' }],
      statements: [
        `return <ResourceShow definition={${resource.exportName}} {...showSpecs(${resource.exportName}, cells)} id={id}${panel} />;`,
      ],
    },
  ];
  return { path: relFile(ctx, file), content: renderTsFile(resource.file, statements, true) };
}
