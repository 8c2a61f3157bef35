/**
 * Emits `declarations.ts`: every declared resource by react-admin resource name, the one map the
 * registry of screens, the data provider and the shell read, kept current in the open page.
 */
import path from 'node:path';
import type { ResourceModel } from '../model';
import { imports, relFile, type EmitContext, type EmittedFile } from './context';
import { declarationUpdates, resourceModule } from './common';
import { code, literal } from './literal';
import { renderTsFile } from './tsFile';

/** The generated module of the declarations map. */
export function declarationsFile(ctx: EmitContext): string {
  return path.join(ctx.outDir, 'declarations.ts');
}

/** The map of every declared resource, sorted by resource name. */
export function emitDeclarationsFile(ctx: EmitContext, resources: ResourceModel[], indexFile: string): EmittedFile {
  const file = declarationsFile(ctx);
  const definitions = Object.fromEntries(resources.map((resource) => [resource.name, code(resource.exportName)]));
  const statements = [
    ...imports(file, [
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'acceptDeclarations' },
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'replaceDeclaration' },
      { module: path.join(ctx.uiDir, 'liveDeclarations'), name: 'DeclarationExports', typeOnly: true },
      ...resources.map((resource) => ({ module: resourceModule(resource), name: resource.exportName })),
    ]),
    '/** Every declared resource by react-admin resource name. */',
    `export const resourceDefinitions = ${literal(definitions)} as const;`,
    declarationUpdates(file, resources, 'resourceDefinitions'),
  ];
  return { path: relFile(ctx, file), content: renderTsFile(indexFile, statements, false) };
}
