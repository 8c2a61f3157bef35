/** Emits `<name>/<Pascal>Show.tsx`: literal settings, sections and record actions over ResourceShow. */
import path from 'node:path';
import { StructureKind } from 'ts-morph';
import type { ResourceModel } from '../model';
import { cellComponent } from '../../src/resource-ui/declaredSpecs';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { componentImports, constant, panelImports, resourceModule, screenFile } from './common';
import { actionSpec, sectionSpec } from './specs';
import { renderTsFile } from './tsFile';

/** The show screen of one resource. */
export function emitShowFile(ctx: EmitContext, resource: ResourceModel): EmittedFile {
  const file = screenFile(ctx, resource, 'Show');
  const fields = resource.sections.flatMap((section) => section.fields);
  const bound = new Set(fields.flatMap((field) => (field.action ? [field.action.name] : [])));
  const record = resource.actions.filter((action) => action.scope === 'record' && !bound.has(action.name));
  const panel = resource.panel ? ` panel={panels.${resource.panel}}` : '';
  const statements = [
    ...imports(file, [
      { module: resourceModule(resource), name: resource.exportName },
      { module: path.join(ctx.uiDir, 'ResourceShow'), name: 'ResourceShow' },
      ...componentImports(ctx, 'cells', fields.map(cellComponent)),
      ...panelImports(ctx, resource),
      { module: path.join(ctx.uiDir, 'types'), name: 'ActionSpec', typeOnly: true },
      { module: path.join(ctx.uiDir, 'types'), name: 'SectionSpec', typeOnly: true },
      { module: path.join(ctx.uiDir, 'types'), name: 'ShowScreenProps', typeOnly: true },
      { module: path.join(ctx.uiDir, 'types'), name: 'ShowSettings', typeOnly: true },
    ]),
    constant('settings', 'ShowSettings', resource.showSettings),
    constant(
      'sections',
      'SectionSpec[]',
      resource.sections.map((section) => sectionSpec(section, resource.actions)),
    ),
    constant('actions', 'ActionSpec[]', record.map(actionSpec)),
    {
      kind: StructureKind.Function as const,
      name: `${resource.pascal}Show`,
      isExported: true,
      docs: [`The ${resource.name} detail page; \`id\` when the record is not the route's (a record route).`],
      parameters: [{ name: '{ id }', type: 'ShowScreenProps' }],
      statements: [
        `return <ResourceShow definition={${resource.exportName}} settings={settings} id={id} sections={sections} ` +
          `actions={actions}${panel} />;`,
      ],
    },
  ];
  return { path: relFile(ctx, file), content: renderTsFile(resource.file, statements, true) };
}
