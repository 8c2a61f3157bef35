/**
 * Emits `<name>/<Pascal>List.tsx`: literal list settings, columns, filters and bulk actions over
 * ResourceList, plus the named row panel and list header.
 */
import path from 'node:path';
import { StructureKind } from 'ts-morph';
import type { ResourceModel } from '../model';
import { cellComponent } from '../../src/resource-ui/declaredSpecs';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { componentImports, constant, headerImports, panelImports, resourceModule, screenFile } from './common';
import { actionSpec, columnSpec, filterSpec } from './specs';
import { renderTsFile } from './tsFile';

/** The list screen of one resource. */
export function emitListFile(ctx: EmitContext, resource: ResourceModel): EmittedFile {
  const file = screenFile(ctx, resource, 'List');
  // Bulk actions, then the record actions offered for the selected rows.
  const bulk = [...resource.actions.filter((action) => action.scope === 'bulk'), ...resource.actions.filter((action) => action.selection)];
  const collection = resource.actions.filter((action) => action.scope === 'collection');
  const props = [
    `definition={${resource.exportName}}`,
    'settings={settings}',
    'columns={columns}',
    'filters={filters}',
    'bulkActions={bulkActions}',
    ...(collection.length ? ['collectionActions={collectionActions}'] : []),
    ...(resource.panel ? [`panel={panels.${resource.panel}}`] : []),
    ...(resource.header ? [`header={listHeaders.${resource.header}}`] : []),
    'scope={scope}',
  ];
  const statements = [
    ...imports(file, [
      { module: resourceModule(resource), name: resource.exportName },
      { module: path.join(ctx.uiDir, 'ResourceList'), name: 'ResourceList' },
      ...componentImports(ctx, 'cells', resource.columns.map(cellComponent)),
      ...panelImports(ctx, resource),
      ...headerImports(ctx, resource),
      { module: path.join(ctx.uiDir, 'types'), name: 'ActionSpec', typeOnly: true },
      { module: path.join(ctx.uiDir, 'types'), name: 'ColumnSpec', typeOnly: true },
      { module: path.join(ctx.uiDir, 'types'), name: 'FilterSpec', typeOnly: true },
      { module: path.join(ctx.uiDir, 'types'), name: 'GeneratedListProps', typeOnly: true },
      { module: path.join(ctx.uiDir, 'types'), name: 'ListSettings', typeOnly: true },
    ]),
    constant('settings', 'ListSettings', resource.listSettings),
    constant(
      'columns',
      'ColumnSpec[]',
      resource.columns.map((column) => columnSpec(column, resource.actions)),
    ),
    constant('filters', 'FilterSpec[]', resource.filters.map(filterSpec)),
    constant('bulkActions', 'ActionSpec[]', bulk.map(actionSpec)),
    ...(collection.length ? [constant('collectionActions', 'ActionSpec[]', collection.map(actionSpec))] : []),
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
